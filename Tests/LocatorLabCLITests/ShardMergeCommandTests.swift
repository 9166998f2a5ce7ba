import Foundation
import LocatorLabTestSupport
import Testing

/// `--shard I/N` then `locatorlab merge`: the merged report is the report of
/// the run on one machine, byte for byte, in every format, whatever the
/// split (uneven, with empty shards, in one shard), and parts that do not
/// belong together are refused with the reason.
@Suite("locatorlab compare --shard and merge, end to end")
struct ShardMergeCommandTests {
    /// Versions of one screen (a locale, a next version) beside other
    /// screens, so "not this screen" and `acrossPageSources` are judged.
    struct Estate: Sendable, CustomStringConvertible {
        var name: String
        var pageSources: [String]
        var locators: [String]
        var description: String { name }
    }

    static let estates = [
        Estate(
            name: "ios",
            pageSources: [
                "samples/ios-health-summary.xml", "samples/ios-health-summary-de.xml", "samples/ios-users-user-details.xml",
                "samples/ios-race-header-cells.xml", "Tests/Fixtures/analysis/screens/ios-privacy-security.xml",
                "Tests/Fixtures/analysis/screens/ios-privacy-security-ja.xml",
            ],
            locators: [
                "//XCUIElementTypeScrollView/XCUIElementTypeOther/XCUIElementTypeButton[@label='Review']",
                "//*[@name='UIA.Health.Summary.ProfileButton']",
                "//XCUIElementTypeTabBar/XCUIElementTypeButton[last()]",
                "//XCUIElementTypeButton[@name='Show All Health Data'",
                "//XCUIElementTypeStaticText[@name='Users.UserDetails.Value']/..",
                "//XCUIElementTypeCollectionView/XCUIElementTypeCell[2]/XCUIElementTypeButton",
                "~Tracking",
            ]),
        Estate(
            name: "android",
            pageSources: [
                "samples/android-shop-products.xml", "Tests/Fixtures/analysis/screens/android-security.xml",
                "Tests/Fixtures/analysis/screens/android-security-ja.xml",
                "Tests/Fixtures/analysis/screens/android-network-internet.xml",
            ],
            locators: [
                "//android.widget.TextView[@text='Products']",
                "//*[@resource-id='com.example.shop:id/product_card'][3]//android.widget.CheckBox",
                "id=com.example.shop:id/cart_button",
                "//*[@resource-id='android:id/title'][1]",
                "//android.widget.TextView[@text='Security']",
                "android=new UiSelector().resourceId(\"android:id/summary\")",
            ]),
    ]

    static let formats = ["text", "json", "markdown", "html", "junit"]

