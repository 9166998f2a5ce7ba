import Foundation
import LocatorLabTestSupport
import Testing

/// `--format allure -o DIR`, read back with allure-python-commons' own
/// model (allure_commons.model2, pinned in scripts/python-clients.sh): every
/// key of every result, step, label, parameter and attachment must be a
/// field of the model, every status one of its statuses, and every
/// attachment a file of the folder.
@Suite(
    .serialized,
    .enabled(
        if: PythonClients.withAllure != nil,
        "no allure-python-commons in .build/python-clients (run scripts/python-clients.sh)"))
struct AllureResultsTests {
    /// Builds the model's objects from each result file and prints one JSON
    /// line per result: name, status, labels, steps and attachments.
    static let reader = """
        import json, os, sys
        from allure_commons.model2 import (TestResult, TestStepResult, Label, Parameter, Attachment,
                                           StatusDetails, Status)
        folder = sys.argv[1]
        statuses = {Status.PASSED, Status.FAILED, Status.BROKEN, Status.SKIPPED}
        def attachment(a):
            item = Attachment(**a)
            assert os.path.isfile(os.path.join(folder, item.source)), item.source
            assert item.source.endswith("-attachment." + item.source.rsplit(".", 1)[1])
            return item
        def step(s):
            s = dict(s)
            s["steps"] = [step(x) for x in s.get("steps", [])]
            s["attachments"] = [attachment(a) for a in s.get("attachments", [])]
            s["parameters"] = [Parameter(**p) for p in s.get("parameters", [])]
            if "statusDetails" in s: s["statusDetails"] = StatusDetails(**s["statusDetails"])
            item = TestStepResult(**s)
            assert item.status in statuses, item.status
            return item
        out = []
        for name in sorted(os.listdir(folder)):
            if not name.endswith("-result.json"): continue
            data = json.load(open(os.path.join(folder, name), encoding="utf-8"))
            data["steps"] = [step(x) for x in data.get("steps", [])]
            data["attachments"] = [attachment(a) for a in data.get("attachments", [])]
            data["parameters"] = [Parameter(**p) for p in data.get("parameters", [])]
            data["labels"] = [Label(**l) for l in data.get("labels", [])]
            if "statusDetails" in data: data["statusDetails"] = StatusDetails(**data["statusDetails"])
            result = TestResult(**data)
            assert name == result.uuid + "-result.json", name
            assert result.status in statuses, result.status
            assert result.stage == "finished" and result.start == 0 and result.stop == 0
            out.append({"name": result.name, "status": result.status, "fullName": result.fullName,
                        "labels": {l.name: l.value for l in result.labels if l.name != "tag"},
                        "steps": [s.name + " " + s.status for s in result.steps],
                        "attachments": [a.type for a in result.attachments]})
        print(json.dumps(out, sort_keys=True))
        """

    struct Result: Decodable {
        var name: String
        var status: String
        var fullName: String
        var labels: [String: String]
        var steps: [String]
        var attachments: [String]
    }

    static func readBack(_ folder: String) throws -> [Result] {
        let process = Process()
        process.executableURL = PythonClients.withAllure
        process.arguments = ["-c", reader, folder]
        let pipe = Pipe()
        let errors = Pipe()
        process.standardOutput = pipe
        process.standardError = errors
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(String(decoding: message, as: UTF8.self))")
        return try JSONDecoder().decode([Result].self, from: data)
    }

    static func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("allure-\(UUID().uuidString)").path
    }

    static func files(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            files[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
        }
        return files
    }

    @Test func compareResultsReadBackGroupedByAppScreenAndStrategy() throws {
        let first = Self.folder()
        let second = Self.folder()
        defer { for folder in [first, second] { try? FileManager.default.removeItem(atPath: folder) } }
        let arguments = [
            "compare", "Tests/Fixtures/baseline/build-2/ios-login.xml", "--locators", "Tests/Fixtures/baseline/ios-locators.txt",
            "--locator", "//XCUIElementTypeButton[", "--no-timing", "--seeds", "1", "--format", "allure",
        ]
        let run = try CommandRunner.run(arguments + ["-o", first])
        #expect(run.status == 0, "\(run.standardError)")
        let results = try Self.readBack(first)
        #expect(results.count == 4, "three locators on one screen, one invalid")
        let forgot = try #require(results.first { $0.name == "accessibility-id=Login.Forgot" })
        #expect(forgot.status == "failed")
        #expect(forgot.steps == ["Tests/Fixtures/baseline/build-2/ios-login.xml: 0 matches (broken) failed"])
        #expect(forgot.attachments == ["application/xml"])
        #expect(forgot.labels["parentSuite"] == "ios:Shop" && forgot.labels["app"] == "ios:Shop")
        #expect(forgot.labels["suite"] == forgot.labels["screen"] && forgot.labels["screen"] != nil)
        #expect(forgot.labels["subSuite"] == "accessibility id" && forgot.labels["strategy"] == "accessibility id")
        #expect(results.first { $0.name == "accessibility-id=Login.Email" }?.status == "passed")
        #expect(results.first { $0.name == "//XCUIElementTypeButton[" }?.status == "broken")
        // The same run writes the same folder: names and bytes.
        #expect(try CommandRunner.run(arguments + ["-o", second]).status == 0)
        #expect(try Self.files(first) == Self.files(second))
        // One attachment for the page source every result shows.
        #expect(try Self.files(first).keys.filter { $0.hasSuffix("-attachment.xml") }.count == 1)
    }

    @Test func auditResultsReadBackPerCoverageAndFinding() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try CommandRunner.run(
            ["audit", "Tests/Fixtures/baseline/build-2/android-settings.xml", "--min-coverage", "90", "--format", "allure",
             "-o", folder])
        #expect(run.status == 1, "the coverage gate still fails: \(run.standardError)")
        let results = try Self.readBack(folder)
        let coverage = try #require(results.first { $0.name == "identifier coverage" })
        #expect(coverage.status == "failed")
        #expect(coverage.labels["suite"] == "Tests/Fixtures/baseline/build-2/android-settings.xml")
        let missing = try #require(results.first { $0.name.hasPrefix("missing-identifier: ") })
        #expect(missing.status == "failed" && missing.labels["subSuite"] == "missing-identifier")
        #expect(missing.labels["severity"] == "normal")
        #expect(missing.attachments == ["application/xml"])
    }

    @Test func allureNeedsAFolder() throws {
        let run = try CommandRunner.run(["audit", "Tests/Fixtures/baseline/build-2/android-settings.xml", "--format", "allure"])
        #expect(run.status == 64)
        #expect(run.standardError.contains("--format allure writes a results folder; give it with -o DIR"))
    }
}
