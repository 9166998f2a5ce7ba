import LocatorLabLocators
import LocatorLabModel
import LocatorLabTestSources

/// Converts one XCUITest query of a Swift test (``XCUIQuerySource``) to an
/// identifier query of the same element type, proven on the page sources:
///
/// - an element (subscript, `element`, `element(boundBy:)`,
///   `element(matching:)`) becomes `base.<type>["<id>"]`, which must resolve
///   to the same single element on every page source where the query
///   resolves, and fail where it fails;
/// - `firstMatch` keeps `firstMatch`, proven on the first match alone;
/// - a set (`count`, `allElementsBoundByIndex`, the query itself) becomes
///   `base.<type>.matching(identifier: "<id>")` when its elements share one
///   identifier, or a `BEGINSWITH` predicate on their common identifier
///   prefix, proven on the same elements in the same order.
///
/// The identifier is written through the project's constant when one holds
/// it (``XCUIQuerySource/identifierConstants``), else as a literal.
struct XCUIQueryPlanner {
    let resolver: AccessibilityIDResolver

    /// The outcome of `locator`, and its rewrite when it converts.
    func plan(_ locator: FoundLocator, query: XCUIQuerySource, expression: String) -> LocatorPlan {
        var results: [(page: Int, outcome: XCUIQueryOutcome)] = []
        for (index, engine) in resolver.engines.enumerated() where engine.tree.platform == .ios {
            do {
                results.append((index, try engine.evaluateXCUIQuery(expression)))
            } catch {
                return LocatorPlan(
                    locator: locator, outcome: .invalidXPath,
                    reason: "the query cannot be evaluated on \(resolver.pageSources[index].name): \(error.description)")
            }
        }
        guard !results.isEmpty else {
            return LocatorPlan(locator: locator, outcome: .noMatch, reason: "no iOS page source was given")
        }
        let matching = results.filter { !$0.outcome.matches.isEmpty }
        guard !matching.isEmpty else {
            return LocatorPlan(
                locator: locator, outcome: .noMatch,
                reason: "the query matches nothing on the \(results.count == 1 ? "page source" : "\(results.count) iOS page sources")")
        }
        if let ambiguous = matching.first(where: { $0.outcome.resolution == .ambiguous }) {
            let count = ambiguous.outcome.matches.count
            return LocatorPlan(
                locator: locator, outcome: .ambiguous,
                reason: "XCTest fails here with \"Multiple matching elements found\": \(count) elements match on "
                    + "\(resolver.pageSources[ambiguous.page].name); it is left alone")
        }
        if query.use == .set, query.steps.allSatisfy(Self.selectsByTypeOnly) {
            return LocatorPlan(
                locator: locator, outcome: .noReplacement,
                reason: "the query selects by element type alone (no label, value or position), which an identifier "
                    + "would not make sturdier; it is left alone")
        }
        if let keys = Self.stateKeysAlone(expression) {
            // `element(matching: NSPredicate(format: "hasFocus == true"))`:
            // the test asks which element is in a state, not for one
            // element (lukaskukacka/demo-swiftui-tvos-buttonstyle-focusissue).
            return LocatorPlan(
                locator: locator, outcome: .noReplacement,
                reason: "the query selects by state (\(keys.joined(separator: ", "))): it finds whichever element is in "
                    + "that state, which an identifier query would not; it is left alone")
        }
        // `app.windows.firstMatch`, `app.alerts.element`: the type alone
        // picks the only element of its type, as a test engineer means it.
        // An identifier the element has is still used, but one it lacks is
        // not asked for. Where the type matches several, `firstMatch` is
        // the first by position, and an identifier is asked for as for any
        // element.
        let takesTheOnlyElementOfItsType =
            query.use != .set && Self.takesTheOnlyElementOfAType(query.steps)
            && matching.allSatisfy({ $0.outcome.matches.count == 1 })
        var candidate: Candidate
        // Queries anchored on an ancestor's identifier, tried in turn when
        // the identifier query of the element is refused.
        var anchored: [Candidate] = []
        switch query.use {
        case .element, .firstMatch:
            guard let target = matching.lazy.compactMap({ result in result.outcome.element.map { (result.page, $0) } }).first
            else {
                return LocatorPlan(
                    locator: locator, outcome: .noMatch,
                    reason: "the query resolves to no element on any page source (its index is out of range)")
            }
            if allowsAnchors { anchored = anchoredCandidates(page: target.0, element: target.1, query: query) }
            switch elementCandidate(page: target.0, element: target.1, query: query) {
            case .success(let found): candidate = found
            case .failure(let refusal):
                if takesTheOnlyElementOfItsType, refusal.outcome == .labelOnly {
                    return LocatorPlan(
                        locator: locator, outcome: .noReplacement,
                        reason: "the query selects by element type alone, and its type matches one element on "
                            + "\(matching.count == 1 ? "the page source" : "each of the \(matching.count) page sources") "
                            + "where it matches; its element has no identifier, and it needs none: it is left alone")
                }
                guard !anchored.isEmpty else {
                    return LocatorPlan(locator: locator, outcome: refusal.outcome, reason: refusal.reason, accessibilityID: refusal.identifier)
                }
                candidate = anchored.removeFirst()
            }
        case .set:
            switch setCandidate(matching[0], query: query) {
            case .success(let found): candidate = found
            case .failure(let refusal): return LocatorPlan(locator: locator, outcome: refusal.outcome, reason: refusal.reason, accessibilityID: refusal.identifier)
            }
        }
        if let helper = query.helper, query.writtenSteps == 0 {
            return LocatorPlan(
                locator: locator, outcome: .noReplacement,
                reason: "the query is built by helper '\(helper)', which is left alone (its other calls may need "
                    + "another element); its element here has \(candidate.describe)",
                accessibilityID: candidate.identifier)
        }
        let inherited = Array(query.steps.prefix(query.steps.count - query.writtenSteps))
        while let failure = prove("app" + (inherited + candidate.steps).map(\.text).joined(), against: results, use: query.use) {
            guard !anchored.isEmpty else {
                return LocatorPlan(
                    locator: locator, outcome: .notEquivalent,
                    reason: "\(candidate.describe) would not find the same \(query.use == .set ? "elements" : "element"): "
                        + "\(failure); it is left alone",
                    accessibilityID: candidate.identifier)
            }
            candidate = anchored.removeFirst()
        }
        let written = Self.write(candidate.steps, base: query.base, constants: query.identifierConstants)
        let stepsText = Self.write(candidate.steps, base: nil, constants: query.identifierConstants)
        let proof: EquivalenceProof =
            switch query.use {
            case .set: .sameElements
            case .firstMatch: .sameFirstElement
            case .element: .sameUniqueElement
            }
        var reason = "\(candidate.describe) \(proof == .sameElements ? "finds the same elements in the same order" : "resolves to the same element") "
            + "on \(results.count == 1 ? "the page source" : "all \(results.count) iOS page sources")"
        let constant = query.identifierConstants[candidate.identifier]
        // The same steps: the query already is the identifier query (a
        // literal where the project has a constant is left as written, and
        // the reason says the constant exists rather than that it is used).
        guard Array(query.steps.suffix(query.writtenSteps)) != candidate.steps else {
            if let constant {
                reason += locator.valueSource == .literal
                    ? "; constant '\(constant)' holds the same identifier" : ", written through constant '\(constant)'"
            }
            return LocatorPlan(
                locator: locator, outcome: .alreadyIdentifier,
                reason: "already an identifier query: \(reason)", accessibilityID: candidate.identifier)
        }
        if let constant { reason += ", written through constant '\(constant)'" }
        // The written steps only: the base, and comments outside them, stay
        // (``XCUIQuerySource/rewriteRange``).
        let rewrite = LocatorRewriter.Rewrite(
            edits: [
                SourceEdit(range: query.rewriteRange, replacement: query.rewriteIncludesBase ? written : stepsText)
            ], imports: [])
        var plan = LocatorPlan(
            locator: locator, outcome: .converted, reason: reason, accessibilityID: candidate.identifier,
            replacement: Locator(strategy: .xcuitest, value: "app" + candidate.steps.map(\.text).joined()),
            proof: proof, rewrite: rewrite)
        plan.replacementText = written
        return plan
    }

