import Foundation
import LocatorLabModel

/// Finds what a `UiSelector` finds in an Android tree, as UiAutomator's
/// `QueryController` does (androidx/AOSP `QueryController.java`,
/// `UiSelector.java`):
///
/// - **Regular search** (`findNodeRegularRecursive`): depth first from the
///   root, a node before its children, and the *first* node that matches the
///   last selector of the chain is the answer. When a node matches a
///   selector with a child selector, the search goes on below that node with
///   a fresh copy of the child selector (the node itself is not tested
///   again); with `fromParent`, over the node's parent's children.
/// - **instance** (`UiSelector.matchOrUpdateInstance`): each selector copy
///   counts the nodes whose criteria match; it matches from the n-th on
///   (0-based) and keeps matching after. A child selector is copied for each
///   parent match, so its instance counts below that parent only.
/// - **Pattern search** (`findNodePatternRecursive`, used by `UiCollection`
///   and `UiScrollable`'s `getChildBy…`): every match in a subtree, the
///   container itself included, in visiting order.
///
/// The walks use explicit stacks, and a work limit stops a hostile
/// `fromParent` chain.
struct UiSelectorMatcher {
    /// Steps allowed for one locator: `fromParent` chains and the server's
    /// enumeration of instances revisit subtrees.
    static let workLimit = 50_000_000

    let tree: ElementTree
    let expression: String
    private var regexes: [String: (String) -> Bool] = [:]
    private(set) var work = 0

    /// The ID of the `class` attribute's name, if the tree has one.
    private let classAttribute: StringID?

    init(tree: ElementTree, expression: String) {
        self.tree = tree
        self.expression = expression
        classAttribute = tree.strings.id(of: AttributeName.className)
    }

    /// The window roots: the `hierarchy` element is not an accessibility node.
    var windowRoots: [ElementID] {
        guard let root = tree.root else { return [] }
        return tree.isAndroidHierarchy(root) ? Array(tree.children(of: root)) : [root]
    }

    /// The node a regular search finds for `selector`, searching the roots
    /// in turn as one walk (a device searches only its active window).
    mutating func find(_ selector: UiSelector, from roots: [ElementID]) throws(LocatorError) -> ElementID? {
        let chain = selector.chain
        compileRegexes(of: selector)
        let resolved = chain.map { resolve($0.selector) }
        // One counter per selector copy; copy 0 is the outer selector.
        var counters = [0]
        // (node, chain level, selector copy, whether the node is a root).
        var stack: [(ElementID, Int, Int, Bool)] = roots.reversed().map { ($0, 0, 0, true) }
        while let (node, level, copy, isRoot) = stack.popLast() {
            try step()
            var nextLevel = level
            var nextCopy = copy
            var from = node
            let link = chain[level]
            if matches(resolved[level], node, isRoot: isRoot), Self.counts(link.selector.instance ?? 0, &counters[copy]) {
                if level == chain.count - 1 { return node }
                nextLevel = level + 1
                counters.append(0)
                nextCopy = counters.count - 1
                if link.nextIsParent {
                    // A window root's parent is no accessibility node.
                    guard let parent = tree.parent(of: node), !tree.isAndroidHierarchy(parent) else { continue }
                    from = parent
                }
            }
            // Children go on in reverse, so the first is visited next.
            let mark = stack.count
            for child in tree.children(of: from) { stack.append((child, nextLevel, nextCopy, false)) }
            stack[mark...].reverse()
        }
        return nil
    }

    /// Every node whose criteria match a single-level `selector`, in
    /// visiting order: what instances 0, 1, 2 … of it find, one walk.
    mutating func allMatches(_ selector: UiSelector, from roots: [ElementID]) throws(LocatorError) -> [ElementID] {
        compileRegexes(of: selector)
        let criteria = resolve(selector)
        var found: [ElementID] = []
        for root in roots {
            for index in root.index..<tree.subtreeEnd(of: root) {
                try step()
                let id = ElementID(index)
                if matches(criteria, id, isRoot: id == root) { found.append(id) }
            }
        }
        return found
    }

    /// A pattern search: every node in `container`'s subtree (itself
    /// included) that ends a match of the chain; after each match the walk
    /// goes on below it with the chain from its start.
    mutating func patternMatches(_ pattern: UiSelector, in container: ElementID) throws(LocatorError) -> [ElementID] {
        let chain = pattern.chain
        compileRegexes(of: pattern)
        let resolved = chain.map { resolve($0.selector) }
        var found: [ElementID] = []
        var stack: [(ElementID, Int, Bool)] = [(container, 0, true)]
        while let (node, level, isRoot) = stack.popLast() {
            try step()
            var nextLevel = level
            var from = node
            if matches(resolved[level], node, isRoot: isRoot) {
                if level == chain.count - 1 {
                    found.append(node)
                    nextLevel = 0
                } else {
                    nextLevel = level + 1
                    if chain[level].nextIsParent {
                        guard let parent = tree.parent(of: node), !tree.isAndroidHierarchy(parent) else { continue }
                        from = parent
                    }
                }
            }
            let mark = stack.count
            for child in tree.children(of: from) { stack.append((child, nextLevel, false)) }
            stack[mark...].reverse()
        }
        return found
    }

    /// `matchOrUpdateInstance`: a copy's counter rises with each match until
    /// it reaches the instance; from then on every match counts.
    private static func counts(_ instance: Int, _ counter: inout Int) -> Bool {
        if instance == counter { return true }
        if instance > counter { counter += 1 }
        return false
    }

    private mutating func step() throws(LocatorError) {
        work += 1
        if work > Self.workLimit { throw .strategyWorkLimitExceeded(expression: expression, limit: Self.workLimit) }
    }

