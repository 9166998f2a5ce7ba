import LocatorLabAdvice
import LocatorLabLocators
import LocatorLabModel
import LocatorLabRecording
import LocatorLabReporting

/// Judges every locator a recorded run sent, on the screen where it sent
/// it (`compare --recording`, and `replay`'s run report):
///
/// 1. the finds are grouped by distinct locator (wire strategy and value),
///    in the order the run first sent each;
/// 2. each is evaluated with the driver's semantics on each screen it was
///    sent on (``LocatorEngine``; an XPath on the driver's query document);
/// 3. an XPath goes through ``LocatorComparison`` on those screens, so it
///    gets exactly what `compare` says of it (status, fragility findings,
///    suggestions, survival, `xpath-device` timing); another strategy gets
///    the fragility catalog of its strategy and the shared ``LocatorRanking``
///    of its first match;
/// 4. an identifier replacement is reported only when it selects the same
///    elements, in the same order, on every screen the locator was sent on;
/// 5. each find's recorded answer (how many elements the upstream returned)
///    is set beside LocatorLab's count on the recorded screen, and a
///    disagreement carries the evidence of where it comes from
///    (``RecordedFindEvidence``).
public struct RecordedRunAnalysis<Clock: MeasurementClock> {
    /// `settings.timings` empty leaves estimates out; any other set
    /// estimates each locator's device cost (only `xpath-device` is taken).
    public let settings: CompareSettings
    public let clock: Clock
    /// For `replay`'s report, whose finds' latencies are LocatorLab's own
    /// evaluation times: a locator whose median find took longer than this
    /// many milliseconds is not put through survival trials (each trial
    /// evaluates it again on a changed copy of the screen, so a one-second
    /// XPath held a stopped replay for a minute); the report says which.
    /// Nil (`compare --recording`, whose latencies are a device's) tries
    /// every locator.
    public var trialsUpToMilliseconds: Double?
    /// For `replay`'s report, written when the replay is stopped: the time
    /// the analysis may take, on ``clock``. Past half of it, locators are
    /// judged without timing or survival trials; past all of it, the rest
    /// are listed with their finds but not analysed, and the report says
    /// so. After ~1,000 distinct locators, stopping a replay took 25 s.
    /// Nil (`compare --recording`) analyses everything.
    public var budgetNanoseconds: UInt64?

    public init(
        settings: CompareSettings, clock: Clock, trialsUpToMilliseconds: Double? = nil, budgetNanoseconds: UInt64? = nil
    ) {
        self.settings = settings
        self.clock = clock
        self.trialsUpToMilliseconds = trialsUpToMilliseconds
        self.budgetNanoseconds = budgetNanoseconds
    }

