import LocatorLabAdvice
import LocatorLabLocators
import LocatorLabModel
import LocatorLabXML

/// Decides, from page sources, whether an XPath can be replaced by one
/// accessibility id (formats.md 7.5–7.6).
///
/// **The rule.** The XPath converts to accessibility id `V` when
/// 1. it matches something on at least one page source;
/// 2. on each page source where it matches, the matched elements all carry
///    the same non-empty accessibility name `V` (iOS `name`, Android
///    `content-desc`), the same `V` everywhere;
/// 3. on every page source of the platforms it matched on, accessibility id
///    `V` finds exactly the elements the XPath finds, in the same (document)
///    order. This includes screens where the XPath matches nothing: if the
///    id finds something there, the two locators would behave differently
///    on that screen, so the conversion is refused. Page sources of the
///    other platform are left out of this check: an XPath that matched only
///    on iOS is an iOS locator;
/// 4. `V` neither looks generated (GUID, long number, hash) nor carries
///    state (`?isSelected=true`, `selected`, a count, a time): the rules
///    `compare` and `audit` use (``IdentifierQuality``);
/// 5. on iOS, `V` is not taken from a label, unless labels are allowed.
///
/// **Label rule (iOS).** WebDriverAgent's `name` is the accessibility
/// identifier, else the label. Whether a name is label-derived is the one
/// verdict every command shares (``IdentityVerdict``, ``ElementIdentity``):
/// a known identifier decides (`Element.identifier`, as debugDescription
/// dumps and JSON trees tell); otherwise (XML) a `name` equal to `label`
/// is the label unless it has the shape of an identifier. The rule is
/// applied on iOS only: there `name` silently falls back to the label, so
/// an accessibility id may hide one. Android's `content-desc` is the
/// attribute accessibility id matches, with no fallback, so an XPath on it
/// converts as it is.
///
/// **Other targets.** With `targets` beyond accessibility id (see
/// ``ConversionTarget``), an XPath the rule above does not convert becomes
/// the first listed target proven to find the same elements on every page
/// source of its platform: Android `id` (the shared `resource-id`), or a
/// predicate, class chain or UiSelector built from the matched elements
/// (`AccessibilityIDResolver+Targets.swift`).
///
/// Evaluation uses one ``LocatorEngine`` per page source (which caches
/// compiled XPaths), and each XPath string is resolved once per resolver.
/// Not `Sendable`: give each task its own resolver.
public final class AccessibilityIDResolver {
    public let pageSources: [Screen]
    public let allowsLabels: Bool
    /// The strategies an XPath may become, in order of preference.
    public let targets: [ConversionTarget]
    let engines: [LocatorEngine]
    private var cache: [CacheKey: XPathResolution] = [:]
    /// The shared ranking of each page source's elements, made when a
    /// choice among proven targets needs it (one engine per page source).
    private var rankings: [Int: LocatorRanking] = [:]
    private var ranked: [Int: [ElementID: RankedLocators]] = [:]
    /// How many XPaths were evaluated (cache misses), for benchmarks.
    public private(set) var resolvedCount = 0

    /// - Parameters:
    ///   - allowsLabels: whether an iOS name taken from a label may be used.
    ///   - limits: the bounds on each XPath evaluation (`xpath-op-limit`,
    ///     `xpath-timeout`).
    ///   - targets: the strategies an XPath may become, in order of
    ///     preference (identifiers only by default).
    public init(
        pageSources: [Screen], allowsLabels: Bool = false, limits: XPathLimits = .default,
        targets: [ConversionTarget] = ConversionTarget.defaults
    ) {
        self.pageSources = pageSources
        self.allowsLabels = allowsLabels
        self.targets = targets
        engines = pageSources.map { source in
            LocatorEngine(tree: source.tree, limits: limits, explainsPageSourceDifferences: false)
        }
    }

    private struct CacheKey: Hashable {
        var expression: String
        var findsOne: Bool
    }

    /// What the page sources prove about `expression`. With `findsOne` (a
    /// singular find, ``FoundLocator/findsOne``) an XPath whose matches an
    /// identifier cannot all find may still convert on its first match
    /// (``EquivalenceProof/sameFirstElement``).
    public func resolve(_ expression: String, findsOne: Bool = false) -> XPathResolution {
        let key = CacheKey(expression: expression, findsOne: findsOne)
        if let cached = cache[key] { return cached }
        let resolution = resolveWithTargets(expression, findsOne: findsOne)
        resolvedCount += 1
        cache[key] = resolution
        return resolution
    }

