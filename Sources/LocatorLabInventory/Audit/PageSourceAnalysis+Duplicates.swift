import LocatorLabModel

extension PageSourceAnalysis {
    /// Findings for accessibility identifiers on more than one element,
    /// told apart by how the elements relate:
    /// - nested under another element with the identifier: a control over
    ///   its own non-interactive text or image is ``AuditRule/duplicateButtonText``,
    ///   anything else ``AuditRule/duplicateContainer`` (one finding per
    ///   outer element, at it);
    /// - not nested, each in a different row of a list (the rows being the
    ///   children of the elements' lowest common ancestor on the way to them,
    ///   all of one type, and either cells or children of a list: iOS table,
    ///   collection, outline or scroll view, Android recycler, list, grid or
    ///   scroll view): ``AuditRule/duplicateInRows``;
    /// - otherwise ``AuditRule/duplicateIdentifier``, a real collision.
    ///
    /// Resource-ids are not checked: a layout's ids repeat in every list row
    /// by design, and the `id` strategy is used with that in mind.
    func duplicateFindings() -> [AuditFinding] {
        // Counted by the identifier's ID in the tree's string table, and
        // grouped only where it repeats: a dictionary of `String` to a new
        // array for every distinct identifier was 7.6% of `inspect` on a
        // generated 100k-element screen. The report sorts the findings, so
        // the order groups are visited in does not show.
        let strings = tree.strings
        let none = UInt32.max
        var keys = [UInt32](repeating: none, count: tree.count)
        var counts = [UInt32](repeating: 0, count: strings.count)
        var others: [String: [ElementID]] = [:]
        for id in tree.ids {
            guard let identifier = identities[id.index].accessibilityIdentifier else { continue }
            if let key = strings.id(of: identifier) {
                keys[id.index] = key.raw
                counts[Int(key.raw)] += 1
            } else {
                others[identifier, default: []].append(id)
            }
        }
        var repeated: [UInt32: [ElementID]] = [:]
        for id in tree.ids where keys[id.index] != none && counts[Int(keys[id.index])] > 1 {
            repeated[keys[id.index], default: []].append(id)
        }
        var findings: [AuditFinding] = []
        for elements in repeated.values {
            guard let identifier = identities[elements[0].index].accessibilityIdentifier else { continue }
            findings += duplicateFindings(for: identifier, at: elements)
        }
        for (identifier, elements) in others where elements.count > 1 {
            findings += duplicateFindings(for: identifier, at: elements)
        }
        return findings
    }

    private func duplicateFindings(for identifier: String, at elements: [ElementID]) -> [AuditFinding] {
        let members = Set(elements)
        var topLevel: [ElementID] = []
        // Nested occurrences grouped by their nearest enclosing occurrence.
        var nested: [ElementID: [ElementID]] = [:]
        for element in elements {
            if let outer = tree.ancestors(of: element).first(where: members.contains) {
                nested[outer, default: []].append(element)
            } else {
                topLevel.append(element)
            }
        }
        var findings: [AuditFinding] = []
        for (outer, inner) in nested {
            let outerIsControl = roles[outer.index] != nil
            if outerIsControl && inner.allSatisfy({ roles[$0.index] == nil }) {
                let kinds = Set(inner.map { tree[$0].type }).sorted().joined(separator: ", ")
                findings.append(
                    AuditFinding(
                        rule: .duplicateButtonText,
                        message: "'\(identifier)' is on \(describe(outer)) and on its own content (\(kinds)); "
                            + "accessibility id finds both, the control first",
                        pageSource: name, element: path(outer), identifier: identifier, relatedElements: inner.map(path)
                    ))
            } else {
                let count = inner.count
                findings.append(
                    AuditFinding(
                        rule: .duplicateContainer,
                        message: "'\(identifier)' of \(describe(outer)) is repeated on \(count) of its descendant"
                            + "\(count == 1 ? "" : "s") (SwiftUI: an identifier on a stack reaches its children "
                            + "unless the stack has .accessibilityElement(children: .contain))",
                        pageSource: name, element: path(outer), identifier: identifier, relatedElements: inner.map(path)
                    ))
            }
        }
        guard topLevel.count > 1 else { return findings }
        let first = topLevel[0]
        let others = topLevel.dropFirst().map(path)
        if let rows = listRows(of: topLevel) {
            findings.append(
                AuditFinding(
                    rule: .duplicateInRows,
                    message:
                        "'\(identifier)' is on \(topLevel.count) elements, one in each \(tree.type(of: rows.row)) row of "
                        + "\(tree.type(of: rows.list)); add the row index (\(identifier)_0, \(identifier)_1…) or find the row first",
                    pageSource: name, element: path(first), identifier: identifier, relatedElements: others))
        } else {
            findings.append(
                AuditFinding(
                    rule: .duplicateIdentifier,
                    message:
                        "'\(identifier)' is on \(topLevel.count) unrelated elements; accessibility id cannot tell them apart",
                    pageSource: name, element: path(first), identifier: identifier, relatedElements: others))
        }
        return findings
    }

    /// The list and one of its rows when `elements` (none inside another)
    /// each sit in a different row of the same list; `nil` otherwise.
    private func listRows(of elements: [ElementID]) -> (list: ElementID, row: ElementID)? {
        // Root-first ancestor chains, each ending with the element itself.
        let chains = elements.map { Array(tree.ancestors(of: $0).reversed()) + [$0] }
        var common = 0
        while chains.allSatisfy({ common < $0.count }) && chains.allSatisfy({ $0[common] == chains[0][common] }) {
            common += 1
        }
        guard common > 0 else { return nil }
        let list = chains[0][common - 1]
        let rows = chains.map { $0[common] }
        guard Set(rows).count == rows.count, Set(rows.map { tree[$0].type }).count == 1 else { return nil }
        let rowsAreCells = rows.allSatisfy { roles[$0.index] == .cell }
        guard rowsAreCells || isListContainer(list) else { return nil }
        return (list, rows[0])
    }

    private func isListContainer(_ id: ElementID) -> Bool {
        let type = tree.type(of: id)
        switch tree.platform {
        case .ios:
            return [
                "XCUIElementTypeTable", "XCUIElementTypeCollectionView", "XCUIElementTypeOutline",
                "XCUIElementTypeScrollView",
            ]
            .contains(type)
        case .android:
            return ["RecyclerView", "ListView", "GridView", "ScrollView"].contains { type.hasSuffix($0) }
        }
    }
}
