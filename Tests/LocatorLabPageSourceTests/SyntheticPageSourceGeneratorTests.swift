import Foundation
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabTestSupport
import Testing

@Suite("Synthetic page-source generator")
struct SyntheticPageSourceGeneratorTests {
    @Test(
        "a tree has exactly the requested number of elements below the page-source root on both platforms",
        arguments: [Platform.ios, .android], [1, 2, 3, 5, 8, 13, 37, 100, 1_000, 12_345])
    func exactCount(platform: Platform, count: Int) {
        let tree = SyntheticPageSourceGenerator(elementCount: count, seed: 7, platform: platform).generate()
        // iOS: AppiumAUT is the tree's wrapper, not an element; Android: the
        // hierarchy root is the first element (the count left it in).
        let root = platform == .android ? 1 : 0
        #expect(tree.count == count + root)
        #expect(platform == .ios ? tree.wrapper == "AppiumAUT" : tree[ElementID(0)].type == "hierarchy")
    }

    @Test("the smallest tree is the application alone, wrapped as Appium wraps it")
    func singleElement() {
        let ios = SyntheticPageSourceGenerator(elementCount: 1, seed: 1, platform: .ios).generate()
        #expect(ios.wrapper == "AppiumAUT")
        #expect(ios[ElementID(0)].type == "XCUIElementTypeApplication")
        let android = SyntheticPageSourceGenerator(elementCount: 1, seed: 1, platform: .android).generate()
        #expect(android.wrapper == nil)
        #expect(android[ElementID(0)].type == "hierarchy")
        #expect(android[ElementID(0)].attributes.map(\.name) == ["index", "class", "rotation", "width", "height"])
    }

    @Test("the same seed gives the same tree, identifiers included", arguments: [Platform.ios, .android])
    func sameSeed(platform: Platform) {
        let first = SyntheticPageSourceGenerator(elementCount: 3_000, seed: 99, platform: platform).generate()
        let second = SyntheticPageSourceGenerator(elementCount: 3_000, seed: 99, platform: platform).generate()
        // The JSON tree holds every type, attribute, identifier and the shape.
        #expect(JSONTreeWriter.write(first) == JSONTreeWriter.write(second))
    }

    @Test("different seeds give different trees", arguments: [Platform.ios, .android])
    func differentSeeds(platform: Platform) {
        let first = SyntheticPageSourceGenerator(elementCount: 500, seed: 1, platform: platform).generate()
        let second = SyntheticPageSourceGenerator(elementCount: 500, seed: 2, platform: platform).generate()
        #expect(JSONTreeWriter.write(first) != JSONTreeWriter.write(second))
    }

    @Test(
        "a small generated tree matches its golden file, so output stays stable across machines and releases",
        arguments: [Platform.ios, .android])
    func golden(platform: Platform) throws {
        let tree = SyntheticPageSourceGenerator(elementCount: 40, seed: 2026, platform: platform).generate()
        let written = JSONTreeWriter.write(tree)
        try Golden.check(written, against: "json/synthetic-\(platform.rawValue)-40-seed2026.json")
    }

