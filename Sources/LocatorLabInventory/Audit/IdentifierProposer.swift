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
/// numbering, whichever elements are asked about, so a proposal does not
/// depend on which locators asked for it.
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

    /// Proposals for `elements` (each without an identifier; interactive
    /// or not, a requested static text gets one too), keyed by element.
    package func proposals(for elements: [ElementID]) -> [ElementID: IdentifierProposal] {
        var entries: [(element: ElementID, role: InteractiveRole?)] = unidentifiedInteractiveElements.map {
            ($0.element, $0.role)
        }
        let interactive = Set(entries.map(\.element))
        for element in elements where !interactive.contains(element) {
            entries.append((element, analysis.roles[element.index]))
        }
        entries.sort { $0.element < $1.element }
        let proposals = self.proposals(entries)
        let wanted = Set(elements)
        return Dictionary(
            uniqueKeysWithValues: zip(entries, proposals).filter { wanted.contains($0.0.element) }.map {
                ($0.0.element, $0.1)
            })
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
        var totals: [String: Int] = [:]
        for base in bases { totals[base, default: 0] += 1 }
        var used: [String: Int] = [:]
        var result: [IdentifierProposal] = []
        for ((entry, base), leaf) in zip(zip(entries, bases), leaves) {
            var identifier = base
            if totals[base, default: 0] > 1 {
                identifier = "\(base)_\(used[base, default: 0])"
                used[base, default: 0] += 1
            }
            var number = 2
            let unnumbered = identifier
            while existing.contains(identifier) {
                identifier = unnumbered + String(number)
                number += 1
            }
            result.append(
                IdentifierProposal(
                    identifier: identifier, label: leaf.label, description: analysis.describe(entry.element),
                    type: analysis.tree[entry.element].type, shown: analysis.shown(entry.element),
                    path: analysis.path(entry.element)))
        }
        return result
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
