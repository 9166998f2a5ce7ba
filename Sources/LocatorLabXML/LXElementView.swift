import CLibXML

/// A read-only view of one element while a document is walked. It keeps its
/// document alive, so a view kept after the walk stays valid.
public struct LXElementView {
    let document: LXDocument
    let node: xmlNodePtr

    /// The element's tag name.
    public let name: String

    init(document: LXDocument, node: xmlNodePtr, name: String) {
        self.document = document
        self.node = node
        self.name = name
    }

    /// The 1-based line the element starts on in the parsed text (0 when the
    /// document was built rather than parsed).
    public var line: Int {
        Int(xmlGetLineNo(node))
    }

    /// Calls `body` for every attribute, in document order, with the value as
    /// the parser decoded it (character and predefined entity references
    /// resolved).
    public func forEachAttribute(_ body: (_ name: String, _ value: String) throws -> Void) rethrows {
        var attribute = node.pointee.properties
        while let current = attribute {
            try body(Self.qualifiedName(current.pointee.name, current.pointee.ns), Self.value(of: current))
            attribute = current.pointee.next
        }
    }

    /// The attributes in document order.
    public var attributes: [(name: String, value: String)] {
        var result: [(name: String, value: String)] = []
        forEachAttribute { result.append(($0, $1)) }
        return result
    }

    /// `prefix:name` for a prefixed name, as written in the document.
    static func qualifiedName(_ name: UnsafePointer<xmlChar>, _ namespace: xmlNsPtr?) -> String {
        guard let prefix = namespace?.pointee.prefix else { return String(cString: name) }
        return String(cString: prefix) + ":" + String(cString: name)
    }

    static func value(of attribute: xmlAttrPtr) -> String {
        // The common case: a single text child whose content is the value.
        if let child = attribute.pointee.children, child.pointee.next == nil,
            child.pointee.type == XML_TEXT_NODE, let content = child.pointee.content
        {
            return String(cString: content)
        }
        guard attribute.pointee.children != nil,
            let joined = xmlNodeListGetString(attribute.pointee.doc, attribute.pointee.children, 1)
        else { return "" }
        defer { locatorlab_xml_free(joined) }
        return String(cString: joined)
    }
}
