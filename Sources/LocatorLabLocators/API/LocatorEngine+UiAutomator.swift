import LocatorLabModel

/// `-android uiautomator`: the statements as the UiAutomator2 server parses
/// them (``UiAutomatorParser``), each found as `ByUiAutomatorFinder.findMany`
/// finds it, the results joined in statement order without duplicates.
///
/// `findMany` enumerates a selector by setting `instance(0)`, `instance(1)`
/// … on the outer selector until nothing is found; with an explicit
/// `instance` it returns that one element; and a selector using
/// `classNameMatches` is enumerated with `index(0)`, `index(1)` … instead
/// (a quirk of the server kept here: it returns the first match with each
/// index and stops at the first index nothing has).
extension LocatorEngine {
    func evaluateUiAutomator(_ expression: String) throws(LocatorError) -> LocatorResult {
        try requirePlatform(of: .uiAutomator)
        let statements = try UiAutomatorParser.parse(expression)
        var matcher = UiSelectorMatcher(tree: tree, expression: expression)
        var matches: [ElementID] = []
        var seen: Set<ElementID> = []
        var notes: [String] = []
        for statement in statements {
            let found: [ElementID]
            switch statement {
            case .selector(let selector, let scrolled):
                found = try findMany(selector, matcher: &matcher)
                notes += uiSelectorNotes(for: selector)
                if scrolled {
                    notes.append(
                        "scrollIntoView returns the selector it was given, found as it stands; on a device the container "
                            + "is scrolled first, so an element off screen in this page source may still be found")
                }
            case .scrollableChild(let container, let pattern, let lookup):
                found = try scrollableChild(container: container, pattern: pattern, lookup: lookup, matcher: &matcher)
                notes.append(
                    "UiScrollable scrolls its container until the row appears; the page source holds only the rows "
                        + "on screen when it was taken")
            }
            for element in found where seen.insert(element).inserted { matches.append(element) }
        }
        if matcher.windowRoots.count > 1 {
            notes.append(
                "UiAutomator searches the active window only; the page source has \(matcher.windowRoots.count) windows and "
                    + "all were searched, in document order")
        }
        var unique: [String] = []
        for note in notes where !unique.contains(note) { unique.append(note) }
        return LocatorResult(matches: matches.sorted { $0.index < $1.index }, notes: unique)
    }

    private func findMany(_ selector: UiSelector, matcher: inout UiSelectorMatcher) throws(LocatorError) -> [ElementID] {
        let roots = matcher.windowRoots
        let leaf = selector.chain.last?.selector ?? selector
        // The leaf's instance counts; without one, the outer selector's.
        if let instance = leaf.instance ?? selector.instance {
            guard instance >= 0 else { return [] }
            let found = try matcher.leafMatches(selector, from: roots, limit: instance + 1)
            return found.count > instance ? [found[instance]] : []
        }
        if selector.has("classNameMatches") {
            var found: [ElementID] = []
            var counter = 0
            while true {
                var indexed = selector
                indexed.set(.index(counter))
                guard let first = try matcher.leafMatches(indexed, from: roots, limit: 1).first else { break }
                found.append(first)
                counter += 1
            }
            return found
        }
        return try matcher.leafMatches(selector, from: roots)
    }

    /// `UiCollection.getChildByText` / `getChildByDescription` /
    /// `getChildByInstance` on the first element the container selector finds.
    private func scrollableChild(
        container: UiSelector, pattern: UiSelector, lookup: UiAutomatorStatement.RowLookup, matcher: inout UiSelectorMatcher
    ) throws(LocatorError) -> [ElementID] {
        let roots = matcher.windowRoots
        let containers = try matcher.leafMatches(container, from: roots)
        let containerInstance = container.instance ?? 0
        guard containerInstance >= 0, containerInstance < containers.count else { return [] }
        let scrollable = containers[containerInstance]
        // Rows are the pattern's matches below the container (childSelector).
        let rows = try matcher.leafMatches(pattern, from: Array(tree.children(of: scrollable)))
        switch lookup {
        case .instance(let wanted):
            return wanted >= 0 && wanted < rows.count ? [rows[wanted]] : []
        case .text(let value), .description(let value):
            let attribute = if case .text = lookup { AttributeName.text } else { AttributeName.contentDescription }
            for row in rows {
                if tree.attribute(attribute, of: row) == value { return [row] }
                if tree.descendants(of: row).contains(where: { tree.attribute(attribute, of: $0) == value }) { return [row] }
            }
            return []
        }
    }

    private func uiSelectorNotes(for selector: UiSelector) -> [String] {
        var notes: [String] = []
        for link in selector.chain {
            for criterion in link.selector.criteria {
                switch criterion {
                case .text(""), .description(""):
                    notes.append(
                        "an empty text or description matches elements the page source writes as \"\"; on a device, "
                            + "UiAutomator never matches a null text or description")
                case .textMatches, .descriptionMatches, .resourceIDMatches, .classNameMatches, .packageNameMatches:
                    notes.append(
                        "…Matches patterns are Java regular expressions on the device and ICU ones here; they agree "
                            + "except for rare constructs (possessive classes, \\p{javaLowerCase} …)")
                default: break
                }
            }
        }
        let chain = selector.chain
        if chain.count > 1, chain.dropLast().dropFirst().contains(where: { $0.selector.instance != nil }) {
            notes.append("an instance() on a selector in the middle of a childSelector/fromParent chain was ignored")
        }
        return notes
    }
}