    /// The identifier query to try and what it is built from.
    struct Candidate {
        var steps: [XCUIQuerySource.Step]
        var identifier: String
        var describe: String
    }

    struct Refusal: Error {
        var outcome: ConversionOutcome
        var reason: String
        var identifier: String?
    }

    /// `<type>["<id>"]` (and `firstMatch`) for the element the query resolves to.
    private func elementCandidate(page: Int, element: ElementID, query: XCUIQuerySource) -> Result<Candidate, Refusal> {
        let tree = resolver.pageSources[page].tree
        let node = tree[element]
        guard let identifier = ElementIdentity(of: node, platform: .ios).accessibilityIdentifier else {
            return .failure(
                Refusal(
                    outcome: .labelOnly,
                    reason: "its element (\(node.type)) has no accessibility identifier on \(resolver.pageSources[page].name), "
                        + "so no identifier query can replace it; see the identifier request", identifier: nil))
        }
        var steps = [Self.typeStep(node.type), XCUIQuerySource.Step.subscripted(identifier)]
        if query.use == .firstMatch { steps.append(.firstMatch) }
        return .success(Candidate(steps: steps, identifier: identifier, describe: "identifier '\(identifier)'"))
    }

    /// Whether a query may be anchored on an ancestor's identifier: as the
    /// other languages' XPaths become class chains or predicates anchored
    /// on identifiers only with those targets (`--targets`), a Swift query
    /// does only when a target beyond identifiers is listed.
    private var allowsAnchors: Bool {
        resolver.targets.contains { $0 != .accessibilityID && $0 != .id }
    }

