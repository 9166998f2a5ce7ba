import LocatorLabIdentifiers
import LocatorLabModel
import Testing

@Suite struct ViewNodeTests {
    @Test func addingASubviewMovesItFromItsPreviousSuperview() {
        let first = ViewNode()
        let second = ViewNode()
        let label = LabelNode("moving")
        first.addSubview(label)
        second.addSubview(label)
        #expect(first.subviews.isEmpty)
        #expect(second.subviews.count == 1)
        #expect(label.superview === second)
        label.removeFromSuperview()
        #expect(second.subviews.isEmpty)
        #expect(label.superview == nil)
    }

    @Test func descendantsKnowTheirAncestors() {
        let root = ViewNode()
        let middle = ViewNode()
        let leaf = LabelNode()
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.isDescendant(of: root))
        #expect(leaf.isDescendant(of: leaf))
        #expect(!root.isDescendant(of: leaf))
    }

    @Test func rendersIdentifiersLabelsAndLayout() {
        let row = ViewNode(axis: .horizontal)
        row.accessibilityIdentifier = "Row"
        let title = LabelNode("Title")
        let toggle = ViewNode(type: .switch, label: "Alerts", value: "1")
        toggle.isEnabled = false
        row.addSubview(title)
        row.addSubview(toggle)
        let tree = row.elementTree(options: IOSRenderingOptions(screenWidth: 300, rowHeight: 50))
        #expect(tree.elements.map(\.identifier) == ["Row", "", ""])
        #expect(tree.elements.map(\.name) == ["Row", "Title", "Alerts"])
        #expect(tree.elements.map(\.value) == [nil, "Title", "1"])
        #expect(tree.elements.map(\.frame) == [
            Frame(x: 0, y: 0, width: 300, height: 50),
            Frame(x: 0, y: 0, width: 150, height: 50),
            Frame(x: 150, y: 0, width: 150, height: 50),
        ])
        #expect(tree.elements[2][attribute: "enabled"] == "false")
        #expect(tree.children(of: ElementID(0)).map(\.index) == [1, 2])
    }

    @Test func deepHierarchiesRenderAndFreeWithoutRecursion() {
        let depth = 100_000
        var root: ViewNode? = ViewNode()
        var current = root!
        for _ in 0..<depth {
            let child = ViewNode()
            current.addSubview(child)
            current = child
        }
        current.accessibilityIdentifier = "bottom"
        let tree = root!.elementTree()
        #expect(tree.count == depth + 1)
        #expect(tree.elements[depth].depth == depth)
        #expect(tree.elements[depth].identifier == "bottom")
        #expect(current.isDescendant(of: root!))
        root = nil
        // The whole chain was released: the bottom view lost its superview.
        #expect(current.superview == nil)
    }
}
