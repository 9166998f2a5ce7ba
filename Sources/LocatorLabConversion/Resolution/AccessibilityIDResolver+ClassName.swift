import LocatorLabLocators
import LocatorLabModel

/// **Class name** (`--targets class-name`): an XPath becomes `class name`
/// `C` when
///
/// 1. it matched on one platform's page sources only (a class is a
///    platform's: `android.widget.FrameLayout`, `XCUIElementTypeButton`),
///    and every element it matches there is of the one class `C` (Android:
///    the `class` attribute, else the tag; iOS: the element type);
/// 2. on every page source of that platform, `class name` `C` finds exactly
///    the XPath's elements, in the same order, including the page sources
///    where the XPath finds nothing.
///
/// The lookup is the driver's (``LocatorEngine``: UiAutomator2's
/// `By.clazz`, WebDriverAgent's type query including the context element),
/// so an XPath that narrows a class by anything (an attribute, a position,
/// an ancestor) is proven only where the narrowing selects nothing the
/// class would not. A type carries no text, so this proof never rests on a
/// label. Only the set rule proves it: a first-match proof would keep a
/// locator that finds more than the XPath did.
extension AccessibilityIDResolver {
    func resolveClassName(
        _ matchesBySource: [[ElementID]], platforms: [Platform], matched: [String]
    ) -> XPathResolution? {
        guard platforms.count == 1, let platform = platforms.first else { return nil }
        var className: String?
        for (index, matches) in matchesBySource.enumerated() where !matches.isEmpty {
            let tree = pageSources[index].tree
            for element in matches {
                // What UiAutomator2 compares is the node's class, the
                // `class` attribute; the tag is that name made XML-safe and
                // differs in hand-made page sources (a `LinearLayout` tag
                // with class `android.widget.FrameLayout` in the corpus).
                let type =
                    platform == .android
                    ? tree.attribute(AttributeName.className, of: element) ?? tree.type(of: element)
                    : tree.type(of: element)
                if let className, className != type { return nil }
                className = type
            }
        }
        guard let className, !className.isEmpty else { return nil }
        for (index, engine) in engines.enumerated() where pageSources[index].tree.platform == platform {
            let byClass: [ElementID]
            do {
                byClass = try engine.evaluate(.className(className)).matches
            } catch {
                return invalid(error, on: pageSources[index].name)
            }
            guard byClass == matchesBySource[index] else {
                return XPathResolution(
                    outcome: .notEquivalent,
                    reason: "on \(pageSources[index].name) class name \(Self.quoted(className)) matches "
                        + "\(Self.elements(byClass.count)) where the XPath matches \(matchesBySource[index].count)",
                    platforms: platforms, matchedPageSources: matched)
            }
        }
        var resolution = XPathResolution(
            outcome: .converted,
            reason: "finds the same elements as class name \(Self.quoted(className)) "
                + sourcesSummary(matched: matched, platforms: platforms),
            platforms: platforms, matchedPageSources: matched)
        resolution.replacement = .className(className)
        return resolution
    }
}
