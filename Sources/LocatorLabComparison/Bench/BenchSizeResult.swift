import LocatorLabLocators

/// Everything measured on one generated page source.
public struct BenchSizeResult: Sendable, Encodable {
    public var elements: Int
    public var memory: BenchMemory
    /// The element every locator selects.
    public var target: QueryMatch
    public var identifier: IdentifierLookup
    /// `id-index`, `id-scan` and (for the name predicate) `xpath-device`.
    public var timings: LocatorTimings
    public var locators: [BenchLocatorResult]

    public init(
        elements: Int, memory: BenchMemory, target: QueryMatch, identifier: IdentifierLookup, timings: LocatorTimings,
        locators: [BenchLocatorResult]
    ) {
        self.elements = elements
        self.memory = memory
        self.target = target
        self.identifier = identifier
        self.timings = timings
        self.locators = locators
    }

    /// The result of one locator kind, if it was measured.
    public func locator(_ kind: BenchLocatorKind) -> BenchLocatorResult? {
        locators.first { $0.kind == kind }
    }
}

/// One XPath kind at one size: the expression, what it found and its timings.
public struct BenchLocatorResult: Sendable, Encodable {
    public var kind: BenchLocatorKind
    public var expression: String
    public var count: Int
    public var timings: LocatorTimings

    public init(kind: BenchLocatorKind, expression: String, count: Int, timings: LocatorTimings) {
        self.kind = kind
        self.expression = expression
        self.count = count
        self.timings = timings
    }
}

/// The kinds of XPath a scaling benchmark times at every size, all
/// selecting the same target element.
public enum BenchLocatorKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// `//*[@name='X']` (Android `@content-desc`): the XPath form of an
    /// accessibility id lookup.
    case namePredicate = "name-predicate"
    /// `//XCUIElementTypeButton[@name='X']`: the same, filtered by type.
    case typedName = "typed-name"
    /// `//XCUIElementTypeButton[@label='Buy']` (Android `@text`).
    case labelPredicate = "label-predicate"
    /// `/XCUIElementTypeApplication/…/XCUIElementTypeButton[2]`.
    case absolutePath = "absolute-path"
    /// `(//XCUIElementTypeButton)[1234]`.
    case positional
}
