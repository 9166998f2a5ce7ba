import LocatorLabLocators
import LocatorLabModel

/// **The singular-find rule.** `findElement`, `find_element`, `FindElement`,
/// WebdriverIO's `$` and AppiumLibrary's keywords on one element use only
/// the first element the driver returns, in document order: WebDriverAgent
/// returns the first node of libxml2's node-set for an XPath
/// (`FBXPath.m`, `shouldReturnAfterFirstMatch`) and the first snapshot in
/// pre-order for an identifier (`XCUIElement+FBFind.m`, `fb_firstMatch`);
/// UiAutomator2 the first node of the XML dump for an XPath and the first
/// node of its pre-order walk for `By.desc`/`By.res` (`ByMatcher.findMatch`).
/// So for such a call an XPath matching several elements converts to an
/// identifier `V` (accessibility id, or Android `id`) when
///
/// 1. on each page source where the XPath matches, its first match carries
///    the non-empty identifier `V`, the same `V` everywhere;
/// 2. on every page source of those platforms, `V`'s first match is the
///    XPath's first match, and `V` finds nothing where the XPath finds
///    nothing (a wait for the element, or for its absence, keeps its answer);
/// 3. rules 4 and 5 of the set rule hold for `V` and those first elements.
///
/// The proof is ``EquivalenceProof/sameFirstElement``. Plural finds, and
/// calls whose kind is not known (a `By` kept for later, a PageFactory
/// field, a project helper), keep the set rule. Native expressions
/// (predicate, class chain, UiSelector) are proven on the set rule only.
extension AccessibilityIDResolver {
    /// The rule above for `strategy` (`.accessibilityID` or `.id`), given
    /// the XPath's matches on every page source; `nil` when it does not
    /// prove anything, so that the set rule's reason stands.
    func resolveFirstMatch(
        _ strategy: LocatorStrategy, matchesBySource: [[ElementID]], platforms: [Platform], matched: [String]
    ) -> XPathResolution? {
        guard strategy == .accessibilityID || (strategy == .id && platforms == [.android]) else { return nil }
        // 1. The first matches share one identifier.
        var value: String?
        for (index, matches) in matchesBySource.enumerated() {
            guard let first = matches.first else { continue }
            let tree = pageSources[index].tree
            let own =
                strategy == .id
                ? tree.attribute(AttributeName.resourceID, of: first)
                : tree[first].accessibilityName(on: tree.platform)
            guard let own, !own.isEmpty, value == nil || value == own else { return nil }
            value = own
        }
        guard let value else { return nil }

        // 2. The identifier's first match is the XPath's, everywhere.
        for (index, engine) in engines.enumerated() where platforms.contains(pageSources[index].tree.platform) {
            let found: [ElementID]
            do {
                found = try engine.evaluate(strategy == .id ? .id(value) : .accessibilityID(value)).matches
            } catch {
                return invalid(error, on: pageSources[index].name)
            }
            guard found.first == matchesBySource[index].first else { return nil }
        }

        // 3. Stable, and (accessibility id on iOS) not a label.
        let firsts = matchesBySource.map { $0.first.map { [$0] } ?? [] }
        guard strategy == .id else {
            return verdict(on: value, elements: firsts, platforms: platforms, matched: matched, proof: .sameFirstElement)
        }
        return unstableID(value, proof: .sameFirstElement, platforms: platforms, matched: matched)
            ?? convertedID(value, proof: .sameFirstElement, platforms: platforms, matched: matched)
    }
}
