/// How an untrusted document is parsed. Network access, DTD loading and entity
/// substitution are never enabled; only the nesting limit can be relaxed.
public struct XMLParseOptions: Sendable, Equatable {
    /// libxml2's own nesting limit without `XML_PARSE_HUGE`.
    public static let defaultMaximumDepth = 256
    /// The deepest nesting this module accepts: libxml2's own limit with
    /// `XML_PARSE_HUGE` from 2.11 on (2.9 has none, so it is enforced here).
    public static let largestMaximumDepth = 2048

    /// The deepest element nesting accepted (at most ``largestMaximumDepth``).
    public var maximumDepth: Int

    public init(maximumDepth: Int = XMLParseOptions.defaultMaximumDepth) {
        self.maximumDepth = maximumDepth
    }
}
