import Foundation
import LocatorLabTestSupport
import Testing

/// `convert --recording`: the recording's screens are page sources, and its
/// XPaths prove dynamic locators, on the real command.
@Suite("locatorlab convert --recording, end to end")
struct ConvertRecordingCommandTests {
    static let recording = TestFixtures.url("convert/recording/race-run").path

    @Test func writesTheIdentifierTemplateAndListsEachInstance() throws {
        let folder = try ExternalTool.temporaryDirectory()
        let file = folder.appendingPathComponent("test_race_recording.py")
        try Data(try TestFixtures.bytes("convert/python/before/test_race_recording.py")).write(to: file)
        let json = try CommandRunner.run(
            ["convert", file.path, "--recording", Self.recording, "--format", "json"])
        #expect(json.status == 0, "\(json.standardError)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput)) as? [String: Any])
        let locators = try #require((report["files"] as? [[String: Any]])?.first?["locators"] as? [[String: Any]])
        let instances = try #require(locators[0]["instances"] as? [[String: Any]])
        #expect(instances.map { $0["identifier"] as? String } == ["RaceHeaderCell_0", "RaceHeaderCell_2"])
        #expect((report["pageSources"] as? [String])?.first?.hasSuffix("race-run/screens/screen-001.xml") == true)

        // Every format names the instances: the pull-request comment lists
        // them, SARIF and JUnit count them.
        let markdown = try CommandRunner.run(["convert", file.path, "--recording", Self.recording, "--format", "markdown"])
        #expect(markdown.output.contains("2 recorded values"), "\(markdown.output)")
        #expect(markdown.output.contains("→ `RaceHeaderCell_0`"), "\(markdown.output)")
        #expect(markdown.output.contains("→ `RaceHeaderCell_2`"), "\(markdown.output)")
        let sarif = try CommandRunner.run(["convert", file.path, "--recording", Self.recording, "--format", "sarif"])
        #expect(sarif.output.contains("\"recordedInstances\" : \"2\"") || sarif.output.contains("\"recordedInstances\":\"2\""), "\(sarif.output)")
        let junit = try CommandRunner.run(["convert", file.path, "--recording", Self.recording, "--format", "junit"])
        #expect(junit.output.contains("<property name=\"recorded instances\" value=\"2\"/>"), "\(junit.output)")

        let write = try CommandRunner.run(["convert", file.path, "--recording", Self.recording, "--write"])
        #expect(write.status == 0, "\(write.standardError)")
        #expect(try [UInt8](Data(contentsOf: file)) == TestFixtures.bytes("convert/python/after/test_race_recording.py"))
    }

    @Test func aRecordingAloneIsEnoughToProveOn() throws {
        let missing = try CommandRunner.run(["convert", "Tests/Fixtures/convert/python/before/test_race_recording.py"])
        #expect(missing.status == 64)
        #expect(missing.standardError.contains("give at least one --page-source or --recording"))
        let notThere = try CommandRunner.run(
            ["convert", "Tests/Fixtures/convert/python/before/test_race_recording.py", "--recording", "no/such/run"])
        #expect(notThere.status == 66)
    }
}
