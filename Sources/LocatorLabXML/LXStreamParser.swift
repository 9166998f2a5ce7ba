import CLibXML

/// Reads untrusted XML in one pass with libxml2's SAX2 interface, handing
/// each element to an ``LXStreamHandler``; no document tree is built. The
/// same refusals as ``LXDocument/parse(_:options:)-(UnsafeRawBufferPointer,_)``:
/// no network, no DTD (a declaration stops the parser before any entity
/// exists), no entity substitution, and the caller's nesting limit.
///
/// libxml2 pulls the input through a read callback in small chunks and
/// drops what it has consumed, so parsing adds no copy of the document
/// (`xmlCtxtReadMemory` copies it whole; 2.9's static input buffers
/// misparse documents larger than their first refill).
public enum LXStreamParser {
    /// How a parse ended without an XML error.
    public enum Outcome: Sendable, Equatable {
        /// The whole document was read.
        case finished
        /// The handler asked to stop.
        case stoppedByHandler
    }

    /// libxml2 2.9 refuses an element start when `nameNr > xmlParserMaxDepth`
    /// (256) without `XML_PARSE_HUGE` (`xmlParseElementStart`), so 257 levels
    /// parse without it; `XML_PARSE_HUGE` is asked for only beyond that.
    static let levelsWithoutHugeMode = 257

    /// Parses `bytes`, calling `handler` for every element start and end.
    public static func parse(
        _ bytes: UnsafeRawBufferPointer, options: XMLParseOptions = XMLParseOptions(), handler: any LXStreamHandler
    ) throws(XMLError) -> Outcome {
        LibXML.ensureInitialized()
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count > 0 else {
            throw .malformed(message: "the document is empty", line: 1, column: 1, code: Int(XML_ERR_DOCUMENT_EMPTY.rawValue))
        }
        // libxml2 2.9 takes the length as an `int`; clamping would parse a
        // silently truncated document.
        guard let length = Int32(exactly: bytes.count) else {
            throw .malformed(
                message: "the document is larger than libxml2 can parse (\(Int32.max) bytes)", line: 1, column: 1, code: 0)
        }
        let source = UnsafeMutablePointer<LXStreamSource>.allocate(capacity: 1)
        source.initialize(to: LXStreamSource(base: UnsafeRawPointer(base), count: Int(length), offset: 0))
        defer { source.deallocate() }
        let read: xmlInputReadCallback = { context, buffer, wanted in
            guard let context, let buffer, wanted > 0 else { return 0 }
            let source = context.assumingMemoryBound(to: LXStreamSource.self)
            let count = min(Int(wanted), source.pointee.count - source.pointee.offset)
            guard count > 0 else { return 0 }
            UnsafeMutableRawPointer(buffer).copyMemory(from: source.pointee.base + source.pointee.offset, byteCount: count)
            source.pointee.offset += count
            return Int32(count)
        }
        // A nil SAX table gives the context its own default SAX2 table,
        // which the callbacks below then change.
        guard let context = xmlCreateIOParserCtxt(nil, nil, read, nil, source, XML_CHAR_ENCODING_NONE) else {
            throw .outOfMemory
        }
        defer { xmlFreeParserCtxt(context) }
        let diagnostics = ParseDiagnostics()
        diagnostics.install(on: context)
        let state = LXStreamState(handler: handler)
        diagnostics.stream = state
        installCallbacks(on: context)

        let huge = options.maximumDepth > levelsWithoutHugeMode ? Int32(1) : Int32(0)
        xmlCtxtUseOptions(context, locatorlab_safe_parse_options(huge))
        withExtendedLifetime((diagnostics, state)) {
            _ = xmlParseDocument(context)
        }
        // The default start-document callback made an empty document.
        if let document = context.pointee.myDoc {
            xmlFreeDoc(document)
            context.pointee.myDoc = nil
        }
        if let position = diagnostics.doctypePosition {
            throw .dtdNotAllowed(line: position.line, column: position.column)
        }
        // After a fatal error libxml2 calls no handler, so a stop request
        // always comes before any error.
        if state.stopped { return .stoppedByHandler }
        guard context.pointee.wellFormed != 0 else {
            let error = diagnostics.firstError ?? LXDocument.lastError(of: context)
            if case .nestingTooDeep(let line, _) = error {
                throw .nestingTooDeep(line: line, limit: min(options.maximumDepth, XMLParseOptions.largestMaximumDepth))
            }
            throw error
        }
        return .finished
    }

    /// Element events go to the handler; text, whitespace, comments,
    /// processing instructions and references are dropped before libxml2
    /// builds anything for them.
    private static func installCallbacks(on context: xmlParserCtxtPtr) {
        guard let sax = context.pointee.sax else { return }
        sax.pointee.characters = nil
        sax.pointee.ignorableWhitespace = nil
        sax.pointee.cdataBlock = nil
        sax.pointee.comment = nil
        sax.pointee.processingInstruction = nil
        sax.pointee.reference = nil
        sax.pointee.startElement = nil
        sax.pointee.endElement = nil
        sax.pointee.startElementNs = { userData, localname, prefix, _, _, _, attributeCount, _, attributes in
            guard let userData, let localname, let state = LXStreamState.from(userData), !state.stopped else { return }
            let context = userData.assumingMemoryBound(to: xmlParserCtxt.self)
            let element = LXStreamElement(
                names: state.names, rawAttributes: attributes,
                nameNumber: state.names.number(local: localname, prefix: prefix), attributeCount: Int(attributeCount),
                line: Int(context.pointee.input?.pointee.line ?? 0))
            if !state.handler.startElement(element) { state.stop(context) }
        }
        sax.pointee.endElementNs = { userData, _, _, _ in
            guard let userData, let state = LXStreamState.from(userData), !state.stopped else { return }
            if !state.handler.endElement() { state.stop(userData.assumingMemoryBound(to: xmlParserCtxt.self)) }
        }
    }
}
