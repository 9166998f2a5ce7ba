/// A screen written in Swift, in the style of SwiftUI: elements, containers
/// filled by a ``ViewDescriptionBuilder`` block, and modifiers such as
/// ``accessibilityIdentifierBranch(_:)`` and ``accessibilityIdentifierLeaf(_:)``.
/// ``elementTree(options:)`` renders it as an iOS ``ElementTree`` with the
/// composed identifiers.
///
/// ```swift
/// let screen = ViewDescription.vStack {
///     ViewDescription.text("Name").accessibilityIdentifierLeaf("Label")
/// }
/// .accessibilityIdentifierBranch("Users")
/// ```
///
/// Stacks become `XCUIElementTypeOther` elements rather than disappearing
/// as they do in a real SwiftUI accessibility tree, so the structure the
/// identifiers were composed over stays visible.
///
/// The description is stored flat, in document order, like ``ElementTree``:
/// nesting one description in another copies nodes instead of nesting
/// values, so no depth can make building, walking or freeing it recurse.
public struct ViewDescription: Sendable {
    struct Node: Sendable {
        var type: IOSElementType
        var label: String?
        var value: String?
        var isDisabled = false
        var isAccessibilityElement: Bool
        var axis: LayoutAxis
        /// In the order written in code: innermost first.
        var modifiers: [AccessibilityIdentifierModifier] = []
        /// This node plus all its descendants.
        var subtreeSize: Int
    }

    /// The root first, then its descendants in document order.
    var nodes: [Node]

    /// An element without children.
    public static func element(_ type: IOSElementType, label: String? = nil, value: String? = nil) -> ViewDescription {
        ViewDescription(nodes: [
            Node(
                type: type, label: label, value: value,
                isAccessibilityElement: type.isAccessibilityElementByDefault, axis: .vertical, subtreeSize: 1
            )
        ])
    }

    /// An element holding `content`, laid out along `axis`.
    public static func container(
        _ type: IOSElementType = .other,
        axis: LayoutAxis = .vertical,
        label: String? = nil,
        @ViewDescriptionBuilder content: () -> [ViewDescription]
    ) -> ViewDescription {
        let children = content()
        var nodes: [Node] = []
        nodes.reserveCapacity(1 + children.reduce(0) { $0 + $1.nodes.count })
        nodes.append(
            Node(
                type: type, label: label, value: nil,
                isAccessibilityElement: type.isAccessibilityElementByDefault, axis: axis, subtreeSize: 0
            )
        )
        for child in children {
            nodes.append(contentsOf: child.nodes)
        }
        nodes[0].subtreeSize = nodes.count
        return ViewDescription(nodes: nodes)
    }

    /// SwiftUI's `Text`: static text showing `text`.
    public static func text(_ text: String) -> ViewDescription {
        element(.staticText, label: text)
    }

    /// SwiftUI's `Image`; `label` is what VoiceOver reads, if anything.
    public static func image(label: String? = nil) -> ViewDescription {
        element(.image, label: label)
    }

    /// SwiftUI's `Button` with a text title.
    public static func button(_ title: String) -> ViewDescription {
        element(.button, label: title)
    }

    /// SwiftUI's `TextField`: `text` is its value, `placeholder` its label.
    public static func textField(_ placeholder: String, text: String? = nil) -> ViewDescription {
        element(.textField, label: placeholder, value: text)
    }

    /// SwiftUI's `VStack`.
    public static func vStack(@ViewDescriptionBuilder _ content: () -> [ViewDescription]) -> ViewDescription {
        container(.other, axis: .vertical, content: content)
    }

    /// SwiftUI's `HStack`.
    public static func hStack(@ViewDescriptionBuilder _ content: () -> [ViewDescription]) -> ViewDescription {
        container(.other, axis: .horizontal, content: content)
    }
}