    /// `UiSelector.isMatchFor` on one node, without the instance. The index
    /// a root is tested with is 0, as `translateReqularSelector` passes it.
    func matches(_ selector: UiSelector, _ node: ElementID, isRoot: Bool = false) -> Bool {
        matches(resolve(selector), node, isRoot: isRoot)
    }

    /// A criterion with its names and values looked up in the tree's string
    /// table once per search rather than once per node: Java's
    /// `String.equals`, as `UiSelector.isMatchFor` compares, is then the
    /// same interned ID (Swift's `==` would also equate canonically
    /// equivalent text), and `…Contains`/`…StartsWith` are answered once
    /// per distinct text (``InternedTextTest``). Building a `String` per
    /// node made `className(…).text(…)` 1.6x its XPath on 10,000 elements.
    enum ResolvedCriterion {
        /// The attribute equals the value; `nil` either way never matches.
        case equals(attribute: StringID?, value: StringID?)
        /// `…Contains`, `…StartsWith`: case-insensitive; a null text or
        /// description never matches.
        case text(attribute: StringID?, InternedTextTest)
        case matches(attribute: String, pattern: String)
        /// The `class` attribute, else the element name, equals the value.
        case className(StringID?)
        case classNameMatches(String)
        case index(Int)
        /// AccessibilityNodeInfo's flags default to false when unset.
        case flag(attribute: StringID?, value: Bool, trueText: StringID?)
    }

    func resolve(_ selector: UiSelector) -> [ResolvedCriterion] {
        let strings = tree.strings
        func text(_ name: String, _ value: String, _ position: InternedTextTest.Position) -> ResolvedCriterion {
            .text(
                attribute: strings.id(of: name),
                InternedTextTest(needle: value, position: position, comparison: .lowercased, strings: strings))
        }
        return selector.criteria.map { criterion in
            switch criterion {
            case .text(let value): .equals(attribute: strings.id(of: AttributeName.text), value: strings.id(of: value))
            case .textContains(let value): text(AttributeName.text, value, .anywhere)
            case .textStartsWith(let value): text(AttributeName.text, value, .start)
            case .textMatches(let pattern): .matches(attribute: AttributeName.text, pattern: pattern)
            case .description(let value):
                .equals(attribute: strings.id(of: AttributeName.contentDescription), value: strings.id(of: value))
            case .descriptionContains(let value): text(AttributeName.contentDescription, value, .anywhere)
            case .descriptionStartsWith(let value): text(AttributeName.contentDescription, value, .start)
            case .descriptionMatches(let pattern): .matches(attribute: AttributeName.contentDescription, pattern: pattern)
            case .resourceID(let value):
                .equals(attribute: strings.id(of: AttributeName.resourceID), value: strings.id(of: value))
            case .resourceIDMatches(let pattern): .matches(attribute: AttributeName.resourceID, pattern: pattern)
            case .className(let value): .className(strings.id(of: value))
            case .classNameMatches(let pattern): .classNameMatches(pattern)
            case .packageName(let value):
                .equals(attribute: strings.id(of: AttributeName.package), value: strings.id(of: value))
            case .packageNameMatches(let pattern): .matches(attribute: AttributeName.package, pattern: pattern)
            case .index(let value): .index(value)
            case .flag(let attribute, let value):
                .flag(attribute: strings.id(of: attribute), value: value, trueText: strings.id(of: "true"))
            }
        }
    }

    /// ``matches(_:_:isRoot:)`` with the criteria resolved.
    func matches(_ criteria: [ResolvedCriterion], _ node: ElementID, isRoot: Bool = false) -> Bool {
        for criterion in criteria {
            switch criterion {
            case .equals(let attribute, let value):
                guard let attribute, let value, tree.attributeValue(attribute, of: node) == value else { return false }
            case .text(let attribute, let test):
                guard let attribute, let actual = tree.attributeValue(attribute, of: node), test.holds(actual) else {
                    return false
                }
            case .matches(let attribute, let pattern): guard regexMatch(attribute, node, pattern) else { return false }
            case .className(let value):
                guard let value, className(of: node) == value else { return false }
            case .classNameMatches(let pattern):
                guard regexes[pattern]?(tree.strings.string(className(of: node))) == true else { return false }
            case .index(let value): guard (isRoot ? 0 : index(of: node)) == value else { return false }
            case .flag(let attribute, let value, let trueText):
                let actual = attribute.flatMap { tree.attributeValue($0, of: node) }
                guard (actual != nil && actual == trueText) == value else { return false }
            }
        }
        return true
    }

    private func className(of node: ElementID) -> StringID {
        classAttribute.flatMap { tree.attributeValue($0, of: node) } ?? tree.typeID(of: node)
    }

    /// The position among the parent's children that the driver passes to
    /// `isMatchFor` is the `index` the page source writes.
    private func index(of node: ElementID) -> Int {
        tree.attribute(AttributeName.index, of: node).flatMap { Int($0) } ?? tree.siblingPosition(of: node)
    }

    private func regexMatch(_ attribute: String, _ node: ElementID, _ pattern: String) -> Bool {
        guard let text = tree.attribute(attribute, of: node) else { return false }
        return regexes[pattern]?(text) == true
    }

    /// `UiSelector.textMatches` and the other `…Matches` compile the pattern
    /// with `Pattern.compile(regex)`, no flags, and match the whole value
    /// (`matcher(s).matches()`); the parser has already refused broken ones.
    private mutating func compileRegexes(of selector: UiSelector) {
        for pattern in selector.patterns where regexes[pattern] == nil {
            regexes[pattern] = FoundationRegularExpressions.wholeMatcher(pattern: pattern, caseInsensitive: false)
        }
    }
}
