import LocatorLabModel
import Testing

@testable import LocatorLabLocators

@Suite("iOS accessibility id, id and class name")
struct IOSAttributeStrategyTests {
    let engine = LocatorEngine(tree: TreeFixtures.iosLogin())

    func ids(_ indexes: Int...) -> [ElementID] { indexes.map(ElementID.init) }

    @Test func accessibilityIDMatchesTheButtonAndItsText() throws {
        let result = try engine.evaluate(.accessibilityID("LOGIN"))
        #expect(result.matches == ids(3, 4))
        #expect(result.notes.isEmpty)
    }

    @Test func accessibilityIDIncludesTheApplication() throws {
        #expect(try engine.evaluate(.accessibilityID("MyYes")).matches == ids(0))
    }

    @Test func accessibilityIDIsExactAndCaseSensitive() throws {
        #expect(try engine.evaluate(.accessibilityID("login")).matches.isEmpty)
        #expect(try engine.evaluate(.accessibilityID("LOGIN ")).matches.isEmpty)
        #expect(try engine.evaluate(.accessibilityID("Forgot")).matches.isEmpty)
    }

    @Test func accessibilityIDMatchesNameNotLabelOrValue() throws {
        // username's label is "" and value "Email": neither is its name.
        #expect(try engine.evaluate(.accessibilityID("Email")).matches.isEmpty)
        #expect(try engine.evaluate(.accessibilityID("username")).matches == ids(8))
    }

    @Test func emptyAccessibilityIDMatchesNothing() throws {
        // Real Safari page sources carry name="" (formats.md 5); WebDriverAgent
        // compares a nil name there, so even that element does not match.
        var builder = ElementTreeBuilder(platform: .ios)
        builder.open(TreeFixtures.ios("Application", name: "Safari"))
        builder.add(TreeFixtures.ios("StaticText", name: "", label: "", value: ""))
        let safari = LocatorEngine(tree: builder.finish())
        let result = try safari.evaluate(.accessibilityID(""))
        #expect(result.matches.isEmpty)
        #expect(result.notes.count == 1)
    }

    @Test func idIsAccessibilityID() throws {
        #expect(try engine.evaluate(.id("LOGIN")).matches == ids(3, 4))
    }

    @Test func classNameGetsThePrefixTheDriverAdds() throws {
        let short = try engine.evaluate(.className("Button"))
        #expect(short.matches == ids(3, 5))
        #expect(short.notes == ["the XCUITest driver sends class name 'XCUIElementTypeButton'"])
        let full = try engine.evaluate(.className("XCUIElementTypeButton"))
        #expect(full.matches == ids(3, 5))
        #expect(full.notes.isEmpty)
        #expect(try engine.evaluate(.className("UIAStaticText")).matches == ids(4, 6))
    }

    @Test func classNameIncludesTheContextElement() throws {
        #expect(try engine.evaluate(.className("XCUIElementTypeApplication")).matches == ids(0))
        #expect(try engine.evaluate(.className("XCUIElementTypeAny")).matches == Array(0..<9).map(ElementID.init))
    }

    @Test func unknownTypeFallsBackToOther() throws {
        let result = try engine.evaluate(.className("XCUIElementTypeRemotePlaceholder"))
        #expect(result.matches == ids(2, 7))
        #expect(result.notes.contains { $0.contains("XCUIElementTypeOther") })
    }

    @Test func emptyClassNameIsRefused() {
        #expect(throws: LocatorError.self) { try engine.evaluate(.className("")) }
    }
}
