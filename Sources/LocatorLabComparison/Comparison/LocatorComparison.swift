import Dispatch
import LocatorLabAdvice
import LocatorLabLocators
import LocatorLabModel
import LocatorLabXML

/// Compares XPath locators with identifier lookups on page sources: what
/// each finds, what it costs, how fragile it is, what would be better, and
/// how each survives changes to the page (see ``CompareReport``).
///
/// Invalid XPaths are findings, not failures: the run goes on with the
/// other locators. Timings come from the injected clock.
public struct LocatorComparison<Clock: MeasurementClock> {
    public let settings: CompareSettings
    public let clock: Clock

    public init(settings: CompareSettings, clock: Clock) {
        self.settings = settings
        self.clock = clock
    }

    /// Runs every locator on every page source. `progress` is called after
    /// each locator on each page source (from one thread at a time).
    ///
    /// Two phases. First everything but timing, on ``CompareSettings/workers``
    /// threads: each works through its share of (page source, locators) with
    /// an engine of its own. Then the timings, one at a time with every
    /// other worker finished, between two samples of a reference workload
    /// that tell how steady the machine was (``MachineNoise``).
    ///
    /// `engines`, one per page source (a server's ``ScreenEngines``, built
    /// for ``CompareSettings/appPackage`` and ``CompareSettings/xpathLimits``),
    /// are used instead of new ones when the run is on one thread, so that
    /// a server's indexes and query documents serve its next locator too;
    /// several workers each build their own (an engine serves one
    /// evaluation at a time).
    public func run(
        pageSources: [Screen], locators: LocatorList, engines: [LocatorEngine]? = nil,
        progress: (@Sendable (CompareProgress) -> Void)? = nil
    ) -> CompareReport {
        let entries = locators.entries
        let validEntries = entries.indices.filter { LocatorList.problem(in: entries[$0]) == nil }
        let total = validEntries.count * pageSources.count

        // Phase 1: analysis, in parallel. Work is split by page source; when
        // there are fewer page sources than workers, several workers share
        // a page source's locators, each taking the next one when it is free
        // (locators differ in cost: a fixed split left a core idle), with
        // its own query documents. Results go to fixed slots, so the report
        // does not depend on which worker analysed what.
        let workers = max(1, settings.workers)
        let workersPerPage = pageSources.isEmpty ? 1 : max(1, min(validEntries.count, workers / pageSources.count))
        let groups: [Int] = pageSources.indices.flatMap { Array(repeating: $0, count: workersPerPage) }
        let serial = workers == 1 || groups.count <= 1
        let shared = serial && engines?.count == pageSources.count ? engines : nil
        // One reading of each XPath's text for every page source of a platform.
        let preparations = XPathPreparationCache()
        func context(_ page: Int, settings: CompareSettings) -> PageContext {
            PageContext(input: pageSources[page], settings: settings, engine: shared?[page], preparations: preparations)
        }
        let nextEntry = pageSources.map { _ in ComparisonSlots<Int>(count: 0) }
        let results = ComparisonSlots<StoredPageResult>(count: entries.count * pageSources.count)
        let completed = ComparisonSlots<Int>(count: 1)
        let analysis = LocatorPageAnalysis(settings: settings)
        // Shared engines are used only on this thread (`serial`).
        nonisolated(unsafe) let makeContext = context
        let work: @Sendable (Int) -> Void = { groupIndex in
            let page = groups[groupIndex]
            var context: PageContext?
            while case let taken = nextEntry[page].increment() - 1, taken < validEntries.count {
                let entry = validEntries[taken]
                let ready = context ?? makeContext(page, analysis.settings)
                context = ready
                results[entry * pageSources.count + page] = StoredPageResult(
                    analysis.analyze(entries[entry].locator, on: ready))
                let done = completed.increment()
                progress?(
                    CompareProgress(
                        completed: done, total: total, pageSource: pageSources[page].name,
                        locator: entries[entry].locator.strategy == .xpath
                            ? entries[entry].expression : entries[entry].locator.description))
            }
        }
        if serial {
            for group in groups.indices { work(group) }
        } else {
            DispatchQueue.concurrentPerform(iterations: groups.count, execute: work)
        }

        // Which page sources are of other screens than a locator's, decided
        // before timing: a locator is timed only where it is judged (a test
        // never sends it on another screen), which on an estate of many
        // screens is most of the timing phase saved.
        let pages = pageSources.indices.map { context($0, settings: settings) }
        let screens = ScreenGrouping.screens(
            of: pageSources, indexes: pages.map(\.engine.index), named: settings.screens)
        for entry in validEntries {
            let stored = pageSources.indices.compactMap { results[entry * pageSources.count + $0] }
            guard stored.count == pageSources.count else { continue }
            for page in Self.pagesOfOtherScreens(stored, screens: screens) {
                results[entry * pageSources.count + page] = .otherScreen
            }
        }

        // Phase 2: on one thread, nothing else of ours running.
        var noise: MachineNoise?
        if !settings.timings.isEmpty && total > 0 {
            var watch = MachineNoise.Watch(clock: clock)
            var timed = 0
            for entry in validEntries {
                for (pageIndex, page) in pages.enumerated() {
                    let slot = entry * pageSources.count + pageIndex
                    // Timing compares an XPath with its identifier lookup.
                    guard entries[entry].strategy == .xpath, var result = results[slot]?.result(on: page.input.name),
                        result.status != .error, result.status != .notThisScreen
                    else { continue }
                    if timed > 0 { watch.sampleBetween() }
                    timed += 1
                    result.timings = measureTimings(entries[entry].expression, result: result, on: page)
                    results[slot] = StoredPageResult(result)
                }
            }
            noise = watch.finish()
        }

        var reports: [LocatorReport] = []
        for (position, entry) in entries.enumerated() {
            var report = LocatorReport(
                number: position + 1, expression: entry.expression, file: entry.file, line: entry.line)
            report.strategy = entry.strategy == .xpath ? nil : entry.strategy.displayName
            report.uses = entry.uses.isEmpty ? nil : entry.uses
            if let problem = LocatorList.problem(in: entry) {
                report.invalid = InvalidLocator(offset: problem.offset, message: problem.message)
                reports.append(report)
                continue
            }
            // The fragility rules read XPath and XCUITest queries (the
            // other strategies' findings are convert's and inspect's).
            switch entry.strategy {
            case .xpath: report.findings = FragilityRule.findings(in: entry.expression)
            case .xcuitest: report.findings = FragilityRule.findings(in: entry.locator)
            default: report.findings = []
            }
            let marked = pageSources.indices.compactMap {
                results[position * pageSources.count + $0]?.result(on: pageSources[$0].name)
            }
            // Done with: on many screens these slots are most of the run's memory.
            for page in pageSources.indices { results[position * pageSources.count + page] = nil }
            if entry.strategy == .xcuitest {
                report.findings = XCUIQueryAmbiguity.findings(entry.locator.value, pages: marked, replacing: report.findings)
                if !settings.timings.isEmpty { report.timingNote = LocatorReport.xcuitestTimingNote }
            }
            report.acrossPageSources = crossVersion(entry.locator, results: marked, pages: pages, screens: screens)
            report.pages = marked.filter { $0.status != .notThisScreen }
            report.notThisScreen = marked.count - report.pages.count
            reports.append(report)
        }

        let summaries = pages.indices.map { index in
            PageSourceSummary(
                name: pages[index].input.name, platform: pages[index].tree.platform, elements: pages[index].tree.count,
                screen: screens[index])
        }
        var run = CompareRunInfo(build: .current, libxml2: LibXML.dottedVersion, settings: settings)
        run.noise = noise
        return CompareReport(run: run, pageSources: summaries, locators: reports)
    }

