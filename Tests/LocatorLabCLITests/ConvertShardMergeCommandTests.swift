import Foundation
import LocatorLabTestSupport
import Testing

/// `convert --shard I/N` then `locatorlab merge`: the report of the whole dry
/// run in every format convert has, its `--fail-on` gate, and the refusals.
@Suite("locatorlab convert --shard and merge, end to end")
struct ConvertShardMergeCommandTests {
    static let formats = ["text", "json", "markdown", "sarif", "junit"]

    /// A Java suite whose constants are declared in other files than their
    /// locators, on an iOS and an Android page source (paths relative to the
    /// repository, as a CI job gives them).
    static let java = [
        "convert", "Tests/Fixtures/convert/java/project/before",
        "--page-source", "Tests/Fixtures/convert/project-pagesources/ios-checkout.xml",
        "--page-source", "Tests/Fixtures/convert/project-pagesources/android-checkout.xml",
    ]

    static let swift = [
        "convert", "Tests/Fixtures/convert/swift/before",
        "--page-source", "Tests/Fixtures/convert/swift/pagesources/ios-profile.debugdescription.txt",
    ]

    /// Identifier requests from two files, and a file that cannot be lexed.
    static let requests = [
        "convert", "Tests/Fixtures/convert/shards/tests", "--page-source", "Tests/Fixtures/convert/shards/ios-tips.xml",
    ]

    /// Dynamic locators proven by a recording's values (the instances in every report).
    static let recording = [
        "convert", "Tests/Fixtures/convert/java/before/RaceRecordingTest.java",
        "Tests/Fixtures/convert/python/before/test_race_recording.py",
        "--recording", "Tests/Fixtures/convert/recording/race-run",
    ]

    /// A named file in no test language: a problem found before reading,
    /// which one part carries, ahead of the file that cannot be lexed.
    static let unknownLanguage = requests + ["Tests/Fixtures/convert/shards/ios-tips.xml"]

    @Test(arguments: [
        ("java", java), ("swift", swift), ("requests", requests), ("recording", recording),
        ("unknown language", unknownLanguage),
    ])
    func mergedEqualsUnshardedInEveryFormat(name: String, arguments: [String]) throws {
        let folder = try ShardMergeCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ShardMergeCommandTests.expectMergedEqualsWhole(
            arguments, name: name, totals: [2, 7, 1], formats: Self.formats, in: folder)
    }

    @Test func mergeAppliesTheGateOfTheWholeRun() throws {
        let folder = try ShardMergeCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for gate in ["xpath", "unconverted"] {
            let arguments = Self.requests + ["--fail-on", gate]
            let whole = try CommandRunner.run(arguments)
            #expect(whole.status == 1)
            let parts = try ShardMergeCommandTests.shards(arguments, total: 3, in: folder)
            let merged = try CommandRunner.run(["merge"] + parts)
            #expect(merged.status == 1)
            #expect(merged.standardOutput == whole.standardOutput)
            // The skipped file's warning, then the gate's line.
            #expect(merged.standardError == whole.standardError)
            #expect(whole.standardError.hasSuffix("(--fail-on \(gate)); 1 file was skipped\n"))
        }
        // Without the gate, the same parts' merge succeeds.
        let parts = try ShardMergeCommandTests.shards(Self.requests, total: 2, in: folder)
        #expect(try CommandRunner.run(["merge"] + parts).status == 0)
    }

    @Test func writeAndOtherFormatsAreRefusedWithAShard() throws {
        let write = try CommandRunner.run(Self.java + ["--write", "--shard", "1/2"])
        #expect(write.status == 64)
        #expect(write.standardError.contains("--write goes with the whole run"))
        let markdown = try CommandRunner.run(Self.java + ["--format", "markdown", "--shard", "1/2"])
        #expect(markdown.status == 64)
        #expect(markdown.standardError.contains("--shard writes a part (JSON) for 'locatorlab merge'"))
    }

    @Test func mismatchedPartsAreRefusedWithTheReason() throws {
        let folder = try ShardMergeCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let parts = try ShardMergeCommandTests.shards(Self.java, total: 3, in: folder).reversed().map { $0 }

        // Another input set: one page source fewer.
        let other = folder.appendingPathComponent("other.json").path
        #expect(try CommandRunner.run(Array(Self.java.dropLast(2)) + ["--shard", "2/3", "-o", other]).status == 0)
        let inputs = try CommandRunner.run(["merge", parts[0], other, parts[2]])
        #expect(inputs.status == 65)
        #expect(inputs.standardError.hasPrefix("error: \(other): another input set or other options than \(parts[0])"))

        // Another test-source set: one file of the suite left out.
        let tests = folder.appendingPathComponent("tests.json").path
        let oneFile = ["convert", "Tests/Fixtures/convert/java/project/before/checkout/CheckoutTest.java"] + Self.java.dropFirst(2)
        #expect(try CommandRunner.run(oneFile + ["--shard", "2/3", "-o", tests]).status == 0)
        let sources = try CommandRunner.run(["merge", parts[0], tests, parts[2]])
        #expect(sources.status == 65)
        #expect(sources.standardError.hasPrefix("error: \(tests): another input set or other options than \(parts[0])"))

        // Another option that shapes the report.
        let labels = folder.appendingPathComponent("labels.json").path
        #expect(try CommandRunner.run(Self.java + ["--allow-labels", "--shard", "2/3", "-o", labels]).status == 0)
        #expect(try CommandRunner.run(["merge", parts[0], labels, parts[2]]).standardError.contains("other options"))

        // Another command's part.
        let compare = folder.appendingPathComponent("compare.json").path
        let compareRun = try CommandRunner.run([
            "compare", "Tests/Fixtures/convert/project-pagesources/ios-checkout.xml", "--locator", "~checkout.pay",
            "--no-timing", "--shard", "2/3", "-o", compare,
        ])
        #expect(compareRun.status == 0, "\(compareRun.standardError)")
        let command = try CommandRunner.run(["merge", parts[0], compare, parts[2]])
        #expect(command.status == 65)
        #expect(command.standardError.hasPrefix("error: \(compare): a part of 'compare', but \(parts[0]) is a part of 'convert'"))

        let missing = try CommandRunner.run(["merge", parts[0], parts[2]])
        #expect(missing.standardError == "error: shard 2/3 missing: give every part of the 3-way split\n")

        // A format convert does not have.
        let html = try CommandRunner.run(["merge"] + parts + ["--format", "html"])
        #expect(html.status == 64)
        #expect(html.standardError.contains("convert has no --format html"))
    }
}
