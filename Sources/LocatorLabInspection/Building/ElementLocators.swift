import LocatorLabAdvice
import LocatorLabInventory
import LocatorLabLocators
import LocatorLabModel

/// The locators that select exactly one element of a screen, in two depths:
///
/// - ``full(for:)``: ``LocatorSuggester``'s ranked, verified suggestions
///   (identifiers, native strategies, anchored XPath), then the absolute
///   path. Each suggestion is evaluated on the whole screen, so one element
///   costs time in proportion to the screen's size;
/// - ``quick(for:)``: what the engine's indexes verify at once (accessibility
///   id, Android id). The page adds the absolute path, which selects exactly
///   its element by construction (``ElementPath``), from the elements'
///   ``step(of:)``s: 10,000 full paths would double a large screen's page.
public final class ElementLocators {
    public let engine: LocatorEngine
    private let suggester: LocatorSuggester
    private let paths: ElementPathTable

    public init(engine: LocatorEngine) {
        self.engine = engine
        suggester = LocatorSuggester(engine: engine)
        paths = ElementPathTable(engine.tree)
    }

    private var tree: ElementTree { engine.tree }

    /// The identity of `id` and the verdict on it.
    public func identity(of id: ElementID) -> (identity: ElementIdentity, verdict: IdentifierVerdict) {
        let identity = ElementIdentity(of: tree[id], platform: tree.platform)
        return (identity, IdentifierVerdict(IdentityVerdict(identity)))
    }

    public func full(for id: ElementID) -> [InspectedLocator] {
        let (identity, verdict) = identity(of: id)
        let suggested = suggester.suggestions(for: id, original: nil).suggestions.map { suggestion in
            inspected(suggestion, identity: identity, elementVerdict: verdict)
        }
        return withAbsolutePath(suggested, of: id)
    }

    public func quick(for id: ElementID) -> [InspectedLocator] {
        let element = tree[id]
        let (identity, _) = identity(of: id)
        var locators: [InspectedLocator] = []
        if let name = element.accessibilityName(on: tree.platform),
            !GeneratedIdentifier.looksGenerated(name),
            // `try?`: accessibility id and id are index lookups; they never throw.
            (try? engine.evaluate(.accessibilityID(name)).matches) == [id]
        {
            let fromLabel = identity.nameComesFromLabel
            locators.append(
                InspectedLocator(
                    rank: 0, kind: SuggestionKind.accessibilityID.rawValue, locator: .accessibilityID(name),
                    verdict: fromLabel ? .labelDerived : .identifier, findings: [],
                    notes: fromLabel ? ["the name most likely is the visible label: it changes with the language"] : []))
        }
        if tree.platform == .android, let resourceID = identity.resourceID, !resourceID.isFramework,
            !GeneratedIdentifier.looksGenerated(resourceID.rawValue),
            (try? engine.evaluate(.id(resourceID.rawValue)).matches) == [id]
        {
            let short = resourceID.package == engine.idPackage ? resourceID.entry : resourceID.rawValue
            locators.append(
                InspectedLocator(
                    rank: 0, kind: SuggestionKind.androidID.rawValue, locator: .id(short), verdict: .resourceID,
                    findings: [], notes: []))
        }
        for index in locators.indices { locators[index].rank = index + 1 }
        return locators
    }

    /// The element's own step of its absolute path.
    public func step(of id: ElementID) -> String {
        paths.step(of: id)
    }

    private func withAbsolutePath(_ locators: [InspectedLocator], of id: ElementID) -> [InspectedLocator] {
        var result = locators
        let path = paths.path(of: id).expression
        if !result.contains(where: { $0.strategy == LocatorStrategy.xpath.rawValue && $0.value == path }) {
            result.append(
                InspectedLocator(
                    rank: 0, kind: "absolute-path", locator: .xpath(path), verdict: .none,
                    findings: FragilityRule.findings(in: path),
                    notes: ["the whole path from the root: it breaks when any ancestor or earlier sibling changes"]))
        }
        for index in result.indices { result[index].rank = index + 1 }
        return result
    }

    /// A suggestion with its full fragility findings and the verdict on the
    /// identifier it relies on.
    private func inspected(_ suggestion: LocatorSuggestion, identity: ElementIdentity, elementVerdict: IdentifierVerdict)
        -> InspectedLocator
    {
        let value = suggestion.locator.value
        let usesOwnIdentifier = [identity.accessibilityIdentifier, identity.resourceID?.rawValue].contains { own in
            own.map { !$0.isEmpty && value.contains($0) } ?? false
        }
        let verdict: IdentifierVerdict
        switch suggestion.kind {
        case .accessibilityID: verdict = suggestion.nameFromLabel ? .labelDerived : .identifier
        case .androidID: verdict = .resourceID
        default:
            if suggestion.nameFromLabel {
                verdict = .labelDerived
            } else {
                verdict = usesOwnIdentifier ? elementVerdict : .none
            }
        }
        var notes = suggestion.notes
        if suggestion.kind == .anchoredXPath && !usesOwnIdentifier {
            notes.append("anchored on an ancestor's identifier")
        }
        let findings = suggestion.locator.strategy == .xpath ? FragilityRule.findings(in: value) : []
        return InspectedLocator(
            rank: suggestion.rank, kind: suggestion.kind.rawValue, locator: suggestion.locator, verdict: verdict,
            findings: findings, notes: notes)
    }
}