    /// The timings of `expression` on one page source (phase 2 of ``run``).
    func measureTimings(_ expression: String, result: LocatorPageResult, on context: PageContext) -> LocatorTimings? {
        guard let document = context.timingDocument(for: expression) else { return nil }
        let timer = LocatorTimer(
            runner: MeasurementRunner(settings: settings.measurement, clock: clock), kinds: settings.timings,
            limits: settings.xpathLimits)
        // `try?`: the XPath evaluated in the analysis (`checked`); a timing
        // that fails is left out of the report, its matches are not touched.
        return try? timer.measure(
            expression: expression, tree: context.tree, document: document, index: context.engine.index,
            lookup: result.identifierLookup, native: result.nativeLocators, engine: context.engine,
            snapshots: context.snapshots, checked: true)
    }

    // MARK: Across page sources

    /// The page sources (positions in `results`, one per page source, in
    /// order) of screens the locator finds nothing on, where it is
    /// ``LocatorStatus/notThisScreen`` rather than broken: the locator's
    /// screens are those where it finds something (or only the file does,
    /// or it fails). A locator that finds nothing anywhere has no screen,
    /// and stays broken everywhere.
    static func pagesOfOtherScreens(_ results: [StoredPageResult], screens: [String]) -> [Int] {
        let home = Set(results.indices.filter { results[$0].placesLocator }.map { screens[$0] })
        guard !home.isEmpty else { return [] }
        return results.indices.filter { results[$0].isBroken && !home.contains(screens[$0]) }
    }

