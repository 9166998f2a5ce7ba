import Foundation
import LocatorLabTestSupport
import Testing

@Suite("locatorlab export and generate, end to end")
struct ExportCommandTests {
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locatorlab-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func xmlToJSONAndBackIsLossless() throws {
        let original = [UInt8](try Data(contentsOf: TestFixtures.sample("ios-health-summary.xml")))
        let json = try CommandRunner.run(["export", "samples/ios-health-summary.xml", "--to", "json"])
        #expect(json.status == 0)
        #expect(json.output.contains("\"format\" : \"locatorlab-tree\""))
        let back = try CommandRunner.run(["export", "-", "--to", "xml"], input: json.standardOutput)
        #expect(back.status == 0)
        #expect(back.standardOutput == original)
    }

    @Test func debugDescriptionBecomesAnAppiumPageSource() throws {
        let run = try CommandRunner.run(["export", "samples/ios-something-view-controller.debugdescription.txt"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<AppiumAUT>\n  <XCUIElementTypeApplication "))
        #expect(run.output.contains("name=\"SomethingViewController.titleLabel\""))
    }

    /// `"root": null` exported as a bare XML declaration that no reader
    /// takes back.
    @Test func anEmptyTreeHasNoXMLForm() throws {
        let empty = Array(#"{"format": "locatorlab-tree", "version": 1, "platform": "ios", "root": null}"#.utf8)
        let run = try CommandRunner.run(["export", "-", "--to", "xml"], input: empty)
        #expect(run.status == 65)
        #expect(run.standardError.hasPrefix("<stdin>: error: the tree is empty (\"root\" : null), which has no XML page source"))
        #expect(run.standardOutput.isEmpty)
        #expect(try CommandRunner.run(["export", "-", "--to", "json"], input: empty).status == 0)
    }

    /// A JSON attribute name that is no XML name is cleaned (`a×b` → `ab`);
    /// beside a real `ab` that gave a duplicate attribute, XML that nothing
    /// reads back (issue 29, item 12). The real name keeps its name, the
    /// cleaned ones are numbered, and the user is told.
    @Test func cleanedAttributeNamesNeverCollide() throws {
        let json = Array(#"""
            {"format": "locatorlab-tree", "version": 1, "platform": "ios", "root": {
              "type": "XCUIElementTypeApplication",
              "attributes": [["na×me", "cleaned first"], ["ab", "1"], ["a×b", "2"], ["a÷b", "3"], ["name", "real"]]}}
            """#.utf8)
        let run = try CommandRunner.run(["export", "-", "--to", "xml"], input: json)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.output.contains(#"<XCUIElementTypeApplication name="real" name_2="cleaned first" ab="1" ab_2="2" ab_3="3"/>"#))
        let back = try CommandRunner.run(["export", "-", "--to", "json"], input: run.standardOutput)
        #expect(back.status == 0, "\(back.standardError)")
        #expect(run.standardError.contains(
            #"<stdin>: warning: element 0 (<XCUIElementTypeApplication>): attribute "a×b" is no XML name; written as "ab_2""#))
    }

    @Test func formatCanBeForced() throws {
        let run = try CommandRunner.run(["export", "samples/ios-users-user-details.xml", "--from", "json"])
        #expect(run.status == 65)
        #expect(run.standardError.hasPrefix("samples/ios-users-user-details.xml:1:"))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func aFullStandardOutputIsAnErrorNotACrash() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let errors = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = ["export", "samples/android-shop-products.xml"]
        process.currentDirectoryURL = TestFixtures.repositoryRoot
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 73)
        let message = String(decoding: try Data(contentsOf: errors), as: UTF8.self)
        #expect(message.hasPrefix("<stdout>: error: cannot write"), "\(message)")
    }

    @Test func outputFileIsWrittenAndStdoutStaysEmpty() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("shop.json")
        let run = try CommandRunner.run(["export", "samples/android-shop-products.xml", "--to", "json", "-o", target.path])
        #expect(run.status == 0)
        #expect(run.standardOutput.isEmpty)
        let written = try String(contentsOf: target, encoding: .utf8)
        #expect(written.contains("\"platform\" : \"android\""))
    }

    @Test func unwritableOutputIsItsOwnExitCode() throws {
        let run = try CommandRunner.run(["export", "samples/android-shop-products.xml", "-o", "/no/such/folder/out.xml"])
        #expect(run.status == 73)
        #expect(run.standardError.contains("cannot write"))
    }

    @Test func generateIsDeterministicPerSeedAndReadable() throws {
        let first = try CommandRunner.run(["generate", "--elements", "500", "--seed", "7"])
        let second = try CommandRunner.run(["generate", "--elements", "500", "--seed", "7"])
        let other = try CommandRunner.run(["generate", "--elements", "500", "--seed", "8"])
        #expect(first.status == 0)
        #expect(first.standardOutput == second.standardOutput)
        #expect(first.standardOutput != other.standardOutput)
        let count = try CommandRunner.run(["query", "-", "count(//*)", "--format", "json"], input: first.standardOutput)
        // count(//*) is a number, which drivers reject; the element count is
        // checked through an element query instead.
        #expect(count.status == 65)
        let all = try CommandRunner.run(["query", "-", "//*", "--format", "json"], input: first.standardOutput)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(all.standardOutput)) as? [String: Any])
        #expect(object["count"] as? Int == 500)
    }

    @Test func generateAndroid() throws {
        let run = try CommandRunner.run(["generate", "--elements", "50", "--platform", "android"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\r\n<hierarchy"))
    }

    /// The warning for what other commands refuse is tested on
    /// `ReadLimits.refusals` (2M elements take minutes in a debug build);
    /// here, that an ordinary page source gets none.
    @Test func aPageSourceTheOtherCommandsReadGetsNoWarning() throws {
        let small = try CommandRunner.run(["generate", "--elements", "50"])
        #expect(small.status == 0)
        #expect(small.standardError.isEmpty)
    }

    @Test func generateRejectsZeroElements() throws {
        let run = try CommandRunner.run(["generate", "--elements", "0"])
        #expect(run.status == 64)
    }

    @Test func helpListsTheCommands() throws {
        let run = try CommandRunner.run(["--help"])
        #expect(run.status == 0)
        for command in ["query", "export", "generate"] {
            #expect(run.output.contains(command))
        }
    }
}
