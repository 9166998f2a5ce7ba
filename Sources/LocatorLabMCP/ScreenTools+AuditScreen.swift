import LocatorLabInventory

extension ScreenTools {
    struct AuditScreenInput: Decodable {
        var screen: String?
        /// The app's identifier convention (`audit --convention`).
        var convention: String?
        var limit: Int?
    }

    struct AuditScreenOutput: Encodable {
        var report: AuditReport
        /// Findings past the limit, left out.
        var omittedFindings: Int
    }

    /// `audit`: identifier coverage and what the app should add.
    func auditScreen(_ input: AuditScreenInput) throws(ToolError) -> AuditScreenOutput {
        let screens = try screenIndexes(input.screen).map { served.screens[$0] }
        let auditor: IdentifierAuditor
        do throws(InventoryError) {
            auditor = try IdentifierAuditor(options: AuditOptions(convention: input.convention))
        } catch {
            throw ToolError("\(error)")
        }
        var report = auditor.audit(screens)
        let limit = Self.limit(input.limit)
        let omitted = max(0, report.findings.count - limit)
        report.findings = Array(report.findings.prefix(limit))
        return AuditScreenOutput(report: report, omittedFindings: omitted)
    }
}
