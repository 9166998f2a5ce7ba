import LocatorLabModel

/// Recognises identifiers LocatorLab never suggests: generated ones (GUIDs,
/// long numbers, hashes), which change between builds or sessions, and ones
/// that carry state (`?isSelected=true`, counts, times). The rules are
/// ``IdentifierQuality``'s, shared with `audit` and `convert`.
public enum GeneratedIdentifier {
    /// Why `value` makes a poor identifier, or `nil` when it looks chosen.
    public static func reason(_ value: String) -> String? {
        switch IdentifierQuality.problem(in: value) {
        // compare has always said GUID.
        case .generated(.uuid): return "it contains a GUID"
        case .generated(let pattern): return "it contains \(pattern.phrase)"
        case .carriesState(let pattern): return "it carries state (\(pattern.phrase))"
        case nil: return nil
        }
    }

    /// Whether `value` makes a poor identifier.
    public static func looksGenerated(_ value: String) -> Bool {
        reason(value) != nil
    }
}
