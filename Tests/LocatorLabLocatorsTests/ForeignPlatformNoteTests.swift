import LocatorLabModel
import Testing

@testable import LocatorLabLocators

/// An XPath written for the other platform finds nothing, and "0 matches"
/// alone does not say why: the result names what the page source cannot have.
@Suite("Notes on XPaths for the other platform")
struct ForeignPlatformNoteTests {
    static func foreignNotes(_ expression: String, on tree: ElementTree) throws -> [String] {
        try LocatorEngine(tree: tree).evaluate(.xpath(expression)).notes.filter { $0.contains("other platform") }
    }

    @Test func anAndroidXPathOnAnIOSPageSource() throws {
        let tree = TreeFixtures.iosLogin()
        #expect(
            try Self.foreignNotes("//android.widget.TextView[@text='Sign in' and @content-desc]", on: tree) == [
                "this is an iOS page source, but the XPath names android.widget.TextView, @content-desc and @text, "
                    + "which only Android (UiAutomator2) page sources have: it is probably meant for the other platform"
            ])
        // A class name in a literal is not a name the XPath tests.
        #expect(
            try Self.foreignNotes("//*[@class='android.widget.FrameLayout']", on: tree) == [
                "this is an iOS page source, but the XPath names @class, which only Android (UiAutomator2) page sources "
                    + "have: it is probably meant for the other platform"
            ])
        // Axes: `child::` tests elements, `attribute::` attributes.
        let axes = try Self.foreignNotes("/child::android.view.View[attribute::resource-id]", on: tree)
        #expect(axes.count == 1 && axes[0].contains("android.view.View and @resource-id,"))
    }

    @Test func anIOSXPathOnAnAndroidPageSource() throws {
        let tree = TreeFixtures.androidLogin()
        #expect(
            try Self.foreignNotes("//XCUIElementTypeButton[@name='Login']", on: tree) == [
                "this is an Android page source, but the XPath names XCUIElementTypeButton and @name, which only iOS "
                    + "(WebDriverAgent) page sources have: it is probably meant for the other platform"
            ])
        #expect(try Self.foreignNotes("//*[@label='Login']", on: tree).count == 1)
    }

    /// Only an empty result gets the note, and only for names the page
    /// source really lacks.
    @Test func noNoteWhereTheXPathCouldBeRight() throws {
        let ios = TreeFixtures.iosLogin()
        let android = TreeFixtures.androidLogin()
        for (expression, tree) in [
            ("//*[@name='nothing here']", ios), ("//XCUIElementTypeButton[@index='9']", ios),
            ("//*[@enabled='maybe']", android), ("//android.widget.Button[@text='nothing here']", android),
            ("//*[contains(text(), 'x')]", ios), ("//*[@name='LOGIN' or @text='LOGIN']", ios),
        ] {
            #expect(try Self.foreignNotes(expression, on: tree).isEmpty, "\(expression)")
        }
        // A tree that has the attribute after all (JSON trees may have any).
        var builder = ElementTreeBuilder(platform: .ios)
        builder.add(Element(type: "XCUIElementTypeOther", attributes: [Attribute("text", "kept")]))
        let custom = builder.finish()
        #expect(try Self.foreignNotes("//*[@text='other']", on: custom).isEmpty)
        #expect(try Self.foreignNotes("//android.view.View[@text='other']", on: custom).count == 1)
        #expect(try !Self.foreignNotes("//android.view.View[@text='other']", on: custom)[0].contains("@text"))
    }

    /// A repeated evaluation keeps its note, and a match drops it.
    @Test func theNoteFollowsTheResult() throws {
        let engine = LocatorEngine(tree: TreeFixtures.iosLogin())
        let expression = "//android.widget.Button"
        let first = try engine.evaluate(.xpath(expression))
        #expect(try engine.evaluate(.xpath(expression)) == first)
        #expect(first.notes.contains { $0.contains("android.widget.Button") })
        let matching = try engine.evaluate(.xpath("//XCUIElementTypeButton[@name='LOGIN' or @resource-id]"))
        #expect(matching.matches.count == 1)
        #expect(!matching.notes.contains { $0.contains("other platform") })
    }
}
