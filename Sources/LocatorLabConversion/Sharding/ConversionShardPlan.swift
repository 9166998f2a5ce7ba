import LocatorLabReporting

/// Which test sources a shard of `convert --shard I/N` converts.
///
/// **What ties files.** Every shard reads, lexes and scans every test source
/// (declarations, helper functions, Swift page objects and enums all resolve
/// across all of them, as in one run), so how each locator's XPath is known
/// does not depend on the split. What does is the one decision `convert`
/// makes across files: a locator written through a constant declared in
/// another file is rewritten together with every locator through that
/// constant and the declaration itself, or none of them is
/// (`shared-constant`). So the locator's file and the declaring file are
/// tied, and the files tied directly or through others form one group
/// (union-find). A use of the constant that is no locator (logged, compared)
/// needs no tie: every shard sees it in the whole scan.
///
/// **The split.** Groups are ordered by their first file in the run's order
/// (path order) and weighed as their locators plus one per file, so files
/// without locators count too. They fill shards 1 to N one after another:
/// a shard's fair share is the weight not yet in earlier shards divided by
/// the shards left, and a shard that already holds some weight is closed
/// before the next group when taking it would leave the shard further above
/// that share than stopping leaves it below. Shards so take contiguous runs
/// of whole groups of about equal weight, and a heavy group (one constant
/// used from hundreds of files) fills one shard without emptying the next
/// ones; with more shards than groups the last shards take nothing, and
/// their empty parts still merge.
struct ConversionShardPlan {
    /// The groups of tied files among `count` files, each sorted, ordered
    /// by their first file.
    static func groups(count: Int, ties: [(Int, Int)]) -> [[Int]] {
        var parent = Array(0..<count)
        func root(_ node: Int) -> Int {
            var node = node
            while parent[node] != node {
                parent[node] = parent[parent[node]]
                node = parent[node]
            }
            return node
        }
        for (left, right) in ties where left != right {
            let (a, b) = (root(left), root(right))
            // The smaller index leads, so each group's root is its first file.
            if a < b { parent[b] = a } else if b < a { parent[a] = b }
        }
        var groups: [Int: [Int]] = [:]
        for file in 0..<count { groups[root(file), default: []].append(file) }
        return groups.keys.sorted().map { groups[$0]! }
    }

    /// The files `shard` converts, of `weights.count` files tied by `ties`
    /// (pairs of file indices) and weighing `weights`.
    static func files(of shard: ReportShard, weights: [Int], ties: [(Int, Int)]) -> Set<Int> {
        var current = 1
        var load = 0
        // The weight of the groups not in the shards before `current`.
        var rest = weights.reduce(0, +)
        var taken: Set<Int> = []
        for group in groups(count: weights.count, ties: ties) {
            let weight = group.reduce(0) { $0 + weights[$1] }
            let shardsLeft = shard.total - current + 1
            // Above the share (rest / shardsLeft) by more than below it, in integers.
            if load > 0, current < shard.total, (2 * load + weight) * shardsLeft > 2 * rest {
                rest -= load
                current += 1
                load = 0
            }
            if current == shard.index { taken.formUnion(group) }
            load += weight
        }
        return taken
    }
}
