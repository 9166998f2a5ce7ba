import LocatorLabAdvice
import LocatorLabLocators
import LocatorLabModel

/// The targets beyond accessibility id, tried in the order listed:
///
/// 1. **id** (Android): every matched element on every Android page source
///    has the same non-empty `resource-id` `R`, and `id` `R` (written fully
///    qualified, which UiAutomator2 leaves alone) finds exactly the XPath's
///    elements on each Android page source, including those where the XPath
///    finds nothing.
/// 2. **predicate / class chain / UiSelector**: candidates are built from
///    the elements the XPath matches on the first page source where it
///    matches (``LocatorEngine/nativeCandidates(for:strategy:)``: identifier
///    and type first, then type, anchored, text, position); the first one
///    that finds exactly the XPath's elements on every page source of the
///    strategy's platform wins, in this order: on identifiers and types;
///    then on a label or text, used only with labels allowed (otherwise the
///    XPath is reported label-only, as a label-derived name is); then on a
///    position, which is never preferred to text an XPath compared.
///
/// A target whose platform is not the one the XPath matched on is skipped.
///
/// **Choosing among proven targets.** When the XPath finds one element on
/// the first page source where it matches, every listed target is tried,
/// and of those proven equivalent the one the shared ranking of that
/// element's locators puts first is written (``LocatorRanking``: the order
/// `compare` and `inspect` give it, by survival then kind). A proven target
/// the ranking does not list comes after those it lists, in the order
/// given. An XPath that finds several elements has no one element to rank:
/// the first listed target proven wins.
extension AccessibilityIDResolver {
    func resolveWithTargets(_ expression: String) -> XPathResolution {
        let identifier = compute(expression)
        switch identifier.outcome {
        case .invalidXPath, .noMatch, .dynamic: return identifier
        default: break
        }
        let matchesBySource = engines.map { (try? $0.evaluate(.xpath(expression)).matches) ?? [] }
        let element = matchesBySource.indices.first { !matchesBySource[$0].isEmpty }.flatMap { source in
            matchesBySource[source].count == 1 ? (source: source, id: matchesBySource[source][0]) : nil
        }
        var proven: [XPathResolution] = []
        if identifier.outcome == .converted && targets.contains(.accessibilityID) {
            guard element != nil else { return identifier }
            proven.append(identifier)
        }
        var fallback: XPathResolution? = targets.contains(.accessibilityID) ? identifier : nil
        var tried: [ConversionTarget] = []
        for target in targets where target != .accessibilityID {
            let attempt: XPathResolution?
            switch target {
            case .accessibilityID: attempt = nil
            case .id: attempt = resolveID(matchesBySource, platforms: identifier.platforms, matched: identifier.matchedPageSources)
            case .predicate, .classChain, .uiAutomator:
                attempt = resolveNative(
                    target.strategy, matchesBySource, platforms: identifier.platforms, matched: identifier.matchedPageSources)
            }
            guard let attempt else { continue }
            tried.append(target)
            if attempt.outcome == .converted {
                guard element != nil else { return attempt }
                proven.append(attempt)
                continue
            }
            if fallback == nil || fallback?.outcome != .labelOnly && attempt.outcome == .labelOnly { fallback = attempt }
        }
        if let element, let chosen = preferred(proven, source: element.source, element: element.id) { return chosen }
        var result = fallback ?? identifier
        let natives = tried.filter { $0 != .id }
        if !natives.isEmpty && result.outcome != .labelOnly {
            result.reason += "; no \(natives.map(\.strategy.webDriverName).joined(separator: " or ")) expression "
                + "finds the same elements on every page source"
        }
        return result
    }

    /// Of `proven` (in the order of ``targets``), the one whose replacement
    /// the shared ranking of `element` puts first; the first when it lists
    /// none of them.
    private func preferred(_ proven: [XPathResolution], source: Int, element: ElementID) -> XPathResolution? {
        guard proven.count > 1 else { return proven.first }
        let replacements = proven.compactMap(\.replacement)
        let engine = engines[source]
        guard let best = rankedLocators(source: source, element: element).first(of: replacements, idPackage: engine.idPackage)
        else { return proven[0] }
        return proven.first { $0.replacement == best } ?? proven[0]
    }

