import LocatorLabAdvice
import LocatorLabLocators
import LocatorLabReporting

/// Decisions shared by the text, Markdown and HTML renderings of a
/// comparison, so that the three say the same things.
extension CompareReport {
    /// The page sources worth showing for `locator`: all but those of
    /// other screens (``LocatorStatus/notThisScreen``), which are only counted.
    func relevantPages(of locator: LocatorReport) -> (shown: [LocatorPageResult], hidden: Int) {
        (locator.pages, locator.notThisScreen)
    }

    /// `2 matches (ambiguous)`, `0 matches (broken)`, `1 match`.
    static func matchText(_ page: LocatorPageResult) -> String {
        switch page.status {
        case .error: return "error"
        case .unique: return "1 match"
        case .ambiguous: return "\(page.count) matches (ambiguous)"
        case .list: return "\(page.count) matches (a list)"
        case .broken: return "0 matches (broken)"
        case .notThisScreen: return "0 matches (not this screen)"
        }
    }

    static func emphasis(for status: LocatorStatus) -> CellEmphasis {
        switch status {
        case .unique, .list: .good
        case .ambiguous: .warning
        case .broken, .error: .bad
        case .notThisScreen: .muted
        }
    }

    static func emphasis(forRate rate: Double?) -> CellEmphasis {
        guard let rate else { return .muted }
        return rate >= 0.999 ? .good : rate >= 0.75 ? .warning : .bad
    }

