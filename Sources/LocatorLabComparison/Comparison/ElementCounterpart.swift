import LocatorLabAdvice
import LocatorLabLocators
import LocatorLabModel

/// Finds "the same" element in another page source of the same screen (an
/// app version, a locale), by heuristics, since elements have no identity
/// across files:
///
/// 1. **same identifier and type**: the element has a developer-chosen
///    identifier (iOS: the raw identifier when known, else a `name` that
///    differs from the label; Android: `resource-id`, else an
///    identifier-like `content-desc`), and exactly one element of the same
///    type has it in the other page source. An element with an identifier
///    that is missing there has no counterpart: a path would only find
///    whatever now stands in its place;
/// 2. **same path**: for an element without an identifier, its absolute
///    path (element types with sibling positions, ``ElementPath``) selects
///    exactly one element there.
public enum ElementCounterpart {
    /// Which heuristic found the counterpart.
    public enum Rule: String, Sendable, Hashable, Codable {
        case identifier
        case path
    }

    /// The counterpart of `id` (in `source`) in `other`'s tree, or `nil`.
    /// Throws when the path cannot be evaluated there (a limit): that is not
    /// "no counterpart".
    public static func find(_ id: ElementID, in source: ElementTree, within other: LocatorEngine) throws(LocatorError)
        -> (element: ElementID, rule: Rule)?
    {
        let element = source[id]
        if let identifier = identifier(of: element, platform: source.platform) {
            let candidates = other.tree.ids.filter { candidate in
                let counterpart = other.tree[candidate]
                return counterpart.type == element.type
                    && Self.identifier(of: counterpart, platform: other.tree.platform) == identifier
            }
            if candidates.count == 1, let match = candidates.first { return (match, .identifier) }
            return nil
        }
        let path = ElementPath(id, in: source).expression
        let matches = try other.evaluate(.xpath(path)).matches
        if matches.count == 1 { return (matches[0], .path) }
        return nil
    }

    /// The developer-chosen identifier of `element`, if it has one.
    /// Android prefers the `resource-id`; otherwise the accessibility
    /// identifier ``ElementIdentity`` tells from the label.
    public static func identifier(of element: Element, platform: Platform) -> String? {
        ElementIdentity(of: element, platform: platform).developerIdentifier
    }
}
