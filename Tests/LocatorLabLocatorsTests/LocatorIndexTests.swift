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
            #expect(index.elements(withAccessibilityID: name) == expected, "\(name)")
        }
        for type in ["XCUIElementTypeButton", "XCUIElementTypeCell", "XCUIElementTypeApplication", "XCUIElementTypeSwitch"] {
            #expect(index.elements(ofClass: type) == tree.ids.filter { tree[$0].type == type })
        }
    }

    @Test func androidLookupsEqualABruteForceScan() {
        let tree = TreeFixtures.generatedAndroid(count: 5000, seed: 43)
        let index = LocatorIndex(tree)
        var random = SplitMix64(seed: 100)
        let nodes = tree.ids.filter { $0.index > 0 }  // not the hierarchy root
        for _ in 0..<200 {
            let description = "desc\(random.next(below: 35))"
            #expect(index.elements(withAccessibilityID: description) == nodes.filter { tree[$0].contentDescription == description })
            let resource = "com.example.shop:id/r\(random.next(below: 35))"
            #expect(index.elements(withResourceID: resource) == nodes.filter { tree[$0].resourceID == resource })
        }
        for className in ["android.widget.TextView", "android.view.View", "hierarchy"] {
            #expect(index.elements(ofClass: className) == nodes.filter { tree[$0][attribute: "class"] == className })
        }
        #expect(index.mostCommonPackage == "com.example.shop")
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
}
