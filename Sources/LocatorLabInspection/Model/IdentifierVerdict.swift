import LocatorLabInventory
import LocatorLabModel

/// How good the identifier a locator relies on is, in the audit's terms:
/// one a developer chose, a resource-id, a label that changes with the
/// language, a machine-made one, or none at all.
public enum IdentifierVerdict: String, Sendable, Hashable, Encodable {
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

    /// The verdict on `element`'s own identity (the best it has).
    public init(of identity: ElementIdentity, generated: Bool) {
        if generated {
            self = .generated
        } else if identity.accessibilityIdentifier != nil {
            self = .identifier
        } else if identity.resourceID != nil {
            self = .resourceID
        } else if identity.labelDerivedName != nil {
            self = .labelDerived
        } else {
            self = .none
        }
    }

    /// One line for the page.
    public var explanation: String {
        switch self {
        case .identifier: "a developer-chosen accessibility identifier"
        case .resourceID: "an Android resource-id"
        case .labelDerived: "the visible label: it changes with the app's language"
        case .generated: "an identifier that looks generated: it changes between builds or runs"
        case .none: "no identifier: built on type, text or position"
        }
    }
}
