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
/// 2. **class name**: every matched element is of one class, and `class
///    name` finds exactly the XPath's elements on every page source of its
///    platform (``resolveClassName(_:platforms:matched:)``).
/// 3. **predicate / class chain / UiSelector**: candidates are built from
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
/// **Choosing among proven expressions.** When the XPath finds one element
/// on the first page source where it matches, the expressions of one
/// strategy proven on the same footing (identifiers and types; text;
/// positions) are chosen among by the shared ranking of that element's
/// locators (``LocatorRanking``: the order `compare` and `inspect` give it,
/// by survival then kind); one the ranking does not list comes after those
/// it lists. The listed order of the targets and the footing rules above
/// are the user's and the proof's, and stay as they are.
extension AccessibilityIDResolver {
    func resolveWithTargets(_ expression: String, findsOne: Bool) -> XPathResolution {
        var identifier = compute(expression)
        switch identifier.outcome {
        case .invalidXPath, .noMatch, .dynamic: return identifier
        default: break
        }
        if identifier.outcome == .converted && targets.contains(.accessibilityID) { return identifier }
        // `compute` evaluated it on every engine; a repeat that fails (a
        // limit) is still the XPath's failure, never "matches nothing".
        var matchesBySource: [[ElementID]] = []
        for (index, engine) in engines.enumerated() {
            do {
                matchesBySource.append(try engine.evaluate(.xpath(expression)).matches)
            } catch {
                return invalid(error, on: pageSources[index].name)
            }
        }
        // A singular find: the identifiers again, on the first match alone.
        let refusedOnMatches = identifier.outcome == .ambiguous || identifier.outcome == .notEquivalent
        if findsOne && refusedOnMatches && targets.contains(.accessibilityID),
            let first = resolveFirstMatch(
                .accessibilityID, matchesBySource: matchesBySource, platforms: identifier.platforms,
                matched: identifier.matchedPageSources)
        {
            if first.outcome == .converted || first.outcome == .invalidXPath { return first }
            identifier = first
        }
        var fallback: XPathResolution? = targets.contains(.accessibilityID) ? identifier : nil
        var tried: [ConversionTarget] = []
        for target in targets where target != .accessibilityID {
            let attempt: XPathResolution?
            switch target {
            case .accessibilityID: attempt = nil
            case .id:
                let onSet = resolveID(
                    matchesBySource, platforms: identifier.platforms, matched: identifier.matchedPageSources)
                if findsOne && onSet?.outcome != .converted,
                    let first = resolveFirstMatch(
                        .id, matchesBySource: matchesBySource, platforms: identifier.platforms,
                        matched: identifier.matchedPageSources)
                {
                    attempt = first
                } else {
                    attempt = onSet
                }
            case .className:
                attempt = resolveClassName(
                    matchesBySource, platforms: identifier.platforms, matched: identifier.matchedPageSources)
            case .predicate, .classChain, .uiAutomator:
                attempt = resolveNative(
                    target.strategy, matchesBySource, platforms: identifier.platforms, matched: identifier.matchedPageSources)
            }
            guard let attempt else { continue }
            tried.append(target)
            if attempt.outcome == .converted { return attempt }
            if fallback == nil || fallback?.outcome != .labelOnly && attempt.outcome == .labelOnly { fallback = attempt }
        }
        var result = fallback ?? identifier
        let natives = tried.filter { $0 != .id && $0 != .className }
        if !natives.isEmpty && result.outcome != .labelOnly {
            result.reason += "; no \(natives.map(\.strategy.displayName).joined(separator: " or ")) expression "
                + "finds the same elements on every page source"
        }
        return result
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
        if let unstable = unstableID(resourceID, proof: .sameElements, platforms: platforms, matched: matched) {
            return unstable
        }
        for (index, engine) in engines.enumerated() where pageSources[index].tree.platform == .android {
            let byID: [ElementID]
            do {
                byID = try engine.evaluate(.id(resourceID)).matches
            } catch {
                return invalid(error, on: pageSources[index].name)
            }
            guard byID == matchesBySource[index] else {
                return XPathResolution(
                    outcome: .notEquivalent,
                    reason: "on \(pageSources[index].name) id \(Self.quoted(resourceID)) matches "
                        + "\(Self.elements(byID.count)) where the XPath matches \(matchesBySource[index].count)",
                    platforms: platforms, matchedPageSources: matched)
            }
        }
        return convertedID(resourceID, proof: .sameElements, platforms: platforms, matched: matched)
    }

