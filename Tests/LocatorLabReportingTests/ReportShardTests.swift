import LocatorLabReporting
import Testing

@Suite("Shards and the parts they write")
struct ReportShardTests {
    /// Every item in exactly one shard, in order, shards differing by at most one.
    @Test(arguments: [1, 2, 3, 7, 8])
    func theShardsCoverEveryItemOnceInOrder(total: Int) throws {
        for count in 0...20 {
            let ranges = try (1...total).map { try #require(ReportShard(index: $0, total: total)).range(of: count) }
            #expect(ranges.flatMap { Array($0) } == Array(0..<count))
            let sizes = ranges.map(\.count)
            #expect(sizes.max()! - sizes.min()! <= 1)
        }
    }

    @Test func argumentsAreIOfN() {
        #expect(ReportShard(argument: "3/8") == ReportShard(index: 3, total: 8))
        #expect(ReportShard(argument: "1/1")?.description == "1/1")
        for bad in ["0/8", "9/8", "3", "3/", "/8", "a/b", "3/8/1", "-1/2", "1/0"] {
            #expect(ReportShard(argument: bad) == nil, "\(bad)")
        }
    }

    @Test func autoReadsGitLabBuildkiteAndKubernetes() throws {
        #expect(try ReportShard.fromEnvironment(["CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "4"]) == ReportShard(index: 1, total: 4))
        #expect(
            try ReportShard.fromEnvironment(["BUILDKITE_PARALLEL_JOB": "3", "BUILDKITE_PARALLEL_JOB_COUNT": "4"])
                == ReportShard(index: 4, total: 4))
        #expect(try ReportShard.fromEnvironment(["JOB_COMPLETION_INDEX": "0"], total: 2) == ReportShard(index: 1, total: 2))
        // The given total must agree with the CI system's own.
        #expect(try ReportShard.fromEnvironment(["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "4"], total: 4).index == 2)
        let refusals: [([String: String], Int?, String)] = [
            (["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "4"], 3, "--shard-total 3 disagrees with CI_NODE_TOTAL=4"),
            (["CI_NODE_INDEX": "0", "CI_NODE_TOTAL": "4"], nil, "CI_NODE_INDEX=0 is outside shards 1…4"),
            (["CI_NODE_INDEX": "2"], nil, "CI_NODE_INDEX is set but CI_NODE_TOTAL is not a number"),
            (["JOB_COMPLETION_INDEX": "2"], 2, "JOB_COMPLETION_INDEX=2 is outside shards 0…1"),
            (["JOB_COMPLETION_INDEX": "x"], 2, "JOB_COMPLETION_INDEX='x' is not a number"),
        ]
        for (environment, total, message) in refusals {
            #expect(throws: ReportShard.EnvironmentError(description: message)) {
                try ReportShard.fromEnvironment(environment, total: total)
            }
        }
        #expect(throws: ReportShard.EnvironmentError.self) { try ReportShard.fromEnvironment([:], total: 3) }
    }

    static func header(_ index: Int, of total: Int, command: String = "compare", fingerprint: String = "f")
        -> PartHeader
    {
        PartHeader(
            locatorlabPart: PartHeader.currentFormat, version: "1.0", command: command, fingerprint: fingerprint,
            shard: ReportShard(index: index, total: total)!)
    }

    @Test func partsAreTakenInShardOrderOnceEach() throws {
        let parts = [("c", Self.header(3, of: 3)), ("a", Self.header(1, of: 3)), ("b", Self.header(2, of: 3))]
        #expect(try PartHeader.inShardOrder(parts, version: "1.0") == [1, 2, 0])
        let refusals: [([(String, PartHeader)], ShardMergeError)] = [
            ([("a", Self.header(1, of: 2))], .missingShards([2], total: 2)),
            (
                [("a", Self.header(1, of: 2)), ("b", Self.header(2, of: 2)), ("c", Self.header(2, of: 2))],
                .duplicateShard(ReportShard(index: 2, total: 2)!, files: ["b", "c"])
            ),
            (
                [("a", Self.header(1, of: 2)), ("b", Self.header(2, of: 2, fingerprint: "g"))],
                .mismatch(file: "b", reason: "another input set or other options than a (fingerprint g against f)")
            ),
            (
                [("a", Self.header(1, of: 2)), ("b", Self.header(2, of: 2, command: "audit"))],
                .mismatch(file: "b", reason: "a part of 'audit', but a is a part of 'compare'")
            ),
            (
                [("a", Self.header(1, of: 2)), ("b", Self.header(2, of: 3))],
                .mismatch(file: "b", reason: "shard 2/3 of a 3-way split, but a is shard 1/2")
            ),
        ]
        for (parts, error) in refusals {
            #expect(throws: error) { try PartHeader.inShardOrder(parts, version: "1.0") }
        }
        #expect(throws: ShardMergeError.mismatch(file: "a", reason: "written by locatorlab 1.0; this is locatorlab 2.0")) {
            try PartHeader.inShardOrder([("a", Self.header(1, of: 1))], version: "2.0")
        }
    }
}
