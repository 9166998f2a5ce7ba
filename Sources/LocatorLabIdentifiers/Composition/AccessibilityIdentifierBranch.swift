/// The identifier branch in effect at one point of a view hierarchy: the
/// dot-joined names of every branch above it. This is the value seed 000
/// keeps in SwiftUI's environment (`parentAccessibilityBranch`); `path` is
/// `nil` where no branch has been started.
///
/// Composition rules, exactly as the article defines them:
/// - a branch appends itself to the parent branch with a dot (or starts the
///   path when there is none);
/// - a leaf applies `branch.leaf` to its element and ends branching for its
///   content;
/// - a leaf with no branch above it applies nothing.
public struct AccessibilityIdentifierBranch: Sendable, Hashable {
    /// What joins branch and leaf names.
    public static let separator = "."

    /// No branch (the top of a screen, or inside a leaf): leaves apply nothing here.
    public static let root = AccessibilityIdentifierBranch(path: nil)

    /// The composed branch, e.g. `Users.UserDetails`, or `nil` for none.
    public let path: String?

    public init(path: String?) {
        self.path = path
    }

    /// The branch a branch modifier named `branch` gives its content.
    public func appending(_ branch: String) -> AccessibilityIdentifierBranch {
        guard let path else { return AccessibilityIdentifierBranch(path: branch) }
        return AccessibilityIdentifierBranch(path: path + Self.separator + branch)
    }

    /// The identifier a leaf named `leaf` applies here, or `nil` when there
    /// is no branch (a leaf cannot grow without one).
    public func identifier(forLeaf leaf: String) -> String? {
        path.map { $0 + Self.separator + leaf }
    }

    /// Applies the identifier modifiers of one element, given in the order
    /// they are written in code (`view.a().b()` is `[a, b]`).
    ///
    /// The modifier written last is the outermost one, so it sees this branch
    /// first and hands its result inwards, as SwiftUI's environment flows from
    /// outer modifiers to inner ones. When several modifiers apply an
    /// identifier to the same element, the innermost one (written first, closest
    /// to the view) wins.
    public func resolving(_ modifiers: [AccessibilityIdentifierModifier]) -> AccessibilityIdentifierResolution {
        var branch = self
        var identifier: String?
        for modifier in modifiers.reversed() {
            switch modifier {
            case .branch(let name):
                branch = branch.appending(name)
            case .leaf(let name):
                if let composed = branch.identifier(forLeaf: name) {
                    identifier = composed
                }
                // Growing a branch out of a leaf is not allowed: content starts over.
                branch = .root
            case .identifier(let fixed):
                identifier = fixed
            }
        }
        return AccessibilityIdentifierResolution(identifier: identifier, branchForContent: branch)
    }
}

/// One identifier modifier attached to an element, mirroring the SwiftUI
/// modifiers of seed 000 plus SwiftUI's own `accessibilityIdentifier(_:)`.
public enum AccessibilityIdentifierModifier: Sendable, Hashable {
    /// `.accessibilityIdentifierBranch(name)`: extends the branch for the
    /// element's content; applies nothing to the element itself.
    case branch(String)
    /// `.accessibilityIdentifierLeaf(name)`: applies `branch.name` to the
    /// element (nothing without a branch) and ends branching for its content.
    case leaf(String)
    /// `.accessibilityIdentifier(value)`: applies `value` as is; the branch
    /// passes through unchanged.
    case identifier(String)
}

/// What an element's identifier modifiers amount to under a given branch.
public struct AccessibilityIdentifierResolution: Sendable, Hashable {
    /// The identifier applied to the element itself, or `nil` for none.
    public var identifier: String?
    /// The branch the element's content (its children) sees.
    public var branchForContent: AccessibilityIdentifierBranch

    public init(identifier: String?, branchForContent: AccessibilityIdentifierBranch) {
        self.identifier = identifier
        self.branchForContent = branchForContent
    }
}
