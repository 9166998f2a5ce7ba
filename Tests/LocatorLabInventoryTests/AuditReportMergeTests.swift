import Foundation
import LocatorLabInventory
import LocatorLabModel
import LocatorLabReporting
import LocatorLabTestSupport
import Testing

/// `AuditReport.merged(_:)` over shards of page sources, each read back
/// from its part as `locatorlab merge` reads it.
@Suite("Merging the shards of an audit")
struct AuditReportMergeTests {
    static let files = [
        "audit/ios-duplicates.xml", "audit/ios-missing-and-labels.xml", "audit/ios-names.xml",
        "audit/ios-no-interactive.xml", "audit/ios-all-label-derived.xml",
    ]

    static func screens() throws -> [Screen] {
        try files.map(InventoryFixtures.fixture)
    }

    static func roundTrip(_ report: AuditReport) throws -> AuditReport {
        AuditReport(part: try JSONDecoder().decode(AuditReport.Part.self, from: Data(ReportJSON.encode(report.part))))
    }

    @Test(arguments: [1, 2, 3, 5, 7])
    func mergedShardsAreTheWholeAudit(total: Int) throws {
        let auditor = try IdentifierAuditor(options: AuditOptions(convention: "[A-Z][A-Za-z]*(\\.[A-Za-z0-9_]+)*"))
        let screens = try Self.screens()
        let whole = auditor.audit(screens)
        var parts: [AuditReport] = []
        for index in 1...total {
            let range = try #require(ReportShard(index: index, total: total)).range(of: screens.count)
            parts.append(try Self.roundTrip(auditor.audit(Array(screens[range]))))
        }
        // The value itself, related elements and suggestion labels included.
        #expect(try AuditReport.merged(parts) == whole)
    }

    @Test func partsAuditedWithOtherOptionsAreRefused() throws {
        let screens = try Self.screens()
        let first = try IdentifierAuditor().audit(Array(screens[0..<2]))
        let second = try IdentifierAuditor(options: AuditOptions(minimumCoverage: 50)).audit(Array(screens[2...]))
        #expect(throws: ShardMergeError.self) { try AuditReport.merged([first, second]) }
    }
}
