import Foundation
import LocatorLabTestSupport
import Testing

/// GitHub code scanning tracks an alert by its `partialFingerprints`: a
/// sharded run merged, or a run split another number of ways, or a run over
/// fewer inputs, must give the same finding the same fingerprint, or every
/// nightly run would close its alerts and open them again.
@Suite("SARIF partialFingerprints across shards and after merge")
struct SARIFFingerprintShardTests {
    /// Each result as `rule | first location | message` → its fingerprints.
    static func fingerprints(_ sarif: [UInt8]) throws -> [String: [String: String]] {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        var found: [String: [String: String]] = [:]
        for result in runs.flatMap({ ($0["results"] as? [[String: Any]]) ?? [] }) {
            let rule = result["ruleId"] as? String ?? ""
            let message = (result["message"] as? [String: Any])?["text"] as? String ?? ""
            let location = try ((result["locations"] as? [[String: Any]])?.first).map {
                String(decoding: try JSONSerialization.data(withJSONObject: $0, options: .sortedKeys), as: UTF8.self)
            } ?? ""
            let key = [rule, location, message].joined(separator: " | ")
            #expect(found[key] == nil, "two results are \(key)")
            found[key] = result["partialFingerprints"] as? [String: String] ?? [:]
        }
        return found
    }

    /// The fingerprints of the unsharded run, which every split must give.
    static func checkSplits(_ arguments: [String], totals: [Int]) throws -> [String: [String: String]] {
        let folder = try ShardMergeCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let whole = try CommandRunner.run(arguments + ["--format", "sarif"])
        let expected = try fingerprints(whole.standardOutput)
        #expect(!expected.isEmpty)
        #expect(expected.values.allSatisfy { !$0.isEmpty && $0.values.allSatisfy { !$0.isEmpty } })
        for total in totals {
            let parts = try ShardMergeCommandTests.shards(arguments, total: total, in: folder)
            let merged = try CommandRunner.run(["merge"] + parts + ["--format", "sarif"])
            #expect(merged.status == whole.status, "\(merged.standardError)")
            #expect(try fingerprints(merged.standardOutput) == expected, "\(total) shards")
        }
        return expected
    }

    @Test func compareRecordingFingerprintsSurviveShardsAndFewerRecordings() throws {
        let folder = try ShardMergeCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tests = try RecordingShardMergeCommandTests.tests(in: folder)
        let ios = RecordingShardMergeCommandTests.ios
        let android = RecordingShardMergeCommandTests.android
        let quick = RecordingShardMergeCommandTests.quick
        let both = try Self.checkSplits(
            ["compare", "--recording", ios, "--recording", android, "--tests", tests] + quick, totals: [2, 3, 5])
        // One recording alone names its screens without the recording's
        // number, but its findings keep their fingerprints.
        let alone = try Self.checkSplits(["compare", "--recording", android, "--tests", tests] + quick, totals: [4])
        let all = Set(both.values)
        #expect(alone.values.allSatisfy { all.contains($0) })
    }

    @Test func auditFingerprintsSurviveShardsAndFewerPageSources() throws {
        let pageSources = AuditShardMergeCommandTests.estates[0].pageSources
        let convention = ["--convention", "[A-Z][A-Za-z]*(\\.[A-Za-z0-9_]+)*"]
        let whole = try Self.checkSplits(["audit"] + pageSources + convention, totals: [2, 3, 7])
        let fewer = try Self.checkSplits(["audit"] + pageSources.dropFirst(2) + convention, totals: [3])
        let all = Set(whole.values)
        #expect(fewer.values.allSatisfy { all.contains($0) })
    }
}
