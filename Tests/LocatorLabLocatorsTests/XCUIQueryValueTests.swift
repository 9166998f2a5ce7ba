import LocatorLabModel
import LocatorLabPageSource
import Testing

@testable import LocatorLabLocators

/// XCTest's `value` is the element's own: Apple, `XCUIElementAttributes.value`,
/// "The raw value attribute of the element". A debugDescription dump prints
/// it apart from the identifier and the label (`value: …`, absent when there
/// is none), while WebDriverAgent's `value` attribute is `wdValue`, "a complex
/// attribute whose calculation algorithm depends on the actual element type"
/// (appium-xcuitest-driver, element attributes): the label of a static text,
/// the placeholder of a text field, `1` for a selected button. A query on a
/// dump reads the dump's value; one on WebDriverAgent XML reads the attribute.
@Suite("xcuitest: value is XCTest's raw value")
struct XCUIQueryValueTests {
    static let dump = """
        Attributes: Application, 0x600000c80000, pid: 4120, label: 'Shop'
        Element subtree:
         →Application, 0x600000c80000, pid: 4120, label: 'Shop'
            Window (Main), 0x600000c80100, {{0.0, 0.0}, {390.0, 844.0}}
              StaticText, 0x600000c80200, {{20.0, 100.0}, {250.0, 20.0}}, label: 'Welcome back'
              StaticText, 0x600000c80300, {{20.0, 130.0}, {250.0, 20.0}}, label: 'Total', value: 12 items
              TextField, 0x600000c80400, {{20.0, 160.0}, {350.0, 44.0}}, identifier: 'emailField', placeholderValue: 'Email'
              Button, 0x600000c80500, {{20.0, 210.0}, {100.0, 44.0}}, label: 'Favourite', Selected

        """

    static func engine() throws -> LocatorEngine {
        LocatorEngine(tree: try PageSourceReader.read(Array(dump.utf8), file: "value.txt"))
    }

    static func count(_ query: String, _ engine: LocatorEngine) throws -> Int {
        try engine.evaluateXCUIQuery(query).matches.count
    }

    @Test(arguments: [
        // A static text without `value:` has none, though WebDriverAgent writes its label as the value.
        (#"app.staticTexts.matching(NSPredicate(format: "value == nil")).count"#, 1),
        (#"app.staticTexts.matching(NSPredicate(format: "value == %@", "Welcome back")).count"#, 0),
        (#"app.staticTexts.matching(NSPredicate(format: "value == %@", "12 items")).count"#, 1),
        // A text field's placeholder is its placeholderValue, not its value.
        (#"app.textFields.matching(NSPredicate(format: "value == %@", "Email")).count"#, 0),
        (#"app.textFields.matching(NSPredicate(format: "placeholderValue == %@", "Email")).count"#, 1),
        // A selected button's value is not `1`.
        (#"app.buttons.matching(NSPredicate(format: "value == %@", "1")).count"#, 0),
        // The subscript still matches the label and the placeholder, and the raw value.
        (#"app.staticTexts.matching(identifier: "Welcome back").count"#, 1),
        (#"app.staticTexts.matching(identifier: "12 items").count"#, 1),
        (#"app.textFields.matching(identifier: "Email").count"#, 1),
    ])
    func dumpValuesAreXCTests(query: String, expected: Int) throws {
        #expect(try Self.count(query, Self.engine()) == expected)
    }

    /// WebDriverAgent's XML still answers `value` as the driver writes it.
    @Test func webDriverAgentXMLKeepsItsValue() throws {
        let tree = try PageSourceReader.read(Self.dump.utf8.map { $0 }, file: "value.txt")
        let welcome = try #require(tree.ids.first { tree.attribute(AttributeName.label, of: $0) == "Welcome back" })
        // The tree's value attribute is WebDriverAgent's (what replay serves).
        #expect(tree.attribute(AttributeName.value, of: welcome) == "Welcome back")
        #expect(tree.snapshotValue(of: welcome) == "")
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop" enabled="true" visible="true" x="0" y="0" width="390" height="844">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Welcome back" name="Welcome back" label="Welcome back" enabled="true" visible="true" x="20" y="100" width="250" height="20"/>
            </XCUIElementTypeApplication>
            """
        let engine = LocatorEngine(tree: try PageSourceReader.read(Array(xml.utf8), file: "value.xml"))
        #expect(try Self.count(#"app.staticTexts.matching(NSPredicate(format: "value == %@", "Welcome back")).count"#, engine) == 1)
    }
}
