/// Finds XPath locators in test sources (and XCUITest queries in Swift ones,
/// ``XCUIQuerySource``). Reusable on its own (for example to
/// list the XPaths a suite uses); conversion builds on it.
public enum XPathLocatorScanner {
    /// The XPath locators in `source`, in source order. Constant XPaths
    /// (literals, and names declared once in this file with a literal value)
    /// carry their decoded ``FoundLocator/expression``; locators built at run
    /// time are reported with `expression == nil`. Comments are skipped.
    ///
    /// Byte ranges in the result count UTF-8 bytes of `source`.
    ///
    /// - Throws: ``TestSourceError/unparsable(file:position:message:)`` for an
    ///   unterminated string literal or comment.
    public static func scan(
        source: String, language: SourceLanguage, file: String, helpers: [XPathHelper] = []
    ) throws(TestSourceError) -> [FoundLocator] {
        try scanTokens(utf8: Array(source.utf8), language: language, file: file, helpers: helpers).locators
    }

    /// The same, on UTF-8 bytes without a byte-order mark.
    public static func scan(utf8 bytes: [UInt8], language: SourceLanguage, file: String) throws(TestSourceError)
        -> [FoundLocator]
    {
        try scanTokens(utf8: bytes, language: language, file: file).locators
    }

    /// The locators and the token stream they were found in (the rewrite
    /// needs the tokens to place imports).
    package static func scanTokens(
        utf8 bytes: [UInt8], language: SourceLanguage, file: String, helpers: [XPathHelper] = []
    ) throws(TestSourceError) -> (locators: [FoundLocator], stream: TokenStream) {
        if language == .swift {
            let tree = try SwiftSource.parse(bytes, file: file)
            return (SwiftSource.queries(in: [(file, bytes, tree)])[0], TokenStream(bytes: bytes, tokens: []))
        }
        let tokens: [SourceToken]
        do {
            tokens = try SourceLexer.tokenize(bytes, language: language)
        } catch {
            throw .unparsable(file: file, position: LineIndex(bytes).position(of: error.offset), message: error.message)
        }
        let stream = TokenStream(bytes: bytes, tokens: tokens)
        // Names resolve through this file's own declarations.
        var table = ConstantTable()
        table.add(file: file, language: language, stream: stream)
        table.indexUses()
        var finder = LocatorFinder(
            stream: stream, language: language, file: file, constants: ConstantScope(table: table, fileIndex: 0),
            helpers: helpers)
        return (finder.run(), stream)
    }

    /// The locators of several lexed sources, names resolved through the
    /// declarations of all of them (``ConstantTable``), and calls of
    /// `helpers` found too. One list per source, in order.
    package static func scan(_ sources: [LexedSource], helpers: [XPathHelper]) -> (locators: [[FoundLocator]], table: ConstantTable) {
        var table = ConstantTable()
        for source in sources { table.add(file: source.file, language: source.language, stream: source.stream) }
        table.indexUses()
        // Swift files are read together, their names resolved through one
        // another's declarations (``SwiftSource``).
        let swift = sources.indices.filter { sources[$0].swiftTree != nil }
        let queries = SwiftSource.queries(in: swift.map { (sources[$0].file, sources[$0].utf8, sources[$0].swiftTree!) })
        let swiftQueries = Dictionary(uniqueKeysWithValues: zip(swift, queries))
        let locators = sources.enumerated().map { index, source in
            if let found = swiftQueries[index] { return found }
            var finder = LocatorFinder(
                stream: source.stream, language: source.language, file: source.file,
                constants: ConstantScope(table: table, fileIndex: index), helpers: helpers)
            return finder.run()
        }
        return (locators, table)
    }
}
