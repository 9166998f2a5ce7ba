import LocatorLabModel
import Testing

@testable import LocatorLabLocators

@Suite("Absolute element paths")
struct ElementPathTests {
    @Test func positionOnlyWhereTheTypeRepeats() {
        let tree = TreeFixtures.iosLogin()
        #expect(ElementPath(ElementID(0), in: tree).expression == "/XCUIElementTypeApplication")
        #expect(
            ElementPath(ElementID(5), in: tree).expression
                == "/XCUIElementTypeApplication/XCUIElementTypeWindow/XCUIElementTypeOther[1]/XCUIElementTypeButton[2]"
        )
        #expect(
            ElementPath(ElementID(4), in: tree).expression
                == "/XCUIElementTypeApplication/XCUIElementTypeWindow/XCUIElementTypeOther[1]/XCUIElementTypeButton[1]/XCUIElementTypeStaticText"
        )
        let android = TreeFixtures.androidLogin()
        #expect(ElementPath(ElementID(6), in: android).expression == "/hierarchy/android.widget.FrameLayout[2]/android.widget.LinearLayout/android.widget.Button[2]")
    }

    @Test(arguments: [
        TreeFixtures.iosLogin(), TreeFixtures.androidLogin(),
        TreeFixtures.generatedIOS(count: 600, seed: 1), TreeFixtures.generatedAndroid(count: 600, seed: 2),
    ])
    func everyPathSelectsExactlyItsElement(tree: ElementTree) throws {
        let engine = LocatorEngine(tree: tree)
        let table = ElementPathTable(tree)
        for id in tree.ids {
            let path = ElementPath(id, in: tree)
            #expect(table.path(of: id) == path)
            // A deferred path writes the same XPath when read, and is the
            // same value (equal, same hash) as the written one.
            let deferred = table.deferredPath(of: id)
            #expect(deferred.expression == path.expression && deferred.element == id)
            #expect(deferred == path && deferred.hashValue == path.hashValue)
            let result = try engine.evaluate(.xpath(path.expression))
            if tree.platform == .android && id.index == 0 {
                // UiAutomator2 never returns the hierarchy root.
                #expect(result.matches.isEmpty)
            } else {
                #expect(result.matches == [id], "\(path)")
            }
        }
    }

    @Test func typesThatAreNoXPathNameUseTheNameFunction() throws {
        var builder = ElementTreeBuilder(platform: .ios)
        builder.open(TreeFixtures.ios("Application", name: "App"))
        builder.add(Element(type: "Custom Type"))
        let odd = builder.add(Element(type: "Custom Type"))
        let tree = builder.finish()
        let path = ElementPath(odd, in: tree)
        #expect(path.expression == "/XCUIElementTypeApplication/*[name()='Custom Type'][2]")
        #expect(try LocatorEngine(tree: tree).evaluate(.xpath(path.expression)).matches == [odd])
    }

    @Test func deepTreeEvaluatesWithoutCrashing() throws {
        var builder = ElementTreeBuilder(platform: .ios, wrapper: "AppiumAUT")
        builder.open(TreeFixtures.ios("Application", name: "Deep"))
        for level in 1..<1500 {
            builder.open(TreeFixtures.ios("Other", name: level == 1499 ? "deepest" : "level\(level)"))
        }
        let tree = builder.finish()
        #expect(tree.maximumDepth == 1499)
        let deepest = ElementID(1499)
        let engine = LocatorEngine(tree: tree)
        #expect(try engine.evaluate(.xpath("//XCUIElementTypeOther[@name='deepest']")).matches == [deepest])
        #expect(try engine.evaluate(.xpath("//*")).matches.count == 1500)
        #expect(try engine.evaluate(.accessibilityID("deepest")).matches == [deepest])
        let path = ElementPath(deepest, in: tree)
        #expect(try engine.evaluate(.xpath(path.expression)).matches == [deepest])
    }
}
