import LocatorLabLocators
import LocatorLabModel
import LocatorLabXML

/// Proposes better locators for an element and keeps only those that select
/// exactly that element on the page source, ranked by how fast and how
/// stable they are:
///
/// 1. accessibility id from a developer-chosen identifier;
/// 2. Android `id` (`resource-id`);
/// 3. accessibility id that is (most likely) the visible label: unique, but
///    it changes with the language;
/// 4. an XPath on type and identifier, when the identifier alone is shared
///    (a Button and its own StaticText);
/// 5. a short XPath anchored on the nearest ancestor with a unique identifier;
/// 6. the original locator, when it selects exactly this element.
///
/// Identifiers that look generated (GUIDs, long numbers) are never suggested.
public struct LocatorSuggester {
    public let engine: LocatorEngine
    /// Candidates whose verification failed (a limit, an invalid
    /// expression), reported among the rejected rather than dropped in silence.
    private let unverified = UnverifiedCandidates()

    public init(engine: LocatorEngine) {
        self.engine = engine
    }

    private var tree: ElementTree { engine.tree }

    /// Suggestions for `target`; `original` is the locator being replaced.
    public func suggestions(for target: ElementID, original: Locator?) -> TargetSuggestions {
        var candidates: [(score: Int, suggestion: LocatorSuggestion)] = []
        var rejected: [String] = []
        unverified.reasons.removeAll()
        let element = tree[target]

        // Accessibility id.
        if let name = element.accessibilityName(on: tree.platform) {
            let fromLabel = IdentityVerdict.nameComesFromLabel(element, platform: tree.platform)
            if let reason = GeneratedIdentifier.reason(name) {
                rejected.append("accessibility id \(XPathLiteral.quoted(name)) looks generated: \(reason)")
            } else {
                let matches = engine.lookUp(.accessibilityID(name))?.found ?? []
                if matches == [target] {
                    var notes: [String] = []
                    if fromLabel { notes.append(Self.labelNote(platform: tree.platform)) }
                    candidates.append(
                        (
                            fromLabel ? 60 : 100,
                            LocatorSuggestion(
                                rank: 0, kind: .accessibilityID, locator: .accessibilityID(name),
                                nameFromLabel: fromLabel, notes: notes)
                        )
                    )
                } else {
                    rejected.append(
                        "accessibility id \(XPathLiteral.quoted(name)) matches \(Self.count(matches.count))")
                    if let typed = typedXPath(for: target, attribute: tree.platform.accessibilityNameAttribute, value: name) {
                        var notes = [
                            "the accessibility id alone also matches \(Self.count(matches.count - 1, other: true))"
                        ]
                        if fromLabel { notes.append(Self.labelNote(platform: tree.platform)) }
                        candidates.append(
                            (
                                fromLabel ? 40 : 50,
                                LocatorSuggestion(
                                    rank: 0, kind: .typedIdentifierXPath, locator: .xpath(typed),
                                    nameFromLabel: fromLabel,
                                    findings: Self.ruleIDs(typed), notes: notes)
                            )
                        )
                    }
                }
            }
        }

        // Android id.
        if tree.platform == .android, let resourceID = element.resourceID, !resourceID.isEmpty {
            if let reason = GeneratedIdentifier.reason(resourceID) {
                rejected.append("id \(XPathLiteral.quoted(resourceID)) looks generated: \(reason)")
            } else {
                let short = Self.shortResourceID(resourceID, package: engine.idPackage)
                let shortMatches = engine.lookUp(.id(short))?.found ?? []
                if shortMatches == [target] {
                    candidates.append((90, LocatorSuggestion(rank: 0, kind: .androidID, locator: .id(short))))
                } else {
                    rejected.append("id \(XPathLiteral.quoted(short)) matches \(Self.count(shortMatches.count))")
                    if let typed = typedXPath(for: target, attribute: AttributeName.resourceID, value: resourceID) {
                        candidates.append(
                            (
                                50,
                                LocatorSuggestion(
                                    rank: 0, kind: .typedIdentifierXPath, locator: .xpath(typed),
                                    findings: Self.ruleIDs(typed))
                            )
                        )
                    }
                }
            }
        }

        // Native strategies, when no unique identifier was found.
        let hasIdentifier = candidates.contains { candidate in
            candidate.suggestion.kind == .androidID
                || candidate.suggestion.kind == .accessibilityID && !candidate.suggestion.nameFromLabel
        }
        if !hasIdentifier {
            candidates += nativeSuggestions(for: target)
        }

        // Anchored XPath.
        if let anchored = anchoredXPath(for: target) {
            let positional = anchored.hasPrefix("(")
            var notes: [String] = []
            if positional {
                notes.append("selects by position below the anchor: still breaks when siblings of that type move")
            }
            candidates.append(
                (
                    positional ? 35 : 45,
                    LocatorSuggestion(
                        rank: 0, kind: .anchoredXPath, locator: .xpath(anchored), findings: Self.ruleIDs(anchored),
                        notes: notes)
                )
            )
        }

        // Last resort: the identifier with its position among the elements
        // that share it (list cells repeating the same ids).
        if !candidates.contains(where: { $0.score >= 45 }), let indexed = indexedIdentifierXPath(for: target) {
            candidates.append(
                (
                    30,
                    LocatorSuggestion(
                        rank: 0, kind: .typedIdentifierXPath, locator: .xpath(indexed), findings: Self.ruleIDs(indexed),
                        notes: ["the identifier is shared, so this selects by position among the elements that have it"]
                    )
                )
            )
        }

        // The original.
        if let original, selectsExactly(original, target) {
            let findings = FragilityRule.ruleIDs(in: original)
            candidates.append(
                (
                    max(0, 20 - 5 * findings.count),
                    LocatorSuggestion(rank: 0, kind: .original, locator: original, findings: findings)
                )
            )
        }

        // Best first; the first of equal locators wins.
        var seen: Set<Locator> = []
        let ranked = candidates.enumerated()
            .sorted { ($1.element.score, $0.offset) < ($0.element.score, $1.offset) }
            .map(\.element.suggestion)
            .filter { seen.insert($0.locator).inserted }
        let numbered = ranked.enumerated().map { position, suggestion in
            var suggestion = suggestion
            suggestion.rank = position + 1
            return suggestion
        }
        rejected += unverified.reasons
        unverified.reasons.removeAll()
        var suggestions = TargetSuggestions(
            element: target, target: QueryMatch(element: target, in: tree), suggestions: numbered, rejected: rejected)
        suggestions.swiftQuery = XCUIQueryWriter(engine: engine).candidates(for: target).first.map(SwiftQuerySuggestion.init)
        return suggestions
    }

