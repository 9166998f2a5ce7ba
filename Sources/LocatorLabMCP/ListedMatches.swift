import LocatorLabLocators
import LocatorLabModel

/// Elements as tools list them: at most `limit` (the answer states the
/// cut), each with its key attributes and an absolute path that selects
/// exactly it on a device.
struct ListedMatches: Encodable {
    var count: Int
    var matches: [QueryMatch]
    /// How many matches past the limit were left out.
    var omitted: Int

    init(_ elements: [ElementID], in tree: ElementTree, limit: Int) {
        count = elements.count
        let kept = elements.prefix(limit)
        let paths = kept.count > 16 ? ElementPathTable(tree) : nil
        matches = kept.map { QueryMatch(element: $0, in: tree, paths: paths) }
        omitted = elements.count - kept.count
    }
}
