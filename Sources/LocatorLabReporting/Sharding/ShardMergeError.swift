/// Why `locatorlab merge` refused its parts: they are not every shard of one
/// run, once each, or a report does not fit the others. The merged report
/// would otherwise silently differ from the run on one machine.
public enum ShardMergeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `file` is not a part (not JSON, or not written with `--shard`).
    case notAPart(file: String, reason: String)
    /// `file` does not belong with the other parts (version, command,
    /// inputs and options, number of shards), or its report does not.
    case mismatch(file: String, reason: String)
    case duplicateShard(ReportShard, files: [String])
    case missingShards([Int], total: Int)

    public var description: String {
        switch self {
        case .notAPart(let file, let reason):
            return "\(file): not a part written with --shard: \(reason)"
        case .mismatch(let file, let reason):
            return file.isEmpty ? reason : "\(file): \(reason)"
        case .duplicateShard(let shard, let files):
            return "shard \(shard) given more than once: \(files.joined(separator: ", "))"
        case .missingShards(let missing, let total):
            let list = missing.map { "\($0)/\(total)" }.joined(separator: ", ")
            return "\(missing.count == 1 ? "shard" : "shards") \(list) missing: give every part of the \(total)-way split"
        }
    }
}

extension ShardMergeError {
    /// Throws unless the items of the parts, concatenated in shard order,
    /// are numbered 1…n: each shard numbers its share as in the whole run.
    public static func requireNumbered(_ numbers: [Int], what: String) throws(ShardMergeError) {
        guard numbers == Array(1..<numbers.count + 1) else {
            throw .mismatch(file: "", reason: "the parts' \(what) are not numbered 1…\(numbers.count) in shard order")
        }
    }
}
