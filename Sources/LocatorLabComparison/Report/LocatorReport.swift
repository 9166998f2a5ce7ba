import LocatorLabAdvice

/// Everything about one locator: where it was written, whether it
/// compiles, its fragility findings, and its result on each page source.
public struct LocatorReport: Sendable, Encodable {
    /// 1-based position in the list of locators.
    public var number: Int
    public var expression: String
    /// The locators file and line, when it came from one.
    public var file: String?
    public var line: Int?
    /// Set when the XPath does not compile; nothing else is then reported.
    public var invalid: InvalidLocator?
    public var findings: [FragilityFinding]
    /// One result per page source, in argument order.
    public var pages: [LocatorPageResult]
    /// One report per screen with several page sources where the locator
    /// finds exactly one element in at least one of them.
    public var acrossPageSources: [CrossVersionReport]

    public init(number: Int, expression: String, file: String?, line: Int?) {
        self.number = number
        self.expression = expression
        self.file = file
        self.line = line
        self.findings = []
        self.pages = []
        self.acrossPageSources = []
    }
}

/// Why a locator could not be compiled at all.
public struct InvalidLocator: Sendable, Hashable, Encodable {
    /// Character offset (from 0) in the expression.
    public var offset: Int
    public var message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }
}
