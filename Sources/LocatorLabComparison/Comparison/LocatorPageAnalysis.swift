import LocatorLabAdvice
import LocatorLabLocators
import LocatorLabModel

/// Everything ``LocatorComparison`` learns about one locator on one page
/// source except its timings: matches, notes, suggestions, the identifier
/// it is compared with, and survival under mutation. Needs nothing but the
/// settings, so comparisons run it on several threads at once.
struct LocatorPageAnalysis: Sendable {
    let settings: CompareSettings

    /// Any strategy: what is about XPath (the file-only matches of an
    /// `/AppiumAUT/…` path, the native rungs of its timing ladder) is left
    /// out for the others.
    func analyze(_ original: Locator, on context: PageContext) -> LocatorPageResult {
        let input = context.input
        let engine = context.engine
        let tree = input.tree
        let isXPath = original.strategy == .xpath
        let result: LocatorResult
        do {
            result = try engine.evaluate(original)
        } catch {
            var failed = LocatorPageResult(pageSource: input.name, status: .error, count: 0)
            failed.error = error.description
            return failed
        }
        let matches = result.matches
        var page = LocatorPageResult(
            pageSource: input.name, status: LocatorStatus(count: matches.count), count: matches.count)
        // An XCUITest query ending in a query or a count (`app.cells.count`)
        // asks for its matches: several are a list, not an ambiguity.
        if original.strategy == .xcuitest, matches.count > 1,
            let syntax = try? XCUIQuerySyntax.parse(original.value), !syntax.resolvesToElement
        {
            page.status = .list
        }
        page.matches = matches.prefix(settings.maximumListedMatches).map { QueryMatch(element: $0, in: tree) }
        page.notes = result.notes

        // What the XPath was meant to find: its matches, or, when it matches
        // nothing on a device but something on the page-source file (an
        // `/AppiumAUT/…` path), what it matches there.
        // A failure there is said, not read as "nothing on the file either".
        var targets = matches
        if matches.isEmpty && isXPath {
            do {
                let fileMatches = try context.fileOnlyMatches(original.value)
                if !fileMatches.isEmpty {
                    targets = fileMatches
                    page.fileOnlyMatches = fileMatches.prefix(settings.maximumListedMatches).map {
                        QueryMatch(element: $0, in: tree)
                    }
                }
            } catch {
                page.notes.append(
                    "what it matches in the page-source file (with the AppiumAUT wrapper) is unknown: "
                        + "evaluating it there failed: \(error.description)")
            }
        }

        // Suggestions for the first targets.
        let suggester = LocatorSuggester(engine: engine)
        page.suggestions = targets.prefix(settings.maximumTargets).map {
            suggester.suggestions(for: $0, original: original)
        }

        // The native strategies' rungs of the timing ladder: the best
        // expression of each that selects exactly what the XPath selects.
        if isXPath && !matches.isEmpty && TimingKind.native.contains(where: settings.timings.contains) {
            let strategies = LocatorStrategy.native(on: tree.platform)
            page.nativeLocators = strategies.compactMap { strategy in
                guard let kind = TimingKind(nativeStrategy: strategy), settings.timings.contains(kind) else { return nil }
                return engine.nativeCandidates(for: matches, strategy: strategy).first?.locator
            }
        }

        // The identifier the XPath is compared with.
        let lookup = identifierLookup(matches: targets, suggestions: page.suggestions, engine: engine)
        switch lookup {
        case .success(let found): page.identifierLookup = found
        case .failure(let reason): page.identifierUnavailable = reason.text
        }

        // Survival under mutation; an XPath that matches nothing on a device
        // has nothing to lose, but its replacements are still checked.
        if targets.isEmpty {
            page.survivalSkipped = "the XPath matches nothing here, so there is no element to follow"
        } else if !settings.mutations.isEmpty {
            var strategies: [(StrategyLocator, [ElementID])] = []
            // The survival table's `xpath` row is the XPath's; another
            // strategy is followed as the identifier or the suggestion.
            // An XCUITest query is followed in that row too: it is the
            // locator as written, evaluated on every mutated tree.
            if !matches.isEmpty && (isXPath || original.strategy == .xcuitest) {
                strategies.append((StrategyLocator(strategy: .xpath, locator: original, count: matches.count), matches))
            }
            if let lookup = page.identifierLookup {
                do {
                    let found = try engine.evaluate(lookup.locator).matches
                    strategies.append(
                        (StrategyLocator(strategy: .identifier, locator: lookup.locator, count: found.count), found))
                } catch {
                    // Not followed through the trials, and said so: a lookup
                    // that fails is not one that survives nothing.
                    page.identifierLookup = nil
                    page.identifierUnavailable = "looking it up failed: \(error)"
                }
            }
            // The first target's suggestions are ranked by the shared
            // ranking (trials around that element alone), the same list
            // `inspect` and `convert` give it. With one target the XPath and
            // the identifier are followed through those very trials; with
            // several, through trials around all of them, with the
            // ranking's best as the suggestion strategy.
            let followed = Array(targets.prefix(settings.maximumTargets))
            let ranked = context.ranking.rank(page.suggestions[0], alongside: followed.count == 1 ? strategies : [])
            page.suggestions[0] = ranked.suggestions
            let report: SurvivalReport
            if followed.count == 1 {
                report = ranked.survival.report
            } else {
                let analyzer = SurvivalAnalyzer(
                    tree: tree, kinds: settings.mutations, seeds: settings.seeds, appPackage: settings.appPackage,
                    limits: settings.xpathLimits, frames: context.frames
                )
                let best = ranked.locators.first.map { [($0.locator, [ranked.element])] } ?? []
                report = analyzer.analyze(targets: followed, strategies: strategies, candidates: best).report
            }
            page.survival = report
            if !ranked.locators.isEmpty {
                let xpath = report.rate(for: .xpath)?.survived ?? 0
                // With several targets the best suggestion has two counts:
                // its ranking's (around its element) and the report's
                // (around all the targets, as the XPath's); it is the best
                // only when the XPath beats neither. One target: they agree.
                let best = min(
                    report.rate(for: .suggestion)?.survived ?? 0, ranked.locators.first?.survival?.survived ?? 0)
                let originalIsSuggested = ranked.locators.contains { $0.kind == .original }
                page.xpathSurvivesBetter = !originalIsSuggested && xpath > best
                if page.xpathSurvivesBetter {
                    // No suggestion is reported as the best one.
                    page.survival = SurvivalReport(
                        strategies: report.strategies.filter { $0.strategy != .suggestion },
                        trials: report.trials.map { var trial = $0; trial.suggestion = nil; return trial },
                        notApplicable: report.notApplicable)
                }
            }
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
        let nameAttribute = tree.platform.accessibilityNameAttribute
        if matches.count == 1,
            let name = tree[matches[0]].accessibilityName(on: tree.platform)
        {
            let locator = Locator.accessibilityID(name)
            let count: Int
            do {
                count = try engine.evaluate(locator).found.count
            } catch {
                return .failure(Unavailable(text: "looking it up failed: \(error)"))
            }
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
            let count: Int
            do {
                count = try engine.evaluate(best.locator).found.count
            } catch {
                return .failure(Unavailable(text: "looking it up failed: \(error)"))
            }
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
}
