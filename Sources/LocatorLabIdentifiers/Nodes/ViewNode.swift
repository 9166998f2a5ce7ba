import LocatorLabModel

/// A view object in the style of `UIView`, for screens written the UIKit way
/// in pure Swift: subclass it, keep subviews in stored properties, add them
/// with ``addSubview(_:)``, let ``AccessibilityIdentifierGenerating`` name
/// them, and render the result with ``elementTree(options:)``.
///
/// It is a class because reflection can only write identifiers into
/// objects (see ``AccessibilityIdentifierCarrier``). Its own stored
/// properties are never reflected, just as UIKit's are not.
open class ViewNode: AccessibilityIdentifierCarrier {
    public var type: IOSElementType
    public var accessibilityIdentifier: String?
    public var accessibilityLabel: String?
    public var accessibilityValue: String?
    public var isEnabled: Bool
    public var isAccessibilityElement: Bool
    /// How the synthetic frames place the subviews.
    public var axis: LayoutAxis
    public private(set) var subviews: [ViewNode] = []
    public private(set) weak var superview: ViewNode?

    public init(
        type: IOSElementType = .other,
        label: String? = nil,
        value: String? = nil,
        identifier: String? = nil,
        axis: LayoutAxis = .vertical
    ) {
        self.type = type
        self.accessibilityLabel = label
        self.accessibilityValue = value
        self.accessibilityIdentifier = identifier
        self.isEnabled = true
        self.isAccessibilityElement = type.isAccessibilityElementByDefault
        self.axis = axis
    }

    /// Adds `view` as the last subview, taking it from its previous
    /// superview as UIKit does. A view cannot contain itself.
    public func addSubview(_ view: ViewNode) {
        // Only a view with subviews can be an ancestor: checking that first
        // keeps building a deep hierarchy leaf by leaf linear.
        precondition(
            view !== self && (view.subviews.isEmpty || !isDescendant(of: view)),
            "a view cannot be added inside itself"
        )
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Removes the view from its superview, if any.
    public func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// Whether this view is `view` or lies inside it.
    public func isDescendant(of view: ViewNode) -> Bool {
        var current: ViewNode? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// This view and its subviews as an iOS element tree: `name` is the
    /// identifier, else the label; frames are synthetic (see ``IOSRenderingOptions``).
    public func elementTree(options: IOSRenderingOptions = IOSRenderingOptions()) -> ElementTree {
        SyntheticIOSRenderer.render(renderNodes(), options: options)
    }

    /// The hierarchy in document order, walked with an explicit stack.
    func renderNodes() -> [RenderNode] {
        var nodes: [RenderNode] = []
        // Each entry: a view whose node is at `position`, and its next subview to visit.
        var stack: [(view: ViewNode, position: Int, nextSubview: Int)] = []
        func visit(_ view: ViewNode) {
            stack.append((view, nodes.count, 0))
            nodes.append(
                RenderNode(
                    type: view.type,
                    identifier: view.accessibilityIdentifier,
                    label: view.accessibilityLabel,
                    value: view.accessibilityValue,
                    isEnabled: view.isEnabled,
                    isAccessibilityElement: view.isAccessibilityElement,
                    axis: view.axis,
                    subtreeEnd: 0
                )
            )
        }
        visit(self)
        while let top = stack.last {
            if top.nextSubview < top.view.subviews.count {
                stack[stack.count - 1].nextSubview += 1
                visit(top.view.subviews[top.nextSubview])
            } else {
                nodes[top.position].subtreeEnd = nodes.count
                stack.removeLast()
            }
        }
        return nodes
    }

    deinit {
        // Releasing a deep hierarchy would otherwise free it recursively,
        // one stack frame per level: take subviews apart iteratively instead.
        var pending = subviews
        subviews = []
        while var view = pending.popLast() {
            if isKnownUniquelyReferenced(&view) {
                pending.append(contentsOf: view.subviews)
                view.subviews = []
            }
        }
    }
}

/// A controller in the style of `UIViewController`: owns a root ``view``,
/// while subclasses keep (often `weak`) references to the views inside it,
/// as outlets do. Its own ``view`` property is never reflected, just as
/// UIKit's is not, so only the subclass's properties get identifiers.
open class ViewNodeController {
    public let view: ViewNode

    public init(view: ViewNode = ViewNode()) {
        self.view = view
    }
}
