/// One shard of a run split across CI jobs (`--shard 3/8`): which share of
/// the work items this job takes. Every job computes the same split from
/// the same inputs, so no job needs to hear from another; `locatorlab
/// merge` puts the parts back in shard order.
public struct ReportShard: Sendable, Hashable, Codable, CustomStringConvertible {
    /// 1-based, as GitLab's `CI_NODE_INDEX` and a `--shard 3/8` count.
    public var index: Int
    public var total: Int

    /// `nil` unless `1 <= index <= total`.
    public init?(index: Int, total: Int) {
        guard total >= 1, (1...total).contains(index) else { return nil }
        self.index = index
        self.total = total
    }

    /// `3/8`; `nil` for anything else (`0/8`, `9/8`, `3`, `a/b`).
    public init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let total = Int(parts[1]) else { return nil }
        self.init(index: index, total: total)
    }

    public var description: String { "\(index)/\(total)" }

    /// The work items of this shard among `count`, in order: contiguous
    /// ranges whose sizes differ by at most one (the first shards get the
    /// smaller ones), empty when there are fewer items than shards. Contiguous,
    /// so the parts concatenated in shard order are the items in their order.
    public func range(of count: Int) -> Range<Int> {
        (index - 1) * count / total..<index * count / total
    }
}
