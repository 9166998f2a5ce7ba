import CLibXML

/// Builds an ``LXDocument`` element by element, in document order. Each
/// element carries a caller-chosen integer `tag` (for LocatorLab, the index of
/// the model element it was built from) so XPath results map back to the
/// caller's own objects without any pointer leaving this module.
///
/// Names live in the document's own dictionary, as in a parsed document: a
/// name is stored once, however many elements carry it.
public final class XMLTreeBuilder {
    // `@exclusivity(unchecked)`: touched for every element and attribute
    // by the one caller building the document, never from two accesses at
    // once (the runtime's checks showed in a one-shot `query`, issue 21,
    // item 6). Not `Sendable`.
    @exclusivity(unchecked) private var document: xmlDocPtr?
    @exclusivity(unchecked) private var open: [xmlNodePtr] = []
    /// Dictionary-owned names, by ``XMLNameHandle/index``.
    @exclusivity(unchecked) private var names: [UnsafePointer<xmlChar>] = []
    /// The attribute added last, so the next one is appended in one step.
    @exclusivity(unchecked) private var lastAttribute: xmlAttrPtr?

    public init() {
        LibXML.ensureInitialized()
        document = xmlNewDoc(Self.xmlString("1.0"))
        if let document, let dictionary = xmlDictCreate() {
            // Freed with the document (`xmlFreeDoc` releases `doc->dict`).
            document.pointee.dict = dictionary
        }
    }

    deinit {
        if let document { xmlFreeDoc(document) }
    }

    /// The number of elements currently open.
    public var depth: Int { open.count }

    /// Interns `name` for use with ``openElement(_:tag:)`` and
    /// ``addAttribute(_:utf8:)``. `name` must be a valid XML name.
    public func handle(for name: String) -> XMLNameHandle {
        guard let document else { preconditionFailure("XMLTreeBuilder used after finish()") }
        guard let dictionary = document.pointee.dict,
            let interned = name.withCString({ xmlDictLookup(dictionary, Self.xmlPointer($0), -1) })
        else { preconditionFailure("libxml2 could not allocate a name") }
        names.append(interned)
        return XMLNameHandle(index: names.count - 1)
    }

    /// Starts a child of the innermost open element (or the root element).
    public func openElement(name: String, tag: Int) {
        openElement(handle(for: name), tag: tag)
    }

    /// Starts a child of the innermost open element (or the root element).
    public func openElement(_ name: XMLNameHandle, tag: Int) {
        guard let document else { preconditionFailure("XMLTreeBuilder used after finish()") }
        guard let node = xmlNewDocNode(document, nil, names[name.index], nil) else { return }
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
        var text = value
        text.withUTF8 { addAttribute(handle(for: name), utf8: $0) }
    }

    /// Adds an attribute whose value is these UTF-8 bytes (copied) to the
    /// innermost open element.
    public func addAttribute(_ name: XMLNameHandle, utf8 value: UnsafeBufferPointer<UInt8>) {
        guard let document, let node = open.last else { return }
        // `xmlNewProp` appends by walking the element's whole attribute list,
        // which is quadratic for an element with thousands of attributes (a
        // hostile JSON tree). Pointing the list at its last attribute for the
        // call makes that walk one step; the head is restored after.
        let head = node.pointee.properties
        var last = head
        if let known = lastAttribute, known.pointee.parent == node { last = known }
        node.pointee.properties = last
        // No value here: libxml2 would need it NUL-terminated and measure
        // it; the text child is made from the bytes as they are.
        let added = xmlNewProp(node, names[name.index], nil)
        node.pointee.properties = head ?? added
        guard let added else { return }
        lastAttribute = added
        let content = value.baseAddress ?? UnsafePointer(Self.xmlString(""))
        if let text = xmlNewDocTextLen(document, content, Int32(clamping: value.count)) {
            text.pointee.parent = UnsafeMutableRawPointer(added).assumingMemoryBound(to: xmlNode.self)
            added.pointee.children = text
            added.pointee.last = text
        }
    }

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
