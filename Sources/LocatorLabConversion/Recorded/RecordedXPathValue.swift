import LocatorLabModel

/// An XPath a recorded run sent (`convert --recording`): the run-time value
/// of whatever call built it, and the screens it was sent on.
public struct RecordedXPathValue: Sendable, Hashable {
    public var value: String
    /// The page sources of the screens it was sent on, as reports name them.
    public var screens: [String]

    public init(value: String, screens: [String]) {
        self.value = value
        self.screens = screens
    }

    /// The distinct values of `sent` (each XPath with the screen it was
    /// sent on, in run order), each with its screens once, in first-use order.
    public static func grouping(_ sent: [(value: String, screen: String)]) -> [RecordedXPathValue] {
        var order: [String: Int] = [:]
        var values: [RecordedXPathValue] = []
        for (value, screen) in sent {
            if let index = order[value] {
                if !values[index].screens.contains(screen) { values[index].screens.append(screen) }
            } else {
                order[value] = values.count
                values.append(RecordedXPathValue(value: value, screens: [screen]))
            }
        }
        return values
    }
}

/// One recorded value a dynamic locator's template builds, and what the
/// page sources prove about it: the report lists each.
public struct RecordedInstance: Sendable, Hashable, Codable {
    /// The XPath the run sent.
    public var value: String
    /// The template's holes as filled at run time, in order.
    public var holes: [String]
    /// Where the run sent it.
    public var screens: [String]
    /// What resolving that XPath gives, as for a constant XPath.
    public var outcome: ConversionOutcome
    /// The identifier it proves equivalent to (converted).
    public var identifier: String?
    public var reason: String

    public init(
        value: String, holes: [String], screens: [String], outcome: ConversionOutcome, identifier: String?,
        reason: String
    ) {
        self.value = value
        self.holes = holes
        self.screens = screens
        self.outcome = outcome
        self.identifier = identifier
        self.reason = reason
    }
}
