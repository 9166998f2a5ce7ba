import LocatorLabModel
import LocatorLabPageSource
import LocatorLabTestSupport
import Testing

@testable import LocatorLabLocators

/// One XCUITest query and what XCTest resolves it to, worked out by hand on
/// the fixtures of `Tests/Fixtures/xcuiquery/`, with the Apple documentation
/// of the construct it tests (developer.apple.com, XCUIAutomation).
///
/// `races.xml` (WebDriverAgent XML: `name` is the identifier, else the label):
///
///     #0 Application Races             #9  Cell RaceHeaderCell_1 (Selected)
///     #1   Window                      #10   StaticText Silverstone
///     #2     Other                     #11   Button Save
///     #3       NavigationBar Races     #12 Cell (no name, visible=false)
///     #4         Button Back           #13   StaticText "Welcome back"
///     #5         StaticText Races      #14 TextField emailField (placeholder Email)
///     #6       Table RaceList          #15 Button Save (disabled)
///     #7         Cell RaceHeaderCell_0 #16 Switch Notifications (value 1)
///     #8           StaticText Monaco
///
/// `profile.txt` (debugDescription: identifier and label apart):
///
///     #0 Application Profile   #4 StaticText id Profile.UserDetails.Label, label Name
///     #1   Window              #5 StaticText label "Profile.doneButton"
///     #2     Other             #6 Button label Edit
///     #3     Button id Profile.doneButton, label Done   #7 Other, zero size
struct XCUIQueryExample: CustomTestStringConvertible, Sendable {
    enum Expected: Sendable, Hashable {
        case element(Int)
        case ambiguous
        case noMatch
        case query
    }

    let fixture: String
    let expression: String
    let matches: [Int]
    let expected: Expected
    /// The Apple wording the example checks.
    let apple: String
    var testDescription: String { "\(fixture): \(expression)" }

    init(_ fixture: String, _ expression: String, _ matches: [Int], _ expected: Expected, _ apple: String) {
        self.fixture = fixture
        self.expression = expression
        self.matches = matches
        self.expected = expected
        self.apple = apple
    }

    static let typeQueries = "XCUIElementTypeQueryProvider: accessing the properties \"is equivalent to calling descendants(matching:) for the corresponding element type\""
    static let subscriptKey = "subscript(_:): \"A string to match against any one of each element's identifying properties: identifier, title, label, value, or placeholderValue\""
    static let element = "element: \"fails the current test if there isn't a single matching element\""
    static let firstMatch = "firstMatch: \"the framework stops traversing your app's accessibility hierarchy as soon as it finds a matching element\""
    static let boundBy = "element(boundBy:): the element at the index into the query's results"
    static let children = "children(matching:): \"Returns a new query that matches all direct children of the requested type\""
    static let descendants = "descendants(matching:): \"The new search finds all decendant of elements that match the original search and are of the requested type\""
    static let matchingIdentifier = "matching(identifier:): \"matches elements that have an identifying property that matches a provided identifier\""
    static let matchingType = "matching(_:identifier:): \"matches elements of the requested type and have an identifying property that matches a provided identifier\""
    static let predicate = "matching(_:): the predicate \"evaluates against objects that conform to the XCUIElementAttributes protocol\""
    static let containing = "containing(_:identifier:): \"matches elements that contain a descendant of the requested type and an identifying property that matches a provided identifier\""
    static let containingPredicate = "containing(_:): \"matches elements containing a descendant that meets the logical conditions of the provided predicate\""
    static let count = "count: \"Evaluates the query and returns the number of elements that match\""

