import Testing
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabTestSupport

@testable import LocatorLabAdvice

/// `TreeRewrite` walks the flat records and looks up only edited elements;
/// it must give exactly what a plain recursive rebuild from element values
/// gives, for any mix of edits.
@Suite("Structural rewrites")
struct TreeRewriteTests {
    static let trees: [ElementTree] = [
        AnalysisFixtures.iosShop(), AnalysisFixtures.androidShop(),
        SyntheticPageSourceGenerator(elementCount: 600, seed: 3, platform: .ios).generate(),
        SyntheticPageSourceGenerator(elementCount: 600, seed: 5, platform: .android).generate(),
    ]

    @Test func everyMixOfEditsGivesWhatARecursiveRebuildGives() {
        for (treeNumber, tree) in Self.trees.enumerated() {
            var random = SplitMix64(seed: UInt64(treeNumber + 1))
            for trial in 0..<60 {
                let rewrite = Self.randomRewrite(of: tree, using: &random)
                let (rewritten, origin) = rewrite.apply(to: tree)
                let expected = Self.reference(rewrite, on: tree)
                #expect(origin == expected.origin, "tree \(treeNumber), trial \(trial)")
                #expect(Self.dump(rewritten) == Self.dump(expected.tree), "tree \(treeNumber), trial \(trial)")
            }
        }
    }

    @Test func positionsAreCanonicalDecimalsOnly() {
        let cases: [(String, Int?)] = [("0", 0), ("7", 7), ("42", 42), ("07", nil), ("-1", nil), ("", nil), ("1a", nil), (" 1", nil)]
        for (text, expected) in cases {
            var copy = text
            #expect(copy.withUTF8 { TreeRewrite.canonicalDecimal($0) } == expected, "\(text)")
        }
    }

    static func randomRewrite(of tree: ElementTree, using random: inout SplitMix64) -> TreeRewrite {
        var rewrite = TreeRewrite()
        func someElement() -> Int { 1 + Int(random.next() % UInt64(tree.count - 1)) }
        for _ in 0..<Int(random.next() % 4) {
            rewrite.insertBefore[someElement(), default: []].append(
                Element(type: tree[ElementID(0)].type, attributes: [Attribute("index", "0"), Attribute("name", "Inserted")]))
        }
        for _ in 0..<Int(random.next() % 3) {
            rewrite.wrappers[someElement()] = Element(type: "Wrapper", attributes: [Attribute("index", "9")])
        }
        for _ in 0..<Int(random.next() % 3) { rewrite.removed.insert(someElement()) }
        for _ in 0..<Int(random.next() % 3) { rewrite.duplicatedBefore.insert(someElement()) }
        for _ in 0..<Int(random.next() % 3) {
            let parent = tree.parent(of: ElementID(someElement()))?.index ?? 0
            let children = tree.children(of: ElementID(parent)).map(\.index)
            if children.count > 1 { rewrite.childOrder[parent] = children.reversed() }
        }
        return rewrite
    }

    /// The rewrite as a recursion over element values, renumbering `index`
    /// by comparing strings.
    static func reference(_ rewrite: TreeRewrite, on tree: ElementTree) -> (tree: ElementTree, origin: [ElementID?]) {
        var builder = ElementTreeBuilder(platform: tree.platform, wrapper: tree.wrapper)
        var origin: [ElementID?] = []
        func copy(_ id: ElementID) {
            _ = builder.open(tree[id])
            origin.append(nil)
            for child in tree.children(of: id) { copy(child) }
            builder.close()
        }
        func write(_ index: Int) {
            if rewrite.removed.contains(index) { return }
            let wrapper = index == 0 ? nil : rewrite.wrappers[index]
            if index != 0 {
                for extra in rewrite.insertBefore[index] ?? [] {
                    _ = builder.add(extra)
                    origin.append(nil)
                }
                if rewrite.duplicatedBefore.contains(index) { copy(ElementID(index)) }
            }
            if let wrapper {
                _ = builder.open(wrapper)
                origin.append(nil)
            }
            _ = builder.open(tree[ElementID(index)])
            origin.append(ElementID(index))
            for child in rewrite.childOrder[index] ?? tree.children(of: ElementID(index)).map(\.index) { write(child) }
            builder.close()
            if wrapper != nil { builder.close() }
        }
        write(0)
        var result = builder.finish()
        let old = TreeRewrite.siblingPositions(in: tree)
        let new = TreeRewrite.siblingPositions(in: result)
        for id in result.ids {
            guard let current = result.attribute("index", of: id) else { continue }
            if let source = origin[id.index], current != String(old[source.index]) { continue }
            if current != String(new[id.index]) { result.setAttribute("index", to: String(new[id.index]), of: id) }
        }
        return (result, origin)
    }

    static func dump(_ tree: ElementTree) -> [String] {
        tree.ids.map { id in
            let element = tree[id]
            let attributes = element.attributes.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
            return "\(element.parent?.index ?? -1) \(element.type) [\(element.identifier ?? "-")] \(attributes)"
        }
    }
}
