import LocatorLabAdvice
import LocatorLabInventory
import LocatorLabLocators
import LocatorLabModel

/// The locators that select exactly one element of a screen, in two depths:
///
/// - ``full(for:)``: the shared ranking (``LocatorRanking``: the verified
///   suggestions ordered by how many survival trials each survives, with
///   the fragility findings of every strategy), the order `compare` and
///   `convert` give the same element; then the absolute path, which is not
///   ranked. Each suggestion is evaluated on the whole screen and on every
///   trial's mutated copy, so one element costs time in proportion to the
///   screen's size;
/// - ``quick(for:)``: what the engine's indexes verify at once (accessibility
///   id, Android id), in the relative order the ranking gives them. The page
///   adds the absolute path, which selects exactly its element by
///   construction (``ElementPath``), from the elements' ``step(of:)``s:
///   10,000 full paths would double a large screen's page.
public final class ElementLocators {
    public let engine: LocatorEngine
    private let ranking: LocatorRanking
    private let paths: ElementPathTable

    public init(engine: LocatorEngine, trials: LocatorRanking.Trials = .standard) {
        self.engine = engine
        ranking = LocatorRanking(engine: engine, trials: trials)
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
        let suggested = ranking.ranked(for: id).locators.map { ranked in
            inspected(ranked, identity: identity, elementVerdict: verdict)
        }
        return withAbsolutePath(suggested, of: id)
    }

    public func quick(for id: ElementID) -> [InspectedLocator] {
        let element = tree[id]
        let (identity, _) = identity(of: id)
        var locators: [InspectedLocator] = []
        if let name = element.accessibilityName(on: tree.platform),
            !GeneratedIdentifier.looksGenerated(name),
            engine.lookUp(.accessibilityID(name))?.matches == [id]
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
            engine.lookUp(.id(resourceID.rawValue))?.matches == [id]
        {
            let short = resourceID.package == engine.idPackage ? resourceID.entry : resourceID.rawValue
            locators.append(
                InspectedLocator(
                    rank: 0, kind: SuggestionKind.androidID.rawValue, locator: .id(short), verdict: .resourceID,
                    findings: [], notes: []))
        }
        // The ranking's relative order of the two: both are attribute
        // lookups that every trial treats alike (an inserted sibling or a
        // wrapper gets neither value, a duplicated cell both) except
        // translated texts, which change a name that is the label. So they
        // survive equally and keep the suggester's order (identifier, then
        // Android id), unless the name is the label, which then survives
        // one trial fewer and comes second (LocatorSuggester's scores agree).
        if locators.count == 2 && locators[0].verdict == .labelDerived { locators.reverse() }
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

    /// A ranked locator with the verdict on the identifier it relies on.
    private func inspected(_ ranked: RankedLocator, identity: ElementIdentity, elementVerdict: IdentifierVerdict)
        -> InspectedLocator
    {
        let value = ranked.locator.value
        let usesOwnIdentifier = [identity.accessibilityIdentifier, identity.resourceID?.rawValue].contains { own in
            own.map { !$0.isEmpty && value.contains($0) } ?? false
        }
        let verdict: IdentifierVerdict
        switch ranked.kind {
        case .accessibilityID: verdict = ranked.nameFromLabel ? .labelDerived : .identifier
        case .androidID: verdict = .resourceID
        default:
            if ranked.nameFromLabel {
                verdict = .labelDerived
            } else {
                verdict = usesOwnIdentifier ? elementVerdict : .none
            }
        }
        var notes = ranked.notes
        if ranked.kind == .anchoredXPath && !usesOwnIdentifier {
            notes.append("anchored on an ancestor's identifier")
        }
        var locator = InspectedLocator(
            rank: ranked.rank, kind: ranked.kind.rawValue, locator: ranked.locator, verdict: verdict,
            findings: ranked.findings, notes: notes)
        locator.survival = ranked.survival
        return locator
    }
}