    static let all: [XCUIQueryExample] = [
        // Type queries and the subscript.
        .init("races.xml", #"app.buttons["Back"]"#, [4], .element(4), subscriptKey),
        .init("races.xml", #"app.buttons["Save"]"#, [11, 15], .ambiguous, element),
        .init("races.xml", #"app.staticTexts["Races"]"#, [5], .element(5), typeQueries),
        .init("races.xml", #"app.otherElements["Races"]"#, [], .noMatch, typeQueries),
        .init("races.xml", #"app.staticTexts["Welcome back"]"#, [13], .element(13), subscriptKey),
        .init("races.xml", #"app.textFields["Email"]"#, [14], .element(14), subscriptKey),
        .init("races.xml", #"app.switches["1"]"#, [16], .element(16), subscriptKey),
        .init("races.xml", #"XCUIApplication().buttons["Back"]"#, [4], .element(4), typeQueries),
        .init("races.xml", #"app.navigationBars["Races"].buttons["Back"]"#, [4], .element(4), typeQueries),
        .init("races.xml", #"app.cells["RaceHeaderCell_1"].buttons["Save"].tap()"#, [11], .element(11), subscriptKey),
        .init("races.xml", #"app.tables.cells.staticTexts["Silverstone"]"#, [10], .element(10), typeQueries),
        // Positions.
        .init("races.xml", "app.tables.cells.element(boundBy: 1)", [7, 9, 12], .element(9), boundBy),
        .init("races.xml", "app.tables.cells.element(boundBy: 3)", [7, 9, 12], .noMatch, boundBy),
        .init("races.xml", "app.staticTexts.element(boundBy: -1)", [5, 8, 10, 13], .noMatch, boundBy),
        .init("races.xml", "app.buttons.allElementsBoundByIndex[1]", [4, 11, 15], .element(11), boundBy),
        .init("races.xml", "app.cells.firstMatch", [7, 9, 12], .element(7), firstMatch),
        .init("races.xml", "app.cells.element", [7, 9, 12], .ambiguous, element),
        .init("races.xml", #"app.tables["RaceList"].cells.element(boundBy: 0)"#, [7, 9, 12], .element(7), boundBy),
        // Recorder chains.
        .init(
            "races.xml",
            "app.children(matching: .window).element(boundBy: 0).children(matching: .other).element(boundBy: 0)",
            [2], .element(2), children),
        .init("races.xml", "app.children(matching: .other)", [], .query, children),
        .init("races.xml", #"app.descendants(matching: .any)["RaceList"]"#, [6], .element(6), descendants),
        .init("races.xml", "app.descendants(matching: .any).count", Array(1...16), .query, count),
        .init("races.xml", "app.buttons.count", [4, 11, 15], .query, count),
        // matching / containing.
        .init("races.xml", #"app.buttons.matching(identifier: "Save")"#, [11, 15], .query, matchingIdentifier),
        .init("races.xml", #"app.tables.cells.matching(.cell, identifier: "RaceHeaderCell_1").element"#, [9], .element(9), matchingType),
        .init("races.xml", #"app.textFields.element(matching: .textField, identifier: "emailField")"#, [14], .element(14), matchingType),
        .init("races.xml", #"app.descendants(matching: .any).matching(.button, identifier: nil).count"#, [4, 11, 15], .query, matchingType),
        .init("races.xml", #"app.buttons.matching(NSPredicate(format: "label == %@", "Save")).element(boundBy: 0)"#, [11, 15], .element(11), predicate),
        .init("races.xml", #"app.buttons.matching(NSPredicate(format: "isEnabled == false")).element"#, [15], .element(15), predicate),
        .init("races.xml", #"app.buttons.element(matching: NSPredicate(format: "label == 'Save' AND isEnabled == true"))"#, [11], .element(11), predicate),
        .init("races.xml", #"app.cells.matching(NSPredicate(format: "isSelected == true")).element"#, [9], .element(9), predicate),
        .init("races.xml", #"app.buttons.matching(NSPredicate(format: "elementType == %d", 9)).count"#, [4, 11, 15], .query, predicate),
        .init(
            "races.xml",
            #"app.descendants(matching: .any).matching(NSPredicate(format: "elementType == %d AND identifier == %@", XCUIElement.ElementType.cell.rawValue, "RaceHeaderCell_0")).element"#,
            [7], .element(7), predicate),
        .init("races.xml", #"app.staticTexts.matching(NSPredicate(format: "%K BEGINSWITH[c] %@", "label", "sil")).firstMatch"#, [10], .element(10), predicate),
        .init("races.xml", #"app.cells.containing(.staticText, identifier: "Silverstone").element"#, [9], .element(9), containing),
        .init("races.xml", #"app.cells.containing(.button, identifier: nil).element"#, [9], .element(9), containing),
        .init("races.xml", #"app.cells.containing(NSPredicate(format: "label BEGINSWITH %@", "Mon")).element"#, [7], .element(7), containingPredicate),
        // debugDescription: identifier and label apart.
        .init("profile.txt", #"app.buttons["Profile.doneButton"]"#, [3], .element(3), subscriptKey),
        .init("profile.txt", #"app.staticTexts["Profile.doneButton"]"#, [5], .element(5), subscriptKey),
        .init("profile.txt", #"app.descendants(matching: .any)["Profile.doneButton"]"#, [3, 5], .ambiguous, subscriptKey),
        .init(
            "profile.txt", #"app.descendants(matching: .any).matching(NSPredicate(format: "identifier == %@", "Profile.doneButton")).element"#,
            [3], .element(3), predicate),
        .init("profile.txt", #"app.staticTexts["Name"]"#, [4], .element(4), subscriptKey),
        .init("profile.txt", #"app.buttons["Done"]"#, [3], .element(3), subscriptKey),
        .init("profile.txt", "app.otherElements.count", [2, 7], .query, count),
        .init("profile.txt", "app.buttons.element(boundBy: 1)", [3, 6], .element(6), boundBy),
        // Hidden and alpha-0 elements are not in XCTest's snapshot.
        .init("hidden.json", "app.buttons.count", [1], .query, count),
        .init("hidden.json", #"app.buttons["Go"]"#, [1], .element(1), element),
    ]
}

@Suite("XCUITest queries")
struct XCUIQueryTests {
    static func tree(_ fixture: String) throws -> ElementTree {
        try PageSourceReader.read(TestFixtures.bytes("xcuiquery/" + fixture), file: fixture)
    }

    @Test(arguments: XCUIQueryExample.all)
    func resolvesAsXCTest(_ example: XCUIQueryExample) throws {
        let engine = LocatorEngine(tree: try Self.tree(example.fixture))
        let outcome = try engine.evaluateXCUIQuery(example.expression)
        #expect(outcome.matches.map(\.index) == example.matches, "\(example.apple)")
        switch example.expected {
        case .element(let index): #expect(outcome.resolution == .element(ElementID(index)), "\(example.apple)")
        case .ambiguous:
            #expect(outcome.resolution == .ambiguous, "\(example.apple)")
            #expect(outcome.failureMessage == "Multiple matching elements found for \(example.expression)")
        case .noMatch:
            #expect(outcome.resolution == .noMatch, "\(example.apple)")
            #expect(outcome.failureMessage == "No matches found for \(example.expression)")
        case .query: #expect(outcome.resolution == .notResolved, "\(example.apple)")
        }
        // The same through the strategy: what the locator locates.
        let result = try engine.evaluate(Locator(strategy: .xcuitest, value: example.expression))
        #expect(result.matches == outcome.located)
    }

    @Test func formsAreReported() throws {
        let engine = LocatorEngine(tree: try Self.tree("races.xml"))
        #expect(try engine.evaluateXCUIQuery("app.buttons.count").form == .count)
        #expect(try engine.evaluateXCUIQuery("app.buttons").form == .query)
        #expect(try engine.evaluateXCUIQuery("app.buttons.firstMatch").form == .element(.first))
        let indexed = try engine.evaluateXCUIQuery("app.buttons.element(boundBy: 2)")
        #expect(indexed.form == .element(.index) && indexed.index == 2)
        #expect(try engine.evaluateXCUIQuery(#"app.buttons["Back"].tap()"#).uses == ["tap()"])
        #expect(try engine.evaluateXCUIQuery("app").element == ElementID(0))
    }

    /// WebDriverAgent's `name` is the identifier, else the label: where it
    /// equals the label, the result says the two cannot be told apart.
    @Test func webDriverAgentNameNote() throws {
        let engine = LocatorEngine(tree: try Self.tree("races.xml"))
        let save = try engine.evaluateXCUIQuery(#"app.buttons["Back"]"#)
        #expect(save.notes.contains { $0.contains("cannot tell whether the key is their identifier or their label") })
        let cell = try engine.evaluateXCUIQuery(#"app.cells["RaceHeaderCell_0"]"#)
        #expect(!cell.notes.contains { $0.contains("cannot tell") })
        // A debugDescription keeps the identifier: no such note.
        let profile = LocatorEngine(tree: try Self.tree("profile.txt"))
        #expect(try profile.evaluateXCUIQuery(#"app.buttons["Edit"]"#).notes.allSatisfy { !$0.contains("cannot tell") })
    }

    @Test func titleIsNotInPageSources() throws {
        let engine = LocatorEngine(tree: try Self.tree("races.xml"))
        let outcome = try engine.evaluateXCUIQuery(#"app.buttons.matching(NSPredicate(format: "title == ''")).count"#)
        #expect(outcome.matches.map(\.index) == [4, 11, 15])
        #expect(outcome.notes.contains { $0.hasPrefix("title is not in iOS page sources") })
    }

    @Test func intermediateAmbiguityIsNoted() throws {
        let engine = LocatorEngine(tree: try Self.tree("races.xml"))
        let outcome = try engine.evaluateXCUIQuery(#"app.buttons["Save"].staticTexts.count"#)
        #expect(outcome.notes.contains { $0.contains("matches 2 elements") })
    }

    struct Refusal: CustomTestStringConvertible, Sendable {
        let expression: String
        let offset: Int
        let message: String
        var testDescription: String { expression }
        init(_ expression: String, _ offset: Int, _ message: String) {
            self.expression = expression
            self.offset = offset
            self.message = message
        }
    }

    static let refusals: [Refusal] = [
        .init("", 0, "the query is empty"),
        .init("app.buttons[doneID]", 12, "'doneID' is not a literal"),
        .init(#"app.buttons["Done""#, 18, "expected ']'"),
        .init("app.buttons.tap()", 12, "tap is a member of XCUIElement, not of a query"),
        .init(#"app.button["x"]"#, 4, "'button' is not an XCUIElementQuery or XCUIElement member"),
        .init("app.buttons.element(boundBy: i)", 29, "'i' is not a literal"),
        .init(#"app.buttons[1]"#, 11, "a query has no integer subscript"),
        .init(#"app.buttons["x"].count"#, 17, "count is a member of XCUIElementQuery"),
        .init(#"app.buttons["\(name)"]"#, 12, "interpolates a value"),
        .init(#"app.buttons.matching(NSPredicate(format: "frame.width > 0"))"#, 42, "is not an XCUIElementAttributes key"),
        .init(#"app.buttons.matching(NSPredicate(format: "label == %@"))"#, 51, "%@ has no argument"),
        .init(#"app.buttons.matching(NSPredicate(format: "label == %@", "a", "b"))"#, 41, "1 substitutions but 2 arguments"),
        .init("app.descendants(matching: .gadget)", 26, "'.gadget' is not an XCUIElement.ElementType"),
        .init(#"app.buttons["a"].tap().label"#, 22, "nothing may follow"),
    ]

    @Test(arguments: refusals)
    func refusesWithOffset(_ refusal: Refusal) throws {
        let engine = LocatorEngine(tree: try Self.tree("races.xml"))
        #expect {
            _ = try engine.evaluateXCUIQuery(refusal.expression)
        } throws: { error in
            guard case .invalidXCUIQuery(_, let offset, let message) = error as? LocatorError else { return false }
            return offset == refusal.offset && message.contains(refusal.message)
        }
    }

    @Test func androidTreesAreRefused() throws {
        let engine = LocatorEngine(tree: TreeFixtures.androidLogin())
        #expect(throws: LocatorError.wrongPlatform(strategy: .xcuitest, platform: .android)) {
            _ = try engine.evaluateXCUIQuery(#"app.buttons["Done"]"#)
        }
        #expect(LocatorError.wrongPlatform(strategy: .xcuitest, platform: .android).description.contains("XCUITest query"))
    }

    /// It never goes on the wire.
    @Test func neverOnTheWire() {
        #expect(LocatorStrategy.xcuitest.webDriverName == nil)
        #expect(LocatorStrategy(name: "xcuitest") == .xcuitest)
        #expect(!LocatorStrategy.native(on: .ios).contains(.xcuitest))
        for using in ["xcuitest", "-ios xcuitest", ""] {
            #expect(WireStrategy(using: using, on: .ios) == .unknown)
        }
        #expect(Locator(prefixed: #"xcuitest=app.buttons["Done"]"#) == Locator(strategy: .xcuitest, value: #"app.buttons["Done"]"#))
    }
}
