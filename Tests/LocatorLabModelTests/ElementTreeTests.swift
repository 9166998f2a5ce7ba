import LocatorLabModel
import Testing

@Suite("Element trees")
struct ElementTreeTests {
    /// a(0) > [b(1) > [d(2), e(3)], c(4) > [f(5)]]
    private func sampleTree() -> ElementTree {
        var builder = ElementTreeBuilder(platform: .ios, wrapper: "AppiumAUT")
        builder.open(Element(type: "a"))
        builder.open(Element(type: "b"))
        builder.add(Element(type: "d"))
        builder.add(Element(type: "e", attributes: [Attribute("name", "E")], identifier: "E"))
        builder.close()
        builder.open(Element(type: "c"))
        builder.add(Element(type: "f"))
        return builder.finish()
    }

    @Test func structureIsDocumentOrderWithContiguousSubtrees() {
        let tree = sampleTree()
        #expect(tree.elements.map(\.type) == ["a", "b", "d", "e", "c", "f"])
        #expect(tree.root == ElementID(0))
        #expect(tree.elements.map(\.subtreeEnd) == [6, 4, 3, 4, 6, 6])
        #expect(tree.elements.map(\.depth) == [0, 1, 2, 2, 1, 2])
        #expect(tree.elements.map { $0.parent?.index } == [nil, 0, 1, 1, 0, 4])
        #expect(Array(tree.children(of: ElementID(0))) == [ElementID(1), ElementID(4)])
        #expect(tree.children(of: ElementID(2)).count == 0)
        #expect(Array(tree.descendants(of: ElementID(1))) == [ElementID(2), ElementID(3)])
        #expect(tree.ancestors(of: ElementID(5)) == [ElementID(4), ElementID(0)])
        #expect(tree.siblingPosition(of: ElementID(3)) == 1)
        #expect(tree.siblingPosition(of: ElementID(4)) == 1)
        #expect(tree.maximumDepth == 2)
    }

    @Test func editingContentKeepsStructure() {
        var tree = sampleTree()
        var element = tree[ElementID(1)]
        element[attribute: "label"] = "B"
        element.type = "b2"
        tree[ElementID(1)] = element
        #expect(tree[ElementID(1)].label == "B")
        #expect(tree[ElementID(1)].type == "b2")
        #expect(tree[ElementID(1)].subtreeEnd == 4)
        #expect(tree[ElementID(1)].parent == ElementID(0))
    }

    @Test func attributeSubscriptAddsReplacesAndRemovesInPlace() {
        var element = Element(type: "x", attributes: [Attribute("a", "1"), Attribute("b", "2")])
        element[attribute: "a"] = "one"
        element[attribute: "c"] = "3"
        element[attribute: "b"] = nil
        #expect(element.attributes == [Attribute("a", "one"), Attribute("c", "3")])
        #expect(element.lacks("b"))
        #expect(!element.lacks("c"))
    }

    @Test func copyingASubtreeKeepsShapeAndContent() {
        let tree = sampleTree()
        var builder = ElementTreeBuilder(derivingFrom: tree)
        builder.copySubtree(of: ElementID(1))
        let copy = builder.finish()
        #expect(copy.elements.map(\.type) == ["b", "d", "e"])
        #expect(copy.elements.map(\.subtreeEnd) == [3, 2, 3])
        #expect(copy[ElementID(2)].identifier == "E")
    }

    /// Subtrees are copied as one block of records and one of attributes;
    /// each element must read back as it was, also from a tree whose edits
    /// moved or shortened attribute runs (gaps, runs at the end), on both
    /// sides of the block-size guard, and under an element already open.
    @Test(arguments: [12, 400])
    func subtreeCopiesMatchTheSource(width: Int) {
        var builder = ElementTreeBuilder(platform: .ios)
        builder.open(Element(type: "root", attributes: [Attribute("name", "r")]))
        for row in 0..<width {
            builder.open(Element(type: "row", attributes: [Attribute("name", "row\(row)"), Attribute("index", "\(row)")]))
            builder.add(Element(type: "leaf", attributes: [Attribute("label", "l\(row)")], identifier: "id\(row)"))
            builder.add(Element(type: "bare"))
            builder.close()
        }
        var tree = builder.finish()
        tree.setAttribute("added", to: "moved to the end", of: ElementID(1))  // a run moves to the end
        tree.setAttribute("index", to: nil, of: ElementID(5))  // a run shortens, leaving a gap
        tree.setAttribute("name", to: "renamed", of: ElementID(9))

        for root in [ElementID(0), ElementID(1), ElementID(5), ElementID(3 * width - 2)] {
            var copier = ElementTreeBuilder(derivingFrom: tree)
            copier.open(Element(type: "holder", attributes: [Attribute("k", "v")]))
            copier.copySubtree(of: root)
            let copy = copier.finish()
            let size = tree.subtreeEnd(of: root) - root.index
            #expect(copy.count == size + 1)
            #expect(copy.subtreeEnd(of: ElementID(0)) == size + 1)
            for offset in 0..<size {
                let original = ElementID(root.index + offset)
                let copied = ElementID(offset + 1)
                #expect(copy[copied].type == tree[original].type)
                #expect(copy.attributes(of: copied) == tree.attributes(of: original))
                #expect(copy.identifier(of: copied) == tree.identifier(of: original))
                #expect(copy.subtreeEnd(of: copied) - copied.index == tree.subtreeEnd(of: original) - original.index)
                #expect(copy.depth(of: copied) == tree.depth(of: original) - tree.depth(of: root) + 1)
                let parent = tree.parent(of: original).map { $0.index - root.index + 1 }
                #expect(copy.parent(of: copied)?.index == (offset == 0 ? 0 : parent))
            }
        }
    }

    @Test func deepTreesBuildWalkAndFreeWithoutRecursion() {
        let depth = 200_000
        var builder = ElementTreeBuilder(platform: .android)
        for _ in 0..<depth { builder.open(Element(type: "n")) }
        var tree: ElementTree? = builder.finish()
        #expect(tree?.maximumDepth == depth - 1)
        #expect(tree?.ancestors(of: ElementID(depth - 1)).count == depth - 1)
        tree = nil
        #expect(tree == nil)
    }

    /// Every element is entered in document order and left after its
    /// subtree, at its depth below the start.
    @Test func walkEntersAndLeavesEachElementInTurn() {
        let tree = sampleTree()
        var events: [String] = []
        tree.walk(
            enter: { id, depth in events.append("+\(tree.type(of: id))\(depth)") },
            leave: { id, depth in events.append("-\(tree.type(of: id))\(depth)") })
        #expect(events == ["+a0", "+b1", "+d2", "-d2", "+e2", "-e2", "-b1", "+c1", "+f2", "-f2", "-c1", "-a0"])
        events = []
        tree.walk(
            from: ElementID(4), enter: { id, depth in events.append("+\(tree.type(of: id))\(depth)") },
            leave: { id, depth in events.append("-\(tree.type(of: id))\(depth)") })
        #expect(events == ["+c0", "+f1", "-f1", "-c0"])
    }

    @Test func deepTreesWalkWithoutRecursion() {
        let depth = 200_000
        var builder = ElementTreeBuilder(platform: .android)
        for _ in 0..<depth { builder.open(Element(type: "n")) }
        let tree = builder.finish()
        var deepest = 0
        var left = 0
        tree.walk(enter: { _, level in deepest = max(deepest, level) }, leave: { _, _ in left += 1 })
        #expect(deepest == depth - 1)
        #expect(left == depth)
    }
}
