import Foundation
import LocatorLabComparison
import LocatorLabLocators
import LocatorLabModel
import LocatorLabReporting
import LocatorLabTestSupport
import Testing

/// `CompareReport.merged(_:)`: the shards of a run split by locators, each
/// read back from its JSON as `locatorlab merge` reads it, make the report
/// of the whole run.
@Suite("Merging the shards of a compare run")
struct CompareReportMergeTests {
    static func decoded(_ report: CompareReport) throws -> CompareReport {
        try JSONDecoder().decode(CompareReport.self, from: Data(report.json()))
    }

    /// Every format the command line writes.
    static func renderings(_ report: CompareReport) throws -> [[UInt8]] {
        try [report.json(), report.junit(), Array(report.summaryText().utf8)]
            + [ReportFormat.text, .markdown, .html].map { try report.rendered(as: $0, colour: false, full: false) }
    }

    /// With timings, noise and all: what JSON holds is all a renderer needs.
    @Test func aReportReadBackFromItsJSONRendersAlike() throws {
        let report = LocatorComparisonTests.run(timings: true)
        #expect(report.run.noise?.samples != nil)
        #expect(try Self.renderings(Self.decoded(report)) == Self.renderings(report))
    }

    @Test(arguments: [1, 2, 3, 5, 8])
    func mergedShardsEqualTheWholeRun(total: Int) throws {
        let whole = LocatorComparisonTests.run(timings: false)
        let entries = LocatorComparisonTests.locators.entries
        var parts: [CompareReport] = []
        for index in 1...total {
            let range = try #require(ReportShard(index: index, total: total)).range(of: entries.count)
            let shard = LocatorComparisonTests.run(
                timings: false, locators: LocatorList(entries: Array(entries[range])))
            parts.append(try Self.decoded(shard.numbered(after: range.lowerBound)))
        }
        #expect(try Self.renderings(CompareReport.merged(parts)) == Self.renderings(whole))
    }

    @Test func partsOfOtherRunsAreRefused() throws {
        let entries = LocatorComparisonTests.locators.entries
        let first = LocatorComparisonTests.run(timings: false, locators: LocatorList(entries: Array(entries[0..<2])))
        let second = LocatorComparisonTests.run(timings: false, locators: LocatorList(entries: Array(entries[2...])))
        // The second shard numbered as if it were the first.
        #expect(throws: ShardMergeError.self) { try CompareReport.merged([first, second]) }
        var other = second.numbered(after: 2)
        other.pageSources.removeLast()
        #expect(throws: ShardMergeError.self) { try CompareReport.merged([first, other]) }
        #expect(throws: ShardMergeError.self) { try CompareReport.merged([]) }
        #expect(try CompareReport.merged([first, second.numbered(after: 2)]).locators.count == entries.count)
    }

    /// Medians of all samples, not the mean of the shards' medians.
    @Test func noiseIsPooledFromTheSamples() throws {
        let quiet = MachineNoise(
            before: [100, 100, 100], after: [100, 100, 100], cpuNanoseconds: 90_000_000, wallNanoseconds: 100_000_000)
        let busy = MachineNoise(
            before: [300, 300, 300], between: [300, 300], after: [300, 300, 300], cpuNanoseconds: 10_000_000,
            wallNanoseconds: 100_000_000)
        let pooled = try #require(MachineNoise(pooling: [quiet, busy]))
        let all = MachineNoise(
            before: [100, 100, 100, 300, 300, 300], between: [300, 300], after: [100, 100, 100, 300, 300, 300])
        #expect(pooled.referenceNanoseconds == all.referenceNanoseconds)
        #expect(pooled.referenceNanoseconds == 300)
        #expect((quiet.referenceNanoseconds + busy.referenceNanoseconds) / 2 == 200)
        #expect(pooled.spread == all.spread)
        #expect(pooled.drift == all.drift)
        #expect(pooled.cpuShare == 0.5)
        #expect(pooled.isTooNoisy)
        // Without samples (a report of an older layout) nothing is pooled.
        var bare = quiet
        bare.samples = nil
        #expect(MachineNoise(pooling: [quiet, bare]) == nil)
    }
}
