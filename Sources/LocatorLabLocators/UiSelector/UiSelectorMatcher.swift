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

    init(tree: ElementTree, expression: String) {
        self.tree = tree
        self.expression = expression
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
            if matches(link.selector, node, isRoot: isRoot), Self.counts(link.selector.instance ?? 0, &counters[copy]) {
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
        var found: [ElementID] = []
        for root in roots {
            for index in root.index..<tree.subtreeEnd(of: root) {
                try step()
                let id = ElementID(index)
                if matches(selector, id, isRoot: id == root) { found.append(id) }
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
        var found: [ElementID] = []
        var stack: [(ElementID, Int, Bool)] = [(container, 0, true)]
        while let (node, level, isRoot) = stack.popLast() {
            try step()
            var nextLevel = level
            var from = node
            if matches(chain[level].selector, node, isRoot: isRoot) {
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
        for criterion in selector.criteria {
            switch criterion {
            case .text(let value): guard equals(AttributeName.text, node, value) else { return false }
            case .textContains(let value): guard contains(AttributeName.text, node, value) else { return false }
            case .textStartsWith(let value): guard startsWith(AttributeName.text, node, value) else { return false }
            case .textMatches(let pattern): guard regexMatch(AttributeName.text, node, pattern) else { return false }
            case .description(let value):
                guard equals(AttributeName.contentDescription, node, value) else { return false }
            case .descriptionContains(let value): guard contains(AttributeName.contentDescription, node, value) else { return false }
            case .descriptionStartsWith(let value):
                guard startsWith(AttributeName.contentDescription, node, value) else { return false }
            case .descriptionMatches(let pattern): guard regexMatch(AttributeName.contentDescription, node, pattern) else { return false }
            case .resourceID(let value): guard equals(AttributeName.resourceID, node, value) else { return false }
            case .resourceIDMatches(let pattern): guard regexMatch(AttributeName.resourceID, node, pattern) else { return false }
            case .className(let value): guard className(of: node) == value else { return false }
            case .classNameMatches(let pattern):
                guard regexes[pattern]?(className(of: node)) == true else { return false }
            case .packageName(let value): guard equals(AttributeName.package, node, value) else { return false }
            case .packageNameMatches(let pattern): guard regexMatch(AttributeName.package, node, pattern) else { return false }
            case .index(let value): guard (isRoot ? 0 : index(of: node)) == value else { return false }
            case .flag(let attribute, let value):
                // AccessibilityNodeInfo's flags default to false when unset.
                guard (tree.attribute(attribute, of: node) == "true") == value else { return false }
            }
        }
        return true
    }

    /// Java's `String.equals`, as `UiSelector.isMatchFor` compares: the
    /// same characters, which in one tree means the same interned string
    /// (Swift's `==` would also equate canonically equivalent text).
    private func equals(_ attribute: String, _ node: ElementID, _ value: String) -> Bool {
        guard let name = tree.strings.id(of: attribute), let actual = tree.attributeValue(name, of: node) else {
            return false
        }
        return tree.strings.id(of: value) == actual
    }

    private func className(of node: ElementID) -> String {
        tree.attribute(AttributeName.className, of: node) ?? tree.type(of: node)
    }

    /// The position among the parent's children that the driver passes to
    /// `isMatchFor` is the `index` the page source writes.
    private func index(of node: ElementID) -> Int {
        tree.attribute(AttributeName.index, of: node).flatMap { Int($0) } ?? tree.siblingPosition(of: node)
    }

    /// `…Contains` ignores case: UiSelector lower-cases both sides. A null
    /// text or description never matches, whatever the criterion.
    private func contains(_ attribute: String, _ node: ElementID, _ value: String) -> Bool {
        guard let text = tree.attribute(attribute, of: node) else { return false }
        return value.isEmpty || text.lowercased().contains(value.lowercased())
    }

    /// `…StartsWith` ignores case too.
    private func startsWith(_ attribute: String, _ node: ElementID, _ value: String) -> Bool {
        guard let text = tree.attribute(attribute, of: node) else { return false }
        return text.lowercased().hasPrefix(value.lowercased())
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
