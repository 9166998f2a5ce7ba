import CLibXML

/// What the SAX callbacks of one ``LXStreamParser`` parse share, reached
/// through the parser context's ``ParseDiagnostics``.
final class LXStreamState {
    let handler: any LXStreamHandler
    let names: LXStreamNames
    private(set) var stopped = false

    init(handler: any LXStreamHandler) {
        self.handler = handler
        self.names = LXStreamNames(handler: handler)
    }

    func stop(_ context: xmlParserCtxtPtr) {
        stopped = true
        xmlStopParser(context)
    }

    static func from(_ userData: UnsafeMutableRawPointer) -> LXStreamState? {
        ParseDiagnostics.from(userData)?.stream
    }
}
