/// The value of an evaluated XPath expression, copied out of libxml2.
public enum XPathValue: Sendable, Equatable {
    /// A node set, in document order.
    case nodes([XPathNode])
    case boolean(Bool)
    case number(Double)
    case string(String)
}