    /// The shared ranking of `element` on page source `source`, worked out once.
    func rankedLocators(source: Int, element: ElementID) -> RankedLocators {
        if let known = ranked[source]?[element] { return known }
        let ranking = rankings[source] ?? LocatorRanking(engine: engines[source])
        rankings[source] = ranking
        let result = ranking.ranked(for: element)
        ranked[source, default: [:]][element] = result
        return result
    }

    /// The accessibility-id rule alone.
    func compute(_ expression: String) -> XPathResolution {
        // 1. Evaluate everywhere.
        var matchesBySource: [[ElementID]] = []
        matchesBySource.reserveCapacity(engines.count)
        for (index, engine) in engines.enumerated() {
            do {
                matchesBySource.append(try engine.evaluate(.xpath(expression)).matches)
            } catch {
                return invalid(error, on: pageSources[index].name)
            }
        }
        let matchedIndexes = matchesBySource.indices.filter { !matchesBySource[$0].isEmpty }
        guard !matchedIndexes.isEmpty else {
            let count = pageSources.count
            return XPathResolution(
                outcome: .noMatch,
                reason: count == 1
                    ? "the XPath matches nothing on the page source"
                    : "the XPath matches nothing on any of the \(count) page sources")
        }
        let matchedNames = matchedIndexes.map { pageSources[$0].name }
        let platforms = Array(Set(matchedIndexes.map { pageSources[$0].tree.platform })).sorted {
            $0.rawValue < $1.rawValue
        }

        // 2. One shared, non-empty name.
        var candidate: (name: String, source: Int)?
        for index in matchedIndexes {
            let tree = pageSources[index].tree
            let matches = matchesBySource[index]
            let names = matches.map { tree[$0].accessibilityName(on: tree.platform) }
            let source = pageSources[index].name
            let unnamed = names.filter { ($0 ?? "").isEmpty }.count
            if unnamed > 0 {
                let attribute = tree.platform.accessibilityNameAttribute
                let which: String
                if matches.count == 1 {
                    which = "it has no \(attribute)"
                } else if unnamed == matches.count {
                    which = "none of them has a \(attribute)"
                } else {
                    which = "\(unnamed) of them have no \(attribute)"
                }
                // One element without a name: no id finds it at all, which is
                // a missing identifier rather than an ambiguity.
                return XPathResolution(
                    outcome: matches.count == 1 ? .notEquivalent : .ambiguous,
                    reason: "the XPath matches \(Self.elements(matches.count)) on \(source) and \(which), "
                        + "so no accessibility id finds \(matches.count == 1 ? "it" : "them all")",
                    platforms: platforms, matchedPageSources: matchedNames)
            }
            let distinct = Self.uniqued(names.compactMap { $0 })
            if distinct.count > 1 {
                let listed =
                    distinct.prefix(4).map(Self.quoted).joined(separator: ", ") + (distinct.count > 4 ? ", …" : "")
                return XPathResolution(
                    outcome: .ambiguous,
                    reason:
                        "the XPath matches \(Self.elements(matches.count)) on \(source) with \(distinct.count) different "
                        + "accessibility names (\(listed)); one accessibility id cannot find them all",
                    platforms: platforms, matchedPageSources: matchedNames)
            }
            let name = distinct[0]
            if let candidate, candidate.name != name {
                return XPathResolution(
                    outcome: .ambiguous,
                    reason:
                        "the matched elements are named \(Self.quoted(candidate.name)) on \(pageSources[candidate.source].name) "
                        + "but \(Self.quoted(name)) on \(source)",
                    platforms: platforms, matchedPageSources: matchedNames)
            }
            candidate = (name, index)
        }
        guard let candidate else { preconditionFailure("a matched page source sets the candidate") }
        let value = candidate.name

        // 3. The id finds the same elements on every page source of those platforms.
        for (index, engine) in engines.enumerated() where platforms.contains(pageSources[index].tree.platform) {
            let byID: [ElementID]
            do {
                byID = try engine.evaluate(.accessibilityID(value)).matches
            } catch {
                return invalid(error, on: pageSources[index].name)
            }
            let byXPath = matchesBySource[index]
            guard byID != byXPath else { continue }
            let tree = pageSources[index].tree
            let source = pageSources[index].name
            let extra = byID.filter { !byXPath.contains($0) }
            let missing = byXPath.filter { !byID.contains($0) }
            var reason: String
            if byXPath.isEmpty {
                reason =
                    "on \(source) the XPath matches nothing, but accessibility id \(Self.quoted(value)) matches "
                    + "\(Self.elements(byID.count))"
            } else {
                reason =
                    "on \(source) accessibility id \(Self.quoted(value)) matches \(Self.elements(byID.count)) "
                    + "where the XPath matches \(byXPath.count)"
            }
            if let first = extra.first {
                reason += ": it would also find \(Self.describe(first, in: tree))"
                if extra.count > 1 { reason += " and \(extra.count - 1) more" }
            } else if let first = missing.first {
                reason += ": it would miss \(Self.describe(first, in: tree))"
            }
            return XPathResolution(
                outcome: .notEquivalent, accessibilityID: value, reason: reason, platforms: platforms,
                matchedPageSources: matchedNames)
        }

        // 4–5. A stable identifier, not a label.
        return verdict(
            on: value, elements: matchesBySource, platforms: platforms, matched: matchedNames, proof: .sameElements)
    }

