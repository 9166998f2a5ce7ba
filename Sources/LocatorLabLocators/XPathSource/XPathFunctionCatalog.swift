import LocatorLabModel

/// Which XPath functions exist where: libxml2 has XPath 1.0's core library;
/// WebDriverAgent ≥ 13.2.0 registers a few XPath 2 functions as extensions
/// (`FBXPathExtensions.m`), which LocatorLab registers too on iOS
/// (`XPathFunctionSet.webDriverAgent`); UiAutomator2 evaluates XPath 2.0 by
/// default (Eclipse PsychoPath), a different engine LocatorLab does not
/// emulate, so on Android the XPath 2 library stays out of reach.
enum XPathFunctionCatalog {
    /// XPath 1.0 §4, all of which libxml2 implements.
    static let xpath1: Set<String> = [
        "last", "position", "count", "id", "local-name", "namespace-uri", "name", "string", "concat", "starts-with",
        "contains", "substring-before", "substring-after", "substring", "string-length", "normalize-space",
        "translate", "boolean", "not", "true", "false", "lang", "number", "sum", "floor", "ceiling", "round",
    ]

    /// The extension functions WebDriverAgent registers (formats.md 1.6 point 5).
    static let webDriverAgentExtensions: Set<String> = [
        "matches", "ends-with", "lower-case", "upper-case", "replace", "tokenize", "string-join",
    ]

    /// XPath 2.0 functions locators use that XPath 1.0 lacks.
    static let xpath2Only: Set<String> = webDriverAgentExtensions.union([
        "exists", "empty", "distinct-values", "index-of", "reverse", "subsequence", "compare", "abs", "min", "max",
        "avg", "string-to-codepoints", "codepoints-to-string", "normalize-unicode", "encode-for-uri", "data",
        "deep-equal", "insert-before", "remove", "zero-or-one", "one-or-more", "exactly-one", "round-half-to-even",
    ])

    /// Functions a device evaluates that LocatorLab cannot. None on iOS: the
    /// WebDriverAgent extensions are registered on iOS evaluators, and any
    /// other XPath 2 function fails on WebDriverAgent's XPath 1.0 engine too.
    static func driverOnly(on platform: Platform) -> Set<String> {
        switch platform {
        case .ios: []
        case .android: xpath2Only
        }
    }
}
