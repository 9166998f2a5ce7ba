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
