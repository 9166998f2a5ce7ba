import LocatorLabModel

/// Evaluates a parsed XCUITest query on an iOS element tree, step by step as
/// XCTest's query chain does (its debugDescription prints the chain as
/// "Find: Descendants matching type Button", "Find: Elements matching
/// predicate …", "Find: Element at index 1"): each step maps the set of
/// elements so far to a new set, in traversal (document) order without
/// duplicates.
///
/// - Type queries and `descendants(matching:)`: Apple, "Returns a new query
///   that matches all descendants of the requested type"; the element
///   itself is not its own descendant.
/// - `children(matching:)`: "all direct children of the requested type".
/// - `matching(identifier:)` and the subscript: "any one of each element's
///   identifying properties: identifier, title, label, value, or
///   placeholderValue" (``XCUIAttributeReader``).
/// - `containing(…)`: "elements that contain a descendant" matching it.
/// - An element in the middle of a chain (`app.tables["List"].cells`) is
///   the set it stands for: XCTest resolves the chain as one query and
///   checks for a single match only where the test uses the final element;
///   `firstMatch` and `element(boundBy:)` in the middle pick one element.
///
/// The tree is the snapshot: WebDriverAgent writes its page source from the
/// same accessibility snapshot XCTest queries, and a debugDescription is
/// XCTest's own print of it, so hidden and alpha-0 views are absent from
/// both. Elements a JSON tree marks `hidden`/`isHidden` true or `alpha` 0
/// are left out with their subtrees, as UIKit leaves them out.
struct XCUIQueryEvaluator {
    let tree: ElementTree
    let reader: XCUIAttributeReader
    /// Elements (with their subtrees) outside XCTest's snapshot; empty when none.
    private let hidden: [Bool]

    init(tree: ElementTree) {
        self.tree = tree
        self.reader = XCUIAttributeReader(tree: tree)
        var hidden: [Bool] = []
        for id in tree.ids where Self.isMarkedHidden(id, in: tree) {
            if hidden.isEmpty { hidden = Array(repeating: false, count: tree.count) }
            for index in id.index..<tree.subtreeEnd(of: id) { hidden[index] = true }
        }
        self.hidden = hidden
    }

    private static func isMarkedHidden(_ id: ElementID, in tree: ElementTree) -> Bool {
        for name in ["hidden", "isHidden"] where WebDriverAgentNaming.foundationBoolValue(tree.attribute(name, of: id)) {
            return true
        }
        if let alpha = tree.attribute("alpha", of: id).flatMap(Double.init), alpha == 0 { return true }
        return false
    }

    private func inSnapshot(_ id: ElementID) -> Bool { hidden.isEmpty || !hidden[id.index] }

    func evaluate(_ syntax: XCUIQuerySyntax, expression: String) -> XCUIQueryOutcome {
        var notes: [String] = []
        if !["app", "XCUIApplication()"].contains(syntax.root) {
            notes.append("the chain starts from '\(syntax.root)', read as the application")
        }
        guard let root = tree.root, inSnapshot(root) else {
            return XCUIQueryOutcome(
                expression: expression, form: .query, matches: [], resolution: .notResolved, index: nil, uses: [],
                notes: notes)
        }
        if tree.type(of: root) != "XCUIElementTypeApplication" {
            notes.append("the page source's root is \(tree.type(of: root)), not an application; the query starts from it")
        }
        var current: [ElementID] = [root]
        // The access of an element not yet resolved, and the text up to it.
        var pending: (access: XCUIElementAccess, text: String)? = nil
        var form = XCUIQueryOutcome.Form.element(.unique)
        var written = syntax.root
        var uses: [String] = []
        var keysRead: Set<PredicateKey> = []
        var identifierKeys: [String] = []
        for step in syntax.steps {
            // A query step on an element: the element's set, first.
            switch step.kind {
            case .descendants, .children:
                if let (access, text) = pending {
                    current = narrow(current, by: access)
                    if access == .unique, current.count != 1 {
                        notes.append(
                            "'\(text)' is used as the base of the chain but matches \(current.count) elements; "
                                + "XCTest resolves the chain as one query and checks for one match only at the end")
                    }
                    pending = nil
                }
            default: break
            }
            switch step.kind {
            case .descendants(let type):
                current = descendants(of: current).filter { matches(type, $0) }
                form = .query
            case .children(let type):
                current = children(of: current).filter { matches(type, $0) }
                form = .query
            case .matching(let type, let identifier):
                if let identifier { identifierKeys.append(identifier) }
                current = current.filter { identifies(type, identifier, $0) }
            case .matchingPredicate(let predicate):
                keysRead.formUnion(PredicateEvaluator.keys(in: predicate.node))
                let evaluator = predicateEvaluator(predicate)
                current = current.filter(evaluator.matches)
            case .containing(let type, let identifier):
                current = current.filter { element in
                    descendants(of: [element]).contains { identifies(type, identifier, $0) }
                }
            case .containingPredicate(let predicate):
                keysRead.formUnion(PredicateEvaluator.keys(in: predicate.node))
                let evaluator = predicateEvaluator(predicate)
                current = current.filter { descendants(of: [$0]).contains(where: evaluator.matches) }
            case .element(let access):
                if let (previous, _) = pending { current = narrow(current, by: previous) }
                pending = (access, written + step.text)
                switch access {
                case .unique: form = .element(.unique)
                case .first: form = .element(.first)
                case .index: form = .element(.index)
                }
            case .count: form = .count
            case .allElements: form = .query
            case .use(let member): uses.append(member)
            }
            written += step.text
        }
        notes += reader.notes(forKeys: keysRead)
        notes += labelNotes(identifierKeys, current)
        var index: Int?
        let resolution: XCUIQueryOutcome.Resolution
        switch (form, pending?.access) {
        case (.element, .some(let access)):
            if case .index(let at) = access { index = at }
            resolution = resolve(current, by: access)
            if case .index(let at) = access, at < 0 {
                notes.append("element(boundBy:) takes a position from 0; \(at) finds nothing")
            }
        case (.element, nil):
            // The application itself (`app`, `app.tap()`).
            resolution = current.count == 1 ? .element(current[0]) : current.isEmpty ? .noMatch : .ambiguous
        default:
            resolution = .notResolved
        }
        if uses.contains("exists") || uses.contains("waitForExistence()") || uses.contains("waitForNonExistence()") {
            notes.append("exists asks whether the query finds an element; LocatorLab reports the element it resolves to")
        }
        return XCUIQueryOutcome(
            expression: expression, form: form, matches: current, resolution: resolution, index: index, uses: uses,
            notes: notes)
    }

