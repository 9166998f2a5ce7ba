import Foundation
import ArgumentParser
import LocatorLabConversion
import LocatorLabLocators
import LocatorLabPageSource
import LocatorLabRecording
import LocatorLabReporting
import LocatorLabTestSources
import LocatorLabXML

extension SourceLanguage: ExpressibleByArgument {}

struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract:
            "Replace XPath locators in test sources by accessibility ids, where page sources prove them equivalent.",
        discussion: """
            Finds XPath locators in Java, Kotlin, Python, JavaScript/TypeScript, Ruby, C# and Robot \
            Framework tests, and XCUITest queries in Swift tests (language from the extension, or \
            --language); a Swift query becomes the identifier query of the same element type, proven \
            with XCTest's resolution on the page sources. Each constant XPath is evaluated on every \
            page source: it becomes accessibility id V only when the elements it matches all have the \
            accessibility name V (iOS name, Android content-desc) and, on every page source of that \
            platform, accessibility id V finds exactly the same elements. An iOS name taken from the \
            label is refused unless --allow-labels. XPaths built at run time are reported and left alone.

            Without --write nothing changes on disk: the unified diff and a report are printed. With \
            --write, changed files are replaced atomically, keeping encoding, byte-order mark, line \
            endings and permissions. Files that cannot be read or parsed are reported and skipped; \
            a changed file that cannot be written, or that was edited during the run (it is left as \
            it is now), is reported, the others are still written, and the exit code is 73. A group of \
            files tied by a constant that an interrupted --write left half written is finished by the \
            next --write from the journal it left; a journal locatorlab did not write itself, or that \
            names files outside the given paths, or whose staged bytes changed, is reported and left \
            alone, nothing is written, and the exit code is 73.

            --fail-on xpath exits with 1 when XPath locators remain in the sources after the run; \
            --fail-on unconverted exits with 1 when any locator cannot be converted (an XCUITest \
            query that already selects by identifier counts for neither, as an accessibility-id \
            locator is no XPath). Both also fail when a file was skipped.

            --shard I/N (or auto) converts, without writing, the locators of one share of the test \
            sources and writes them as a part (JSON) for 'locatorlab merge', which writes the report \
            of the whole dry run in any of convert's formats and applies --fail-on. Every shard reads \
            every test source and page source; files tied by a constant (a locator in one, its \
            declaration in another) go to one shard together. --write always runs whole.
            """
    )

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown, sarif, junit
    }

    enum FailureGate: String, ExpressibleByArgument, CaseIterable, Codable {
        case xpath, unconverted
    }

    @Argument(help: "Test source files or folders to convert.")
    var paths: [String]

    @Option(
        name: .customLong("page-source"),
        help: "A page source, or a folder of them (.xml, .json, .txt); repeat for more. At least one, here or in the config file.")
    var pageSources: [String] = []

    @Option(
        name: .customLong("recording"),
        help: ArgumentHelp(
            "A recorded run (a folder 'locatorlab record' wrote; repeatable): its screens are page sources, and the "
                + "XPaths it sent prove dynamic locators whose template builds them.",
            valueName: "dir"))
    var recordings: [String] = []

    @Option(
        name: .customLong("config"),
        help: ArgumentHelp(
            "A project config file (YAML) to read instead of locatorlab.yml at the root of the first path or in the "
                + "working folder.",
            discussion: "Its 'convert' section may give page-sources, targets, xpath-helpers, language, allow-labels "
                + "and the limits; options given here win, and page sources and helpers from both are used.",
            valueName: "file"))
    var config: String?

    @Option(
        help: "Read the test sources as this language: java, kotlin, python, javascript, typescript, ruby, csharp or robot.")
    var language: SourceLanguage?

    @Flag(help: "Write the converted files (default: print the diff only).")
    var write = false

    @Flag(help: "Convert also when the iOS accessibility name comes from a label (localized text).")
    var allowLabels = false

    @Option(
        help: ArgumentHelp(
            "The strategies an XPath may become, in order of preference (default: accessibility-id,id).",
            discussion: "Add class-name, predicate, class-chain (iOS) or uiautomator (Android): an XPath without an "
                + "identifier then becomes the first listed strategy proven to find the same elements, in the same "
                + "order, on every page source of its platform, e.g. --targets "
                + "accessibility-id,id,class-name,class-chain,predicate,uiautomator. Expressions on labels or "
                + "text are used only with --allow-labels. For a Swift XCUITest query, any target beyond identifiers "
                + "allows a query anchored on an ancestor's identifier (app.cells[\"Row.2\"].buttons.element).",
            valueName: "list"))
    var targets: String?

    @Option(
        name: .customLong("xpath-helper"),
        help: ArgumentHelp(
            "A project helper taking an XPath, as NAME or NAME=REPLACEMENT; repeat for more.",
            discussion: "Calls NAME(…) are locators: the XPath is the argument given as xpath=/xpath:, else the "
                + "first argument whose value is an XPath, else the first. With =REPLACEMENT a converted call "
                + "becomes REPLACEMENT(…) with the accessibility id in place of the XPath.",
            valueName: "name[=replacement]"))
    var xpathHelpers: [String] = []

    @Option(
        name: .customLong("client-version"),
        help: ArgumentHelp(
            "The client library version to write for a language, as LANGUAGE=MAJOR (java=7, python=2); repeat or "
                + "separate with commas.",
            discussion: "By default each file is written against the client generation it shows: a Java or Kotlin "
                + "file using MobileBy or findElementByXPath gets java-client 7's MobileBy.AccessibilityId and "
                + "findElementByAccessibilityId, one using AppiumBy gets AppiumBy.accessibilityId; a Python file "
                + "using MobileBy or find_element_by_xpath gets MobileBy and find_element_by_accessibility_id, one "
                + "using AppiumBy gets AppiumBy. This option decides instead, for java (and Kotlin) and python.",
            valueName: "language=major"))
    var clientVersions: [String] = []

    @Option(help: "text, json, markdown, sarif or junit.")
    var format: OutputFormat = .text

    @Option(
        name: .customLong("fail-on"),
        help: "Exit with 1 when XPath locators remain (xpath) or any is not converted (unconverted).")
    var failOn: FailureGate?

    @Option(name: .customLong("xpath-op-limit"), parsing: .unconditional, help: "Most XPath operations one evaluation may do.")
    var xpathOperationLimit: Int?

    @OptionGroup var xpathTimeout: XPathTimeoutOption

    @Option(name: .shortAndLong, help: "Write the report to this file instead of standard output.")
    var output: String?

    @OptionGroup var limitOptions: ReadLimitOptions

    @OptionGroup var sharding: ShardOptions

    func validate() throws {
        if sharding.shard != nil {
            if write {
                throw ValidationError(
                    "--write goes with the whole run: a shard converts only its share of the files, so run "
                        + "'convert --write' unsharded (or merge the shards' parts for the report)")
            }
            try ShardOptions.validate(pageSources: pageSources, formatIsPart: format == .json || format == .text)
        }
        if pageSources.isEmpty, recordings.isEmpty, ConversionConfiguration.find(given: config, besideFirstOf: paths) == nil {
            throw ValidationError("give at least one --page-source or --recording: conversions are proven on page sources")
        }
        if let xpathOperationLimit, xpathOperationLimit <= 0 {
            throw ValidationError("--xpath-op-limit must be positive")
        }
        for helper in xpathHelpers where XPathHelper(argument: helper) == nil {
            throw ValidationError(
                "--xpath-helper: '\(helper)' is not NAME or NAME=REPLACEMENT (names of letters, digits, _ and dots)")
        }
        if case .failure(let unknown) = ClientGeneration.overrides(clientVersions) {
            throw ValidationError(
                "--client-version: '\(unknown.entry)' is not LANGUAGE=MAJOR for java, kotlin or python "
                    + "(e.g. java=7, python=2)")
        }
        if let targets, case .failure(let unknown) = ConversionTarget.list(targets) {
            throw ValidationError(
                "--targets: '\(unknown.name)' is not one of "
                    + ConversionTarget.allCases.map(\.rawValue).joined(separator: ", "))
        }
    }

    /// The parsed `--targets` (already validated).
    private var targetList: [ConversionTarget] {
        targets.flatMap { try? ConversionTarget.list($0).get() } ?? ConversionTarget.defaults
    }

    private var targetsGiven: Bool { targets != nil }

    func run() throws {
        try OutputDestination.check(output)
        try ErrorPresenter.run {
            for path in paths where !FileManager.default.fileExists(atPath: path) {
                throw ConversionError.unreadable(file: path, reason: "no such file or directory")
            }
            // The command line wins over the config file; lists add up.
            let file = ConversionConfiguration.find(given: config, besideFirstOf: paths)
            let settings = try file.map(ConversionConfiguration.load)
            let xpathLimits = XPathLimits(
                operationLimit: xpathOperationLimit ?? settings?.xpathOperationLimit ?? XPathLimits.default.operationLimit,
                timeLimit: xpathTimeout.seconds(orConfigured: settings?.xpathTimeout))
            var runs: [Recording] = []
            for folder in recordings { runs.append(try RecordingFolder.read(folder)) }
            for note in runs.flatMap(\.notes) { Terminal.standardError.write("note: \(note)\n") }
            let allPageSources = pageSources + (settings?.pageSources ?? []) + runs.flatMap(\.sourcePaths)
            guard !allPageSources.isEmpty else {
                throw CommandFailure(
                    message: "error: give at least one --page-source (or page-sources in \(file ?? "the config file")): "
                        + "conversions are proven on page sources",
                    status: ExitStatus.usage
                ).report()
            }
            var limits = limitOptions.limits
            let defaults = ReadLimits()  // the options' defaults
            if limits.maximumBytes == defaults.maximumBytes, let value = settings?.maximumBytes { limits.maximumBytes = value }
            if limits.maximumDepth == defaults.maximumDepth, let value = settings?.maximumDepth { limits.maximumDepth = value }
            if limits.maximumElements == defaults.maximumElements, let value = settings?.maximumElements {
                limits.maximumElements = value
            }
            let helpers = xpathHelpers.compactMap(XPathHelper.init(argument:)) + (settings?.helpers ?? [])
            let targets =
                targetsGiven ? targetList : (settings?.targets ?? targetList)

            if write { SignalCleanup.install() }
            let (loaded, skipped) = try PageSourceLoader.load(allPageSources, limits: limits)
            PageSourceInputOptions.noteSkipped(skipped)
            let resolver = AccessibilityIDResolver(
                pageSources: loaded, allowsLabels: allowLabels || settings?.allowsLabels == true,
                limits: xpathLimits, targets: targets)
            let runner = ConversionRunner(
                language: language ?? settings?.language, writesChanges: write, helpers: helpers,
                clientGenerations: (try? ClientGeneration.overrides(clientVersions).get()) ?? [:],
                recordedValues: Self.recordedXPaths(runs))
            if let shard = try sharding.resolved() {
                let fingerprint = try partFingerprint(
                    runner: runner, resolver: resolver, targets: targets, xpathLimits: xpathLimits, limits: limits,
                    configFile: file)
                let part = ReportPart(
                    version: LocatorLabCommand.configuration.version, command: "convert", fingerprint: fingerprint,
                    shard: shard,
                    report: PartReport(conversion: runner.part(paths: paths, resolver: resolver, shard: shard), failOn: failOn))
                // The gate is the merged run's: a shard's locators are not the run's.
                return try OutputDestination.emit(try part.json(), to: output)
            }
            let run = runner.run(paths: paths, resolver: resolver)

            for file in run.finishedInterruptedWrites {
                Terminal.standardError.write(
                    "\(file): note: finished writing this file, which an interrupted convert --write left behind "
                        + "the other files of its group\n")
            }
            for leftover in run.removedTemporaryFiles {
                Terminal.standardError.write("\(leftover): note: removed a temporary file an interrupted run left\n")
            }
            Self.warn(about: run.problems)
            let report = try Self.render(
                run, format: format, colour: output == nil && Terminal.usesColour(.standardOutput))
            try OutputDestination.emit(report, to: output)

            // Asked to write and could not: that outranks any gate.
            let refused = run.problems.filter { if case .untrustedJournal = $0 { true } else { false } }
            if write, !refused.isEmpty {
                throw CommandFailure(
                    message: "error: nothing was written: \(refused.count == 1 ? "a write journal" : "\(refused.count) write journals") "
                        + "locatorlab will not follow \(refused.count == 1 ? "is" : "are") in the tree (see above): "
                        + refused.map(\.file).joined(separator: ", "),
                    status: ExitStatus.cannotWrite
                ).report()
            }
            let unwritten = run.unwrittenFiles
            if !unwritten.isEmpty {
                throw CommandFailure(
                    message:
                        "error: \(unwritten.count) changed \(unwritten.count == 1 ? "file" : "files") could not be written "
                        + "(the others were): " + unwritten.joined(separator: ", "),
                    status: ExitStatus.cannotWrite
                ).report()
            }

            try Self.applyGate(failOn, to: run)
        }
    }

    /// One warning line per problem on standard error, as `convert` and `merge` write them.
    static func warn(about problems: [ConversionError]) {
        for problem in problems {
            // A journal is not a file that was skipped; its message says what happens.
            let consequence = if case .untrustedJournal = problem { "" } else { "; skipped" }
            Terminal.standardError.write(
                "\(ErrorPresenter.location(of: problem)): warning: \(problem.message)\(consequence)\n")
        }
    }

    /// The report of `run` in `format`, as `convert` and `merge` write it.
    static func render(_ run: ConversionRun, format: OutputFormat, colour: Bool) throws -> [UInt8] {
        switch format {
        case .text: Array(run.text(colour: colour).utf8)
        case .json: try ConversionReport(run).json()
        case .markdown: Array(run.markdown().utf8)
        case .sarif: try run.sarifJSON(toolVersion: LocatorLabCommand.configuration.version)
        case .junit: run.junit()
        }
    }

    /// `--fail-on`: throws the failure (exit 1) when the run fails the gate.
    static func applyGate(_ failOn: FailureGate?, to run: ConversionRun) throws {
        guard let failOn else { return }
        let failing: Int
        let what: String
        switch failOn {
        case .xpath:
            failing = run.remainingXPathLocators.count
            what = run.locatorNoun(failing) + (failing == 1 ? " remains" : " remain")
        case .unconverted:
            failing = run.unconvertedLocators.count
            what = run.locatorNoun(failing) + " cannot be converted"
        }
        if failing > 0 || !run.problems.isEmpty {
            var message = "error: \(failing) \(what) (--fail-on \(failOn.rawValue))"
            if !run.problems.isEmpty {
                message += "; \(run.problems.count) \(run.problems.count == 1 ? "file was" : "files were") skipped"
            }
            throw CommandFailure(message: message, status: ExitStatus.checkFailed).report()
        }
    }

    /// Every XPath the recorded runs sent, with the page sources of the
    /// screens it was sent on.
    static func recordedXPaths(_ runs: [Recording]) -> [RecordedXPathValue] {
        RecordedXPathValue.grouping(
            runs.flatMap { run in
                run.finds.filter { $0.using == "xpath" }.compactMap { find in
                    run.screen(id: find.screen).map { (find.value, run.path(of: $0.source)) }
                }
            })
    }

}