    /// `<ancestor type>["<ancestor id>"].<type>["<id>"]`, or `….<type>.element`
    /// (`firstMatch`) for an element without an identifier, below each
    /// identified ancestor from the nearest out, when it resolves to the
    /// element on `page` (XCTest's resolution of the whole chain; the
    /// anchor in the middle of it need not be unique). Built on identifiers
    /// and types only, never on labels or positions.
    private func anchoredCandidates(page: Int, element: ElementID, query: XCUIQuerySource) -> [Candidate] {
        let tree = resolver.pageSources[page].tree
        let own = ElementIdentity(of: tree[element], platform: .ios).accessibilityIdentifier
        let inherited = Array(query.steps.prefix(query.steps.count - query.writtenSteps))
        var leaf = [Self.typeStep(tree.type(of: element))]
        if let own { leaf.append(.subscripted(own)) }
        if query.use == .firstMatch { leaf.append(.firstMatch) } else if own == nil { leaf.append(.element) }
        var candidates: [Candidate] = []
        for ancestor in tree.ancestors(of: element) {
            guard let anchor = ElementIdentity(of: tree[ancestor], platform: .ios).accessibilityIdentifier,
                XCUIElementTypeTable.queryName(forFullName: tree.type(of: ancestor)) != nil
            else { continue }
            let steps = [Self.typeStep(tree.type(of: ancestor)), .subscripted(anchor)] + leaf
            let expression = "app" + (inherited + steps).map(\.text).joined()
            guard (try? resolver.engines[page].evaluateXCUIQuery(expression))?.element == element else { continue }
            candidates.append(
                Candidate(
                    steps: steps, identifier: own ?? anchor,
                    describe: own.map { "identifier '\($0)' below ancestor identifier '\(anchor)'" }
                        ?? "ancestor identifier '\(anchor)' and type \(tree.type(of: element))"))
        }
        return candidates
    }

    /// `<type>.matching(identifier:)` or a prefix predicate for a set.
    private func setCandidate(_ result: (page: Int, outcome: XCUIQueryOutcome), query: XCUIQuerySource)
        -> Result<Candidate, Refusal>
    {
        let tree = resolver.pageSources[result.page].tree
        let nodes = result.outcome.matches.map { tree[$0] }
        let types = Set(nodes.map(\.type))
        let identifiers = nodes.map { ElementIdentity(of: $0, platform: .ios).accessibilityIdentifier }
        guard types.count == 1, let type = types.first, identifiers.allSatisfy({ $0 != nil }) else {
            return .failure(
                Refusal(
                    outcome: .labelOnly,
                    reason: "its \(nodes.count) elements are not all of one type with an identifier, so no identifier "
                        + "query can stand for them", identifier: nil))
        }
        let ids = identifiers.map { $0! }
        var steps = [Self.typeStep(type)]
        let describe: String
        let identifier: String
        if Set(ids).count == 1 {
            identifier = ids[0]
            steps.append(.matchingIdentifier(identifier))
            describe = "identifier '\(identifier)'"
        } else {
            let prefix = Self.commonPrefix(ids)
            guard let last = prefix.last, [".", "_", "-", "/"].contains(last) else {
                return .failure(
                    Refusal(
                        outcome: .notEquivalent,
                        reason: "its \(ids.count) elements have different identifiers without a common prefix "
                            + "(\(ids.prefix(3).joined(separator: ", "))), so no identifier query can stand for them",
                        identifier: nil))
            }
            identifier = prefix
            steps.append(.matchingPredicate(format: "identifier BEGINSWITH %@", arguments: [ClientLanguage.swift.literalRules.literal(prefix)]))
            describe = "identifier prefix '\(prefix)'"
        }
        if case .count = query.steps.last { steps.append(.count) }
        if case .allElementsBoundByIndex = query.steps.last { steps.append(.allElementsBoundByIndex) }
        return .success(Candidate(steps: steps, identifier: identifier, describe: describe))
    }

