import LocatorLabLocators

/// What one timing measures.
public enum TimingKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// The compiled XPath evaluated on a ready query document: the engine's
    /// own cost, through LocatorLab's libxml2 wrapper.
    case xpath
    /// What a driver pays per XPath query: building the query document from
    /// the element tree (as WebDriverAgent and UiAutomator2 do for every
    /// query, writing only the attributes the expression names), compiling
    /// and evaluating.
    case xpathDevice = "xpath-device"
    /// The identifier looked up in the index built once per page source.
    case idIndex = "id-index"
    /// The same lookup by walking every element, as a driver without an
    /// index does.
    case idScan = "id-scan"
    /// The same compiled XPath on the same document, evaluated by calling
    /// libxml2 directly: the wrapper's overhead is the difference to `xpath`.
    case libxml2Direct = "libxml2-direct"
    /// `-ios predicate string` selecting the same elements as the XPath,
    /// evaluated with WebDriverAgent's semantics on the element tree.
    case predicate
    /// `-ios class chain` selecting the same elements as the XPath.
    case classChain = "class-chain"
    /// `-android uiautomator` (a UiSelector) selecting the same elements as the XPath.
    case uiSelector = "uiselector"

    /// The timing of a native strategy's locator, if `strategy` is one.
    public init?(nativeStrategy strategy: LocatorStrategy) {
        switch strategy {
        case .predicate: self = .predicate
        case .classChain: self = .classChain
        case .uiAutomator: self = .uiSelector
        default: return nil
        }
    }

    /// The native strategies' timings: the rungs of the ladder between the
    /// identifier lookup and XPath.
    public static let native: [TimingKind] = [.predicate, .classChain, .uiSelector]
}
