import LocatorLabLocators
import LocatorLabTestSources

/// What a locator of a conversion run is, as every report names it: an
/// XPath (the other languages' locators) or an XCUITest query (a Swift
/// suite's, ``LocatorCallForm/xcuiQuery``). A Swift suite's report must not
/// call its queries XPaths, and the other languages' reports stay worded as
/// they were.
public enum ConvertedLocatorKind: Sendable, Hashable, CaseIterable {
    case xpath
    case xcuitestQuery

    public init(_ locator: FoundLocator) {
        self = locator.form == .xcuiQuery ? .xcuitestQuery : .xpath
    }

    /// The strategy the locator is evaluated with: `xpath`, `xcuitest`.
    public var strategy: LocatorStrategy {
        switch self {
        case .xpath: .xpath
        case .xcuitestQuery: .xcuitest
        }
    }

    /// How a sentence names one: "XPath", "XCUITest query".
    public var name: String {
        switch self {
        case .xpath: "XPath"
        case .xcuitestQuery: "XCUITest query"
        }
    }

    /// How a sentence names several: "XPaths", "XCUITest queries".
    public var pluralName: String {
        switch self {
        case .xpath: "XPaths"
        case .xcuitestQuery: "XCUITest queries"
        }
    }

    /// What replaces one: "accessibility id", "identifier query".
    public var replacementName: String {
        switch self {
        case .xpath: "accessibility id"
        case .xcuitestQuery: "identifier query"
        }
    }
}

extension ConversionRun {
    /// The kinds of locator this run found, in ``ConvertedLocatorKind``
    /// order; XPath for a run that found none (the reports of such a run
    /// read as they always have).
    public var locatorKinds: [ConvertedLocatorKind] {
        let found = Set(locators.map { ConvertedLocatorKind($0.locator) })
        let kinds = ConvertedLocatorKind.allCases.filter(found.contains)
        return kinds.isEmpty ? [.xpath] : kinds
    }

    /// The one kind of the run's locators, or `nil` when it has both.
    public var locatorKind: ConvertedLocatorKind? {
        let kinds = locatorKinds
        return kinds.count == 1 ? kinds[0] : nil
    }
}
