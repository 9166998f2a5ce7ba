import Foundation
import LocatorLabTestSupport
import Testing

@Suite("locatorlab codegen, end to end")
struct CodegenCommandTests {
    static let samples = [
        "samples/ios-users-user-details.xml", "samples/ios-health-summary.xml", "samples/ios-race-header-cells.xml",
        "samples/ios-something-view-controller.debugdescription.txt", "samples/android-shop-products.xml",
    ]

    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "locatorlab-codegen-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func writesTheSameBytesAsTheLibraryGoldens() throws {
        let swift = try CommandRunner.run(
            ["codegen"] + Self.samples + ["--package", "com.example.uitests", "--language", "kotlin"])
        #expect(swift.status == 0)
        #expect(swift.standardError.isEmpty)
        #expect(swift.standardOutput == (try TestFixtures.bytes("codegen/samples.kt")))
        let python = try CommandRunner.run([
            "codegen", "Tests/Fixtures/codegen/naming-edge-cases.xml", "--language", "python",
        ])
        #expect(python.standardOutput == (try TestFixtures.bytes("codegen/naming-edge-cases.py")))
    }

    @Test func defaultsToSwiftAndTheIssueExample() throws {
        let run = try CommandRunner.run(["codegen", "samples/ios-users-user-details.xml"])
        #expect(run.status == 0)
        #expect(
            run.output.contains(
                "public enum UserDetails {\n            public static let label = \"Users.UserDetails.Label\""))
        // Label-derived names (the button's text "Add user", the image's symbol name) are not constants.
        #expect(!run.output.contains("\"Add user\"") && !run.output.contains("person.circle"))
    }

    @Test func outputFileLanguageAndJavaClassNameFollowTheFileName() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("ShopIds.java").path
        let run = try CommandRunner.run(["codegen", "samples/android-shop-products.xml", "-o", target])
        #expect(run.status == 0)
        #expect(run.standardOutput.isEmpty)
        let text = try String(contentsOfFile: target, encoding: .utf8)
        #expect(text.contains("public final class ShopIds {"))
        let python = folder.appendingPathComponent("ids.py").path
        #expect(try CommandRunner.run(["codegen", "samples/android-shop-products.xml", "-o", python]).status == 0)
        #expect(try String(contentsOfFile: python, encoding: .utf8).contains("class Identifiers:"))
    }

    @Test func checkPassesWhenUpToDateAndFailsWhenStaleOrMissing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Identifiers.swift").path
        let inputs = ["samples/ios-users-user-details.xml", "samples/ios-health-summary.xml"]
        #expect(try CommandRunner.run(["codegen"] + inputs + ["-o", file]).status == 0)

        let upToDate = try CommandRunner.run(["codegen"] + inputs.reversed() + ["--check", file])
        #expect(upToDate.status == 0)
        #expect(upToDate.standardOutput.isEmpty)
        #expect(upToDate.standardError.isEmpty)

        // A screen gained identifiers: the committed file is stale.
        let stale = try CommandRunner.run(
            ["codegen"] + inputs + ["samples/ios-race-header-cells.xml", "--check", file])
        #expect(stale.status == 1)
        #expect(stale.standardOutput.isEmpty)
        #expect(stale.standardError.hasPrefix("\(file):1: error: out of date"))
        #expect(stale.standardError.contains("regenerate"))

        // An edit by hand is caught on its line.
        var text = try String(contentsOfFile: file, encoding: .utf8)
        text = text.replacingOccurrences(of: "Users.SearchField", with: "Users.SearchBox")
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let edited = try CommandRunner.run(["codegen"] + inputs + ["--check", file])
        #expect(edited.status == 1)
        let line = try #require(
            text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("SearchBox") })
        #expect(edited.standardError.hasPrefix("\(file):\(line + 1): error: out of date"))

        let missing = try CommandRunner.run(
            ["codegen"] + inputs + ["--check", folder.appendingPathComponent("nope.swift").path])
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("does not exist"))
    }

    @Test func checkUsesTheFileExtensionForTheLanguage() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("identifiers.py").path
        #expect(try CommandRunner.run(["codegen", "samples/ios-health-summary.xml", "-o", file]).status == 0)
        #expect(try CommandRunner.run(["codegen", "samples/ios-health-summary.xml", "--check", file]).status == 0)
        // The same file checked as Swift is out of date.
        #expect(
            try CommandRunner.run(["codegen", "samples/ios-health-summary.xml", "--check", file, "--language", "swift"])
                .status == 1)
    }

    @Test func usageErrors() throws {
        let both = try CommandRunner.run([
            "codegen", "samples/ios-health-summary.xml", "--check", "a.swift", "-o", "b.swift",
        ])
        #expect(both.status == 64)
        #expect(both.standardError.contains("--check and --output cannot be combined"))
        #expect(try CommandRunner.run(["codegen"]).status == 64)
        #expect(
            try CommandRunner.run(["codegen", "samples/ios-health-summary.xml", "--language", "ruby"]).status == 64)
        let namespace = try CommandRunner.run(["codegen", "samples/ios-health-summary.xml", "--namespace", "My Ids"])
        #expect(namespace.status == 64)
        #expect(namespace.standardError.hasPrefix("error: the root namespace 'My Ids' is not an identifier"))
        let package = try CommandRunner.run([
            "codegen", "samples/ios-health-summary.xml", "--language", "python", "--package", "a.b",
        ])
        #expect(package.status == 64)
        #expect(package.standardOutput.isEmpty)
    }

    @Test func badInputsUseTheDocumentedExitCodes() throws {
        let missing = try CommandRunner.run(["codegen", "samples/nope.xml"])
        #expect(missing.status == 66)
        #expect(missing.standardError.contains("samples/nope.xml"))
        let malformed = try CommandRunner.run(
            ["codegen", "-", "--from", "xml"], input: Array("<AppiumAUT><broken".utf8))
        #expect(malformed.status == 65)
        #expect(malformed.standardError.hasPrefix("<stdin>:1:"))
    }

    @Test func readsStandardInput() throws {
        let bytes = try TestFixtures.bytes("codegen/naming-edge-cases.xml")
        let run = try CommandRunner.run(["codegen", "-", "--language", "java"], input: bytes)
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("// @generated by locatorlab codegen from 1 page source: <stdin>\n"))
    }

    /// `convert --format json` asks for identifiers; `codegen --requests`
    /// writes them beside the app's own, so app and tests share the names.
    @Test func writesTheIdentifiersAConvertReportRequests() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("convert-report.json").path
        let convert = try CommandRunner.run([
            "convert", "Tests/Fixtures/convert/requests/test_profile.py", "--page-source",
            "Tests/Fixtures/convert/requests/ios-profile.xml", "--format", "json", "-o", report,
        ])
        #expect(convert.standardError.isEmpty)
        let run = try CommandRunner.run([
            "codegen", "Tests/Fixtures/convert/requests/ios-profile.xml", "--requests", report, "--language", "swift",
        ])
        #expect(run.status == 0)
        #expect(run.output.contains("public static let saveChangesButton = \"Settings.Profile.SaveChangesButton\""))
        #expect(run.output.contains("public static let signedInAsAdaLabel = \"Settings.Profile.SignedInAsAdaLabel\""))
        // The identifiers the app has already stay.
        #expect(run.output.contains("\"Settings.Profile.NameField\""))
        #expect(run.output.contains("convert-report.json"))
        // The report alone is enough.
        let alone = try CommandRunner.run(["codegen", "--requests", report, "--language", "kotlin"])
        #expect(alone.status == 0)
        #expect(alone.output.contains("\"Settings.Profile.Button\""))
    }

    @Test func aRequestsFileThatIsNoConvertReportIsBadInput() throws {
        let run = try CommandRunner.run([
            "codegen", "--requests", "Tests/Fixtures/convert/requests/ios-profile.xml",
        ])
        #expect(run.status == 65)
        #expect(run.standardError.contains("ios-profile.xml: not a convert report with identifier requests: not JSON"))
    }
}
