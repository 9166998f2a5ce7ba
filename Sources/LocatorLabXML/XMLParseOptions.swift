/// How an untrusted document is parsed. Network access, DTD loading and entity
/// substitution are never enabled; only the nesting limit can be relaxed.
public struct XMLParseOptions: Sendable, Equatable {
    /// libxml2's own nesting limit without `XML_PARSE_HUGE`.
    public static let defaultMaximumDepth = 256
    /// libxml2's nesting limit with `XML_PARSE_HUGE`, the most it can parse.
    public static let largestMaximumDepth = 2048

    /// The deepest element nesting accepted (at most ``largestMaximumDepth``).
    public var maximumDepth: Int

    public init(maximumDepth: Int = XMLParseOptions.defaultMaximumDepth) {
        self.maximumDepth = maximumDepth
    }
}