    /// The report of `finds` on `screens`. `sessions` give each find's
    /// platform and Android package; `actions` tell which find each screen
    /// was captured at (the evidence of a disagreement).
    ///
    /// With `shard` (`compare --recording --shard I/N`), only that shard's
    /// share of the distinct locators is judged, numbered as in the whole
    /// run: a locator is judged on every screen it was sent on at once (its
    /// replacement must hold on all of them), so the split is by distinct
    /// locator, never by find, and the evidence of each find still reads
    /// every find and action of its session. Every screen is listed.
    ///
    /// `engines`, whose screens are `screens` (a server's, through
    /// ``ScreenEngines/window(onto:as:)``), are evaluated on and keep what
    /// they build; without them the analysis builds its own.
    public func run(
        screens: [Screen], finds: [RecordedFind], sessions: [RecordedSession] = [], actions: [RecordedAction] = [],
        shard: ReportShard? = nil, engines shared: ScreenEngines? = nil
    ) -> RecordedRunReport {
        // A screen id names the first screen of that name.
        let screenByID = Dictionary(screens.indices.map { (screens[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
        let sessionsByID = Dictionary(sessions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let evidence = RecordedFindEvidence(finds: finds, actions: actions)
        let engines = shared ?? ScreenEngines(screens: screens, limits: settings.xpathLimits)

        var order: [String: Int] = [:]
        var groups: [[RecordedFind]] = []
        for find in finds {
            let key = find.using + "\u{0}" + find.value
            if let index = order[key] {
                groups[index].append(find)
            } else {
                order[key] = groups.count
                groups.append([find])
            }
        }

        var untried: [String] = []
        var (lighter, unanalysed) = (0, 0)
        let started = clock.nanoseconds()
        let judged = shard?.range(of: groups.count) ?? groups.indices
        let locators = zip(judged, groups[judged]).map { number, uses in
            let first = uses[0]
            let spent = clock.nanoseconds() &- started
            if let budget = budgetNanoseconds, spent >= budget {
                unanalysed += 1
                var report = RecordedLocatorReport(
                    number: number + 1, using: first.using, value: first.value, strategy: nil, findings: [],
                    screens: [], uses: [])
                report.notEvaluated = "not analysed: the report's time was up (compare --recording analyses every locator)"
                for find in uses { report.uses.append(evidence.use(find, result: nil, locator: report)) }
                return report
            }
            // Survival trials and the replacement's ranking trials, unless
            // one evaluation of it is slow (see `trialsUpToMilliseconds`)
            // or half the time for the report is spent.
            var trialSettings = settings
            if let budget = budgetNanoseconds, spent >= budget / 2 {
                lighter += 1
                trialSettings.mutations = []
                trialSettings.timings = []
            }
            if let limit = trialsUpToMilliseconds {
                let latencies = uses.map(\.latencyMilliseconds).sorted()
                let median = latencies[latencies.count / 2]
                if median > limit {
                    trialSettings.mutations = []
                    untried.append("\(first.using) \(first.value) (\(Int(median.rounded())) ms a find)")
                }
            }
            let session = sessionsByID[first.session]
            let platform = session?.platform ?? screenByID[first.screen].map { screens[$0].tree.platform } ?? .ios
            var report = RecordedLocatorReport(
                number: number + 1, using: first.using, value: first.value, strategy: nil, findings: [], screens: [],
                uses: [])
            var used: [Int] = []
            for use in uses {
                if let screen = screenByID[use.screen], !used.contains(screen) { used.append(screen) }
            }
            let package = session?.appPackage ?? settings.appPackage
            switch Self.strategy(using: first.using, platform: platform) {
            case .failure(let reason):
                report.notEvaluated = reason.text
            case .success(let strategy):
                report.strategy = strategy
                let locator = Locator(strategy: strategy, value: first.value)
                if strategy == .xpath {
                    compareXPath(
                        locator.value, on: used.map { screens[$0] },
                        engines: used.map { engines.engine(screen: $0, appPackage: package) }, appPackage: package,
                        settings: trialSettings, into: &report)
                } else {
                    report.findings = FragilityRule.findings(in: locator)
                    report.screens = used.map { screen in
                        evaluate(locator, on: screens[screen], engine: engines.engine(screen: screen, appPackage: package))
                    }
                }
                if report.invalid == nil {
                    findReplacement(
                        for: locator, on: used, appPackage: package, trials: trialSettings, engines: engines,
                        into: &report)
                }
            }
            // Several matches for a list (`find_elements`) is what the suite
            // asked for: ambiguous only where a singular find sent it.
            report.screens = report.screens.map { result in
                var result = result
                let sent = uses.filter { $0.screen == result.screen }
                if result.status == .ambiguous, !sent.isEmpty, sent.allSatisfy(\.plural) { result.status = .list }
                return result
            }
            // One at a time: a use's evidence reads the uses before it.
            for find in uses {
                report.uses.append(
                    evidence.use(find, result: report.screens.first { $0.screen == find.screen }, locator: report))
            }
            return report
        }
        var report = RecordedRunReport(
            screens: screens.map {
                RecordedRunReport.ScreenSummary(
                    id: $0.name, pageSource: $0.file, platform: $0.tree.platform, elements: $0.tree.count)
            },
            locators: locators, estimated: !settings.timings.isEmpty)
        if lighter + unanalysed > 0, let budget = budgetNanoseconds {
            report.notes.append(
                "the report had \(budget / 1_000_000) ms: \(lighter) locator\(lighter == 1 ? " was" : "s were") "
                    + "judged without timing or survival trials, and \(unanalysed) not analysed; "
                    + "`locatorlab compare --recording` analyses a recorded run in full")
        }
        if !untried.isEmpty, let limit = trialsUpToMilliseconds {
            report.notes.append(
                "survival not tried for \(untried.count) locator\(untried.count == 1 ? "" : "s") whose finds took over "
                    + "\(Int(limit)) ms each (`locatorlab compare` tries them): " + untried.joined(separator: "; "))
        }
        return report
    }

    struct Unevaluated: Error {
        var text: String
    }

    /// The strategy LocatorLab evaluates a wire `using` with on `platform`
    /// (``WireStrategy``), or why it does not evaluate it.
    static func strategy(using: String, platform: Platform) -> Result<LocatorStrategy, Unevaluated> {
        switch WireStrategy(using: using, on: platform) {
        case .evaluated(let strategy):
            return .success(strategy)
        case .unknown where using == "name":
            return .failure(Unevaluated(text: "LocatorLab does not evaluate the `name` strategy on Android"))
        case .unknown:
            return .failure(Unevaluated(text: "LocatorLab does not evaluate the strategy `\(using)`"))
        case .otherPlatform(let only):
            return .failure(
                Unevaluated(text: "`\(using)` is a strategy of \(only.rawValue) only; the \(platform.rawValue) driver refuses it"))
        }
    }

    /// An XPath through ``LocatorComparison`` on the screens it was sent on:
    /// its findings, and per screen compare's result and `xpath-device` timing.
    private func compareXPath(
        _ expression: String, on screens: [Screen], engines: [LocatorEngine], appPackage: String?,
        settings: CompareSettings, into report: inout RecordedLocatorReport
    ) {
        var compareSettings = settings
        compareSettings.appPackage = appPackage
        compareSettings.timings = settings.timings.isEmpty ? [] : [.xpathDevice]
        let compared = LocatorComparison(settings: compareSettings, clock: clock).run(
            pageSources: screens.map { Screen(name: $0.file, tree: $0.tree) },
            locators: LocatorList(expressions: [expression]), engines: engines)
        guard let locator = compared.locators.first else { return }
        report.invalid = locator.invalid
        report.findings = locator.findings
        report.screens = zip(screens, locator.everyPage(of: compared.pageSources)).map { screen, page in
            // Every screen here is one the suite sent the XPath on: finding
            // nothing is broken, never "another screen".
            let status = page.status == .notThisScreen ? .broken : page.status
            var result = RecordedLocatorReport.ScreenResult(
                screen: screen.name, pageSource: screen.file, status: status, count: page.count,
                first: page.matches.first, notes: page.notes, error: page.error)
            result.estimate = page.timings?[.xpathDevice]
            result.estimateKind = result.estimate == nil ? nil : TimingKind.xpathDevice.rawValue
            result.comparison = page
            return result
        }
    }

    /// A locator of another strategy on one screen: its matches and, when
    /// timing, the engine's evaluation cost.
    private func evaluate(_ locator: Locator, on screen: Screen, engine: LocatorEngine)
        -> RecordedLocatorReport.ScreenResult
    {
        let result: LocatorResult
        do {
            result = try engine.evaluate(locator)
        } catch {
            return RecordedLocatorReport.ScreenResult(
                screen: screen.name, pageSource: screen.file, status: .error, count: 0, first: nil, notes: [],
                error: error.description)
        }
        var screenResult = RecordedLocatorReport.ScreenResult(
            screen: screen.name, pageSource: screen.file, status: LocatorStatus(count: result.found.count),
            count: result.found.count, first: result.found.first.map { QueryMatch(element: $0, in: screen.tree) },
            notes: result.notes, error: nil)
        if !settings.timings.isEmpty {
            let runner = MeasurementRunner(settings: settings.measurement, clock: clock)
            screenResult.estimate = runner.measure { iterations in
                var checksum = 0
                for _ in 0..<iterations {
                    // Evaluated without error just above.
                    checksum &+= (try? engine.evaluate(MeasurementSink.opaque(locator)))?.found.count ?? 0
                }
                MeasurementSink.consume(checksum)
            }
            screenResult.estimateKind = "evaluation"
        }
        return screenResult
    }

    /// The identifier of the locator's first match, ranked by
    /// ``LocatorRanking`` on the first screen where it matches something,
    /// kept only if it selects the same elements on every screen (positions
    /// in `engines.screens`).
    private func findReplacement(
        for locator: Locator, on screens: [Int], appPackage: String?, trials settings: CompareSettings,
        engines: ScreenEngines, into report: inout RecordedLocatorReport
    ) {
        if locator.strategy == .accessibilityID || locator.strategy == .id {
            report.replacementUnavailable = "it is an identifier lookup already"
            return
        }
        var matches: [[ElementID]] = []
        for screen in screens {
            // `try?`: a locator that fails on a screen has no replacement.
            guard let found = try? engines.engine(screen: screen, appPackage: appPackage).evaluate(locator).matches else {
                report.replacementUnavailable = "it cannot be evaluated on \(engines.screens[screen].file)"
                return
            }
            matches.append(found)
        }
        guard let home = matches.firstIndex(where: { !$0.isEmpty }) else {
            report.replacementUnavailable = "it matches nothing on the screens it was sent on"
            return
        }
        let trials = LocatorRanking.Trials(kinds: settings.mutations, seeds: settings.seeds)
        let ranking = LocatorRanking(engine: engines.engine(screen: screens[home], appPackage: appPackage), trials: trials)
        let ranked = ranking.ranked(for: matches[home][0], original: locator)
        let candidates = ranked.locators.filter { $0.kind == .accessibilityID || $0.kind == .androidID }.map(\.locator)
        for candidate in candidates {
            let equivalent = screens.indices.allSatisfy { index in
                (try? engines.engine(screen: screens[index], appPackage: appPackage).evaluate(candidate).matches)
                    == matches[index]
            }
            if equivalent {
                report.replacement = RecordedLocatorReport.Replacement(
                    locator: candidate, screens: screens.map { engines.screens[$0].name })
                return
            }
        }
        report.replacementUnavailable =
            candidates.isEmpty
            ? "its first match has no identifier that selects exactly it"
            : "no identifier selects the same elements on every screen it was sent on"
    }
}

extension RecordedRunAnalysis where Clock == ContinuousMeasurementClock {
    public init(settings: CompareSettings) {
        self.init(settings: settings, clock: ContinuousMeasurementClock())
    }
}