    /// Rules 4 and 5 for `value`, proven to find `elements` (per page
    /// source: the elements whose names are checked for a label) on the
    /// footing `proof`: unstable, label-only, or converted.
    func verdict(
        on value: String, elements: [[ElementID]], platforms: [Platform], matched matchedNames: [String],
        proof: EquivalenceProof
    ) -> XPathResolution {
        let finds = proof == .sameElements ? "finds the same elements" : "first finds the same element"
        // 4. A stable identifier.
        if let problem = IdentifierQuality.problem(in: value) {
            return XPathResolution(
                outcome: .unstableIdentifier, accessibilityID: value,
                reason: "accessibility id \(Self.quoted(value)) \(finds), but it \(problem.phrase), "
                    + "so it would not find the element in another build or state",
                platforms: platforms, matchedPageSources: matchedNames)
        }

        // 5. Labels.
        var labelSources: [String] = []
        for index in elements.indices where !elements[index].isEmpty && pageSources[index].tree.platform == .ios {
            let tree = pageSources[index].tree
            if elements[index].contains(where: { IdentityVerdict.nameComesFromLabel(tree[$0], platform: .ios) }) {
                labelSources.append(pageSources[index].name)
            }
        }
        var sourcesText = sourcesSummary(matched: matchedNames, platforms: platforms)
        if proof == .sameFirstElement { sourcesText += ", all a singular find uses" }
        let what = proof == .sameElements ? "finds the same elements as" : "first finds the same element as"
        var resolution: XPathResolution
        if !labelSources.isEmpty {
            if !allowsLabels {
                return XPathResolution(
                    outcome: .labelOnly, accessibilityID: value,
                    reason:
                        "the name \(Self.quoted(value)) comes from the element's label on \(labelSources[0]) (visible, often "
                        + "localized text), not an accessibility identifier; --allow-labels converts it anyway",
                    platforms: platforms, matchedPageSources: matchedNames)
            }
            resolution = XPathResolution(
                outcome: .converted, accessibilityID: value,
                reason:
                    "\(what) accessibility id \(Self.quoted(value)) \(sourcesText); the name comes from a "
                    + "label (allowed by --allow-labels)",
                platforms: platforms, matchedPageSources: matchedNames)
        } else {
            resolution = XPathResolution(
                outcome: .converted, accessibilityID: value,
                reason: "\(what) accessibility id \(Self.quoted(value)) \(sourcesText)",
                platforms: platforms, matchedPageSources: matchedNames)
        }
        resolution.proof = proof
        return resolution
    }

    func invalid(_ error: LocatorError, on source: String) -> XPathResolution {
        switch error {
        case .invalidXPath:
            return XPathResolution(outcome: .invalidXPath, reason: error.description)
        default:
            return XPathResolution(
                outcome: .invalidXPath, reason: "cannot be evaluated on \(source): \(error.description)")
        }
    }

    private static func describe(_ id: ElementID, in tree: ElementTree) -> String {
        "\(tree.type(of: id)) at \(ElementPath(id, in: tree).expression)"
    }

    func sourcesSummary(matched: [String], platforms: [Platform]) -> String {
        let considered = pageSources.filter { platforms.contains($0.tree.platform) }.count
        let scope =
            considered == pageSources.count
            ? "" : " " + platforms.map(\.displayName).joined(separator: " and ")
        if considered == 1 { return "on the\(scope) page source" }
        if matched.count == considered { return "on all \(considered)\(scope) page sources" }
        let listed = matched.count <= 3 ? " (\(matched.joined(separator: ", ")))" : ""
        return
            "on every\(scope) page source; it matches on \(matched.count) of \(considered)\(listed) and nothing on the others"
    }

    static func elements(_ count: Int) -> String {
        count == 1 ? "1 element" : "\(count) elements"
    }

    static func quoted(_ text: String) -> String {
        "'\(text.count > 80 ? String(text.prefix(79)) + "…" : text)'"
    }

    private static func uniqued(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}
