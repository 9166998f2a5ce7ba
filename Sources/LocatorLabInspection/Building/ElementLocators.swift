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
///   id, Android id), in the relative order the ranking gives them
///   (``QuickLocators``). The page
///   adds the absolute path, which selects exactly its element by
///   construction (``ElementPath``), from the elements' ``step(of:)``s:
///   10,000 full paths would double a large screen's page.
public final class ElementLocators {
    public let engine: LocatorEngine
    private let trials: LocatorRanking.Trials
    /// Made on the first full ranking: it reads every frame of the screen,
    /// which a large screen that ranks no element never needs.
    private lazy var ranking = LocatorRanking(engine: engine, trials: trials)
    private let paths: ElementPathTable

    public init(engine: LocatorEngine, trials: LocatorRanking.Trials = .standard) {
        self.engine = engine
        self.trials = trials
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
        var suggested = ranking.ranked(for: id).locators.map { ranked in
            inspected(ranked, identity: identity, elementVerdict: verdict)
        }
        if let query = swiftQuery(for: id) { suggested.append(query) }
        return withAbsolutePath(suggested, of: id)
    }

    /// iOS: the XCUITest query a Swift UI test would write for `id`,
    /// verified to resolve to exactly it (``XCUIQueryWriter``), after the
    /// ranked Appium locators (it is not ranked with them: no driver takes it).
    private func swiftQuery(for id: ElementID) -> InspectedLocator? {
        guard let candidate = XCUIQueryWriter(engine: engine).candidates(for: id).first else { return nil }
        let verdict: IdentifierVerdict
        switch candidate.basis {
        case .identifier, .anchoredIdentifier: verdict = .identifier
        case .label: verdict = .labelDerived
        case .position: verdict = .none
        }
        let locator = Locator.xcuitest(candidate.query)
        return InspectedLocator(
            rank: 0, kind: "xcuitest", locator: locator, verdict: verdict, findings: FragilityRule.findings(in: locator),
            notes: ["the XCUITest query a Swift UI test would write; evaluated with XCTest's semantics"])
    }

    public func quick(for id: ElementID) -> [InspectedLocator] {
        quickLocators(for: id).locators
    }

    /// The quick locators of `id`; `element` and `identity`, when the caller
    /// has read them already.
    public func quickLocators(for id: ElementID, element: Element? = nil, identity: ElementIdentity? = nil)
        -> QuickLocators
    {
        let element = element ?? tree[id]
        let identity = identity ?? ElementIdentity(of: element, platform: tree.platform)
        var quick = QuickLocators.none
        if let name = element.accessibilityName(on: tree.platform),
            !GeneratedIdentifier.looksGenerated(name),
            engine.lookUp(.accessibilityID(name))?.found == [id]
        {
            quick.accessibilityID = name
            quick.nameIsLabel = identity.nameComesFromLabel
        }
        if tree.platform == .android, let resourceID = identity.resourceID, !resourceID.isFramework,
            !GeneratedIdentifier.looksGenerated(resourceID.rawValue),
            engine.lookUp(.id(resourceID.rawValue))?.found == [id]
        {
            quick.androidIDIsShort = resourceID.package == engine.idPackage
            quick.androidID = quick.androidIDIsShort ? resourceID.entry : resourceID.rawValue
        }
        return quick
    }

    /// The element's own step of its absolute path.
    public func step(of id: ElementID) -> String {
        paths.step(of: id)
    }

    /// The steps of every element's absolute path.
    public var pathTable: ElementPathTable { paths }

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
