import LocatorLabReporting

extension AuditReport {
    /// Deterministic JSON: sorted keys, two-space indentation, final newline.
    public func json() throws(ReportingError) -> [UInt8] {
        try ReportJSON.encode(self, what: "the audit report")
    }
}