    // MARK: Native strategies

    /// The two best native expressions of each strategy the platform's
    /// driver accepts, each already verified to select exactly `target`.
    /// Those on identifiers and types rank just above their XPath twins;
    /// those on text just below an XPath indexed on an identifier, and those
    /// on position below that. None uses a generated-looking identifier
    /// (of the target or of an ancestor it is anchored on).
    private func nativeSuggestions(for target: ElementID) -> [(score: Int, suggestion: LocatorSuggestion)] {
        let strategies = LocatorStrategy.native(on: tree.platform).compactMap { strategy in
            SuggestionKind(nativeStrategy: strategy).map { (strategy, $0) }
        }
        let generated = ([target] + tree.ancestors(of: target)).flatMap { id in
            [AttributeName.name, AttributeName.contentDescription, AttributeName.resourceID].compactMap { attribute in
                tree.attribute(attribute, of: id).flatMap { GeneratedIdentifier.looksGenerated($0) ? $0 : nil }
            }
        }
        var result: [(score: Int, suggestion: LocatorSuggestion)] = []
        for (strategy, kind) in strategies {
            // One text-based expression per strategy is enough: `name` and
            // `label` often hold the same visible text.
            var sawText = false
            let order: [NativeCandidate.Basis] = [.identifier, .type, .indexedIdentifier, .text, .position]
            let byBasis = engine.nativeCandidates(for: [target], strategy: strategy).enumerated()
                .sorted { (order.firstIndex(of: $0.element.basis)!, $0.offset) < (order.firstIndex(of: $1.element.basis)!, $1.offset) }
                .map(\.element)
            let usable = byBasis.filter { candidate in
                guard !generated.contains(where: { candidate.locator.value.contains($0) }) else { return false }
                if candidate.basis == .text {
                    defer { sawText = true }
                    return !sawText
                }
                return true
            }
            for candidate in usable.prefix(2) {
                let score: Int
                var notes: [String] = []
                switch candidate.basis {
                case .identifier: score = 52
                case .type: score = 48
                case .text:
                    score = 29
                    notes.append("built on visible text: it changes with the language")
                case .indexedIdentifier:
                    score = 31
                    notes.append("the identifier is shared, so this selects by position among the elements that have it")
                case .position:
                    score = 27
                    notes.append("selects by position: breaks when similar elements are added or moved")
                }
                result.append(
                    (
                        score,
                        LocatorSuggestion(
                            rank: 0, kind: kind, locator: candidate.locator, nameFromLabel: candidate.basis == .text,
                            findings: FragilityRule.ruleIDs(in: candidate.locator), notes: notes)
                    )
                )
            }
        }
        return result
    }

