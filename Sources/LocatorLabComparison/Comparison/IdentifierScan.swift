import LocatorLabModel

/// An identifier lookup that walks every element and compares one
/// attribute, as a driver without an index does (WebDriverAgent's
/// `fb_descendantsMatchingIdentifier:` is a predicate over all snapshots).
/// Same semantics as ``LocatorIndex``: the first attribute of that name
/// counts, and Android's `hierarchy` root is skipped.
///
/// Like a driver's snapshot walk, it compares every element's value as
/// text; the tree's interned IDs would make the walk cheaper than any
/// driver's.
struct IdentifierScan {
    let attribute: String
    let value: String
    let skipsRoot: Bool

    init(lookup: IdentifierLookup, tree: ElementTree) {
        attribute = lookup.attribute
        value = lookup.value
        skipsRoot = tree.hasAndroidHierarchyRoot
    }

    /// Appends the matching elements to `matches` (emptied first).
    func run(_ tree: ElementTree, into matches: inout [ElementID]) {
        matches.removeAll(keepingCapacity: true)
        let name = tree.strings.id(of: attribute)
        var wanted = value
        wanted.withUTF8 { wantedBytes in
            for index in (skipsRoot ? 1 : 0)..<tree.count {
                let id = ElementID(index)
                for candidate in tree.internedAttributes(of: id) where candidate.name == name {
                    let equal = tree.strings.withUTF8(candidate.value) { $0.elementsEqual(wantedBytes) }
                    if equal { matches.append(id) }
                    break
                }
            }
        }
    }
}
