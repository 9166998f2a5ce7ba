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
    /// each locator on each page source.
    public func run(
        pageSources: [PageSourceInput], locators: LocatorList, progress: ((CompareProgress) -> Void)? = nil
    ) -> CompareReport {
        let pages = pageSources.map { PageContext(input: $0, settings: settings) }
        var reports: [LocatorReport] = []
        let valid = locators.entries.filter { LocatorList.problem(in: $0) == nil }.count
        let total = valid * pages.count
        var completed = 0

        for (position, entry) in locators.entries.enumerated() {
            var report = LocatorReport(
                number: position + 1, expression: entry.expression, file: entry.file, line: entry.line)
            if let problem = LocatorList.problem(in: entry) {
                report.invalid = InvalidLocator(offset: problem.offset, message: problem.message)
                reports.append(report)
                continue
            }
            report.findings = FragilityRule.findings(in: entry.expression)
            for page in pages {
                report.pages.append(analyze(entry.expression, on: page))
                completed += 1
                progress?(
                    CompareProgress(
                        completed: completed, total: total, pageSource: page.input.name, locator: entry.expression))
            }
            report.acrossPageSources = crossVersion(entry.expression, results: report.pages, pages: pages)
            reports.append(report)
        }

        let summaries = pages.map { page in
            PageSourceSummary(
                name: page.input.name, platform: page.tree.platform, elements: page.tree.count, screen: page.screen)
        }
        return CompareReport(
            run: CompareRunInfo(build: .current, libxml2: LibXML.dottedVersion, settings: settings),
            pageSources: summaries,
            locators: reports
        )
    }

    // MARK: One locator on one page source

    func analyze(_ expression: String, on context: PageContext) -> LocatorPageResult {
        let input = context.input
        let engine = context.engine
        let tree = input.tree
        let result: LocatorResult
        do {
            result = try engine.evaluate(.xpath(expression))
        } catch {
            var failed = LocatorPageResult(pageSource: input.name, status: .error, count: 0)
            failed.error = error.description
            return failed
        }
        let matches = result.matches
        var page = LocatorPageResult(
            pageSource: input.name, status: LocatorStatus(count: matches.count), count: matches.count)
        page.matches = matches.prefix(settings.maximumListedMatches).map { QueryMatch(element: $0, in: tree) }
        page.notes = result.notes

        // What the XPath was meant to find: its matches, or, when it matches
        // nothing on a device but something on the page-source file (an
        // `/AppiumAUT/…` path), what it matches there.
        var targets = matches
        if matches.isEmpty {
            let fileMatches = context.fileOnlyMatches(expression)
            if !fileMatches.isEmpty {
                targets = fileMatches
                page.fileOnlyMatches = fileMatches.prefix(settings.maximumListedMatches).map {
                    QueryMatch(element: $0, in: tree)
                }
            }
        }

        // Suggestions for the first targets.
        let suggester = LocatorSuggester(engine: engine)
        let original = Locator.xpath(expression)
        page.suggestions = targets.prefix(settings.maximumTargets).map {
            suggester.suggestions(for: $0, original: original)
        }

        // The identifier the XPath is compared with.
        let lookup = identifierLookup(matches: targets, suggestions: page.suggestions, engine: engine)
        switch lookup {
        case .success(let found): page.identifierLookup = found
        case .failure(let reason): page.identifierUnavailable = reason.text
        }

        if !settings.timings.isEmpty, let document = context.timingDocument(for: expression) {
            let timer = LocatorTimer(
                runner: MeasurementRunner(settings: settings.measurement, clock: clock), kinds: settings.timings,
                operationLimit: settings.operationLimit)
            page.timings = try? timer.measure(
                expression: expression, tree: tree, document: document, index: engine.index,
                lookup: page.identifierLookup
            )
        }

        // Survival under mutation; an XPath that matches nothing on a device
        // has nothing to lose, but its replacements are still checked.
        if targets.isEmpty {
            page.survivalSkipped = "the XPath matches nothing here, so there is no element to follow"
        } else if !settings.mutations.isEmpty {
            var strategies: [(StrategyLocator, [ElementID])] = []
            if !matches.isEmpty {
                strategies.append((StrategyLocator(strategy: .xpath, locator: original, count: matches.count), matches))
            }
            if let lookup = page.identifierLookup,
                let found = try? engine.evaluate(lookup.locator).matches
            {
                strategies.append(
                    (StrategyLocator(strategy: .identifier, locator: lookup.locator, count: found.count), found))
            }
            if let best = page.bestSuggestion, let target = page.suggestions.first?.element {
                strategies.append(
                    (StrategyLocator(strategy: .suggestion, locator: best.locator, count: 1), [ElementID(target)]))
            }
            let analyzer = SurvivalAnalyzer(
                tree: tree, kinds: settings.mutations, seeds: settings.seeds, appPackage: settings.appPackage,
                operationLimit: settings.operationLimit
            )
            page.survival = analyzer.analyze(
                targets: Array(targets.prefix(settings.maximumTargets)), strategies: strategies)
        }
        return page
    }

    struct Unavailable: Error {
        var text: String
    }

    /// The target's accessibility name when the XPath matches exactly one
    /// element; else the best suggestion's identifier; else why there is none.
    func identifierLookup(matches: [ElementID], suggestions: [TargetSuggestions], engine: LocatorEngine) -> Result<
        IdentifierLookup, Unavailable
    > {
        let tree = engine.tree
        let nameAttribute = tree.platform == .ios ? AttributeName.name : AttributeName.contentDescription
        if matches.count == 1,
            let name = LocatorSuggester.accessibilityName(of: tree[matches[0]], platform: tree.platform)
        {
            let locator = Locator.accessibilityID(name)
            let count = (try? engine.evaluate(locator).matches.count) ?? 0
            return .success(
                IdentifierLookup(
                    locator: locator, source: .targetName, attribute: nameAttribute, value: name, count: count))
        }
        if let target = suggestions.first,
            let best = target.suggestions.first(where: { $0.kind == .accessibilityID || $0.kind == .androidID })
        {
            let element = tree[ElementID(target.element)]
            let attribute = best.kind == .androidID ? AttributeName.resourceID : nameAttribute
            let value = best.kind == .androidID ? (element.resourceID ?? best.locator.value) : best.locator.value
            let count = (try? engine.evaluate(best.locator).matches.count) ?? 0
            return .success(
                IdentifierLookup(
                    locator: best.locator, source: .suggestion, attribute: attribute, value: value, count: count))
        }
        if matches.isEmpty {
            return .failure(Unavailable(text: "the XPath matches nothing here, so there is no element to look up"))
        }
        if matches.count > 1 {
            return .failure(
                Unavailable(
                    text:
                        "the XPath matches \(matches.count) elements and the first has no unique identifier to suggest")
            )
        }
        return .failure(Unavailable(text: "the element has no accessibility name and no unique identifier to suggest"))
    }

    // MARK: Across page sources

    /// For each screen with several page sources: the element the locator
    /// finds in the first page source where it finds exactly one, and
    /// whether it finds that element's counterpart in each of the others.
    func crossVersion(_ expression: String, results: [LocatorPageResult], pages: [PageContext]) -> [CrossVersionReport]
    {
        var reports: [CrossVersionReport] = []
        var seen: Set<String> = []
        for page in pages where seen.insert(page.screen).inserted {
            let members = pages.indices.filter { pages[$0].screen == page.screen }
            guard members.count > 1,
                let reference = members.first(where: { results[$0].count == 1 }),
                let referenceMatch = try? pages[reference].engine.evaluate(.xpath(expression)).matches.first
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
                let counterpart = ElementCounterpart.find(referenceMatch, in: referenceTree, within: engine)
                let outcome: CrossVersionOutcome
                if result.status == .error {
                    outcome = .error
                } else if let counterpart {
                    let found = (try? engine.evaluate(.xpath(expression)).matches) ?? []
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
                    screen: page.screen, reference: pages[reference].input.name,
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