    // MARK: Identifiers

    private static func labelNote(platform: Platform) -> String {
        platform == .ios
            ? "the name equals the label, so it most likely is the label: it changes with the language"
            : "the content-desc reads like visible text: it changes with the language"
    }

    /// `com.example:id/title` → `title` when the package is the one
    /// UiAutomator2 would complete with.
    static func shortResourceID(_ resourceID: String, package: String?) -> String {
        guard let package, resourceID.hasPrefix(package + ":id/") else { return resourceID }
        return String(resourceID.dropFirst(package.count + 4))
    }

    // MARK: XPath candidates

    /// `//Type[@attribute='value']`, when it selects exactly `target`.
    private func typedXPath(for target: ElementID, attribute: String, value: String) -> String? {
        let expression = "//\(Self.nameTest(for: tree[target]))[@\(attribute)=\(XPathLiteral.quoted(value))]"
        return selectsExactly(expression, target) ? expression : nil
    }

    /// `(//Type[@name='v'])[n]`: the target's position among the elements
    /// of its type sharing its identifier, when that selects exactly it.
    private func indexedIdentifierXPath(for target: ElementID) -> String? {
        let element = tree[target]
        var options: [(String, String)] = []
        if let name = element.accessibilityName(on: tree.platform),
            !GeneratedIdentifier.looksGenerated(name)
        {
            options.append((tree.platform.accessibilityNameAttribute, name))
        }
        if tree.platform == .android, let resourceID = element.resourceID, !resourceID.isEmpty,
            !GeneratedIdentifier.looksGenerated(resourceID)
        {
            options.append((AttributeName.resourceID, resourceID))
        }
        let type = tree.typeID(of: target)
        for (attribute, value) in options {
            // Compared as interned IDs (the target's own, so the tree has them).
            guard let attributeID = tree.strings.id(of: attribute), let valueID = tree.strings.id(of: value) else {
                continue
            }
            let shared = tree.ids.filter { id in
                tree.typeID(of: id) == type && tree.attributeValue(attributeID, of: id) == valueID
            }
            guard shared.count > 1, let position = shared.firstIndex(of: target) else { continue }
            let expression =
                "(//\(Self.nameTest(for: element))[@\(attribute)=\(XPathLiteral.quoted(value))])[\(position + 1)]"
            if selectsExactly(expression, target) { return expression }
        }
        return nil
    }

