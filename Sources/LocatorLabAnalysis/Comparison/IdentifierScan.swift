import LocatorLabModel

/// An identifier lookup that walks every element and compares one
/// attribute, as a driver without an index does (WebDriverAgent's
/// `fb_descendantsMatchingIdentifier:` is a predicate over all snapshots).
/// Same semantics as ``LocatorIndex``: the first attribute of that name
/// counts, and Android's `hierarchy` root is skipped.
struct IdentifierScan {
    let attribute: String
    let value: String
    let skipsRoot: Bool

    init(lookup: IdentifierLookup, tree: ElementTree) {
        attribute = lookup.attribute
        value = lookup.value
        skipsRoot = tree.platform == .android && tree.elements.first?.type == "hierarchy"
    }

    /// Appends the matching elements to `matches` (emptied first).
    func run(_ tree: ElementTree, into matches: inout [ElementID]) {
        matches.removeAll(keepingCapacity: true)
        let elements = tree.elements
        for index in (skipsRoot ? 1 : 0)..<elements.count {
            for candidate in elements[index].attributes where candidate.name == attribute {
                if candidate.value == value { matches.append(ElementID(index)) }
                break
            }
        }
    }
}
