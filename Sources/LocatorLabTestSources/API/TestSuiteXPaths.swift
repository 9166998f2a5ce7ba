/// Every XPath locator of a test suite, for commands that measure them
/// rather than rewrite them (`compare --tests`): the same discovery,
/// decoding and scanning as conversion, nothing written.
public struct TestSuiteXPaths: Sendable {
    /// Constant and dynamic XPath locators, by file and then source order.
    public var locators: [FoundLocator]
    /// Paths that are no usable test sources and files that could not be read
    /// or scanned; the other files are still scanned.
    public var problems: [TestSourceError]

    /// The locators whose XPath is known before the test runs.
    public var constant: [FoundLocator] { locators.filter { !$0.isDynamic } }
    /// The locators built at run time, which cannot be measured here.
    public var dynamic: [FoundLocator] { locators.filter(\.isDynamic) }

    /// Scans the test sources under `paths` (files or folders), in the
    /// language their extension names unless `language` is given. Names
    /// resolve through the declarations of every file scanned, as in
    /// `convert`, and calls of `helpers` are locators too.
    public static func collect(
        in paths: [String], language: SourceLanguage? = nil, helpers: [XPathHelper] = []
    ) -> TestSuiteXPaths {
        let (sources, discoveryProblems) = TestSourceDiscovery.sources(in: paths, language: language)
        var result = TestSuiteXPaths(locators: [], problems: discoveryProblems)
        var lexed: [LexedSource] = []
        for source in sources {
            do {
                lexed.append(try LexedSource.lex(LexedSource.read(source.path), file: source.path, language: source.language))
            } catch {
                result.problems.append(error)
            }
        }
        result.locators = XPathLocatorScanner.scan(lexed, helpers: helpers).locators.flatMap { $0 }
        return result
    }
}