    @Test("SplitMix64 gives the reference sequence")
    func splitMix64() {
        var random = SplitMix64(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(random.next() == 0x06C4_5D18_8009_454F)
        for _ in 0..<1_000 {
            #expect((3...9).contains(random.int(in: 3...9)))
        }
    }

    @Test(
        "between 50 % and 70 % of leaves carry a composed identifier", arguments: [Platform.ios, .android],
        [1, 2, 3] as [UInt64])
    func identifierShare(platform: Platform, seed: UInt64) {
        let tree = SyntheticPageSourceGenerator(elementCount: 10_000, seed: seed, platform: platform).generate()
        let leaves = tree.ids.filter { tree[$0].subtreeEnd == $0.index + 1 }
        let identified = leaves.filter { id in
            switch platform {
            case .ios: tree[id].identifier != nil
            case .android: tree[id].identifier != nil || tree[id].resourceID != nil
            }
        }
        let share = Double(identified.count) / Double(leaves.count)
        #expect(share >= 0.5 && share <= 0.7, "share \(share)")
        // The rest are named by their label or not at all.
        let labelNamed = leaves.filter { id in
            let leaf = tree[id]
            guard leaf.identifier == nil, leaf.resourceID == nil else { return false }
            return leaf.label != nil || leaf.text?.isEmpty == false || leaf.contentDescription != nil
        }
        #expect(!labelNamed.isEmpty)
        #expect(labelNamed.count < leaves.count - identified.count)  // and some are not named at all
    }

    @Test("identifiers are dotted and composed from the branch, indexed per cell")
    func identifierShape() {
        let tree = SyntheticPageSourceGenerator(elementCount: 10_000, seed: 5, platform: .ios).generate()
        let identifiers = tree.elements.compactMap(\.identifier)
        let component = #/[A-Z][A-Za-z]*(_[0-9]+)?/#
        for identifier in identifiers {
            let parts = identifier.split(separator: ".", omittingEmptySubsequences: false)
            #expect(parts.allSatisfy { $0.wholeMatch(of: component) != nil }, "\(identifier)")
        }
        #expect(identifiers.contains { $0.split(separator: ".").count >= 4 })
        #expect(identifiers.contains { $0.wholeMatch(of: #/[A-Za-z]+\.[A-Za-z]+Cell_[0-9]+\.Title/#) != nil })
    }

    @Test("iOS name is the identifier when there is one, else the label, as WebDriverAgent derives it")
    func iosNames() {
        let tree = SyntheticPageSourceGenerator(elementCount: 5_000, seed: 11, platform: .ios).generate()
        for element in tree.elements {
            if let identifier = element.identifier {
                #expect(element.name == identifier)
            } else if let label = element.label, !label.isEmpty {
                #expect(element.name == label)
            }
        }
        // A button and the static text inside it share a name.
        let sharedName = tree.ids.contains { id in
            let element = tree[id]
            guard element.type == "XCUIElementTypeButton", let name = element.name else { return false }
            return tree.children(of: id).contains {
                tree[$0].name == name && tree[$0].type == "XCUIElementTypeStaticText"
            }
        }
        #expect(sharedName)
    }

    @Test("iOS attributes come in WebDriverAgent's order, processId and bundleId last on the application")
    func iosAttributeOrder() throws {
        let tree = SyntheticPageSourceGenerator(elementCount: 5_000, seed: 3, platform: .ios).generate()
        let order = AttributeName.iosOrder + AttributeName.iosTrailing
        let required = ["type", "enabled", "visible", "accessible", "x", "y", "width", "height", "index", "traits"]
        for element in tree.elements {
            let names = element.attributes.map(\.name)
            let positions = try names.map { name in try #require(order.firstIndex(of: name), "\(name)") }
            #expect(positions == positions.sorted(), "\(names)")
            #expect(Set(required).isSubset(of: names), "\(names)")
            #expect(element[attribute: "type"] == element.type)
        }
        let application = tree[ElementID(0)]
        #expect(application.attributes.suffix(2).map(\.name) == ["processId", "bundleId"])
        #expect(tree.elements.dropFirst().allSatisfy { $0.lacks("processId") })
        let textInputs = tree.elements.filter {
            ["XCUIElementTypeTextField", "XCUIElementTypeSecureTextField"].contains($0.type)
        }
        #expect(!textInputs.isEmpty)
        #expect(textInputs.allSatisfy { $0[attribute: "placeholderValue"] != nil })
        #expect(
            tree.elements.filter { $0[attribute: "placeholderValue"] != nil }.allSatisfy {
                ["XCUIElementTypeTextField", "XCUIElementTypeSecureTextField", "XCUIElementTypeSearchField"].contains(
                    $0.type)
            })
    }

    @Test("Android attributes come in UiAutomator2's order with the classic set on every element")
    func androidAttributeOrder() throws {
        let tree = SyntheticPageSourceGenerator(elementCount: 5_000, seed: 3, platform: .android).generate()
        let classic = [
            "index", "package", "class", "text", "checkable", "checked", "clickable", "enabled", "focusable", "focused",
            "long-clickable", "password", "scrollable", "selected", "bounds", "displayed",
        ]
        for element in tree.elements.dropFirst() {
            let names = element.attributes.map(\.name)
            let positions = try names.map { name in
                try #require(AttributeName.androidOrder.firstIndex(of: name), "\(name)")
            }
            #expect(positions == positions.sorted(), "\(names)")
            #expect(names.filter { $0 != "content-desc" && $0 != "resource-id" } == classic)
            #expect(element[attribute: "class"] == element.type)
            let frame = try #require(element.frame)
            #expect(frame.x >= 0 && frame.x + frame.width <= 1080 && frame.y >= 0 && frame.y + frame.height <= 2400)
        }
        let resourceID = #/[a-z]+(\.[a-z]+)*:id/[a-z_]+/#
        let resourceIDs = tree.elements.compactMap(\.resourceID)
        #expect(resourceIDs.allSatisfy { $0.wholeMatch(of: resourceID) != nil })
        #expect(resourceIDs.contains { $0.hasSuffix(":id/toolbar") })
        #expect(tree.elements.contains { $0.contentDescription?.contains(".") == true })
    }

    @Test("index is each element's position among its siblings", arguments: [Platform.ios, .android])
    func indexIsSiblingPosition(platform: Platform) {
        let tree = SyntheticPageSourceGenerator(elementCount: 5_000, seed: 8, platform: platform).generate()
        #expect(tree[ElementID(0)][attribute: "index"] == "0")
        for parent in tree.ids {
            for (position, child) in tree.children(of: parent).enumerated() {
                #expect(tree[child][attribute: "index"] == String(position))
            }
        }
    }

    @Test("iOS frames lie on a 390-point-wide screen and cells stack down their lists")
    func iosFrames() throws {
        let tree = SyntheticPageSourceGenerator(elementCount: 5_000, seed: 4, platform: .ios).generate()
        for element in tree.elements {
            let frame = try #require(element.frame)
            #expect(frame.x >= 0 && frame.x + frame.width <= 390 && frame.y >= 0 && frame.width > 0 && frame.height > 0)
        }
        let tables = tree.ids.filter { tree[$0].type == "XCUIElementTypeTable" }
        #expect(!tables.isEmpty)
        for table in tables {
            let tops = tree.children(of: table).compactMap { tree[$0].frame?.y }
            #expect(zip(tops, tops.dropFirst()).allSatisfy { $0 < $1 })
        }
        // Content continues below the screen, where it is not visible.
        #expect(tree.elements.contains { $0[attribute: "visible"] == "false" && ($0.frame?.y ?? 0) >= 844 })
        #expect(tree.elements.filter { ($0.frame?.y ?? 0) < 700 }.allSatisfy { $0[attribute: "visible"] == "true" })
    }

    @Test("the tree has the screen's furniture: window, navigation bar, lists of cells, text fields, tab bar")
    func iosStructure() {
        let tree = SyntheticPageSourceGenerator(elementCount: 10_000, seed: 21, platform: .ios).generate()
        let types = Set(tree.elements.map(\.type))
        for type in [
            "XCUIElementTypeWindow", "XCUIElementTypeNavigationBar", "XCUIElementTypeTabBar", "XCUIElementTypeTable",
            "XCUIElementTypeCollectionView", "XCUIElementTypeCell", "XCUIElementTypeStaticText", "XCUIElementTypeImage",
            "XCUIElementTypeButton", "XCUIElementTypeSwitch", "XCUIElementTypeTextField", "XCUIElementTypeOther",
        ] {
            #expect(types.contains(type), "\(type)")
        }
        // The tab bar comes last, its buttons the tree's last elements.
        let tabBar = tree.ids.last { tree[$0].type == "XCUIElementTypeTabBar" }
        #expect(tabBar.map { tree[$0].subtreeEnd } == tree.count)
    }

    @Test(
        "depth varies, with deep branches, and stays far below the readers' limit", arguments: [Platform.ios, .android])
    func depth(platform: Platform) {
        let tree = SyntheticPageSourceGenerator(elementCount: 10_000, seed: 12, platform: platform).generate()
        #expect(tree.maximumDepth >= 20)
        #expect(tree.maximumDepth < 64)
        let leafDepths = Set(tree.ids.filter { tree[$0].subtreeEnd == $0.index + 1 }.map { tree[$0].depth })
        #expect(leafDepths.count >= 10)
        for count in [1, 50, 200_000] {
            let other = SyntheticPageSourceGenerator(elementCount: count, seed: 12, platform: platform).generate()
            #expect(other.count == count + (platform == .android ? 1 : 0))
            #expect(other.maximumDepth < ReadLimits.defaultMaximumDepth)
        }
    }

    @Test("a generated tree round-trips through the JSON tree format", arguments: [Platform.ios, .android])
    func jsonRoundTrip(platform: Platform) throws {
        let tree = SyntheticPageSourceGenerator(elementCount: 2_000, seed: 31, platform: platform).generate()
        let written = JSONTreeWriter.write(tree)
        let read = try JSONTreeReader.read(written, file: nil)
        expectSameTree(read, tree)
    }
}

/// What `generate` warns about: page sources the other commands refuse.
@Suite("Read-limit refusals for generated page sources")
struct ReadLimitRefusalTests {
    @Test func overTheDefaultsNamesTheOptionThatReadsIt() {
        let refusals = ReadLimits().refusals(elements: 2_000_001, bytes: 300_000_000)
        #expect(
            refusals.map(\.message) == [
                "the number of elements (2000001) exceeds the limit of 2000000 (raise it with --max-elements)",
                "the size (300000000 bytes) exceeds the limit of 268435456 (raise it with --max-bytes)",
            ])
        #expect(ReadLimits().refusals(elements: 2_000_000, bytes: 268_435_456).isEmpty)
    }
}