    /// The nearest ancestor (not the root) with a unique identifier that is
    /// neither generated nor visible text, and from there the shortest of
    /// `…//Type[@id='v']`, `…//Type` and `(…//Type)[n]` that selects `target`.
    private func anchoredXPath(for target: ElementID) -> String? {
        let lowest = tree.platform == .android ? 1 : 0
        guard
            let (anchor, anchorPath) = tree.ancestors(of: target).lazy
                .filter({ self.tree.depth(of: $0) > lowest })
                .compactMap({ ancestor in self.anchorExpression(ancestor).map { (ancestor, $0) } })
                .first
        else { return nil }
        let element = tree[target]
        let typeTest = Self.nameTest(for: element)
        var candidates: [String] = []
        if let name = element.accessibilityName(on: tree.platform) {
            candidates.append(
                "\(anchorPath)//\(typeTest)[@\(tree.platform.accessibilityNameAttribute)=\(XPathLiteral.quoted(name))]")
        }
        candidates.append("\(anchorPath)//\(typeTest)")
        let type = tree.typeID(of: target)
        let sameType = Array(tree.descendants(of: anchor).filter { tree.typeID(of: $0) == type })
        if let position = sameType.firstIndex(of: target) {
            candidates.append("(\(anchorPath)//\(typeTest))[\(position + 1)]")
        }
        return candidates.first { selectsExactly($0, target) }
    }

    /// `//*[@name='A']` (iOS) or `//*[@resource-id='…']`/`//*[@content-desc='…']`
    /// (Android) for an element whose identifier is unique and usable.
    private func anchorExpression(_ id: ElementID) -> String? {
        let element = tree[id]
        var options: [(String, String)] = []
        if tree.platform == .android, let resourceID = element.resourceID, !resourceID.isEmpty {
            options.append((AttributeName.resourceID, resourceID))
        }
        if let name = element.accessibilityName(on: tree.platform),
            !IdentityVerdict.nameComesFromLabel(element, platform: tree.platform)
        {
            options.append((tree.platform.accessibilityNameAttribute, name))
        }
        for (attribute, value) in options where !GeneratedIdentifier.looksGenerated(value) {
            let expression = "//*[@\(attribute)=\(XPathLiteral.quoted(value))]"
            if selectsExactly(expression, id) { return expression }
        }
        return nil
    }

    /// Whether `locator` selects `target` and nothing else, as a driver
    /// evaluates it. Through ``LocatorEngine/matchingElements(_:)``: the
    /// XPaths built here are mostly in the subset the model answers exactly
    /// (a walk of the tree instead of a libxml2 evaluation of the whole
    /// document, which made up a third of `compare`'s analysis), and the
    /// notes `evaluate` adds are not needed to decide.
    private func selectsExactly(_ locator: Locator, _ target: ElementID) -> Bool {
        do {
            return try engine.matchingElements(locator) == [target]
        } catch {
            unverified.reasons.append("\(locator.strategy.rawValue) \(XPathLiteral.quoted(locator.value)) could not be verified: \(error)")
            return false
        }
    }

    private func selectsExactly(_ expression: String, _ target: ElementID) -> Bool {
        selectsExactly(.xpath(expression), target)
    }

    /// The element's name test in an XPath (`*[name()='…']` for types that
    /// are not plain names).
    package static func nameTest(for element: Element) -> String {
        let name = element.type
        let plain =
            name.unicodeScalars.first.map { $0.isASCII && ($0.properties.isAlphabetic || $0 == "_") } == true
            && name.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "_-.".unicodeScalars.contains(scalar))
            }
        return plain ? name : "*[name()=\(XPathLiteral.quoted(name))]"
    }

    static func ruleIDs(_ expression: String) -> [String] {
        FragilityRule.ruleIDs(in: .xpath(expression))
    }

    private static func count(_ number: Int, other: Bool = false) -> String {
        let noun = number == 1 ? "element" : "elements"
        return "\(number) \(other ? "other " : "")\(noun)"
    }
}

/// The reasons candidates of one `suggestions(for:)` call could not be
/// verified. A reference, so the non-mutating helpers can record into it;
/// a suggester serves one task, like its engine.
private final class UnverifiedCandidates {
    var reasons: [String] = []
}
