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
/// index and stops at the first index nothing has). See ``UiSelectorMatcher``
/// for how one search goes.
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
                found = try findMany(selector, matcher: &matcher, notes: &notes)
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

    /// `ByUiAutomatorFinder.fetchElements`: with an `instance` on the outer
    /// selector, the one element it finds; with `classNameMatches`, the first
    /// element for `index(0)`, `index(1)` … until one finds nothing; else
    /// `instance(0)`, `instance(1)` … on the outer selector until one finds
    /// nothing. Through a child selector that is the first match below each
    /// parent, not every match below it.
    ///
    /// The `classNameMatches` enumeration can return fewer elements than the
    /// pattern matches (none at all when no match is its parent's first
    /// child); `notes` then says how many were left out and why, since a
    /// zero with no reason reads as a wrong pattern.
    private func findMany(
        _ selector: UiSelector, matcher: inout UiSelectorMatcher, notes: inout [String]
    ) throws(LocatorError) -> [ElementID] {
        let roots = matcher.windowRoots
        if selector.instance != nil {
            return try matcher.find(selector, from: roots).map { [$0] } ?? []
        }
        var found: [ElementID] = []
        var seen: Set<ElementID> = []
        if selector.has("classNameMatches") {
            var counter = 0
            while true {
                var indexed = selector
                indexed.set(.index(counter))
                guard let next = try matcher.find(indexed, from: roots) else { break }
                if seen.insert(next).inserted { found.append(next) }
                counter += 1
            }
            if selector.chain.count == 1 {
                let all = try matcher.allMatches(selector, from: roots)
                if all.count > found.count {
                    notes.append(
                        "UiAutomator2 enumerates a classNameMatches selector by index(0), index(1) … and stops at the "
                            + "first index with no match (ByUiAutomatorFinder), so it returns \(found.count) of the "
                            + "\(all.count) elements the pattern matches; className(\"…\") or an instance() finds the rest")
                }
            }
            return found
        }
        if selector.chain.count == 1 {
            // instance(k) of one selector is its k-th match: one walk finds all.
            return try matcher.allMatches(selector, from: roots)
        }
        var counter = 0
        while true {
            var numbered = selector
            numbered.instance = counter
            guard let next = try matcher.find(numbered, from: roots) else { break }
            if seen.insert(next).inserted { found.append(next) }
            counter += 1
        }
        return found
    }

    /// `UiCollection.getChildByText` / `getChildByDescription` /
    /// `getChildByInstance` on the first element the container selector
    /// finds: the rows are the pattern's matches in the container's subtree.
    private func scrollableChild(
        container: UiSelector, pattern: UiSelector, lookup: UiAutomatorStatement.RowLookup, matcher: inout UiSelectorMatcher
    ) throws(LocatorError) -> [ElementID] {
        guard let scrollable = try matcher.find(container, from: matcher.windowRoots) else { return [] }
        let rows = try matcher.patternMatches(pattern, in: scrollable)
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
        if selector.chain.count > 1 && selector.instance == nil {
            notes.append(
                "through childSelector or fromParent, UiAutomator2 finds the first match below each matching parent, "
                    + "not every match (it enumerates instance() of the outer selector)")
        }
        return notes
    }
}
