import LocatorLabModel

/// Turns flattened screen nodes into an iOS ``ElementTree`` with WDA-style
/// attributes and synthetic frames (see ``IOSRenderingOptions``). Every pass
/// is a loop over the flat node array, so any depth renders.
enum SyntheticIOSRenderer {
    static func render(_ screen: [RenderNode], options: IOSRenderingOptions) -> ElementTree {
        let nodes = withApplication(screen, options: options)
        let count = nodes.count
        guard count > 0 else { return ElementTree(platform: .ios, wrapper: options.wrapper) }

        // Structure: parent, position among siblings, number of children.
        var parent = [Int](repeating: -1, count: count)
        var siblingPosition = [Int](repeating: 0, count: count)
        var childCount = [Int](repeating: 0, count: count)
        var open: [Int] = []
        for index in 0..<count {
            while let last = open.last, nodes[last].subtreeEnd <= index { open.removeLast() }
            if let owner = open.last {
                parent[index] = owner
                siblingPosition[index] = childCount[owner]
                childCount[owner] += 1
            }
            open.append(index)
        }

        // Widths and x flow down from the parent (document order).
        var x = [Int](repeating: 0, count: count)
        var width = [Int](repeating: options.screenWidth, count: count)
        for index in 0..<count {
            let owner = parent[index]
            guard owner >= 0 else { continue }
            if nodes[owner].axis == .horizontal {
                let share = width[owner] / childCount[owner]
                let position = siblingPosition[index]
                x[index] = x[owner] + share * position
                width[index] = position == childCount[owner] - 1 ? width[owner] - share * position : share
            } else {
                x[index] = x[owner]
                width[index] = width[owner]
            }
        }

        // Heights flow up from the children: reverse document order visits
        // every child before its parent.
        var height = [Int](repeating: 0, count: count)
        for index in stride(from: count - 1, through: 0, by: -1) {
            if childCount[index] == 0 { height[index] = options.rowHeight }
            if nodes[index].type == .application && parent[index] < 0 { height[index] = options.screenHeight }
            let owner = parent[index]
            guard owner >= 0 else { continue }
            if nodes[owner].axis == .horizontal {
                height[owner] = max(height[owner], height[index])
            } else {
                height[owner] += height[index]
            }
        }

        // y flows down: a vertical container places each child below the previous one.
        var y = [Int](repeating: 0, count: count)
        var nextY = [Int](repeating: 0, count: count)
        var isEnabled = [Bool](repeating: true, count: count)
        var insideAccessibilityElement = [Bool](repeating: false, count: count)
        var builder = ElementTreeBuilder(platform: .ios, wrapper: options.wrapper)
        var closeAt: [Int] = []
        for index in 0..<count {
            let node = nodes[index]
            let owner = parent[index]
            var hasAccessibleAncestor = false
            if owner >= 0 {
                if nodes[owner].axis == .horizontal {
                    y[index] = y[owner]
                } else {
                    y[index] = nextY[owner]
                    nextY[owner] += height[index]
                }
                // Disabling a container disables its content, as SwiftUI's `.disabled` does.
                isEnabled[index] = node.isEnabled && isEnabled[owner]
                hasAccessibleAncestor = insideAccessibilityElement[owner]
            } else {
                isEnabled[index] = node.isEnabled
            }
            nextY[index] = y[index]
            // WDA: accessible = an accessibility element with no accessibility
            // element above it (tables excepted).
            insideAccessibilityElement[index] =
                hasAccessibleAncestor || (node.isAccessibilityElement && node.type != .table)

            while let end = closeAt.last, end <= index {
                builder.close()
                closeAt.removeLast()
            }
            let attributes = WDAAttributeList.make(
                WDAAttributeList.Input(
                    type: node.type,
                    identifier: node.identifier,
                    label: node.label,
                    value: node.value,
                    isEnabled: isEnabled[index],
                    isAccessible: node.isAccessibilityElement && !hasAccessibleAncestor,
                    frame: Frame(x: x[index], y: y[index], width: width[index], height: height[index]),
                    index: siblingPosition[index],
                    traits: node.type.defaultTraits
                )
            )
            // A tree built in Swift knows when an element has no identifier: "" says so.
            builder.open(Element(type: node.type.rawValue, attributes: attributes, identifier: node.identifier ?? ""))
            closeAt.append(node.subtreeEnd)
        }
        return builder.finish()
    }

    /// Puts an application element named by the options around the screen.
    private static func withApplication(_ screen: [RenderNode], options: IOSRenderingOptions) -> [RenderNode] {
        guard let name = options.applicationName else { return screen }
        var nodes: [RenderNode] = []
        nodes.reserveCapacity(screen.count + 1)
        nodes.append(
            RenderNode(
                type: .application, identifier: nil, label: name, value: nil, isEnabled: true,
                isAccessibilityElement: false, axis: .vertical, subtreeEnd: screen.count + 1
            )
        )
        for var node in screen {
            node.subtreeEnd += 1
            nodes.append(node)
        }
        return nodes
    }
}
