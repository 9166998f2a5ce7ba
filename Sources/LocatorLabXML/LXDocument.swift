import CLibXML

/// An XML document owned by libxml2: parsed from untrusted bytes or built with
/// ``XMLTreeBuilder``. The document owns every node; nothing is freed before
/// the document itself, and no C pointer is exposed outside this module.
///
/// Not `Sendable`: libxml2 2.9 does not promise that one document can be used
/// from several threads. Give each task its own document.
public final class LXDocument {
    let pointer: xmlDocPtr
    /// Counts the changes made to the document since it was built (only
    /// ``withRootElementWrapped(in:_:)`` makes any), so that what is known
    /// about evaluating on it can tell whether it still holds.
    private(set) var revision = 0

    init(adopting pointer: xmlDocPtr) {
        self.pointer = pointer
    }

    deinit {
        xmlFreeDoc(pointer)
    }

    /// Notes a change to the document's nodes.
    func noteChange() {
        revision &+= 1
    }

    /// Parses `bytes` as XML with the safe option set: no network, no DTD,
    /// no entity substitution. A document that declares a DTD is refused as
    /// soon as the declaration starts, before any entity exists.
    public static func parse(_ bytes: UnsafeRawBufferPointer, options: XMLParseOptions = XMLParseOptions()) throws(XMLError) -> LXDocument {
        LibXML.ensureInitialized()
        guard let context = xmlNewParserCtxt() else { throw .outOfMemory }
        defer { xmlFreeParserCtxt(context) }
        let diagnostics = ParseDiagnostics()
        diagnostics.install(on: context)

        let allowDeep = options.maximumDepth > XMLParseOptions.defaultMaximumDepth ? Int32(1) : Int32(0)
        let flags = locatorlab_safe_parse_options(allowDeep)
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count > 0 else {
            throw .malformed(message: "the document is empty", line: 1, column: 1, code: Int(XML_ERR_DOCUMENT_EMPTY.rawValue))
        }
        // libxml2 2.9 takes the length as an `int`; clamping would parse a
        // silently truncated document.
        guard let length = Int32(exactly: bytes.count) else {
            throw .malformed(
                message: "the document is larger than libxml2 can parse (\(Int32.max) bytes)", line: 1, column: 1, code: 0)
        }
        let parsed = withExtendedLifetime(diagnostics) {
            xmlCtxtReadMemory(context, base, length, nil, nil, flags)
        }
        if let position = diagnostics.doctypePosition {
            if let parsed { xmlFreeDoc(parsed) }
            throw .dtdNotAllowed(line: position.line, column: position.column)
        }
        let limit = min(options.maximumDepth, XMLParseOptions.largestMaximumDepth)
        guard let parsed, context.pointee.wellFormed != 0 else {
            if let parsed { xmlFreeDoc(parsed) }
            let error = diagnostics.firstError ?? lastError(of: context)
            if case .nestingTooDeep(let line, _) = error { throw .nestingTooDeep(line: line, limit: limit) }
            throw error
        }
        let document = LXDocument(adopting: parsed)
        try document.checkDepth(limit: limit)
        return document
    }

    /// Parses a byte array; see ``parse(_:options:)-(UnsafeRawBufferPointer,_)``.
    public static func parse(_ bytes: [UInt8], options: XMLParseOptions = XMLParseOptions()) throws(XMLError) -> LXDocument {
        let result: Result<LXDocument, XMLError> = bytes.withUnsafeBytes { buffer in
            do throws(XMLError) {
                return .success(try parse(buffer, options: options))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    static func lastError(of context: xmlParserCtxtPtr) -> XMLError {
        guard let error = xmlCtxtGetLastError(context) else {
            return .malformed(message: "the document is not well-formed", line: 1, column: 1, code: 0)
        }
        return translate(error)
    }

    /// Turns a libxml2 parser error into the module's error.
    static func translate(_ error: UnsafePointer<xmlError>) -> XMLError {
        let code = Int(error.pointee.code)
        let line = max(1, Int(error.pointee.line))
        let column = max(1, Int(error.pointee.int2))
        var message = error.pointee.message.map { String(cString: $0) } ?? "error \(code)"
        while message.last == "\n" || message.last == " " { message.removeLast() }
        // Some messages add detail on further lines ("Bytes: 0xE2 0x82 …");
        // callers print one line per error.
        let lines = message.split(separator: "\n", omittingEmptySubsequences: true)
        if lines.count > 1 {
            message = lines[0] + " (" + lines.dropFirst().joined(separator: "; ") + ")"
        }
        if message.hasPrefix("Excessive depth in document") {
            return .nestingTooDeep(line: line, limit: 0)
        }
        if code == Int(XML_ERR_DOCUMENT_EMPTY.rawValue) {
            message = "the document is empty"
        }
        return .malformed(message: lowercasedFirst(message), line: line, column: column, code: code)
    }

    private static func lowercasedFirst(_ text: String) -> String {
        guard let first = text.first, first.isUppercase, text.dropFirst().first?.isLowercase ?? true else { return text }
        return first.lowercased() + text.dropFirst()
    }

    /// libxml2 2.9 stops at 257 levels without `XML_PARSE_HUGE` and has no
    /// limit with it, so the caller's limit is enforced here, walking
    /// iteratively.
    private func checkDepth(limit: Int) throws(XMLError) {
        var depth = 0
        var node = xmlDocGetRootElement(pointer)
        if node != nil { depth = 1 }
        while let current = node {
            if depth > limit {
                throw .nestingTooDeep(line: Int(xmlGetLineNo(current)), limit: limit)
            }
            if let child = Self.firstElementChild(of: current) {
                node = child
                depth += 1
                continue
            }
            var climb: xmlNodePtr? = current
            node = nil
            while let up = climb {
                if let sibling = Self.nextElementSibling(of: up) {
                    node = sibling
                    break
                }
                climb = up.pointee.parent
                depth -= 1
                if climb == nil || climb!.pointee.type != XML_ELEMENT_NODE { climb = nil }
            }
        }
    }

    /// The name of the root element, or `nil` for a document without one.
    public var rootElementName: String? {
        guard let root = xmlDocGetRootElement(pointer) else { return nil }
        return LXElementView.qualifiedName(root.pointee.name, root.pointee.ns)
    }

    static func firstElementChild(of node: xmlNodePtr) -> xmlNodePtr? {
        var child = node.pointee.children
        while let candidate = child {
            if candidate.pointee.type == XML_ELEMENT_NODE { return candidate }
            child = candidate.pointee.next
        }
        return nil
    }

    static func nextElementSibling(of node: xmlNodePtr) -> xmlNodePtr? {
        var sibling = node.pointee.next
        while let candidate = sibling {
            if candidate.pointee.type == XML_ELEMENT_NODE { return candidate }
            sibling = candidate.pointee.next
        }
        return nil
    }
}
