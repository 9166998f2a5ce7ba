import LocatorLabFiles
import LocatorLabModel
import LocatorLabReporting

/// The fingerprint every shard of one run writes in its part (see
/// `ReportPart`): a digest of the whole input set and of every option that
/// shapes the report, computed alike by every shard, so that `merge`
/// refuses a part of another run (other files, edited files, other options)
/// instead of stitching two runs into one report.
struct PartFingerprint {
    private var items: [String]

    init(command: String) { items = [command] }

    /// An option's name and value, as the report depends on it.
    mutating func add(_ name: String, _ value: Any?) {
        items.append("\(name)=\(value.map { String(describing: $0) } ?? "-")")
    }

    /// Each page source's name and the digest of its bytes, in order.
    mutating func add(pageSources: [Screen]) throws {
        for screen in pageSources { try add("page-source", file: screen.file, named: screen.name) }
    }

    /// A file's name (`name`, else its path) and the digest of its bytes.
    mutating func add(_ kind: String, file: String, named name: String? = nil) throws {
        let bytes = try FileReader.read(file, maximumBytes: Int.max)
        items.append("\(kind)=\(name ?? file)\t\(SHA256.hex(bytes))")
    }

    var digest: String {
        // JSON keeps items apart whatever characters they hold.
        let bytes = (try? ReportJSON.encodeCompact(items)) ?? Array(items.joined(separator: "\n").utf8)
        return SHA256.hex(bytes)
    }
}
