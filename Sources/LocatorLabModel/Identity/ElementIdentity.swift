/// What identifies one element, read from what its page source exposes.
///
/// iOS (`name` is WebDriverAgent's identifier-else-label):
/// - ``Element/identifier`` known and non-empty: that is the identifier;
///   known and empty: there is none, and any `name` is the label;
/// - unknown (XML): a `name` different from `label` is the identifier; a
///   `name` equal to `label` is the label, unless it looks like an identifier
///   (``IdentifierShape/looksLikeIdentifier(_:)``) and is not a lowercase
///   dotted path on an image or link (SF Symbol names such as `person.circle`
///   and host names are what those show as labels).
///
/// Android:
/// - `content-desc` is an accessibility identifier when it looks like one
///   (`Shop.Toolbar.Cart`) and is not the element's own `text` read aloud;
///   otherwise a TalkBack label (`Navigate up`);
/// - `resource-id` is kept apart (``resourceID``): a layout name, valid for
///   the `id` strategy, that legitimately repeats in list rows.
///
/// This is the one reading `compare`, `convert`, `audit` and `inspect`
/// share (``IdentityVerdict`` grades it). Why the shape rule is
/// ``IdentifierShape/looksLikeIdentifier(_:)``'s strict one and not "no
/// space and a dot, an underscore or an inner capital": names such as
/// `iPhone`, `eBay`, `$4.99` or `3.5` are what people read, and they change
/// with the language or the data, while a developer writing an identifier
/// writes a path (`Shop.Cart`), snake case or lower camel case with a real
/// word before the capital (`loginButton`). Calling `iPhone` an identifier
/// would suggest a label as if it were stable.
///
/// A `name` equal to its `label` is still an identifier when it has that
/// shape: WebDriverAgent makes them equal when there is no identifier, but
/// apps that set the label to an identifier (a React Native
/// `accessibilityLabel="login_button"`) read the same, and such a name does
/// not change with the language. A `content-desc` equal to the `text` is
/// different: UiAutomator2 writes the two independently, so equality means
/// the description repeats the visible text and is translated with it.
public struct ElementIdentity: Sendable, Hashable {
    /// The accessibility identifier (`accessibility id` strategy), if any.
    public var accessibilityIdentifier: String?
    /// How ``accessibilityIdentifier`` was recognised.
    public var evidence: IdentifierEvidence?
    /// The Android `resource-id`, if any (framework ids included).
    public var resourceID: AndroidResourceName?
    /// A name a driver matches by accessibility id that is really the
    /// element's label (it changes with the app's language).
    public var labelDerivedName: String?

    public init(
        accessibilityIdentifier: String? = nil, evidence: IdentifierEvidence? = nil,
        resourceID: AndroidResourceName? = nil, labelDerivedName: String? = nil
    ) {
        self.accessibilityIdentifier = accessibilityIdentifier
        self.evidence = evidence
        self.resourceID = resourceID
        self.labelDerivedName = labelDerivedName
    }

    /// Reads the identity of `element` from a page source of `platform`.
    public init(of element: Element, platform: Platform) {
        self.init()
        if let identifier = element.identifier, !identifier.isEmpty {
            accessibilityIdentifier = identifier
            evidence = .explicit
        }
        switch platform {
        case .ios: readIOS(element)
        case .android: readAndroid(element)
        }
    }

    /// Whether the name `accessibility id` matches (iOS `name`, Android
    /// `content-desc`) is the element's label rather than an identifier.
    public var nameComesFromLabel: Bool { labelDerivedName != nil }

    /// Whether a test can find the element by something other than its
    /// label: an accessibility identifier or a resource-id.
    public var isIdentified: Bool {
        accessibilityIdentifier != nil || resourceID != nil
    }

    /// The identifier a developer chose, to recognise the element in another
    /// page source: Android's `resource-id` first, else the accessibility
    /// identifier.
    public var developerIdentifier: String? {
        resourceID?.rawValue ?? accessibilityIdentifier
    }

    private mutating func readIOS(_ element: Element) {
        guard accessibilityIdentifier == nil, let name = element.name, !name.isEmpty else { return }
        if element.identifier != nil {
            // The identifier is known to be empty: the name is the label.
            labelDerivedName = name
        } else if element.label != name {
            accessibilityIdentifier = name
            evidence = .nameDiffersFromLabel
        } else if IdentifierShape.looksLikeIdentifier(name) && !Self.isSymbolOrHostName(name, on: element) {
            accessibilityIdentifier = name
            evidence = .identifierShape
        } else {
            labelDerivedName = name
        }
    }

    private mutating func readAndroid(_ element: Element) {
        if let resourceID = element.resourceID, !resourceID.isEmpty {
            self.resourceID = AndroidResourceName(resourceID)
        }
        guard accessibilityIdentifier == nil, let description = element.contentDescription, !description.isEmpty else {
            return
        }
        if description != element.text && IdentifierShape.looksLikeIdentifier(description) {
            accessibilityIdentifier = description
            evidence = .contentDescriptionShape
        } else {
            labelDerivedName = description
        }
    }

    private static func isSymbolOrHostName(_ name: String, on element: Element) -> Bool {
        let showsSymbolsOrHosts =
            element.type == "XCUIElementTypeImage" || element.type == "XCUIElementTypeIcon"
            || element.type == "XCUIElementTypeLink"
        return showsSymbolsOrHosts && IdentifierShape.isLowercaseDottedPath(name)
    }
}

/// How an element's accessibility identifier was told apart from its label.
public enum IdentifierEvidence: String, Sendable, Hashable, Codable {
    /// The source gives the raw identifier (debugDescription dumps, JSON
    /// trees, trees built in Swift): no guessing.
    case explicit
    /// iOS XML: `name` differs from `label`. WebDriverAgent writes the
    /// identifier as `name` and falls back to the label only when there is
    /// no identifier, so a different `name` is the identifier.
    case nameDiffersFromLabel = "name-differs-from-label"
    /// iOS XML: `name` equals `label`, but has the shape of an identifier
    /// (see ``IdentifierShape/looksLikeIdentifier(_:)``).
    case identifierShape = "identifier-shape"
    /// Android: a `content-desc` with the shape of an identifier; other
    /// content descriptions are TalkBack labels.
    case contentDescriptionShape = "content-description-shape"
}
