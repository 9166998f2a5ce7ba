import LocatorLabReporting

extension AuditReport {
    /// Deterministic JSON: sorted keys, two-space indentation, final newline.
    public func json() -> [UInt8] {
        // Strings, integers, booleans and percentages rounded to one decimal
        // are always representable.
        (try? ReportJSON.encode(self)) ?? Array("{}\n".utf8)
    }
}
