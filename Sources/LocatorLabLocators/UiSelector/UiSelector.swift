import LocatorLabModel

/// A UiAutomator `UiSelector` as the server's parser builds it: each
/// criterion method returns a copy with that criterion set, so a criterion
/// set twice keeps the last value (androidx `UiSelector.buildSelector`).
struct UiSelector: Sendable, Hashable {
    /// The criteria `UiSelector.isMatchFor` checks on one node.
    enum Criterion: Sendable, Hashable {
        case text(String), textContains(String), textStartsWith(String), textMatches(String)
        case description(String), descriptionContains(String), descriptionStartsWith(String), descriptionMatches(String)
        case resourceID(String), resourceIDMatches(String)
        case className(String), classNameMatches(String)
        case packageName(String), packageNameMatches(String)
        case index(Int)
        /// `checkable(true)` and the other boolean criteria: the attribute the
        /// page source writes for it, and the wanted value.
        case flag(attribute: String, value: Bool)

        /// Criteria of one kind replace each other; different kinds combine.
        var kind: String {
            switch self {
            case .text: "text"
            case .textContains: "textContains"
            case .textStartsWith: "textStartsWith"
            case .textMatches: "textMatches"
            case .description: "description"
            case .descriptionContains: "descriptionContains"
            case .descriptionStartsWith: "descriptionStartsWith"
            case .descriptionMatches: "descriptionMatches"
            case .resourceID: "resourceId"
            case .resourceIDMatches: "resourceIdMatches"
            case .className: "className"
            case .classNameMatches: "classNameMatches"
            case .packageName: "packageName"
            case .packageNameMatches: "packageNameMatches"
            case .index: "index"
            case .flag(let attribute, _): attribute
            }
        }
    }

    private(set) var criteria: [Criterion] = []
    /// `instance(n)`: the n-th match (0-based) in the driver's search order.
    var instance: Int?
    /// `childSelector(…)`: search the matched node's subtree with it.
    var child: Box?
    /// `fromParent(…)`: search the matched node's parent's subtree with it.
    var parent: Box?

    /// Selectors nest (`childSelector(new UiSelector()…)`); a class breaks
    /// the recursion in the value type.
    final class Box: Sendable, Hashable {
        let selector: UiSelector
        init(_ selector: UiSelector) { self.selector = selector }
        static func == (lhs: Box, rhs: Box) -> Bool { lhs.selector == rhs.selector }
        func hash(into hasher: inout Hasher) { hasher.combine(selector) }
    }

    /// `childSelector(…)` and `fromParent(…)` attach to the last selector of
    /// the chain (androidx `UiSelector.buildSelector` → `getLastSubSelector`),
    /// so `a.childSelector(b).childSelector(c)` is a → b → c. The chain is
    /// at most ``UiAutomatorParser/maximumChain`` long, which bounds this
    /// recursion.
    mutating func attach(_ next: UiSelector, asParent: Bool) {
        if let child {
            var inner = child.selector
            inner.attach(next, asParent: asParent)
            self.child = Box(inner)
        } else if let parent {
            var inner = parent.selector
            inner.attach(next, asParent: asParent)
            self.parent = Box(inner)
        } else if asParent {
            parent = Box(next)
        } else {
            child = Box(next)
        }
    }

    mutating func set(_ criterion: Criterion) {
        criteria.removeAll { $0.kind == criterion.kind }
        criteria.append(criterion)
    }

    func has(_ kind: String) -> Bool {
        criteria.contains { $0.kind == kind }
    }

    /// The chain the search walks: this selector, then its child or parent
    /// selector, and so on. `hasChildSelector` is checked before
    /// `hasParentSelector` (QueryController), so a selector with both
    /// follows its child. Each link says how the next selector is reached.
    var chain: [(selector: UiSelector, nextIsParent: Bool)] {
        var links: [(UiSelector, Bool)] = []
        var current: UiSelector? = self
        while let selector = current {
            if let child = selector.child {
                links.append((selector, false))
                current = child.selector
            } else if let parent = selector.parent {
                links.append((selector, true))
                current = parent.selector
            } else {
                links.append((selector, false))
                current = nil
            }
        }
        return links
    }

    /// Every regular expression the selector and its nested selectors use.
    var patterns: [String] {
        chain.flatMap { link in
            link.selector.criteria.compactMap { criterion -> String? in
                switch criterion {
                case .textMatches(let pattern), .descriptionMatches(let pattern), .resourceIDMatches(let pattern),
                    .classNameMatches(let pattern), .packageNameMatches(let pattern):
                    return pattern
                default: return nil
                }
            }
        }
    }
}
