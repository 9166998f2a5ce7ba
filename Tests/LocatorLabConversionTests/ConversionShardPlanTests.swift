@testable import LocatorLabConversion
import LocatorLabReporting
import Testing

/// How `convert --shard` splits the test sources (``ConversionShardPlan``):
/// whole groups of tied files, contiguous in path order, of about equal
/// weight, every file in exactly one shard.
@Suite("convert: the split of test sources into shards")
struct ConversionShardPlanTests {
    /// The files of each of `total` shards.
    static func split(_ weights: [Int], ties: [(Int, Int)] = [], total: Int) -> [[Int]] {
        (1...total).map {
            ConversionShardPlan.files(of: ReportShard(index: $0, total: total)!, weights: weights, ties: ties).sorted()
        }
    }

    @Test func tiedFilesFormOneGroupLedByItsFirstFile() {
        let groups = ConversionShardPlan.groups(count: 6, ties: [(4, 1), (1, 3), (5, 5)])
        #expect(groups == [[0], [1, 3, 4], [2], [5]])
    }

    @Test func equalFilesSplitEvenlyAndInOrder() {
        #expect(Self.split([1, 1, 1, 1, 1, 1], total: 3) == [[0, 1], [2, 3], [4, 5]])
        #expect(Self.split([1, 1, 1], total: 1) == [[0, 1, 2]])
    }

    @Test func aGroupIsNeverCutAndMayTakeFilesOutOfOrder() {
        // Files 0 and 3 are tied: they go together, with file 1 or 2 around them.
        let shards = Self.split([1, 1, 1, 1], ties: [(0, 3)], total: 2)
        #expect(shards == [[0, 3], [1, 2]])
    }

    /// One constant used from many files makes one heavy group: it fills a
    /// shard, and the other shards still share the rest.
    @Test func aHeavyGroupLeavesTheOtherShardsTheRest() {
        let weights = [40] + Array(repeating: 2, count: 20)
        let shards = Self.split(weights, total: 4)
        #expect(shards[0] == [0])
        #expect(shards.dropFirst().allSatisfy { !$0.isEmpty })
        #expect(shards.flatMap { $0 }.sorted() == Array(0..<21))
    }

    @Test func moreShardsThanGroupsLeavesTheLastShardsEmpty() {
        let shards = Self.split([3, 1, 2], ties: [(0, 1)], total: 5)
        #expect(shards == [[0, 1], [2], [], [], []])
        #expect(Self.split([], total: 3) == [[], [], []])
    }
}
