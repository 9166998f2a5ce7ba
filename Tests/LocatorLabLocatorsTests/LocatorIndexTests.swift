import LocatorLabModel
import Testing

@testable import LocatorLabLocators

@Suite("Locator index")
struct LocatorIndexTests {
    @Test func iosLookupsEqualABruteForceScan() {
        let tree = TreeFixtures.generatedIOS(count: 5000, seed: 42)
        let index = LocatorIndex(tree)
        var random = SplitMix64(seed: 99)
        for _ in 0..<200 {
            let name = "item\(random.next(below: 45))"  // some never occur
            let expected = tree.ids.filter { tree[$0].name == name }
            #expect(Array(index.elements(withAccessibilityID: name)) == expected, "\(name)")
        }
        for type in ["XCUIElementTypeButton", "XCUIElementTypeCell", "XCUIElementTypeApplication", "XCUIElementTypeSwitch"] {
            #expect(Array(index.elements(ofClass: type)) == tree.ids.filter { tree[$0].type == type })
        }
    }

    @Test func androidLookupsEqualABruteForceScan() {
        let tree = TreeFixtures.generatedAndroid(count: 5000, seed: 43)
        let index = LocatorIndex(tree)
        var random = SplitMix64(seed: 100)
        let nodes = tree.ids.filter { $0.index > 0 }  // not the hierarchy root
        for _ in 0..<200 {
            let description = "desc\(random.next(below: 35))"
            #expect(Array(index.elements(withAccessibilityID: description)) == nodes.filter { tree[$0].contentDescription == description })
            let resource = "com.example.shop:id/r\(random.next(below: 35))"
            #expect(Array(index.elements(withResourceID: resource)) == nodes.filter { tree[$0].resourceID == resource })
        }
        for className in ["android.widget.TextView", "android.view.View", "hierarchy"] {
            #expect(Array(index.elements(ofClass: className)) == nodes.filter { tree[$0][attribute: "class"] == className })
        }
        #expect(index.mostCommonPackage == "com.example.shop")
    }

    /// A lookup is a view of the index's storage: it counts from 0 whatever
    /// group it shows, and a value nothing carries is an empty view.
    @Test func aLookupIsAViewCountedFromZero() {
        let tree = TreeFixtures.generatedIOS(count: 2000, seed: 42)
        let index = LocatorIndex(tree)
        let type = "XCUIElementTypeCell"
        let cells = index.elements(ofClass: type)
        let expected = tree.ids.filter { tree[$0].type == type }
        #expect(cells.count == expected.count && cells.count > 1)
        #expect(cells.indices == 0..<expected.count)
        #expect(cells.first == expected.first && cells.last == expected.last && cells[1] == expected[1])
        #expect(index.elements(withAccessibilityID: "no such name") == .none)
        #expect(index.elements(withAccessibilityID: "no such name").isEmpty)
        #expect(index.elements(ofClass: type) == cells)
    }

    @Test func engineAgreesWithXPathOnEveryName() throws {
        let tree = TreeFixtures.generatedIOS(count: 800, seed: 5)
        let engine = LocatorEngine(tree: tree)
        for number in 0..<40 {
            let name = "item\(number)"
            let byID = try engine.evaluate(.accessibilityID(name)).matches
            let byXPath = try engine.evaluate(.xpath("//*[@name='\(name)']")).matches
            #expect(byID == byXPath)
        }
    }

    /// Survival trials walk the tree instead of building the index: the
    /// walk must give the index's answer for every value of every table.
    @Test(arguments: ["ios", "android", "ios-health-summary.xml", "android-shop-products.xml"])
    func aWalkGivesTheIndexAnswer(source: String) throws {
        let tree: ElementTree =
            switch source {
            case "ios": TreeFixtures.generatedIOS(count: 600, seed: 8)
            case "android": TreeFixtures.generatedAndroid(count: 600, seed: 9)
            default: try SamplePageSources.tree(source)
            }
        let index = LocatorIndex(tree)
        var values = Set(tree.ids.flatMap { id in tree.attributes(of: id).map(\.value) + [tree.type(of: id)] })
        values.formUnion(["", "no such value", "hierarchy"])
        var found = 0
        for table in LocatorIndex.Table.allCases {
            for value in values {
                let indexed = Array(index.elements(table, equalTo: value))
                #expect(LocatorIndex.walk(tree, table, equalTo: value) == indexed, "\(table) \(value)")
                found += indexed.count
            }
        }
        #expect(found > tree.count)
        #expect(LocatorIndex.mostCommonPackage(in: tree) == index.mostCommonPackage)
    }

    /// An engine that walks its lookups answers every attribute strategy,
    /// class chain and predicate as the indexed one does, notes included.
    @Test func anEngineThatWalksAgreesWithTheIndexedOne() throws {
        for tree in [TreeFixtures.iosLogin(), TreeFixtures.generatedIOS(count: 400, seed: 3)] {
            let indexed = LocatorEngine(tree: tree)
            let walking = LocatorEngine(tree: tree, walksLookups: true)
            var locators: [Locator] = [
                .className("XCUIElementTypeButton"), .className("Button"), .className("XCUIElementTypeNoSuchType"),
                .classChain("**/XCUIElementTypeButton"), .classChain("**/XCUIElementTypeCell/XCUIElementTypeStaticText"),
                .predicate("type == 'XCUIElementTypeButton' AND name == 'item3'"), .predicate("name == 'item7'"),
            ]
            for id in tree.ids {
                guard let name = tree.attribute(AttributeName.name, of: id) else { continue }
                locators += [.accessibilityID(name), .id(name), .predicate("name == '\(name)'")]
            }
            for locator in locators {
                #expect(try walking.evaluate(locator) == indexed.evaluate(locator), "\(locator)")
            }
        }
        let android = TreeFixtures.generatedAndroid(count: 400, seed: 4)
        let indexed = LocatorEngine(tree: android)
        let walking = LocatorEngine(tree: android, walksLookups: true)
        #expect(walking.idPackage == indexed.idPackage)
        var locators: [Locator] = [.className("android.widget.TextView"), .className("hierarchy")]
        for id in android.ids {
            if let resource = android.attribute(AttributeName.resourceID, of: id) {
                locators += [.id(resource), .id(String(resource.split(separator: "/").last ?? ""))]
            }
            if let description = android.attribute(AttributeName.contentDescription, of: id) {
                locators.append(.accessibilityID(description))
            }
        }
        for locator in locators {
            #expect(try walking.evaluate(locator) == indexed.evaluate(locator), "\(locator)")
        }
    }
}