    /// The folder a test writes its locators file and parts in.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func compareArguments(_ estate: Estate, in folder: URL) throws -> [String] {
        let file = folder.appendingPathComponent("locators.txt")
        try Data((estate.locators.joined(separator: "\n") + "\n").utf8).write(to: file)
        return ["compare"] + estate.pageSources + ["--locators", file.path, "--no-timing", "--seeds", "1", "--jobs", "1"]
    }

    /// Writes shards 1…total and returns their paths, in a shuffled order
    /// (merge sorts them by shard).
    static func shards(_ arguments: [String], total: Int, in folder: URL) throws -> [String] {
        var paths: [String] = []
        for index in 1...total {
            let path = folder.appendingPathComponent("part-\(index)-of-\(total).json").path
            let run = try CommandRunner.run(arguments + ["--shard", "\(index)/\(total)", "-o", path])
            #expect(run.status == 0, "shard \(index)/\(total): \(run.standardError)")
            paths.append(path)
        }
        return paths.reversed()
    }

    /// Runs `arguments` whole in each format, then in each number of shards
    /// of `totals`, and expects every merge to equal the whole run's report.
    static func expectMergedEqualsWhole(
        _ arguments: [String], name: String, totals: [Int], formats: [String], in folder: URL
    ) throws {
        var whole: [String: [UInt8]] = [:]
        for format in formats {
            let run = try CommandRunner.run(arguments + ["--format", format])
            #expect(run.status == 0, "\(name): \(run.standardError)")
            whole[format] = run.standardOutput
        }
        for total in totals {
            let parts = try shards(arguments, total: total, in: folder)
            for format in formats {
                let merged = try CommandRunner.run(["merge"] + parts + ["--format", format])
                #expect(merged.status == 0, "\(merged.standardError)")
                // A Boolean, so a failure names the case instead of printing both reports.
                let same = merged.standardOutput == whole[format]
                #expect(same, "\(name) in \(total) shards, \(format): the merged report differs from the unsharded one")
            }
        }
    }

    /// 3 or 4 shards of 6 or 7 locators (uneven), 9 shards (some empty), and one.
    @Test(arguments: estates)
    func mergedEqualsUnshardedInEveryFormat(estate: Estate) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.expectMergedEqualsWhole(
            try Self.compareArguments(estate, in: folder), name: estate.name, totals: [4, 9, 1], formats: Self.formats,
            in: folder)
    }

    @Test func anEmptyShardIsAPartWithNoLocators() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = try Self.compareArguments(Self.estates[1], in: folder)
        let run = try CommandRunner.run(arguments + ["--shard", "7/9"])
        #expect(run.status == 0)
        let part = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput)) as? [String: Any])
        #expect(part["command"] as? String == "compare")
        #expect((part["shard"] as? [String: Int]) == ["index": 7, "total": 9])
        let report = try #require(part["report"] as? [String: Any])
        #expect((report["locators"] as? [Any])?.isEmpty == true)
        #expect((report["pageSources"] as? [Any])?.count == 4)
    }

    @Test func mismatchedPartsAreRefusedWithTheReason() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = try Self.compareArguments(Self.estates[1], in: folder)
        let parts = try Self.shards(arguments, total: 3, in: folder).reversed().map { $0 }

        let missing = try CommandRunner.run(["merge", parts[0], parts[2]])
        #expect(missing.status == 65)
        #expect(missing.standardError == "error: shard 2/3 missing: give every part of the 3-way split\n")

        let twice = try CommandRunner.run(["merge", parts[0], parts[1], parts[1], parts[2]])
        #expect(twice.status == 65)
        #expect(twice.standardError == "error: shard 2/3 given more than once: \(parts[1]), \(parts[1])\n")

        // Another input set: one page source fewer.
        let other = folder.appendingPathComponent("other.json").path
        let fewer = arguments.filter { !$0.hasSuffix("android-network-internet.xml") }
        #expect(try CommandRunner.run(fewer + ["--shard", "2/3", "-o", other]).status == 0)
        let inputs = try CommandRunner.run(["merge", parts[0], other, parts[2]])
        #expect(inputs.status == 65)
        #expect(inputs.standardError.hasPrefix("error: \(other): another input set or other options than \(parts[0])"))

        // Other options shape the report too.
        let seeds = folder.appendingPathComponent("seeds.json").path
        #expect(try CommandRunner.run(arguments + ["--seeds", "2", "--shard", "2/3", "-o", seeds]).status == 0)
        #expect(try CommandRunner.run(["merge", parts[0], seeds, parts[2]]).standardError.contains("other options"))

        // Another split, another version, another command, not a part.
        let split = folder.appendingPathComponent("split.json").path
        #expect(try CommandRunner.run(arguments + ["--shard", "2/4", "-o", split]).status == 0)
        let ways = try CommandRunner.run(["merge", parts[0], split, parts[2]])
        #expect(ways.standardError == "error: \(split): shard 2/4 of a 4-way split, but \(parts[0]) is shard 1/3\n")

        let text = try String(contentsOfFile: parts[1], encoding: .utf8)
        let older = folder.appendingPathComponent("older.json").path
        try Data(text.replacingOccurrences(of: "\"version\" : \"0.1.0\"", with: "\"version\" : \"0.0.9\"").utf8)
            .write(to: URL(fileURLWithPath: older))
        let version = try CommandRunner.run(["merge", parts[0], older, parts[2]])
        #expect(version.status == 65)
        #expect(version.standardError == "error: \(older): written by locatorlab 0.0.9; this is locatorlab 0.1.0\n")

        let audit = folder.appendingPathComponent("audit.json").path
        try Data(text.replacingOccurrences(of: "\"command\" : \"compare\"", with: "\"command\" : \"audit\"").utf8)
            .write(to: URL(fileURLWithPath: audit))
        let command = try CommandRunner.run(["merge", parts[0], audit, parts[2]])
        #expect(command.standardError.hasPrefix("error: \(audit): a part of 'audit', but \(parts[0]) is a part of 'compare'"))

        let report = try CommandRunner.run(arguments + ["--format", "json"])
        let plain = folder.appendingPathComponent("report.json").path
        try Data(report.standardOutput).write(to: URL(fileURLWithPath: plain))
        let notAPart = try CommandRunner.run(["merge", plain])
        #expect(notAPart.status == 65)
        #expect(notAPart.standardError.hasPrefix("error: \(plain): not a part written with --shard: no 'locatorlabPart'"))
    }

    @Test func shardAutoReadsTheCISystemsIndex() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = try Self.compareArguments(Self.estates[1], in: folder)
        let explicit = try CommandRunner.run(arguments + ["--shard", "2/3"])
        // GitLab counts from 1, Kubernetes from 0.
        let gitlab = try CommandRunner.run(
            arguments + ["--shard", "auto"], environment: ["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "3"])
        let kubernetes = try CommandRunner.run(
            arguments + ["--shard", "auto", "--shard-total", "3"], environment: ["JOB_COMPLETION_INDEX": "1"])
        #expect(explicit.status == 0)
        #expect(gitlab.standardOutput == explicit.standardOutput)
        #expect(kubernetes.standardOutput == explicit.standardOutput)

        let noTotal = try CommandRunner.run(arguments + ["--shard", "auto"], environment: ["JOB_COMPLETION_INDEX": "1"])
        #expect(noTotal.status == 64)
        #expect(noTotal.standardError.contains("give the number of shards with --shard-total N"))
        let bad = try CommandRunner.run(arguments + ["--shard", "4/3"])
        #expect(bad.status == 64)
        #expect(bad.standardError.contains("--shard: '4/3' is not I/N with 1 <= I <= N, nor 'auto'"))
        let format = try CommandRunner.run(arguments + ["--shard", "1/3", "--format", "html"])
        #expect(format.status == 64)
        #expect(format.standardError.contains("--shard writes a part (JSON) for 'locatorlab merge'"))
    }
}

