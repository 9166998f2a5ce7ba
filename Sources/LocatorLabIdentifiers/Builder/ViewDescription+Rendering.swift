import LocatorLabModel

extension ViewDescription {
    /// The screen as an iOS element tree: identifiers composed from the
    /// branch and leaf modifiers, attributes in WebDriverAgent's order
    /// (`name` = identifier, else label) and synthetic frames.
    public func elementTree(options: IOSRenderingOptions = IOSRenderingOptions()) -> ElementTree {
        SyntheticIOSRenderer.render(renderNodes(), options: options)
    }

    /// The identifier each node ends up with, in document order (`nil` for
    /// none), composed under `branch` (the branch of whatever hosts the screen).
    public func composedIdentifiers(under branch: AccessibilityIdentifierBranch = .root) -> [String?] {
        renderNodes(under: branch).map(\.identifier)
    }

    func renderNodes(under branch: AccessibilityIdentifierBranch = .root) -> [RenderNode] {
        var result: [RenderNode] = []
        result.reserveCapacity(nodes.count)
        // The branch each open ancestor gives its content, with the end of its subtree.
        var enclosing: [(end: Int, branch: AccessibilityIdentifierBranch)] = []
        for (index, node) in nodes.enumerated() {
            while let last = enclosing.last, last.end <= index { enclosing.removeLast() }
            let resolution = (enclosing.last?.branch ?? branch).resolving(node.modifiers)
            let end = index + node.subtreeSize
            enclosing.append((end, resolution.branchForContent))
            result.append(
                RenderNode(
                    type: node.type,
                    identifier: resolution.identifier,
                    label: node.label,
                    value: node.value,
                    isEnabled: !node.isDisabled,
                    isAccessibilityElement: node.isAccessibilityElement,
                    axis: node.axis,
                    subtreeEnd: end
                )
            )
        }
        return result
    }
}
