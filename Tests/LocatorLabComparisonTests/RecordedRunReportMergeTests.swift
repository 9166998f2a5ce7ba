import Foundation
import LocatorLabComparison
import LocatorLabLocators
import LocatorLabReporting
import LocatorLabTestSupport
import Testing

/// `RecordedRunReport.merged(_:)`: the shards of a recorded run split by
/// distinct locator, each read back from its JSON as `locatorlab merge`
/// reads it, make the report of the whole run.
@Suite("Merging the shards of a recorded run's report")
struct RecordedRunReportMergeTests {
    typealias Fixture = RecordedRunAnalysisTests

    static func decoded(_ report: RecordedRunReport) throws -> RecordedRunReport {
        try JSONDecoder().decode(RecordedRunReport.self, from: Data(report.json()))
    }

    static func renderings(_ report: RecordedRunReport) throws -> [[UInt8]] {
        try [report.json(), report.junit(), report.sarifJSON()]
            + [ReportFormat.text, .markdown, .html].map { try report.rendered(as: $0, colour: false) }
    }

    static func shard(_ index: Int, of total: Int, timings: Bool = false) throws -> RecordedRunReport {
        RecordedRunAnalysis(settings: Fixture.settings(timings: timings), clock: SteppingClock()).run(
            screens: Fixture.screens, finds: Fixture.finds, sessions: Fixture.sessions, actions: Fixture.actions,
            shard: try #require(ReportShard(index: index, total: total)))
    }

    /// With estimates and all: what JSON holds is all a renderer needs.
    @Test func aReportReadBackFromItsJSONRendersAlike() throws {
        let report = Fixture.run(timings: true)
        #expect(try Self.renderings(Self.decoded(report)) == Self.renderings(report))
    }

    /// The fixture has 8 distinct locators, two of them sent on both screens:
    /// uneven shards, shards with none, and one shard.
    @Test(arguments: [1, 2, 3, 8, 11])
    func mergedShardsEqualTheWholeRun(total: Int) throws {
        let whole = Fixture.run()
        let parts = try (1...total).map { try Self.decoded(Self.shard($0, of: total)) }
        #expect(parts.map(\.screens) == Array(repeating: whole.screens, count: total))
        #expect(try Self.renderings(RecordedRunReport.merged(parts)) == Self.renderings(whole))
    }

    /// The note of XPaths no test source writes counts the whole run's.
    @Test func theUnmappedNoteIsTheWholeRunsAfterMerge() throws {
        let sources = LocatorList(entries: [
            LocatorList.Entry(expression: Fixture.email, strategy: .xpath, file: "LoginTests.java", line: 12, column: 9)
        ])
        let whole = Fixture.run().mapped(to: sources)
        #expect(whole.notes.contains { $0.hasPrefix("4 recorded XPaths are written in none of the test sources") })
        let parts = try (1...3).map { try Self.decoded(Self.shard($0, of: 3).mapped(to: sources, noting: false)) }
        let noneNoted = parts.allSatisfy { $0.notes.isEmpty }
        #expect(noneNoted)
        #expect(try Self.renderings(RecordedRunReport.merged(parts)) == Self.renderings(whole))
    }

    @Test func partsOfOtherRunsAreRefused() throws {
        let first = try Self.shard(1, of: 2)
        let second = try Self.shard(2, of: 2)
        #expect(throws: ShardMergeError.self) { try RecordedRunReport.merged([second, first]) }
        var other = second
        other.screens.removeLast()
        #expect(throws: ShardMergeError.self) { try RecordedRunReport.merged([first, other]) }
        #expect(throws: ShardMergeError.self) { try RecordedRunReport.merged([first, try Self.shard(2, of: 2, timings: true)]) }
        #expect(throws: ShardMergeError.self) { try RecordedRunReport.merged([]) }
        #expect(try RecordedRunReport.merged([first, second]).locators.count == 8)
    }
}