/// `audit --shard I/N` then `merge`: each page source is audited alone, so
/// the shards split the page sources and the merge adds the counts up.
@Suite("locatorlab audit --shard and merge, end to end")
struct AuditShardMergeCommandTests {
    static let estates: [(name: String, pageSources: [String])] = [
        (
            "ios",
            [
                "samples/ios-health-summary.xml", "Tests/Fixtures/audit/ios-duplicates.xml",
                "Tests/Fixtures/audit/ios-missing-and-labels.xml", "Tests/Fixtures/audit/ios-names.xml",
                "Tests/Fixtures/audit/ios-no-interactive.xml", "samples/ios-users-user-details.xml",
            ]
        ),
        (
            "android",
            [
                "Tests/Fixtures/audit/android-audit.xml", "samples/android-shop-products.xml",
                "Tests/Fixtures/analysis/screens/android-security.xml",
            ]
        ),
    ]

    @Test(arguments: [0, 1])
    func mergedEqualsUnshardedInEveryFormat(estate index: Int) throws {
        let estate = Self.estates[index]
        let folder = try ShardMergeCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["audit"] + estate.pageSources + ["--convention", "[A-Z][A-Za-z]*(\\.[A-Za-z0-9_]+)*"]
        for total in [4, estate.pageSources.count + 2, 1] {
            let parts = try ShardMergeCommandTests.shards(arguments, total: total, in: folder)
            for format in ["text", "json", "markdown", "html", "sarif", "junit"] {
                let whole = try CommandRunner.run(arguments + ["--format", format])
                let merged = try CommandRunner.run(["merge"] + parts + ["--format", format])
                #expect(merged.status == whole.status, "\(merged.standardError)")
                let same = merged.standardOutput == whole.standardOutput
                #expect(same, "\(estate.name) audit in \(total) shards, \(format): the merged report differs")
            }
        }
    }

    /// The coverage gate is the whole run's, applied by `merge`.
    @Test func theCoverageGateIsTheMergedRunsAndFailsLikeAudit() throws {
        let folder = try ShardMergeCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["audit"] + Self.estates[0].pageSources + ["--min-coverage", "80"]
        let whole = try CommandRunner.run(arguments)
        #expect(whole.status == 1)
        let parts = try ShardMergeCommandTests.shards(arguments, total: 2, in: folder)
        let merged = try CommandRunner.run(["merge"] + parts)
        #expect(merged.status == 1)
        #expect(merged.standardOutput == whole.standardOutput)
        #expect(merged.standardError == whole.standardError)
    }
}
