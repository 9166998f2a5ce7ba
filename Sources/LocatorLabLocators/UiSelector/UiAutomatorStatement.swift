/// What one `;`-separated statement of an `-android uiautomator` locator
/// asks for, after the server's parsers have read it.
enum UiAutomatorStatement: Sendable, Hashable {
    /// A `UiSelector`, written alone or returned by `UiScrollable`'s
    /// `scrollIntoView(selector)`, `scrollTextIntoView(text)` or
    /// `scrollDescriptionIntoView(text)` (UiScrollableParser keeps the
    /// selector whether or not scrolling would be needed); `scrolled` tells
    /// the latter apart.
    case selector(UiSelector, scrolled: Bool)
    /// `new UiScrollable(container).getChildByText(pattern, text)` and its
    /// `Description` / `Instance` siblings: the `UiCollection` row the
    /// call returns.
    case scrollableChild(container: UiSelector, pattern: UiSelector, lookup: RowLookup)

    enum RowLookup: Sendable, Hashable {
        /// The first row whose text is `value` or that has a descendant
        /// with that text (`UiCollection.getChildByText`).
        case text(String)
        /// The same with the content description.
        case description(String)
        /// The row at this 0-based instance.
        case instance(Int)
    }
}
