import ArgumentParser
import LocatorLabLocators
import LocatorLabPageSource
import LocatorLabReporting
import LocatorLabXML

/// What `query` does once its arguments are known: the parsed
/// ``QueryCommand`` runs one, and so does ``LocatorLabCommand/start()`` for
/// a command line with nothing to parse (`query <page-source> <locator>`).
struct QueryJob: Equatable {
    var pageSource: String
    var locator: String
    var strategy: LocatorStrategy = .xpath
    var format: QueryCommand.OutputFormat = .text
    var appPackage: String?
    var xpathLimits = XPathLimits.default
    var output: String?
    var inputFormat: PageSourceFormat?
    var limits = ReadLimits()

    init(pageSource: String, locator: String) {
        self.pageSource = pageSource
        self.locator = locator
    }

    /// The job of `query A B`, every option at its default, when the
    /// arguments after the executable's name are exactly that: neither
    /// argument starts with `-` (an option, `--`, or standard input), so the
    /// argument parser would read them as the two positionals and nothing
    /// else. `nil` for every other command line.
    ///
    /// Why: swift-argument-parser finds a command's options by reflection,
    /// and its first parse in a process costs about 5 ms of runtime
    /// type lookups, a third of a one-shot `query` on a small page source
    /// (issue 8: the one-shot CLI pays no start-up cost it does not need).
    /// A test checks that the parser builds the same job from the same
    /// arguments (`QueryJobTests`).
    init?(plainArguments arguments: [String]) {
        guard arguments.count == 3, arguments[0] == QueryCommand.configuration.commandName,
            arguments.dropFirst().allSatisfy({ !$0.isEmpty && !$0.hasPrefix("-") })
        else { return nil }
        self.init(pageSource: arguments[1], locator: arguments[2])
    }

    func run() throws {
        try OutputDestination.check(output)
        try ErrorPresenter.run {
            let progress = ProgressLine(enabled: Terminal.isInteractive(.standardError))
            defer { progress.finish() }
            progress.update("reading \(pageSource)")
            let tree = try PageSourceInputOptions.read(pageSource, format: inputFormat, limits: limits)
            progress.update("evaluating on \(tree.count) elements")
            let engine = LocatorEngine(tree: tree, appPackage: appPackage, limits: xpathLimits)
            let query = Locator(strategy: strategy, value: locator)
            let result = try engine.evaluate(query)
            progress.finish()  // before the report reaches a terminal
            let report = QueryReport(pageSource: pageSource == "-" ? "<stdin>" : pageSource, tree: tree, locator: query, result: result)
            switch format {
            case .text: try OutputDestination.emit(Array(Self.visible(report.text()).utf8), to: output)
            case .json: try OutputDestination.emit(try report.json(), to: output)
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