    /// For each screen with several page sources: the element the locator
    /// finds in the first page source where it finds exactly one, and
    /// whether it finds that element's counterpart in each of the others.
    func crossVersion(
        _ locator: Locator, results: [LocatorPageResult], pages: [PageContext], screens: [String]
    ) -> [CrossVersionReport] {
        var reports: [CrossVersionReport] = []
        var seen: Set<String> = []
        for screen in screens where seen.insert(screen).inserted {
            let members = pages.indices.filter { screens[$0] == screen }
            // `try?`: the reference is where the analysis just evaluated the
            // XPath to one element, on this engine; only a time limit hit by
            // this repeat could fail it, and the section has no element then.
            guard members.count > 1,
                let reference = members.first(where: { results[$0].count == 1 }),
                let referenceMatch = try? pages[reference].engine.evaluate(locator).found.first
            else { continue }
            let referenceTree = pages[reference].tree
            var entries: [CrossVersionReport.Entry] = []
            for member in members {
                let result = results[member]
                if member == reference {
                    entries.append(
                        .init(
                            pageSource: result.pageSource, outcome: .found, count: 1, counterpart: referenceMatch.index,
                            rule: nil)
                    )
                    continue
                }
                let engine = pages[member].engine
                // A path or the XPath that fails to evaluate here (a limit)
                // is an error of this page source, not a broken locator.
                var counterpart: (element: ElementID, rule: ElementCounterpart.Rule)?
                var found: [ElementID] = []
                var failed = result.status == .error
                do {
                    counterpart = try ElementCounterpart.find(referenceMatch, in: referenceTree, within: engine)
                    if !failed, counterpart != nil { found = try engine.evaluate(locator).matches }
                } catch {
                    failed = true
                }
                let outcome: CrossVersionOutcome
                if failed {
                    outcome = .error
                } else if let counterpart {
                    if found == [counterpart.element] {
                        outcome = .found
                    } else if found.isEmpty {
                        outcome = .broken
                    } else if found.contains(counterpart.element) {
                        outcome = .ambiguous
                    } else {
                        outcome = .wrongElement
                    }
                } else {
                    outcome = .noCounterpart
                }
                entries.append(
                    .init(
                        pageSource: result.pageSource, outcome: outcome, count: result.count,
                        counterpart: counterpart?.element.index, rule: counterpart?.rule
                    )
                )
            }
            reports.append(
                CrossVersionReport(
                    screen: screen, reference: pages[reference].input.name,
                    element: QueryMatch(element: referenceMatch, in: referenceTree), entries: entries
                )
            )
        }
        return reports
    }
}

extension LocatorComparison where Clock == ContinuousMeasurementClock {
    /// A comparison timed with the continuous clock.
    public init(settings: CompareSettings) {
        self.init(settings: settings, clock: ContinuousMeasurementClock())
    }
}

/// Where a comparison is: reported after each locator on each page source,
/// for a progress line.
public struct CompareProgress: Sendable, Hashable {
    public var completed: Int
    public var total: Int
    public var pageSource: String
    public var locator: String

    public init(completed: Int, total: Int, pageSource: String, locator: String) {
        self.completed = completed
        self.total = total
        self.pageSource = pageSource
        self.locator = locator
    }
}
