import LocatorLabModel

/// How good the identifier a locator relies on is, as the inspector page
/// shows it: one a developer chose, a resource-id, a label that changes
/// with the language, a machine-made one, or none at all.
public enum IdentifierVerdict: String, Sendable, Hashable, Encodable, CaseIterable {
    /// An accessibility identifier a developer chose.
    case identifier
    /// An Android resource-id (a layout name; may repeat in list rows).
    case resourceID = "resource-id"
    /// The accessibility name is the visible label: it changes with the language.
    case labelDerived = "label-derived"
    /// GUIDs, long numbers, hashes: they change between builds or runs.
    case generated
    /// Nothing identifies the element: only its type, text or position do.
    case none

    /// The page's name for the shared verdict (``IdentityVerdict``). The
    /// page's script knows these five verdicts only, so an identifier that
    /// carries state shows as generated: both change without the element
    /// changing.
    public init(_ verdict: IdentityVerdict) {
        switch verdict {
        case .identifier: self = .identifier
        case .resourceID: self = .resourceID
        case .labelDerived: self = .labelDerived
        case .generated, .stateCarrying: self = .generated
        case .none: self = .none
        }
    }

    /// One line for the page: the shared verdict's.
    public var explanation: String {
        (IdentityVerdict(rawValue: rawValue) ?? .none).explanation
    }
}
