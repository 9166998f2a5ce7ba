import LocatorLabLocators

/// What the app must add: an element that XPath locators find and that no
/// identifier can replace them for, because it has none (iOS: no `name`, or
/// a `name` that is its label; Android: no `resource-id` and no
/// `content-desc` that is an identifier rather than a TalkBack label), with
/// the identifier proposed for it and every locator that asked.
///
/// The proposal is the one `audit` makes for the element
/// (`IdentifierProposer` in LocatorLabInventory): the branch of the
/// identifiers around it, then what it shows and what it is. When the leaf
/// comes from a label (``proposalLabel``), it is in the page source's
/// language and the report says so.
public struct IdentifierRequest: Sendable, Hashable {
    public var element: RequestedElement
    /// The identifier proposed, e.g. `Settings.Profile.SaveButton`.
    public var proposed: String
    /// The label the proposal's last segment is built from, when it is.
    public var proposalLabel: String?
    /// The locators that find the element, in file then source order.
    public var locators: [RequestingLocator]
    /// When a Swift UI test asks: the Swift line that adds the identifier
    /// in the app.
    public var swiftCode: SwiftIdentifierCode?

    public init(
        element: RequestedElement, proposed: String, proposalLabel: String? = nil, locators: [RequestingLocator],
        swiftCode: SwiftIdentifierCode? = nil
    ) {
        self.element = element
        self.proposed = proposed
        self.proposalLabel = proposalLabel
        self.locators = locators
        self.swiftCode = swiftCode
    }
}

/// The element an identifier is requested for, as a developer finds it:
/// the page source (screen) it was seen on, its type, what it shows, and
/// its path.
public struct RequestedElement: Sendable, Hashable {
    /// The page source's name as given to `convert`.
    public var pageSource: String
    public var type: String
    /// iOS `label` (else `value`); Android `content-desc` (else `text`, `hint`).
    public var shown: String?
    public var path: ElementPath

    public init(pageSource: String, type: String, shown: String?, path: ElementPath) {
        self.pageSource = pageSource
        self.type = type
        self.shown = shown
        self.path = path
    }
}

/// One locator that finds a requested element.
public struct RequestingLocator: Sendable, Hashable, Codable {
    public var file: String
    public var line: Int
    public var column: Int
    /// The XPath, or the XCUITest query of a Swift test written from `app`.
    public var xpath: String
    /// How the locator ended (not-equivalent, ambiguous or label-only).
    public var outcome: ConversionOutcome
    /// Whether ``xpath`` is an XCUITest query of a Swift test.
    public var isSwiftQuery: Bool

    public init(
        file: String, line: Int, column: Int, xpath: String, outcome: ConversionOutcome, isSwiftQuery: Bool = false
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.xpath = xpath
        self.outcome = outcome
        self.isSwiftQuery = isSwiftQuery
    }

    /// `file:line:column`.
    public var place: String { "\(file):\(line):\(column)" }
}
