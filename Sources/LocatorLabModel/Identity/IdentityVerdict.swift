/// The one verdict on what identifies an element, which `compare`'s
/// suggestions, `convert`'s resolver, `audit` and `inspect` all use: the
/// best thing a test can find it by, and whether that is worth locating by.
///
/// It grades the element's ``ElementIdentity`` (which tells identifiers
/// from labels on both platforms) with ``IdentifierQuality`` (generated and
/// state-carrying identifiers): an identifier that finds the element today
/// but not in the next build or state is no better than none.
public enum IdentityVerdict: String, Sendable, Hashable, Codable, CaseIterable {
    /// An accessibility identifier a developer chose.
    case identifier
    /// An Android resource-id (a layout name; may repeat in list rows).
    case resourceID = "resource-id"
    /// The accessibility name is the visible label: it changes with the language.
    case labelDerived = "label-derived"
    /// GUIDs, long numbers, hashes: they change between builds or runs.
    case generated
    /// `?isSelected=true`, `selected`, counts, times: they change with the
    /// element's state.
    case stateCarrying = "state-carrying"
    /// Nothing identifies the element: only its type, text or position do.
    case none

    /// The verdict on `element` in a page source of `platform`.
    public init(of element: Element, platform: Platform) {
        self.init(ElementIdentity(of: element, platform: platform))
    }

    /// The verdict on an identity already read. The accessibility identifier
    /// is judged before the resource-id, of which only the entry name is (the
    /// package is the app's own and does not change between builds, as
    /// `audit` judges it); the first problem found decides.
    public init(_ identity: ElementIdentity) {
        let identifiers = [identity.accessibilityIdentifier, identity.resourceID?.entry].compactMap { $0 }
        switch identifiers.lazy.compactMap(IdentifierQuality.problem(in:)).first {
        case .generated?: self = .generated
        case .carriesState?: self = .stateCarrying
        case nil:
            if identity.accessibilityIdentifier != nil {
                self = .identifier
            } else if identity.resourceID != nil {
                self = .resourceID
            } else if identity.labelDerivedName != nil {
                self = .labelDerived
            } else {
                self = .none
            }
        }
    }

    /// Whether the name `accessibility id` matches on `element` (iOS
    /// `name`, Android `content-desc`) is its label rather than an
    /// identifier (see ``ElementIdentity``).
    public static func nameComesFromLabel(_ element: Element, platform: Platform) -> Bool {
        ElementIdentity(of: element, platform: platform).nameComesFromLabel
    }

    /// One line for reports.
    public var explanation: String {
        switch self {
        case .identifier: "a developer-chosen accessibility identifier"
        case .resourceID: "an Android resource-id"
        case .labelDerived: "the visible label: it changes with the app's language"
        case .generated: "an identifier that looks generated: it changes between builds or runs"
        case .stateCarrying: "an identifier that carries state: it changes with the element's state"
        case .none: "no identifier: built on type, text or position"
        }
    }
}
