import Foundation
import ArgumentParser
import LocatorLabComparison
import LocatorLabConversion
import LocatorLabLocators
import LocatorLabPageSource
import LocatorLabRecording
import LocatorLabReporting
import LocatorLabTestSources
import LocatorLabXML

extension ReportFormat: ExpressibleByArgument {}

struct CompareCommand: ParsableCommand {
    /// The report formats, plus JUnit XML, which only `compare` has, SARIF,
    /// which its `--recording` report has, and Allure results folders.
    enum CompareFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown, html, junit, sarif, allure

        var report: ReportFormat? { ReportFormat(rawValue: rawValue) }
    }

    /// The synopsis, as the README's heading gives it (a test holds them
    /// equal), then the input and XPath limits every reading command has.
    /// The generated one was `[<options>] [<page-sources> ...]`, which
    /// hid that a run takes locators or a recording and what each allows.
    static let synopsis = """
        locatorlab compare (PAGE_SOURCE... (--locator LOCATOR | --locators FILE | --tests PATH)... \
        | --recording DIR... [--tests PATH...]) [--language LANGUAGE] [--xpath-helper NAME[=REPLACEMENT]...] \
        [--format text|json|markdown|html|junit|sarif|allure] [--summary] [--full] [--min-time MS] [--no-timing] \
        [--seeds N] [--jobs N] [--app-package PACKAGE] [--screen NAME=PATTERN...] [--config FILE] \
        [--baseline FILE] [--fail-on regression] [--shard I/N|auto [--shard-total N]] [-o FILE]
        """

    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare XPath locators with identifier lookups: matches, timing, fragility, suggestions, survival.",
        usage: synopsis + """
             [--from auto|xml|debug-description|json] [--max-bytes N] [--max-depth N] [--max-elements N] \
            [--xpath-op-limit N] [--xpath-timeout SECONDS]
            """,
        discussion: """
            For every locator on every page source: what it finds (0 = broken, more than 1 = \
            ambiguous); median and p90 times of the XPath on a ready document (xpath), of what a \
            driver pays per query (xpath-device: building the query document, then evaluating), of \
            the identifier lookup through an index (id-index) and by walking the tree (id-scan), and \
            of the same XPath through libxml2 directly (libxml2-direct); fragility findings; better \
            locators, each verified to select exactly the element; and whether the XPath, the \
            identifier and the best suggestion still find the same element after seeded changes to \
            the page (inserted sibling, wrapped container, reordered siblings, translated texts, \
            removed element, duplicated list cell, moved frames). Page sources of one screen (named with \
            --screen or 'screens' in locatorlab.yml, else told by the identifiers and types of their \
            elements) are also compared with one another; finding nothing on another screen is 'not this \
            screen', not broken. A locators file has one XPath per line; # starts a \
            comment; a line is an XPath or any strategy in a client's prefix form (~id, id=, name=, \
            xpath=, class=, -ios class chain:, -ios predicate string:, android=, accessibility-id=…), \
            and --locators may be given more than once. The same locator used in several places \
            (--tests) is compared once and lists every file:line. Invalid XPaths are reported with \
            their line and offset, and the run goes on.

            With --recording DIR (a folder 'locatorlab record' wrote; repeatable), every locator the \
            suite really sent is compared on the screen where it sent it, whatever its strategy: what \
            the device answered beside what LocatorLab finds on the saved screen (a disagreement says \
            whether the screen was captured for that find or earlier), the device's latency beside \
            LocatorLab's estimate, and an identifier replacement only when it selects the same \
            elements on every screen the locator was sent on. With --tests as well, each recorded XPath \
            lists the test-source lines that write it, and SARIF points at them.

            With --baseline OLD.json (an earlier 'compare --format json' of page sources), every format \
            also says what changed since: locators newly broken, ambiguous or failing on a page source, \
            fixed ones, and survival that dropped or rose (with the same --seeds). --fail-on regression \
            exits with 1 when anything got worse; a --baseline that is not a compare report exits with 65.
            """
    )

    @Argument(help: "Page sources or folders of them to compare on ('-' for standard input).")
    var pageSources: [String] = []

    @Option(
        name: .customLong("recording"),
        help: ArgumentHelp(
            "A recorded run (a folder 'locatorlab record' wrote): compare every locator it sent on the screen it "
                + "sent it on (repeatable; instead of page sources and locators).",
            valueName: "dir"))
    var recordings: [String] = []

    @Option(
        name: .customLong("locator"),
        help: "A locator to compare: an XPath, or any strategy in a client's prefix form (~id, id=, -ios class chain:, android=…; repeatable).")
    var locators: [String] = []

    @Option(
        name: .customLong("locators"),
        help: "A file with one locator per line, in the forms of --locator (repeatable: every file is read).")
    var locatorsFiles: [String] = []

    @Option(
        name: .customLong("tests"), parsing: .upToNextOption,
        help: "Test sources or folders whose XPath locators to compare (the scanner of 'convert').")
    var testPaths: [String] = []

    @Option(help: "Language of the --tests sources (default: from each file's extension).")
    var language: SourceLanguage?

    @Option(
        name: .customLong("xpath-helper"),
        help: ArgumentHelp(
            "A project helper of the --tests sources taking an XPath (NAME or NAME=REPLACEMENT, as in convert).",
            valueName: "name[=replacement]"))
    var xpathHelpers: [String] = []

    @Option(help: "text, json, markdown, html, junit, allure (a results folder: give -o DIR), or (with --recording) sarif.")
    var format: CompareFormat = .text

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    @Option(name: .customLong("min-time"), parsing: .unconditional, help: "Minimum measuring time per timing, in milliseconds.")
    var minimumTime: Double = 10

    @Flag(help: "One line per locator (status, xpath/id ratio, survival, best suggestion) instead of the full text report.")
    var summary = false

    @Flag(help: "Markdown: include every detail, even beyond the 60,000 characters a pull-request comment holds.")
    var full = false

    @Flag(name: .customLong("no-timing"), help: "Skip timing (matches, findings, suggestions and survival only).")
    var skipsTiming = false

    @Option(parsing: .unconditional, help: "Seeded trials per mutation (mutations that do not depend on a seed run once).")
    var seeds: Int = 3

    @Option(help: "Android package used to complete ids (default: the most common package in the page source).")
    var appPackage: String?

    @Option(name: .customLong("xpath-op-limit"), parsing: .unconditional, help: "Most XPath operations one evaluation may do.")
    var xpathOperationLimit = XPathLimits.default.operationLimit

    @OptionGroup var xpathTimeout: XPathTimeoutOption

    @Option(
        help: """
            Threads that analyse locators at once (default: one per core). Timings are always taken \
            one at a time, with the other threads finished.
            """)
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(
        name: .customLong("screen"),
        help: ArgumentHelp(
            "Page sources that show one screen: a page source, folder or glob, under a name (repeatable; before the "
                + "config file's 'screens'). Others are grouped by app and the identifiers and types of their elements.",
            valueName: "name=pattern"))
    var screens: [String] = []

    @Option(
        name: .customLong("config"),
        help: ArgumentHelp(
            "A project config file (YAML) whose 'screens' to use, instead of locatorlab.yml beside the first page "
                + "source or in the working folder.",
            valueName: "file"))
    var config: String?

    @OptionGroup var baselineOptions: BaselineOptions

    @OptionGroup var inputOptions: PageSourceInputOptions

    @OptionGroup var sharding: ShardOptions

    func validate() throws {
        guard (1...256).contains(jobs) else { throw ValidationError("--jobs must be between 1 and 256") }
        for helper in xpathHelpers where XPathHelper(argument: helper) == nil {
            throw ValidationError("--xpath-helper: '\(helper)' is not NAME or NAME=REPLACEMENT")
        }
        if !recordings.isEmpty {
            guard pageSources.isEmpty, locators.isEmpty, locatorsFiles.isEmpty else {
                throw ValidationError(
                    "--recording takes its screens and locators from the recording; leave out page sources, "
                        + "--locator and --locators (--tests maps its locators to the code that sends them)")
            }
            guard !summary else { throw ValidationError("--summary is not available with --recording") }
            guard format != .allure else { throw ValidationError("--format allure is not available with --recording") }
            guard baselineOptions.baseline == nil else {
                throw ValidationError("--baseline compares runs on page sources; it is not available with --recording")
            }
            if sharding.shard != nil {
                try ShardOptions.validate(pageSources: recordings, formatIsPart: format == .json || format == .text)
            }
        } else {
            guard format != .sarif else { throw ValidationError("--format sarif is available with --recording") }
        }
        if format == .allure {
            guard let output, output != "-" else {
                throw ValidationError("--format allure writes a results folder; give it with -o DIR")
            }
            guard baselineOptions.baseline == nil else {
                throw ValidationError("--baseline is not available with --format allure; use json, text, markdown, html or junit")
            }
        }
        guard (1...100).contains(seeds) else { throw ValidationError("--seeds must be between 1 and 100") }
        guard minimumTime > 0, minimumTime <= 60_000 else {
            throw ValidationError("--min-time must be more than 0 and at most 60000 (milliseconds)")
        }
        guard xpathOperationLimit > 0 else { throw ValidationError("--xpath-op-limit must be positive") }
        guard recordings.isEmpty else { return }
        guard !pageSources.isEmpty else { throw ValidationError("give at least one page source, or --recording DIR") }
        guard !locators.isEmpty || !locatorsFiles.isEmpty || !testPaths.isEmpty else {
            throw ValidationError("give locators with --locator XPATH, --locators FILE or --tests PATH")
        }
        guard !summary || format == .text else { throw ValidationError("--summary is a text report; leave out --format") }
        if sharding.shard != nil {
            guard !summary else { throw ValidationError("--summary is not available with --shard ('merge' writes the reports)") }
            try ShardOptions.validate(pageSources: pageSources, formatIsPart: format == .json || format == .text)
            guard baselineOptions.baseline == nil else {
                throw ValidationError("--baseline goes with the whole run's report, not a shard's part; compare the merged report")
            }
        }
        for screen in screens where ScreenGrouping.NamedGroup(argument: screen) == nil {
            throw ValidationError("--screen: '\(screen)' is not NAME=PATTERN")
        }
    }

    /// The named screens: `--screen` in order (one name given twice joins
    /// its patterns), then the config file's `screens` by name.
    private func namedScreens() throws -> [ScreenGrouping.NamedGroup] {
        var groups: [ScreenGrouping.NamedGroup] = []
        for argument in screens {
            guard let group = ScreenGrouping.NamedGroup(argument: argument) else { continue }
            if let existing = groups.firstIndex(where: { $0.name == group.name }) {
                groups[existing].patterns += group.patterns
            } else {
                groups.append(group)
            }
        }
        let file = ConversionConfiguration.find(given: config, besideFirstOf: pageSources)
        guard let file else { return groups }
        let configured = try ConversionConfiguration.load(file).screens
        for name in configured.keys.sorted() where !groups.contains(where: { $0.name == name }) {
            groups.append(ScreenGrouping.NamedGroup(name: name, patterns: configured[name]!))
        }
        return groups
    }

    func run() throws {
        try OutputDestination.check(output)
        if !recordings.isEmpty { return try runRecordings() }
        var diff: BaselineDiff?
        try ErrorPresenter.run {
            // A wrong baseline fails before any work.
            let baseline = try baselineOptions.baselineBytes().map { bytes throws(BaselineError) in
                try CompareBaseline.read(bytes, file: baselineOptions.baseline!)
            }
            // A missing input is exit 66 like every other one, not a run on
            // zero locators.
            for path in testPaths where !FileManager.default.fileExists(atPath: path) {
                throw TestSourceError.unreadable(file: path, reason: "no such file or directory")
            }
            var list = LocatorList(prefixed: locators)
            for locatorsFile in locatorsFiles {
                list.entries += try LocatorList.read(contentsOf: locatorsFile).entries
            }
            if !testPaths.isEmpty {
                list.entries += suiteLocators()
            }
            // One entry per distinct locator, listing where it is used.
            list = list.merged()
            // A shard takes its share of the locators and every page source,
            // so each locator is judged on every screen (see `CompareReport.merged`).
            let shard = try sharding.resolved()
            var fingerprint = fingerprint(of: list)
            let shardRange = shard?.range(of: list.entries.count) ?? 0..<list.entries.count
            list.entries = Array(list.entries[shardRange])
            for problem in list.problems() {
                Terminal.standardError.write(
                    problem.diagnostic(severity: "warning") + "\n")
            }
            let progress = ProgressLine(enabled: Terminal.isInteractive(.standardError))
            defer { progress.finish() }
            progress.update("reading \(pageSources.count == 1 ? pageSources[0] : "\(pageSources.count) page sources")")
            let inputs = try inputOptions.readAll(pageSources)
            let settings = try settings(screens: namedScreens())
            if let shard {
                try fingerprint.add(pageSources: inputs)
                for screen in settings.screens { fingerprint.add("screen", "\(screen.name)=\(screen.patterns)") }
                let part = ReportPart(
                    version: LocatorLabCommand.configuration.version, command: "compare", fingerprint: fingerprint.digest,
                    shard: shard, report: LocatorComparison(settings: settings).run(pageSources: inputs, locators: list)
                        .numbered(after: shardRange.lowerBound))
                progress.finish()
                return try OutputDestination.emit(try part.json(), to: output)
            }
            progress.update(
                "analysing " + ProgressLine.counted(list.entries.count, "locator") + " on "
                    + ProgressLine.counted(inputs.count, "page source"))
            let times = !settings.timings.isEmpty
            let report = LocatorComparison(settings: settings).run(pageSources: inputs, locators: list) { step in
                if let text = Self.progressText(step, timing: times) { progress.update(text) }
            }
            progress.finish()
            let colour = Terminal.usesColour(.standardOutput) && output == nil
            diff = baseline.map { report.changes(since: $0, file: baselineOptions.baseline!) }
            if format == .allure, let output {
                let bytes = OutputDestination.pageSourceBytes(report.pageSources.map(\.name))
                try OutputDestination.emitFolder(try report.allure(pageSourceBytes: bytes).files, to: output)
                return
            }
            try OutputDestination.emit(try render(report, diff: diff, colour: colour), to: output)
        }
        try baselineOptions.enforce(diff)
    }

    /// The report in the chosen format, with what changed since the baseline
    /// after it (text, Markdown), as a section (HTML), a key (JSON) or a suite (JUnit).
    private func render(_ report: CompareReport, diff: BaselineDiff?, colour: Bool) throws -> [UInt8] {
        if summary { return Array((report.summaryText() + (diff.map { "\n" + $0.text() } ?? "")).utf8) }
        guard let diff else { return try Self.render(report, format: format, colour: colour, full: full) }
        switch format {
        case .junit: return report.junit(baseline: diff)
        case .json: return try BaselinedJSON(report: report, baseline: diff).json(what: "the compare report")
        case .html: return Array(diff.inserted(into: report.html()).utf8)
        case .markdown:
            return try report.rendered(as: .markdown, colour: false, full: full) + Array(("\n" + diff.markdown()).utf8)
        case .text, .sarif, .allure:
            return try report.rendered(as: .text, colour: colour, full: full) + Array(("\n" + diff.text()).utf8)
        }
    }

    /// The report in `format` without a baseline; `merge` renders a merged
    /// compare report with it too.
    static func render(_ report: CompareReport, format: CompareFormat, colour: Bool, full: Bool) throws -> [UInt8] {
        format == .junit ? report.junit() : try report.rendered(as: format.report!, colour: colour, full: full)
    }

    /// What shapes a compare report besides the page sources: the locators,
    /// in order with their uses, and the options (not `--jobs`, which only
    /// decides how fast, nor the output's format, which `merge` chooses).
    private func fingerprint(of list: LocatorList) -> PartFingerprint {
        var fingerprint = PartFingerprint(command: "compare")
        for entry in list.entries {
            fingerprint.add(
                "locator", "\(entry.strategy.displayName)\t\(entry.expression)\t\(entry.uses.map(\.place))")
        }
        addOptions(to: &fingerprint)
        return fingerprint
    }

    /// The options that shape a report of page sources or of recordings.
    private func addOptions(to fingerprint: inout PartFingerprint) {
        let options: [(String, Any?)] = [
            ("min-time", minimumTime), ("no-timing", skipsTiming), ("seeds", seeds), ("app-package", appPackage),
            ("xpath-op-limit", xpathOperationLimit), ("xpath-timeout", xpathTimeout.seconds),
            ("from", inputOptions.format), ("limits", inputOptions.limitOptions.limits),
        ]
        for (name, value) in options { fingerprint.add(name, value) }
    }

    private func settings(screens: [ScreenGrouping.NamedGroup]) -> CompareSettings {
        CompareSettings(
            measurement: MeasurementSettings(minimumTime: UInt64(minimumTime * 1_000_000)),
            timings: skipsTiming ? [] : Set(TimingKind.allCases),
            seeds: (1...seeds).map(UInt64.init), appPackage: appPackage,
            xpathLimits: XPathLimits(operationLimit: xpathOperationLimit, timeLimit: xpathTimeout.seconds),
            workers: jobs, screens: screens
        )
    }

    /// The progress line after `step`: the page source next, then the
    /// timing phase, which `--no-timing` has none of (nil: the line stays).
    static func progressText(_ step: CompareProgress, timing: Bool) -> String? {
        guard step.completed < step.total else { return timing ? "timing" : nil }
        return "[\(step.completed + 1)/\(step.total)] \(step.pageSource)"
    }

    /// `--recording`: every find of the recorded runs on its own screen.
    private func runRecordings() throws {
        try ErrorPresenter.run {
            let progress = ProgressLine(enabled: Terminal.isInteractive(.standardError))
            defer { progress.finish() }
            progress.update("reading \(ProgressLine.counted(recordings.count, "recording"))")
            var runs: [Recording] = []
            for folder in recordings { runs.append(try RecordingFolder.read(folder)) }
            for note in runs.flatMap(\.notes) { Terminal.standardError.write("note: \(note)\n") }
            progress.update("analysing " + ProgressLine.counted(runs.map(\.finds.count).reduce(0, +), "find"))
            // A shard judges its share of the distinct locators on every screen each was sent on.
            let shard = try sharding.resolved()
            var report = try RecordedRunAnalysis(settings: settings(screens: [])).run(recordings: runs, shard: shard) {
                path in try inputOptions.read(path)
            }
            let sources = testPaths.isEmpty ? nil : LocatorList(entries: suiteLocators())
            // The note of unmapped XPaths counts the whole run's: `merge` writes it.
            if let sources { report = report.mapped(to: sources, noting: shard == nil) }
            progress.finish()
            if let shard {
                let part = ReportPart(
                    version: LocatorLabCommand.configuration.version, command: "compare --recording",
                    fingerprint: try fingerprint(of: runs, sources: sources).digest, shard: shard, report: report)
                return try OutputDestination.emit(try part.json(), to: output)
            }
            try OutputDestination.emit(
                try Self.render(report, format: format, colour: Terminal.usesColour(.standardOutput) && output == nil),
                to: output)
        }
    }

    /// A recorded run's report in `format`; `merge` renders a merged one with it too.
    static func render(_ report: RecordedRunReport, format: CompareFormat, colour: Bool) throws -> [UInt8] {
        switch format {
        case .junit: report.junit()
        case .sarif: try report.sarifJSON()
        default: try report.rendered(as: format.report!, colour: colour)
        }
    }

    /// What shapes a recorded run's report: every file of each recording
    /// (manifest, event log, the screens' page sources), the test sources'
    /// locators with their lines (`--tests`), and the options.
    private func fingerprint(of runs: [Recording], sources: LocatorList?) throws -> PartFingerprint {
        var fingerprint = PartFingerprint(command: "compare --recording")
        for run in runs {
            let files = [RecordingFolder.manifestName, RecordingFolder.eventLogName].map(run.path(of:)) + run.sourcePaths
            for file in files { try fingerprint.add("recording-file", file: file) }
        }
        for entry in sources?.entries ?? [] {
            fingerprint.add("test-locator", "\(entry.strategy.displayName)\t\(entry.expression)\t\(entry.uses.map(\.place))")
        }
        addOptions(to: &fingerprint)
        return fingerprint
    }

    /// The constant XPaths of the test sources named with `--tests`; locators
    /// built at run time and unreadable files are reported, not measured.
    private func suiteLocators() -> [LocatorList.Entry] {
        let suite = TestSuiteXPaths.collect(
            in: testPaths, language: language, helpers: xpathHelpers.compactMap(XPathHelper.init(argument:)))
        for problem in suite.problems {
            Terminal.standardError.write("\(ErrorPresenter.location(of: problem)): warning: \(problem.message); skipped\n")
        }
        for locator in suite.dynamic {
            let detail = locator.dynamicDetail.map { " (\($0))" } ?? ""
            let what = locator.xcuiQuery == nil ? "XPath built at run time" : "XCUITest query known only at run time"
            Terminal.standardError.write(
                "\(locator.file):\(locator.position.line):\(locator.position.column): note: \(what)\(detail); not compared\n")
        }
        return suite.constant.compactMap { locator in
            // A Swift test's XCUITest query, written out from `app`.
            locator.expression.map {
                LocatorList.Entry(
                    expression: $0, strategy: locator.xcuiQuery == nil ? .xpath : .xcuitest, file: locator.file,
                    line: locator.position.line, column: locator.position.column)
            }
        }
    }
}