    /// `value` with `decimals` decimals, independent of the locale.
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        SVGValueFormat.number(decimals: decimals).string(value)
    }

    /// `653x`, `11.7x`, `1.31x`.
    static func ratioText(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "n/a" }
        if value >= 100 { return fixed(value, 0) + "x" }
        if value >= 10 { return fixed(value, 1) + "x" }
        return fixed(value, 2) + "x"
    }

    /// The fastest native strategy's median with its name
    /// (`class-chain 412 µs`), or `n/a` when none was timed.
    static func nativeTimingText(_ timings: LocatorTimings) -> String {
        let measured = TimingKind.native.compactMap { kind in timings[kind].map { (kind, $0.median) } }
        guard let fastest = measured.min(by: { $0.1 < $1.1 }) else { return "n/a" }
        return "\(fastest.0.rawValue) \(DurationFormatting.string(nanoseconds: fastest.1))"
    }

    static func durationText(_ statistics: TimingStatistics?) -> String {
        statistics.map { DurationFormatting.string(nanoseconds: $0.median) } ?? "n/a"
    }

    /// `16/16 (100%)`, or `n/a`.
    static func rateText(_ rate: SurvivalRate?) -> String {
        guard let rate, let value = rate.rate else { return "n/a" }
        return "\(rate.survived)/\(rate.trials) (\(fixed(value * 100, 0))%)"
    }

    /// `82%`, or `n/a`.
    static func percentText(_ rate: SurvivalRate?) -> String {
        guard let rate, let value = rate.rate else { return "n/a" }
        return fixed(value * 100, 0) + "%"
    }

    /// `94% / 100% / n/a`: each strategy's survival in ``SurvivalStrategy``
    /// order, for overview tables; `n/a` without survival.
    static func survivalPercentages(_ page: LocatorPageResult) -> String {
        guard let survival = page.survival else { return "n/a" }
        return SurvivalStrategy.allCases.map { percentText(survival.rate(for: $0)) }.joined(separator: " / ")
    }

    /// `accessibility-id: Login.Submit`, or empty without a suggestion.
    static func bestSuggestionText(_ page: LocatorPageResult) -> String {
        page.bestSuggestion.map { "\($0.kind.rawValue): \($0.locator.value)" } ?? ""
    }

    /// `survived 16/19`: how a suggestion fared in the survival trials.
    static func survivalText(_ survival: SuggestionSurvival) -> String {
        "survived \(survival.survived)/\(survival.trials)"
    }

    /// Said when the locator as written survived more trials than every
    /// suggestion: "the XPath as written …", "the XCUITest query as written …".
    static func writtenSurvivesBetterNote(_ page: LocatorPageResult) -> String {
        let written = page.survival.map { strategyName(.xpath, in: $0) } ?? "xpath"
        return "the \(kindName(strategy: written == "xpath" ? nil : written)) as written survived more trials than any "
            + "suggestion, so none is called the best"
    }

    /// How a report names a locator of this strategy (``LocatorReport/strategy``,
    /// `nil` for an XPath): "XPath", "XCUITest query", else the strategy.
    static func kindName(strategy: String?) -> String {
        switch strategy {
        case nil: "XPath"
        case LocatorStrategy.xcuitest.displayName: "XCUITest query"
        case let name?: name
        }
    }

    /// `invalid XPath at offset 3: …`, `invalid XCUITest query at offset 3: …`.
    static func invalidText(_ locator: LocatorReport, _ invalid: InvalidLocator) -> String {
        "invalid \(kindName(strategy: locator.strategy)) at offset \(invalid.offset): \(invalid.message)"
    }

    /// ``strategyName(_:)`` for one locator's survival: its `xpath` row
    /// follows the locator as written, which for an XCUITest query is named
    /// `xcuitest`.
    static func strategyName(_ strategy: SurvivalStrategy, in survival: SurvivalReport) -> String {
        if strategy == .xpath, let written = survival.strategies.first(where: { $0.strategy == .xpath })?.locator.strategy,
            written != .xpath
        {
            return written.rawValue
        }
        return strategyName(strategy)
    }

    /// What the tables of the whole report call the locator as written
    /// (the survival strategy `xpath`): `xpath`, or `xcuitest` when every
    /// locator followed through the trials is an XCUITest query (another
    /// strategy likewise), `as written` when they differ.
    var writtenName: String {
        let followed = locators.filter { locator in locator.pages.contains { $0.survival != nil } }
        let names = Set(followed.map { $0.strategy ?? "xpath" })
        return names.count > 1 ? "as written" : names.first ?? "xpath"
    }

    /// ``strategyName(_:)`` in the tables of the whole report.
    func columnName(_ strategy: SurvivalStrategy) -> String {
        strategy == .xpath ? writtenName : Self.strategyName(strategy)
    }

    static func strategyName(_ strategy: SurvivalStrategy) -> String {
        switch strategy {
        case .xpath: "xpath"
        case .identifier: "id"
        case .suggestion: "best suggestion"
        }
    }

    /// The mutations after which `strategy` no longer found the same
    /// elements, with how often: `insert-sibling ×3 (wrong-element), change-texts (broken)`.
    static func failures(of strategy: SurvivalStrategy, in survival: SurvivalReport) -> String? {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for trial in survival.trials {
            guard let outcome = trial.outcome(for: strategy), !outcome.survived else { continue }
            let key = "\(trial.mutation.rawValue) (\(outcome.rawValue))"
            if counts[key] == nil { order.append(key) }
            counts[key, default: 0] += 1
        }
        guard !order.isEmpty else { return nil }
        return order.map { key in counts[key]! > 1 ? key.replacingFirst(" (", with: " ×\(counts[key]!) (") : key }
            .joined(separator: ", ")
    }

    /// `type "name"`; without a name, `type text "…"` (Android, whose
    /// unnamed matches are mostly told apart by their text) or
    /// `type label "…"`; else just the type.
    static func describe(_ match: QueryMatch) -> String {
        if let name = match.name, !name.isEmpty { return "\(match.type) \"\(name)\"" }
        if let label = match.label, !label.isEmpty {
            // Android class names are dotted (`android.widget.TextView`), iOS types never.
            return "\(match.type) \(match.type.contains(".") ? "text" : "label") \"\(label)\""
        }
        return match.type
    }

    /// A one-line account of what a locator does across the page sources of one screen.
    static func crossVersionText(_ report: CrossVersionReport) -> String {
        let others = report.entries.filter { $0.pageSource != report.reference }
        let details = others.map { entry -> String in
            var text = "\(entry.pageSource): \(entry.outcome.rawValue)"
            if let rule = entry.rule { text += " (element matched by \(rule.rawValue))" }
            return text
        }
        return "finds its element in \(report.foundCount) of \(report.entries.count) page sources of \(report.screen)"
            + (details.isEmpty ? "" : "; " + details.joined(separator: "; "))
    }

    /// The run description under the title.
    var runDescription: String {
        var parts = ["\(run.build.rawValue) build"]
        if run.build == .debug { parts[0] += " (timings are not representative: build with -c release)" }
        parts.append("libxml2 \(run.libxml2)")
        if run.timings.isEmpty {
            parts.append("no timing")
        } else {
            parts.append(
                "at least \(DurationFormatting.string(nanoseconds: Double(run.minimumTimeNanoseconds), trimmingZeros: true)) per timing"
            )
        }
        if let first = run.seeds.first, let last = run.seeds.last {
            parts.append(run.seeds.count == 1 ? "mutation seed \(first)" : "mutation seeds \(first)-\(last)")
        }
        if let noise = run.noise {
            var spread = "machine noise \(Self.percent(noise.spread)) (reference workload, drift \(Self.percent(noise.drift)))"
            if let share = noise.cpuShare, share < 1 - MachineNoise.tolerance {
                spread += ", LocatorLab ran \(Self.percent(share)) of the time"
            }
            parts.append(
                noise.isTooNoisy
                    ? spread + "; TIMINGS UNRELIABLE: the machine was busy (other runs?); measure again on a quiet machine"
                    : spread)
        }
        return parts.joined(separator: ", ")
    }

    private static func percent(_ fraction: Double) -> String {
        "\(Int((fraction * 100).rounded()))%"
    }

    var title: String {
        let locatorNoun = locators.count == 1 ? "locator" : "locators"
        let pageNoun = pageSources.count == 1 ? "page source" : "page sources"
        return "Locator comparison: \(locators.count) \(locatorNoun) on \(pageSources.count) \(pageNoun)"
    }

    /// Headline sentences for the summary.
    var headlines: [(label: String, text: String)] {
        var lines: [(String, String)] = []
        // Counted where each locator belongs: a locator of one screen finding
        // nothing on another screen is not news.
        var counts: [LocatorStatus: Int] = [:]
        var elsewhere = 0
        for locator in locators where locator.invalid == nil {
            let (shown, hidden) = relevantPages(of: locator)
            for page in shown { counts[page.status, default: 0] += 1 }
            elsewhere += hidden
        }
        var results =
            "\(counts[.unique] ?? 0) unique, \(counts[.ambiguous] ?? 0) ambiguous, \(counts[.broken] ?? 0) broken, "
            + "\(counts[.error] ?? 0) errors (locator × page source of its screen)"
        if elsewhere > 0 { results += "; not this screen: \(elsewhere) page source\(elsewhere == 1 ? "" : "s")" }
        lines.append(("results", results))
        if summary.invalidLocators > 0 {
            let invalid = locators.filter { $0.invalid != nil }.map { locator -> String in
                locator.line.map { "\(locator.file ?? "")\(locator.file == nil ? "" : ":")\($0)" }
                    ?? "#\(locator.number)"
            }
            lines.append(
                (
                    "invalid",
                    "\(summary.invalidLocators) locator\(summary.invalidLocators == 1 ? "" : "s") (\(invalid.joined(separator: ", ")))"
                ))
        }
        for ratio in summary.ratios
        where ["xpath/id-index", "xpath-device/id-scan", "xpath/libxml2-direct"].contains(ratio.ratio) {
            let meaning: String
            switch ratio.ratio {
            case "xpath/id-index": meaning = "XPath evaluation vs. identifier index lookup"
            case "xpath-device/id-scan": meaning = "driver XPath query vs. identifier scan"
            default: meaning = "LocatorLab's wrapper vs. libxml2 alone"
            }
            lines.append((ratio.ratio, "\(Self.ratioText(ratio.median)) median over \(ratio.pairs) (\(meaning))"))
        }
        if !summary.survival.isEmpty {
            let parts = summary.survival.map { "\(columnName($0.strategy)) \(Self.rateText($0))" }
            lines.append(("survival", parts.joined(separator: ", ")))
        }
        return lines
    }
}