    /// Rule 4 for an Android id (on its entry name, after `:id/`): the
    /// refusal, or `nil` when the id is stable.
    func unstableID(
        _ resourceID: String, proof: EquivalenceProof, platforms: [Platform], matched: [String]
    ) -> XPathResolution? {
        let entry = resourceID.range(of: ":id/").map { String(resourceID[$0.upperBound...]) } ?? resourceID
        guard let problem = IdentifierQuality.problem(in: entry) else { return nil }
        let finds = proof == .sameElements ? "finds the same elements" : "first finds the same element"
        return XPathResolution(
            outcome: .unstableIdentifier,
            reason: "id \(Self.quoted(resourceID)) \(finds), but it \(problem.phrase), "
                + "so it would not find the element in another build or state",
            platforms: platforms, matchedPageSources: matched)
    }

    /// An XPath proven to become Android id `resourceID` on `proof`.
    func convertedID(
        _ resourceID: String, proof: EquivalenceProof, platforms: [Platform], matched: [String]
    ) -> XPathResolution {
        var reason =
            "\(proof == .sameElements ? "finds the same elements" : "first finds the same element") as id "
            + "\(Self.quoted(resourceID)) \(sourcesSummary(matched: matched, platforms: platforms))"
        if proof == .sameFirstElement { reason += ", all a singular find uses" }
        var resolution = XPathResolution(
            outcome: .converted, reason: reason, platforms: platforms, matchedPageSources: matched)
        resolution.replacement = .id(resourceID)
        resolution.proof = proof
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
        // can choose among those on the same footing; several: up to the
        // first proven on identifiers or types.
        let ranksOne = matchesBySource[first].count == 1
        var proven: [NativeCandidate] = []
        for candidate in candidates {
            // A candidate that cannot be evaluated (a limit) fails the
            // resolution: dropping it would pass a time-out for "not equivalent".
            var equivalent = true
            for index in considered where equivalent {
                do {
                    equivalent = try engines[index].evaluate(candidate.locator).matches == matchesBySource[index]
                } catch {
                    return invalid(error, on: pageSources[index].name)
                }
            }
            guard equivalent else { continue }
            proven.append(candidate)
            if !ranksOne && Footing(candidate.basis) == .plain { break }
        }
        /// The first proven candidate on `footing`, or the one the ranking
        /// puts first among several.
        func best(on footing: Footing) -> NativeCandidate? {
            let options = proven.filter { Footing($0.basis) == footing }
            guard ranksOne, options.count > 1,
                let chosen = rankedLocators(source: first, element: matchesBySource[first][0])
                    .first(of: options.map(\.locator), idPackage: engines[first].idPackage)
            else { return options.first }
            return options.first { $0.locator == chosen }
        }
        if let plain = best(on: .plain) {
            return converted(plain, strategy: strategy, platforms: platforms, matched: matched)
        }
        guard let textBased = best(on: .text) else {
            guard let positional = best(on: .position) else { return nil }
            return converted(positional, strategy: strategy, platforms: platforms, matched: matched)
        }
        guard allowsLabels else {
            return XPathResolution(
                outcome: .labelOnly,
                reason: "only \(strategy.displayName) \(Self.quoted(textBased.locator.value)) finds the same elements, "
                    + "and it is built on visible text (a label or text, often localized); --allow-labels converts it anyway",
                platforms: platforms, matchedPageSources: matched)
        }
        return converted(textBased, strategy: strategy, platforms: platforms, matched: matched)
    }

    /// What a native candidate is proven on, in convert's order of choice.
    private enum Footing {
        case plain, text, position

        init(_ basis: NativeCandidate.Basis) {
            switch basis {
            case .identifier, .type: self = .plain
            case .text: self = .text
            case .position, .indexedIdentifier: self = .position
            }
        }
    }

    /// `candidate` written in place of the XPath, with what its basis costs.
    private func converted(
        _ candidate: NativeCandidate, strategy: LocatorStrategy, platforms: [Platform], matched: [String]
    ) -> XPathResolution {
        var reason =
            "finds the same elements as \(strategy.displayName) \(Self.quoted(candidate.locator.value)) "
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
