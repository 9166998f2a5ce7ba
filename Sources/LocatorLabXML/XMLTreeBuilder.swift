import CLibXML

/// Builds an ``LXDocument`` element by element, in document order. Each
/// element carries a caller-chosen integer `tag` (for LocatorLab, the index of
/// the model element it was built from) so XPath results map back to the
/// caller's own objects without any pointer leaving this module.
public final class XMLTreeBuilder {
    private var document: xmlDocPtr?
    private var open: [xmlNodePtr] = []

    public init() {
        LibXML.ensureInitialized()
        document = xmlNewDoc(Self.xmlString("1.0"))
    }

    deinit {
        if let document { xmlFreeDoc(document) }
    }

    /// The number of elements currently open.
    public var depth: Int { open.count }

    /// Starts a child of the innermost open element (or the root element).
    public func openElement(name: String, tag: Int) {
        guard let document else { preconditionFailure("XMLTreeBuilder used after finish()") }
        let node = name.withCString { xmlNewDocNode(document, nil, Self.xmlPointer($0), nil) }
        guard let node else { return }
        node.pointee._private = UnsafeMutableRawPointer(bitPattern: tag + 1)
        if let parent = open.last {
            xmlAddChild(parent, node)
        } else {
            xmlDocSetRootElement(document, node)
        }
        open.append(node)
    }

    /// Adds an attribute to the innermost open element.
    public func addAttribute(name: String, value: String) {
        guard let node = open.last else { return }
        // `xmlNewProp` appends by walking the element's whole attribute list,
        // which is quadratic for an element with thousands of attributes (a
        // hostile JSON tree). Pointing the list at its last attribute for the
        // call makes that walk one step; the head is restored after.
        let head = node.pointee.properties
        var last = head
        if let known = lastAttribute, known.pointee.parent == node { last = known }
        node.pointee.properties = last
        let added = name.withCString { rawName in
            value.withCString { rawValue in
                xmlNewProp(node, Self.xmlPointer(rawName), Self.xmlPointer(rawValue))
            }
        }
        node.pointee.properties = head ?? added
        if let added { lastAttribute = added }
    }

    /// The attribute added last, so the next one is appended in one step.
    private var lastAttribute: xmlAttrPtr?

    /// Ends the innermost open element.
    public func closeElement() {
        _ = open.popLast()
    }

    /// Hands the finished document over; the builder cannot be used again.
    public func finish() -> LXDocument {
        guard let built = document else { preconditionFailure("XMLTreeBuilder.finish() called twice") }
        document = nil
        open.removeAll()
        // Stamps document order into the elements: libxml2's recommended step
        // for documents that are only queried from now on.
        xmlXPathOrderDocElems(built)
        return LXDocument(adopting: built)
    }

    private static func xmlPointer(_ pointer: UnsafePointer<CChar>) -> UnsafePointer<xmlChar> {
        UnsafeRawPointer(pointer).assumingMemoryBound(to: xmlChar.self)
    }

    private static func xmlString(_ text: StaticString) -> UnsafePointer<xmlChar> {
        UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: xmlChar.self)
    }
}
