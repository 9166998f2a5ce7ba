/// Which attributes a query document carries. Drivers write only the
/// attributes an XPath names (WebDriverAgent `FBXPath
/// elementAttributesWithXPathQuery:`, UiAutomator2 `extractQueriedAttributes`;
/// formats.md 1.6, 2.2), and an XPath without an attribute wildcard cannot
/// tell the difference: it matches the same elements on a document with
/// every attribute.
public enum XPathAttributeSelection: Sendable, Hashable {
    /// Every attribute: for `@*`, `attribute::node()`, `lang()` and the like,
    /// where which attributes exist changes the result (`count(@*)`).
    case all
    /// Only these attribute names.
    case named(Set<String>)

    /// Whether a document with `self`'s attributes answers every XPath that
    /// needs `other`'s.
    public func covers(_ other: XPathAttributeSelection) -> Bool {
        switch (self, other) {
        case (.all, _): true
        case (.named, .all): false
        // An XPath that names no attribute (an absolute path) needs none.
        case (.named(let mine), .named(let theirs)): theirs.isEmpty || theirs.isSubset(of: mine)
        }
    }

    /// Both selections' attributes.
    public func union(_ other: XPathAttributeSelection) -> XPathAttributeSelection {
        switch (self, other) {
        case (.named(let mine), .named(let theirs)): .named(mine.union(theirs))
        default: .all
        }
    }
}