    /// Why `expression` does not keep what the query found, or `nil`.
    private func prove(_ expression: String, against results: [(page: Int, outcome: XCUIQueryOutcome)], use: XCUIQuerySource.Use)
        -> String?
    {
        for (page, old) in results {
            let name = resolver.pageSources[page].name
            guard let new = try? resolver.engines[page].evaluateXCUIQuery(expression) else {
                return "it cannot be evaluated on \(name)"
            }
            switch use {
            case .set:
                if new.matches != old.matches { return "it finds \(new.matches.count) elements where the query finds \(old.matches.count) on \(name)" }
            case .element, .firstMatch:
                if new.resolution != old.resolution {
                    switch new.resolution {
                    case .ambiguous: return "it matches \(new.matches.count) elements on \(name)"
                    case .noMatch: return "it matches nothing on \(name)"
                    default: return "it resolves to another element on \(name)"
                    }
                }
            }
        }
        return nil
    }

    /// A step of a query that names element types only (`app.tables.cells.count`).
    static func selectsByTypeOnly(_ step: XCUIQuerySource.Step) -> Bool {
        switch step {
        case .typeQuery, .descendants, .count, .allElementsBoundByIndex: true
        default: false
        }
    }

    /// The state keys (`hasFocus`, `isSelected`, `isEnabled`) of a query
    /// that selects by types and such predicates alone, else `nil`.
    static func stateKeysAlone(_ expression: String) -> [String]? {
        guard let syntax = try? XCUIQuerySyntax.parse(expression) else { return nil }
        var keys: Set<String> = []
        for step in syntax.steps {
            switch step.kind {
            case .descendants, .children, .count, .allElements, .use: continue
            case .element(let access): if case .index = access { return nil }
            case .matchingPredicate(let predicate):
                let read = Set(predicate.keyPaths).subtracting(["elementType"])
                guard !read.isEmpty, read.isSubset(of: stateKeys) else { return nil }
                keys.formUnion(read)
            case .matching, .containing, .containingPredicate: return nil
            }
        }
        return keys.isEmpty ? nil : keys.sorted()
    }

    private static let stateKeys: Set<String> = ["hasFocus", "isSelected", "isEnabled"]

    /// `app.windows.firstMatch`, `app.tables.cells.element`: type queries
    /// only, then the element taken without a key or a position.
    static func takesTheOnlyElementOfAType(_ steps: [XCUIQuerySource.Step]) -> Bool {
        guard let last = steps.last, last == .firstMatch || last == .element, steps.count > 1 else { return false }
        return steps.dropLast().allSatisfy(selectsByTypeOnly)
    }

    /// The type query of an element type: `cells` for `XCUIElementTypeCell`,
    /// `descendants(matching: .any)` for a type without one.
    static func typeStep(_ type: String) -> XCUIQuerySource.Step {
        if let name = XCUIElementTypeTable.queryName(forFullName: type) { return .typeQuery(name) }
        return .descendants("any")
    }

    /// The steps after `base`, keys written through constants when the
    /// project has them; without a base, the steps alone (`.cells["Row"]`).
    static func write(_ steps: [XCUIQuerySource.Step], base: String?, constants: [String: String]) -> String {
        var text = base ?? ""
        for step in steps {
            switch step {
            case .subscripted(let key):
                text += "[" + (constants[key] ?? ClientLanguage.swift.literalRules.literal(key)) + "]"
            case .matchingIdentifier(let key):
                text += ".matching(identifier: " + (constants[key] ?? ClientLanguage.swift.literalRules.literal(key)) + ")"
            default:
                text += step.text
            }
        }
        // The implicit `self` of an `XCUIApplication` extension: no leading dot.
        if base == "", text.hasPrefix(".") { text.removeFirst() }
        return text
    }

    private static func commonPrefix(_ values: [String]) -> String {
        guard var prefix = values.first else { return "" }
        for value in values.dropFirst() {
            while !value.hasPrefix(prefix) { prefix.removeLast() }
        }
        return prefix
    }
}
