/// One node of an XPath result, described without any C pointer.
public struct XPathNode: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case element
        case attribute(name: String)
        case text
        case document
        case other
    }

    public var kind: Kind
    /// The tag given to ``XMLTreeBuilder/openElement(name:tag:)`` for the
    /// element (or, for an attribute or text, its owner element); `nil` for
    /// parsed documents and the document node.
    public var tag: Int?

    public init(kind: Kind, tag: Int?) {
        self.kind = kind
        self.tag = tag
    }
}