    private func resolveID(_ matchesBySource: [[ElementID]], platforms: [Platform], matched: [String]) -> XPathResolution? {
        guard platforms == [.android] else { return nil }
        var resourceID: String?
        for (index, matches) in matchesBySource.enumerated() where !matches.isEmpty {
            let tree = pageSources[index].tree
            for element in matches {
                guard let value = tree.attribute(AttributeName.resourceID, of: element), !value.isEmpty else { return nil }
                if let resourceID, resourceID != value { return nil }
                resourceID = value
            }
        }
        guard let resourceID else { return nil }
        let entry = resourceID.range(of: ":id/").map { String(resourceID[$0.upperBound...]) } ?? resourceID
        if let problem = IdentifierQuality.problem(in: entry) {
            return XPathResolution(
                outcome: .unstableIdentifier,
                reason: "id \(Self.quoted(resourceID)) finds the same elements, but it \(problem.phrase), "
                    + "so it would not find the element in another build or state",
                platforms: platforms, matchedPageSources: matched)
        }
        for (index, engine) in engines.enumerated() where pageSources[index].tree.platform == .android {
            let byID = (try? engine.evaluate(.id(resourceID)).matches) ?? []
            guard byID == matchesBySource[index] else {
                return XPathResolution(
                    outcome: .notEquivalent,
                    reason: "on \(pageSources[index].name) id \(Self.quoted(resourceID)) matches "
                        + "\(Self.elements(byID.count)) where the XPath matches \(matchesBySource[index].count)",
                    platforms: platforms, matchedPageSources: matched)
            }
        }
        var resolution = XPathResolution(
            outcome: .converted,
            reason: "finds the same elements as id \(Self.quoted(resourceID)) \(sourcesSummary(matched: matched, platforms: platforms))",
            platforms: platforms, matchedPageSources: matched)
        resolution.replacement = .id(resourceID)
        return resolution
    }

    private func resolveNative(
        _ strategy: LocatorStrategy, _ matchesBySource: [[ElementID]], platforms: [Platform], matched: [String]
    ) -> XPathResolution? {
        guard let platform = strategy.onlyPlatform, platforms == [platform],
            let first = matchesBySource.indices.first(where: { !matchesBySource[$0].isEmpty })
        else { return nil }
        let considered = pageSources.indices.filter { pageSources[$0].tree.platform == platform }
        let candidates = engines[first].nativeCandidates(for: matchesBySource[first], strategy: strategy)
        // One element: every proven candidate, so that the shared ranking
        // can choose among them; several: the first proven of each kind.
        let ranksOne = matchesBySource[first].count == 1
        var proven: [NativeCandidate] = []
        for candidate in candidates {
            let equivalent = considered.allSatisfy { index in
                (try? engines[index].evaluate(candidate.locator).matches) == matchesBySource[index]
            }
            guard equivalent else { continue }
            proven.append(candidate)
            if !ranksOne && candidate.basis != .text && candidate.basis != .position
                && candidate.basis != .indexedIdentifier
            {
                break
            }
        }
        // Text is written only with labels allowed, whatever the ranking says.
        let usable = proven.filter { $0.basis != .text || allowsLabels }
        if ranksOne, usable.count > 1,
            let best = rankedLocators(source: first, element: matchesBySource[first][0])
                .first(of: usable.map(\.locator), idPackage: engines[first].idPackage),
            let chosen = usable.first(where: { $0.locator == best })
        {
            return converted(chosen, strategy: strategy, platforms: platforms, matched: matched)
        }
        func isPositional(_ candidate: NativeCandidate) -> Bool {
            candidate.basis == .position || candidate.basis == .indexedIdentifier
        }
        if let plain = proven.first(where: { $0.basis != .text && !isPositional($0) }) {
            return converted(plain, strategy: strategy, platforms: platforms, matched: matched)
        }
        guard let textBased = proven.first(where: { $0.basis == .text }) else {
            guard let positional = proven.first(where: isPositional) else { return nil }
            return converted(positional, strategy: strategy, platforms: platforms, matched: matched)
        }
        guard allowsLabels else {
            return XPathResolution(
                outcome: .labelOnly,
                reason: "only \(strategy.webDriverName) \(Self.quoted(textBased.locator.value)) finds the same elements, "
                    + "and it is built on visible text (a label or text, often localized); --allow-labels converts it anyway",
                platforms: platforms, matchedPageSources: matched)
        }
        return converted(textBased, strategy: strategy, platforms: platforms, matched: matched)
    }

    /// `candidate` written in place of the XPath, with what its basis costs.
    private func converted(
        _ candidate: NativeCandidate, strategy: LocatorStrategy, platforms: [Platform], matched: [String]
    ) -> XPathResolution {
        var reason =
            "finds the same elements as \(strategy.webDriverName) \(Self.quoted(candidate.locator.value)) "
            + sourcesSummary(matched: matched, platforms: platforms)
        switch candidate.basis {
        case .position, .indexedIdentifier:
            reason += "; it selects by position, so it breaks when similar elements are added before it"
        case .text:
            reason += "; it is built on visible text (allowed by --allow-labels)"
        case .identifier, .type:
            break
        }
        var resolution = XPathResolution(
            outcome: .converted, reason: reason, platforms: platforms, matchedPageSources: matched)
        resolution.replacement = candidate.locator
        return resolution
    }
}
