import ArgumentParser
import LocatorLabLocators
import LocatorLabPageSource
import LocatorLabReporting
import LocatorLabXML

extension LocatorStrategy: ExpressibleByArgument {}

struct QueryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "query",
        abstract: "Find elements in a page source the way the driver would on a device.",
        discussion: """
            XPath is evaluated by libxml2 on the document the driver builds for a query (iOS: rooted \
            at the application, without Appium's <AppiumAUT> wrapper). accessibility-id matches iOS \
            name (identifier, else label) or Android content-desc; id matches Android resource-id \
            (the app package is completed); class-name matches the element type.
            """
    )

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "The page source to search ('-' for standard input).")
    var pageSource: String

    @Argument(help: "The locator: an XPath, or a value for the chosen strategy.")
    var locator: String

    @Option(help: "xpath, accessibility-id, id or class-name.")
    var strategy: LocatorStrategy = .xpath

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    @Option(help: "Android package used to complete ids (default: the most common package in the page source).")
    var appPackage: String?

    @Option(name: .customLong("xpath-op-limit"), parsing: .unconditional, help: "Most XPath operations one evaluation may do.")
    var xpathOperationLimit = XPathEvaluator.defaultOperationLimit

    @OptionGroup var xpathTimeout: XPathTimeoutOption

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    @OptionGroup var inputOptions: PageSourceInputOptions

    func validate() throws {
        guard xpathOperationLimit > 0 else { throw ValidationError("--xpath-op-limit must be positive") }
    }

    func run() throws {
        xpathTimeout.apply()
        try ErrorPresenter.run {
            let tree = try inputOptions.read(pageSource)
            let engine = LocatorEngine(tree: tree, appPackage: appPackage, operationLimit: xpathOperationLimit)
            let query = Locator(strategy: strategy, value: locator)
            let result = try engine.evaluate(query)
            let report = QueryReport(pageSource: pageSource == "-" ? "<stdin>" : pageSource, tree: tree, locator: query, result: result)
            switch format {
            case .text: try OutputDestination.emit(Array(Self.visible(report.text()).utf8), to: output)
            case .json: try OutputDestination.emit(report.json(), to: output)
            }
        }
    }

    /// The report quotes names, types and values from an untrusted page
    /// source: control characters (escape sequences above all) are shown,
    /// line by line, instead of reaching the terminal.
    private static func visible(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TerminalText.sanitized(String($0)) }
            .joined(separator: "\n")
    }
}
