import CLibXML

/// A compiled XPath 1.0 expression, reusable on any number of documents.
public final class XPathExpression {
    /// The expression as given.
    public let source: String
    let compiled: xmlXPathCompExprPtr

    /// Compiles `source`. A syntax error is thrown with the character offset
    /// where libxml2 gave up; nothing is printed.
    public init(_ source: String) throws(XMLError) {
        LibXML.ensureInitialized()
        self.source = source
        // libxml2 reads a C string: it would stop at a NUL and compile only
        // the part before it, while the user sees the whole expression.
        if let nul = source.firstIndex(of: "\0") {
            throw .xpathSyntax(
                expression: source, offset: source.distance(from: source.startIndex, to: nul),
                message: "NUL character in the expression", code: 1207)
        }
        guard let context = xmlXPathNewContext(nil) else { throw .outOfMemory }
        defer { xmlXPathFreeContext(context) }
        let collector = XPathErrorCollector()
        collector.install(on: context)
        let result = withExtendedLifetime(collector) {
            source.withCString { xmlXPathCtxtCompile(context, UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self)) }
        }
        guard let result else {
            let code = collector.code ?? 1207
            throw .xpathSyntax(
                expression: source,
                offset: Self.characterOffset(source, byteOffset: collector.offset),
                message: XPathErrorMessages.message(forCode: code),
                code: code
            )
        }
        compiled = result
    }

    deinit {
        xmlXPathFreeCompExpr(compiled)
    }

    /// libxml2 reports byte offsets into the UTF-8 expression; users count
    /// characters.
    static func characterOffset(_ source: String, byteOffset: Int) -> Int {
        let utf8 = source.utf8
        let clamped = min(max(0, byteOffset), utf8.count)
        let index = utf8.index(utf8.startIndex, offsetBy: clamped)
        return source.distance(from: source.startIndex, to: index.samePosition(in: source) ?? source.endIndex)
    }
}
