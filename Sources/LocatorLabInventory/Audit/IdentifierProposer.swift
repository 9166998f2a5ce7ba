import LocatorLabLocators
import LocatorLabModel

/// Proposes identifiers for elements that have none, the way `audit`
/// suggests them, so that `audit` and `convert` (its identifier requests)
/// give an element the same name:
///
/// - the branch comes from the element's surroundings
///   (``PageSourceAnalysis/suggestedBranch(for:)``: an ancestor's own
///   identifier, else what most neighbours are in), so it follows the
///   convention the app already uses (`Settings.Profile.UserDetails`,
///   `SomethingViewController` of the `<Type>.<property>` style);
/// - the leaf is what the element shows and what it is
///   (``IdentifierSuggestion``), and it says when it comes from a label,
///   which is in the page source's language and not a stable name;
/// - proposals that coincide on one page are numbered in document order
///   (`Leaf_0`, `Leaf_1`, as rows would be), and one taken by an existing
///   identifier gets `2`, `3`….
///
/// Every interactive element without an identifier takes part in the
/// numbering, whichever elements are asked about; a requested element that
/// is not interactive takes part too, so its proposal (and those it
/// coincides with) depends on the set requested: `convert` numbers in two
/// steps (``numberingFacts(for:)``, then ``numbered(_:)``) that a sharded
/// run does apart.
package struct IdentifierProposer {
    let analysis: PageSourceAnalysis

    init(_ analysis: PageSourceAnalysis) {
        self.analysis = analysis
    }

    package init(_ source: Screen) {
        self.init(PageSourceAnalysis(source))
    }

    /// The interactive elements of the page without an identifier, in
    /// document order, with their role.
    var unidentifiedInteractiveElements: [(element: ElementID, role: InteractiveRole)] {
        analysis.tree.ids.compactMap { id in
            guard let role = analysis.roles[id.index], !analysis.identities[id.index].isIdentified else { return nil }
            return (id, role)
        }
    }

    /// What the numbering of `elements`' proposals needs to know of the
    /// page, one entry per element, in document order: read from the page
    /// alone, whichever other elements are requested, so the entries of
    /// requests made apart (the shards of a `convert` run) number as one
    /// request would (``numbered(_:)``).
    package func numberingFacts(for elements: [ElementID]) -> [NumberingFacts] {
        let interactive = unidentifiedInteractiveElements
        let roles = Dictionary(uniqueKeysWithValues: interactive.map { ($0.element, $0.role) })
        func base(_ element: ElementID, role: InteractiveRole?) -> (base: String, label: String?) {
            let leaf = IdentifierSuggestion.leaf(for: element, in: analysis.tree, role: role)
            return ((analysis.suggestedBranch(for: element).map(String.init) + [leaf.leaf]).joined(separator: "."), leaf.label)
        }
        let wanted = Set(elements).sorted()
        let bases = wanted.map { element in
            base(element, role: analysis.roles[element.index])
        }
        // The interactive elements sharing a wanted base (only those can
        // number it): every interactive element's base, computed once.
        let wantedBases = Set(bases.map(\.base))
        var sameBase: [String: [Int]] = [:]
        if !wantedBases.isEmpty {
            for entry in interactive {
                let entryBase = base(entry.element, role: entry.role).base
                if wantedBases.contains(entryBase) { sameBase[entryBase, default: []].append(entry.element.index) }
            }
        }
        var taken: [String: [String]] = [:]
        for identity in analysis.identities {
            guard let identifier = identity.accessibilityIdentifier else { continue }
            for wantedBase in wantedBases where identifier.hasPrefix(wantedBase) {
                taken[wantedBase, default: []].append(identifier)
            }
        }
        return zip(wanted, bases).map { element, base in
            NumberingFacts(
                element: element.index, base: base.base, isInteractive: roles[element] != nil,
                sameBaseInteractive: sameBase[base.base] ?? [], taken: Array(Set(taken[base.base] ?? [])).sorted(),
                label: base.label, type: analysis.tree[element].type, shown: analysis.shown(element),
                path: analysis.path(element).expression)
        }
    }

    /// The identifiers proposed for the elements of `facts` (one page's),
    /// by element index: proposals that coincide are numbered in document
    /// order among every unidentified interactive element of the page and
    /// every requested one (`Base_0`, `Base_1`), and one taken by an
    /// existing identifier gets `2`, `3`… Pure, so `merge` runs it again on
    /// the facts every shard carried.
    package static func numbered(_ facts: [NumberingFacts]) -> [Int: String] {
        var members: [String: Set<Int>] = [:]
        var taken: Set<String> = []
        for fact in facts {
            members[fact.base, default: []].formUnion(fact.sameBaseInteractive)
            if !fact.isInteractive { members[fact.base, default: []].insert(fact.element) }
            taken.formUnion(fact.taken)
        }
        var result: [Int: String] = [:]
        for fact in facts {
            let ordered = members[fact.base, default: []].sorted()
            let identifiers = numbered(
                Array(repeating: fact.base, count: ordered.count), isTaken: taken.contains)
            result[fact.element] = identifiers[ordered.firstIndex(of: fact.element)!]
        }
        return result
    }

    /// The numbering rule, on bases in document order: a base shared by
    /// several entries gets `_0`, `_1`… in that order, and a result an
    /// existing identifier holds gets `2`, `3`… after it.
    static func numbered(_ bases: [String], isTaken: (String) -> Bool) -> [String] {
        var totals: [String: Int] = [:]
        for base in bases { totals[base, default: 0] += 1 }
        var used: [String: Int] = [:]
        return bases.map { base in
            var identifier = base
            if totals[base, default: 0] > 1 {
                identifier = "\(base)_\(used[base, default: 0])"
                used[base, default: 0] += 1
            }
            var number = 2
            let unnumbered = identifier
            while isTaken(identifier) {
                identifier = unnumbered + String(number)
                number += 1
            }
            return identifier
        }
    }

    /// One proposal per entry, in the order given (document order).
    func proposals(_ entries: [(element: ElementID, role: InteractiveRole?)]) -> [IdentifierProposal] {
        var existing = SeenStrings(analysis.tree.strings)
        for identity in analysis.identities {
            if let identifier = identity.accessibilityIdentifier { _ = existing.insert(identifier) }
        }
        let leaves = entries.map { IdentifierSuggestion.leaf(for: $0.element, in: analysis.tree, role: $0.role) }
        let bases = zip(entries, leaves).map { entry, leaf -> String in
            (analysis.suggestedBranch(for: entry.element).map(String.init) + [leaf.leaf]).joined(separator: ".")
        }
        let identifiers = Self.numbered(bases, isTaken: existing.contains)
        return zip(zip(entries, identifiers), leaves).map { entryAndIdentifier, leaf in
            let (entry, identifier) = entryAndIdentifier
            return IdentifierProposal(
                identifier: identifier, label: leaf.label, description: analysis.describe(entry.element),
                type: analysis.tree[entry.element].type, shown: analysis.shown(entry.element),
                path: analysis.path(entry.element))
        }
    }
}

/// An identifier proposed for an element that has none.
package struct IdentifierProposal: Sendable, Hashable {
    /// `Users.AddUserButton`, `SignUpViewController.SubmitButton_1`.
    package var identifier: String
    /// The label the leaf's words come from, when they do: it is in the
    /// page source's language, so the proposal is label-based and the app's
    /// developers may want a name in the code's language instead.
    package var label: String?
    /// `XCUIElementTypeButton 'Add user'`: the type and what it shows.
    package var description: String
    /// The element's type (`XCUIElementTypeButton`, `android.widget.TextView`).
    package var type: String
    /// What it shows (iOS label or value; Android content-desc, text or hint), in full.
    package var shown: String?
    package var path: ElementPath
}