    /// Where a key matched `name` that WebDriverAgent derived from the label.
    private func labelNotes(_ keys: [String], _ matches: [ElementID]) -> [String] {
        guard !keys.isEmpty, tree.ids.allSatisfy({ tree.identifier(of: $0) == nil }) else { return [] }
        let unsure = matches.filter { id in keys.contains { reader.identifier(of: id) == $0 } && reader.nameMayBeLabel(id) }
        guard !unsure.isEmpty else { return [] }
        return [
            "this WebDriverAgent page source writes name, the identifier else the label: for \(unsure.count) of the "
                + "matches name equals the label, so LocatorLab cannot tell whether the key is their identifier or their label"
        ]
    }

    private func predicateEvaluator(_ predicate: XCUIQueryPredicate) -> PredicateEvaluator {
        let reader = self.reader
        return PredicateEvaluator(tree: tree, predicate: predicate.node) { reader.value(of: $0, on: $1) }
    }

    /// `matching(_:identifier:)`'s test: the type, and an identifying
    /// property equal to `identifier` unless it is `nil`.
    private func identifies(_ type: XCUIElementTypeTable.Entry?, _ identifier: String?, _ id: ElementID) -> Bool {
        guard matches(type, id) else { return false }
        guard let identifier else { return true }
        return reader.hasIdentifyingProperty(identifier, id)
    }

    private func matches(_ type: XCUIElementTypeTable.Entry?, _ id: ElementID) -> Bool {
        guard let type else { return true }
        return tree.type(of: id) == type.fullName
    }

    /// One element out of `set`, for a step after it.
    private func narrow(_ set: [ElementID], by access: XCUIElementAccess) -> [ElementID] {
        switch access {
        case .unique: set
        case .first: Array(set.prefix(1))
        case .index(let at): at >= 0 && at < set.count ? [set[at]] : []
        }
    }

    private func resolve(_ set: [ElementID], by access: XCUIElementAccess) -> XCUIQueryOutcome.Resolution {
        switch access {
        case .unique: set.count == 1 ? .element(set[0]) : set.isEmpty ? .noMatch : .ambiguous
        case .first: set.first.map { .element($0) } ?? .noMatch
        case .index(let at): at >= 0 && at < set.count ? .element(set[at]) : .noMatch
        }
    }

    /// The descendants of every element of `set`, in document order, once.
    func descendants(of set: [ElementID]) -> [ElementID] {
        var result: [ElementID] = []
        var end = 0
        for id in set.sorted(by: { $0.index < $1.index }) {
            var index = max(id.index + 1, end)
            let stop = tree.subtreeEnd(of: id)
            while index < stop {
                let element = ElementID(index)
                if inSnapshot(element) {
                    result.append(element)
                    index += 1
                } else {
                    index = tree.subtreeEnd(of: element)
                }
            }
            end = max(end, stop)
        }
        return result
    }

    /// The children of every element of `set`, in document order.
    func children(of set: [ElementID]) -> [ElementID] {
        set.sorted(by: { $0.index < $1.index }).flatMap { tree.children(of: $0).filter(inSnapshot) }
    }
}
