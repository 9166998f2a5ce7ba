/// Why a report could not be written: the tool failed, not the input (a
/// finding about the input is data in the report, never an error).
public enum ReportingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `what` holds a value JSON cannot represent, such as a non-finite
    /// `Double` (a NaN timing); `reason` names the field.
    case encoding(what: String, reason: String)
    /// An interactive page's text could not be packed, or a packed island
    /// read back could not be unpacked (``PackedIsland``).
    case packing(reason: String)

    public var description: String {
        switch self {
        case .encoding(let what, let reason):
            return "cannot write \(what) as JSON: \(reason)"
        case .packing(let reason):
            return "cannot pack the page's text: \(reason)"
        }
    }
}
