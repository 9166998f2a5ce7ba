import CLibXML

/// Collects what happens while one document is parsed, through callbacks on
/// that parser context only (libxml2 2.9 has no per-context error handler API,
/// but the context's own SAX table is private to it):
/// - the *first* error (warnings aside), which names the real cause (libxml2
///   keeps scanning after a fatal error and the last one is often "premature
///   end of data");
/// - a document type declaration, which stops the parser at once, before any
///   entity of the internal subset exists.
final class ParseDiagnostics {
    private(set) var firstError: XMLError?
    private(set) var doctypePosition: (line: Int, column: Int)?
    /// Set when the document is streamed (``LXStreamParser``).
    var stream: LXStreamState?

    func install(on context: xmlParserCtxtPtr) {
        context.pointee._private = Unmanaged.passUnretained(self).toOpaque()
        guard let sax = context.pointee.sax else { return }
        sax.pointee.serror = { userData, error in
            guard let diagnostics = ParseDiagnostics.from(userData), diagnostics.firstError == nil, let error else { return }
            // Warnings (a relative namespace URI, XML 1.1) come first but
            // do not make a document malformed; the error is the cause.
            guard error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            diagnostics.firstError = LXDocument.translate(error)
        }
        sax.pointee.internalSubset = { userData, _, _, _ in ParseDiagnostics.refuseDoctype(userData) }
        sax.pointee.externalSubset = { userData, _, _, _ in ParseDiagnostics.refuseDoctype(userData) }
    }

    /// The SAX user data of a context made by `xmlNewParserCtxt` is the
    /// context itself; its `_private` field holds the diagnostics.
    static func from(_ userData: UnsafeMutableRawPointer?) -> ParseDiagnostics? {
        guard let userData else { return nil }
        let context = userData.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let box = context.pointee._private else { return nil }
        return Unmanaged<ParseDiagnostics>.fromOpaque(box).takeUnretainedValue()
    }

    private static func refuseDoctype(_ userData: UnsafeMutableRawPointer?) {
        guard let userData, let diagnostics = from(userData) else { return }
        let context = userData.assumingMemoryBound(to: xmlParserCtxt.self)
        if diagnostics.doctypePosition == nil {
            let input = context.pointee.input
            diagnostics.doctypePosition = (Int(input?.pointee.line ?? 1), Int(input?.pointee.col ?? 1))
        }
        xmlStopParser(context)
    }
}
