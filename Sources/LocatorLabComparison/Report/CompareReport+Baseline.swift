import LocatorLabAdvice
import LocatorLabReporting

extension CompareReport {
    /// What changed since `baseline` (`compare --baseline`): for each locator
    /// in both (the same strategy and value) on each page source in both
    /// (paired by ``BaselinePairing``), a status that got worse (newly
    /// broken, ambiguous or failing) or better (fixed), and a survival rate
    /// of the locator as written (`xpath`) or its identifier (`id`) that
    /// dropped or rose, when both runs used the same seeds. Nothing found on
    /// another screen (`not-this-screen`) is no change: a locator whose
    /// element is gone is broken on its own screen, and said once there.
    public func changes(since baseline: CompareBaseline, file: String) -> BaselineDiff {
        let pairing = BaselinePairing(baseline: baseline.pageSources.map(\.name), current: pageSources.map(\.name))
        let old = Dictionary(baseline.locators.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let sameSeeds = baseline.run.seeds == run.seeds
        let baselinePageSources = baseline.pageSourceNames
        var changes: [BaselineChange] = []
        var seen: Set<String> = []
        for locator in locators {
            let key = Self.baselineKey(locator)
            seen.insert(key)
            guard let before = old[key] else {
                changes.append(
                    BaselineChange(
                        direction: .neutral, kind: "locator-added", pageSource: nil, subject: locator.shownLocator,
                        message: "not in the baseline"))
                continue
            }
            switch (before.invalid, locator.invalid) {
            case (nil, let now?):
                changes.append(
                    BaselineChange(
                        direction: .regression, kind: "newly-invalid", pageSource: nil, subject: locator.shownLocator,
                        message: now.message))
                continue
            case (_?, nil):
                changes.append(
                    BaselineChange(
                        direction: .improvement, kind: "fixed-invalid", pageSource: nil, subject: locator.shownLocator,
                        message: "compiles now"))
            case (_?, _?): continue
            case (nil, nil): break
            }
            let listed = Dictionary(before.pages.map { ($0.pageSource, $0) }, uniquingKeysWith: { first, _ in first })
            for page in locator.everyPage(of: pageSources) {
                guard let name = pairing.baselineName(of: page.pageSource),
                    let was = before.result(on: name, listed: listed, pageSources: baselinePageSources)
                else { continue }
                if let change = Self.statusChange(was: was, now: page, subject: locator.shownLocator) {
                    changes.append(change)
                }
                guard sameSeeds, let survival = page.survival, let oldRates = was.survival?.rates else { continue }
                for strategy in [SurvivalStrategy.xpath, .identifier] {
                    guard let now = survival.rate(for: strategy),
                        let then = oldRates.first(where: { $0.strategy == strategy.rawValue }),
                        let change = Self.survivalChange(
                            then: then, now: now, pageSource: page.pageSource, subject: locator.shownLocator)
                    else { continue }
                    changes.append(change)
                }
            }
        }
        for locator in baseline.locators where !seen.contains(locator.key) {
            let shown = CompareReport.shown(expression: locator.expression, strategy: locator.strategy)
            changes.append(
                BaselineChange(
                    direction: .neutral, kind: "locator-removed", pageSource: nil, subject: shown,
                    message: "only in the baseline"))
        }
        var notes: [String] = []
        if !sameSeeds {
            notes.append("survival is not compared: the baseline used other mutation seeds (--seeds)")
        }
        return BaselineDiff(
            file: file, changes: changes, addedPageSources: pairing.added, removedPageSources: pairing.removed,
            notes: notes)
    }

    /// A locator's identity across builds: its strategy and value.
    static func baselineKey(_ locator: LocatorReport) -> String {
        (locator.strategy ?? "xpath") + "\u{1F}" + locator.expression
    }

    /// The locator as reports show it, from the JSON's fields.
    static func shown(expression: String, strategy: String?) -> String {
        var report = LocatorReport(number: 0, expression: expression, file: nil, line: nil)
        report.strategy = strategy
        return report.shownLocator
    }

    /// How bad a status is: finding exactly its element (or a list, or
    /// nothing on another screen) is 0, several elements 1, none or an error 2.
    private static func badness(_ status: String) -> Int? {
        switch LocatorStatus(rawValue: status) {
        case .unique?, .list?, .notThisScreen?: 0
        case .ambiguous?: 1
        case .broken?, .error?: 2
        case nil: nil
        }
    }

    static func statusChange(was: CompareBaseline.Page, now: LocatorPageResult, subject: String) -> BaselineChange? {
        let before = was.status
        let after = now.status.rawValue
        guard before != after, let old = badness(before), let new = badness(after) else { return nil }
        // Nothing on another screen and nothing at all are the same absence
        // here: a locator whose element is gone is broken on every page
        // source, and is said once, on its own screen.
        let absent: Set<String> = [LocatorStatus.notThisScreen.rawValue, LocatorStatus.broken.rawValue]
        if absent.contains(before) && absent.contains(after) { return nil }
        let kind: String
        let direction: BaselineChange.Direction
        if new > old {
            direction = .regression
            kind =
                switch now.status {
                case .ambiguous: "newly-ambiguous"
                case .error: "newly-failing"
                default: "newly-broken"
                }
        } else if new < old {
            direction = .improvement
            kind = "fixed"
        } else {
            direction = .neutral
            kind = "status-changed"
        }
        let counts = "\(was.count) → \(now.count) matches"
        return BaselineChange(
            direction: direction, kind: kind, pageSource: now.pageSource, subject: subject,
            message: now.error ?? counts, before: before, after: after)
    }

    static func survivalChange(
        then: CompareBaseline.Rate, now: SurvivalRate, pageSource: String, subject: String
    ) -> BaselineChange? {
        guard then.trials > 0, now.trials > 0 else { return nil }
        let old = then.survived * now.trials
        let new = now.survived * then.trials
        guard old != new else { return nil }
        let dropped = new < old
        let name = now.strategy == .xpath ? "the locator as written" : "its identifier"
        return BaselineChange(
            direction: dropped ? .regression : .improvement, kind: dropped ? "survival-dropped" : "survival-rose",
            pageSource: pageSource, subject: subject,
            message: "\(name) (\(now.strategy.rawValue)) survived \(dropped ? "fewer" : "more") mutations",
            before: "\(then.survived)/\(then.trials)", after: "\(now.survived)/\(now.trials)")
    }
}
