/// A part without its report: what a merge reads first from every part, to
/// refuse parts that do not belong together before decoding any report.
public struct PartHeader: Sendable, Hashable, Codable {
    public static let currentFormat = 1

    public var locatorlabPart: Int
    public var version: String
    public var command: String
    public var fingerprint: String
    public var shard: ReportShard

    public init(locatorlabPart: Int, version: String, command: String, fingerprint: String, shard: ReportShard) {
        self.locatorlabPart = locatorlabPart
        self.version = version
        self.command = command
        self.fingerprint = fingerprint
        self.shard = shard
    }

    /// The positions of `parts` in shard order, after checking that they
    /// are every shard of one run, once each: written by `version` in this
    /// part layout, by the same command, over the same inputs and options
    /// (fingerprint), split the same number of ways. The first difference
    /// found is the error, naming the file.
    public static func inShardOrder(
        _ parts: [(file: String, header: PartHeader)], version: String
    ) throws(ShardMergeError) -> [Int] {
        guard let first = parts.first else { throw .mismatch(file: "", reason: "no part given") }
        for (file, header) in parts {
            guard header.locatorlabPart == currentFormat else {
                throw .mismatch(
                    file: file, reason: "part layout \(header.locatorlabPart); this locatorlab reads layout \(currentFormat)")
            }
            guard header.version == version else {
                throw .mismatch(file: file, reason: "written by locatorlab \(header.version); this is locatorlab \(version)")
            }
            guard header.command == first.header.command else {
                throw .mismatch(
                    file: file,
                    reason: "a part of '\(header.command)', but \(first.file) is a part of '\(first.header.command)'")
            }
            guard header.fingerprint == first.header.fingerprint else {
                throw .mismatch(
                    file: file,
                    reason: "another input set or other options than \(first.file) (fingerprint "
                        + "\(header.fingerprint.prefix(12)) against \(first.header.fingerprint.prefix(12)))")
            }
            guard header.shard.total == first.header.shard.total else {
                throw .mismatch(
                    file: file,
                    reason: "shard \(header.shard) of a \(header.shard.total)-way split, but \(first.file) is shard "
                        + "\(first.header.shard)")
            }
        }
        var byIndex: [Int: [Int]] = [:]
        for (position, part) in parts.enumerated() { byIndex[part.header.shard.index, default: []].append(position) }
        let total = first.header.shard.total
        for index in 1...total {
            if let positions = byIndex[index], positions.count > 1 {
                throw .duplicateShard(first.header.shard.with(index: index), files: positions.map { parts[$0].file })
            }
        }
        let missing = (1...total).filter { byIndex[$0] == nil }
        guard missing.isEmpty else { throw .missingShards(missing, total: total) }
        return (1...total).map { byIndex[$0]![0] }
    }
}

extension ReportShard {
    fileprivate func with(index: Int) -> ReportShard { ReportShard(index: index, total: total) ?? self }
}
