import Foundation
import LocatorLabTestSupport
import Testing

/// `audit --baseline` and `compare --baseline` as CI runs them: the
/// earlier build's JSON report, this build's report in every format with
/// what changed, and the `--fail-on regression` gate's exit code.
@Suite struct BaselineCommandTests {
    static let build1 = ["Tests/Fixtures/baseline/build-1/ios-login.xml", "Tests/Fixtures/baseline/build-1/android-settings.xml"]
    static let build2 = ["Tests/Fixtures/baseline/build-2/ios-login.xml", "Tests/Fixtures/baseline/build-2/android-settings.xml"]

    static func temporaryFile(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString)-\(name)").path
    }

    /// Build 1's audit as JSON, in a temporary file.
    static func auditBaseline() throws -> String {
        let path = temporaryFile("audit.json")
        let run = try CommandRunner.run(["audit"] + build1 + ["--format", "json", "-o", path])
        #expect(run.status == 0, "\(run.standardError)")
        return path
    }

    @Test func auditGateFailsWithOneOnARegressionAndSaysWhy() throws {
        let baseline = try Self.auditBaseline()
        defer { try? FileManager.default.removeItem(atPath: baseline) }
        let gated = try CommandRunner.run(["audit"] + Self.build2 + ["--baseline", baseline, "--fail-on", "regression"])
        #expect(gated.status == 1, "\(gated.standardError)")
        #expect(gated.standardError.contains("regressions since the baseline \(baseline) (--fail-on regression)"))
        #expect(gated.output.contains("Since the baseline: "))
        #expect(gated.output.contains("regression  new-missing-identifier  Tests/Fixtures/baseline/build-2/android-settings.xml"))
        #expect(gated.output.contains("improvement  fixed-missing-identifier  Tests/Fixtures/baseline/build-2/ios-login.xml"))
        // Without the gate the same changes are a report, not a failure.
        let report = try CommandRunner.run(["audit"] + Self.build2 + ["--baseline", baseline])
        #expect(report.status == 0)
        // The same build passes the gate.
        let same = try CommandRunner.run(["audit"] + Self.build1 + ["--baseline", baseline, "--fail-on", "regression"])
        #expect(same.status == 0, "\(same.standardError)")
        #expect(same.output.contains("0 regressions, 0 improvements since the baseline"))
    }

    @Test func everyAuditFormatSaysWhatChanged() throws {
        let baseline = try Self.auditBaseline()
        defer { try? FileManager.default.removeItem(atPath: baseline) }
        func render(_ format: String) throws -> String {
            let run = try CommandRunner.run(["audit"] + Self.build2 + ["--baseline", baseline, "--format", format])
            #expect(run.status == 0, "\(format): \(run.standardError)")
            return run.output
        }
        #expect(try render("markdown").contains("### Since the baseline"))
        #expect(try render("html").contains("<section id=\"baseline\">\n<h2>Since the baseline</h2>"))
        #expect(try render("junit").contains("<testsuite name=\"since baseline\""))
        let sarif = try render("sarif")
        #expect(sarif.contains("\"baselineState\" : \"new\"") && sarif.contains("\"baselineState\" : \"absent\""))
        let json = try render("json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let diff = try #require(object["baseline"] as? [String: Any])
        #expect((diff["summary"] as? [String: Any])?["regressions"] as? Int ?? 0 > 0)
        #expect(object["coverage"] != nil && object["findings"] != nil, "the report's own keys stay")
        // A report written with --baseline is a baseline for the next build.
        let next = Self.temporaryFile("next.json")
        defer { try? FileManager.default.removeItem(atPath: next) }
        try Data(json.utf8).write(to: URL(fileURLWithPath: next))
        let again = try CommandRunner.run(["audit"] + Self.build2 + ["--baseline", next, "--fail-on", "regression"])
        #expect(again.status == 0, "\(again.standardError)")
    }

    @Test func aBaselineOfAnotherCommandOrNoneAtAllIsAClearError() throws {
        let compare = Self.temporaryFile("compare.json")
        defer { try? FileManager.default.removeItem(atPath: compare) }
        let written = try CommandRunner.run(
            ["compare", Self.build1[0], "--locator", "~Login.Submit", "--no-timing", "--seeds", "1", "--format", "json",
             "-o", compare])
        #expect(written.status == 0, "\(written.standardError)")
        let wrong = try CommandRunner.run(["audit"] + Self.build2 + ["--baseline", compare])
        #expect(wrong.status == 65)
        #expect(
            wrong.standardError
                == "\(compare): error: the baseline is the report of 'locatorlab compare'; expected the JSON report of "
                + "'locatorlab audit --format json'\n")
        let missing = try CommandRunner.run(["audit"] + Self.build2 + ["--baseline", "no-such-baseline.json"])
        #expect(missing.status == 66, "\(missing.standardError)")
        let ungated = try CommandRunner.run(["audit"] + Self.build2 + ["--fail-on", "regression"])
        #expect(ungated.status == 64)
        #expect(ungated.standardError.contains("--fail-on regression compares with a baseline; give --baseline FILE"))
    }

    @Test func compareGateFailsOnANewlyBrokenLocator() throws {
        let baseline = Self.temporaryFile("compare.json")
        defer { try? FileManager.default.removeItem(atPath: baseline) }
        let locators = ["--locators", "Tests/Fixtures/baseline/ios-locators.txt", "--no-timing", "--seeds", "1"]
        let written = try CommandRunner.run(["compare", Self.build1[0]] + locators + ["--format", "json", "-o", baseline])
        #expect(written.status == 0, "\(written.standardError)")
        let gated = try CommandRunner.run(
            ["compare", Self.build2[0]] + locators + ["--baseline", baseline, "--fail-on", "regression"])
        #expect(gated.status == 1, "\(gated.standardError)")
        #expect(gated.output.contains("regression  newly-broken  Tests/Fixtures/baseline/build-2/ios-login.xml: "
            + "accessibility-id=Login.Forgot: 1 → 0 matches (unique → broken)"), "\(gated.output)")
        #expect(gated.output.contains("improvement  fixed  Tests/Fixtures/baseline/build-2/ios-login.xml: accessibility-id=Login.Email"))
        let junit = try CommandRunner.run(
            ["compare", Self.build2[0]] + locators + ["--baseline", baseline, "--format", "junit"])
        #expect(junit.status == 0)
        #expect(junit.output.contains(
            "<testcase classname=\"since baseline\" name=\"Tests/Fixtures/baseline/build-2/ios-login.xml newly-broken "
                + "accessibility-id=Login.Forgot\">"))
        for (format, expected) in [
            ("markdown", "### Since the baseline"), ("html", "<section id=\"baseline\">"),
            ("json", "\"kind\" : \"newly-broken\""), ("text", "Since the baseline: 1 regression, 1 improvement"),
        ] {
            let run = try CommandRunner.run(
                ["compare", Self.build2[0]] + locators + ["--baseline", baseline, "--format", format])
            #expect(run.status == 0 && run.output.contains(expected), "\(format): \(run.standardError)")
        }
        let recording = try CommandRunner.run(
            ["compare", "--recording", "Tests/Fixtures/recording/ios-login-run", "--baseline", baseline])
        #expect(recording.status == 64)
    }
}
