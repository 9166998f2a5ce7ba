import Foundation
import LocatorLabModel

/// Finds what a `UiSelector` finds in an Android tree, in the order
/// UiAutomator's `QueryController.findNodeRegularRecursive` visits nodes:
/// depth first from each window root, a node before its children.
///
/// When a node matches a selector that has a child selector, the search
/// continues below that node with the child selector (the node itself is not
/// tested again); with `fromParent`, it continues over the node's parent's
/// subtree. Only the last selector of the chain yields matches, counted in
/// visiting order for `instance`. The walk uses an explicit stack.
struct UiSelectorMatcher {
    /// Steps allowed for one locator: `fromParent` chains revisit subtrees.
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
        return tree.type(of: root) == "hierarchy" ? Array(tree.children(of: root)) : [root]
    }

    /// Every match of `selector` below `roots`, in visiting order, stopping
    /// after `limit` matches. The `instance` is not applied here.
    mutating func leafMatches(_ selector: UiSelector, from roots: [ElementID], limit: Int = .max) throws(LocatorError) -> [ElementID] {
        let chain = selector.chain
        compileRegexes(of: selector)
        var found: [ElementID] = []
        // (node, chain level): the level of the selector tested on node.
        var stack: [(ElementID, Int)] = roots.reversed().map { ($0, 0) }
        while let (node, level) = stack.popLast() {
            work += 1
            if work > Self.workLimit { throw .strategyWorkLimitExceeded(expression: expression, limit: Self.workLimit) }
            var nextLevel = level
            var from = node
            if matches(chain[level].selector, node) {
                if level == chain.count - 1 {
                    found.append(node)
                    if found.count >= limit { return found }
                } else {
                    nextLevel = level + 1
                    if chain[level].nextIsParent {
                        // A window root's parent is no accessibility node.
                        guard let parent = tree.parent(of: node), tree.type(of: parent) != "hierarchy" else { continue }
                        from = parent
                    }
                }
            }
            // Children go on in reverse, so the first is visited next.
            let mark = stack.count
            for child in tree.children(of: from) { stack.append((child, nextLevel)) }
            stack[mark...].reverse()
        }
        return found
    }

    /// `UiSelector.isMatchFor` on one node.
    func matches(_ selector: UiSelector, _ node: ElementID) -> Bool {
        for criterion in selector.criteria {
            switch criterion {
            case .text(let value): guard tree.attribute(AttributeName.text, of: node) == value else { return false }
            case .textContains(let value): guard contains(AttributeName.text, node, value) else { return false }
            case .textStartsWith(let value):
                guard tree.attribute(AttributeName.text, of: node)?.hasPrefix(value) == true else { return false }
            case .textMatches(let pattern): guard regexMatch(AttributeName.text, node, pattern) else { return false }
            case .description(let value):
                guard tree.attribute(AttributeName.contentDescription, of: node) == value else { return false }
            case .descriptionContains(let value): guard contains(AttributeName.contentDescription, node, value) else { return false }
            case .descriptionStartsWith(let value):
                guard tree.attribute(AttributeName.contentDescription, of: node)?.hasPrefix(value) == true else { return false }
            case .descriptionMatches(let pattern): guard regexMatch(AttributeName.contentDescription, node, pattern) else { return false }
            case .resourceID(let value): guard tree.attribute(AttributeName.resourceID, of: node) == value else { return false }
            case .resourceIDMatches(let pattern): guard regexMatch(AttributeName.resourceID, node, pattern) else { return false }
            case .className(let value): guard className(of: node) == value else { return false }
            case .classNameMatches(let pattern):
                guard regexes[pattern]?(className(of: node)) == true else { return false }
            case .packageName(let value): guard tree.attribute(AttributeName.package, of: node) == value else { return false }
            case .packageNameMatches(let pattern): guard regexMatch(AttributeName.package, node, pattern) else { return false }
            case .index(let value): guard index(of: node) == value else { return false }
            case .flag(let attribute, let value):
                // AccessibilityNodeInfo's flags default to false when unset.
                guard (tree.attribute(attribute, of: node) == "true") == value else { return false }
            }
        }
        return true
    }

    private func className(of node: ElementID) -> String {
        tree.attribute(AttributeName.className, of: node) ?? tree.type(of: node)
    }

    /// The position among the parent's children that the driver passes to
    /// `isMatchFor` is the `index` the page source writes.
    private func index(of node: ElementID) -> Int {
        tree.attribute(AttributeName.index, of: node).flatMap { Int($0) } ?? tree.siblingPosition(of: node)
    }

    /// `String.contains` on a present attribute: UiAutomator returns false
    /// for a null text or description whatever the criterion.
    private func contains(_ attribute: String, _ node: ElementID, _ value: String) -> Bool {
        guard let text = tree.attribute(attribute, of: node) else { return false }
        return value.isEmpty || text.contains(value)
    }

    private func regexMatch(_ attribute: String, _ node: ElementID, _ pattern: String) -> Bool {
        guard let text = tree.attribute(attribute, of: node) else { return false }
        return regexes[pattern]?(text) == true
    }

    /// androidx `UiSelector` compiles `…Matches` patterns with
    /// `Pattern.DOTALL`; the parser has already refused broken ones.
    private mutating func compileRegexes(of selector: UiSelector) {
        for pattern in selector.patterns where regexes[pattern] == nil {
            regexes[pattern] = FoundationRegularExpressions.wholeMatcher(pattern: "(?s)" + pattern, caseInsensitive: false)
        }
    }
}
