import LocatorLabModel
import LocatorLabPageSource
import LocatorLabXML
import LocatorLabTestSupport
import Testing

@testable import LocatorLabLocators

@Suite("What an XPath needs of its query document")
struct XPathDocumentNeedsTests {
    struct Case: Sendable, CustomStringConvertible {
        let expression: String
        let attributes: XPathAttributeSelection
        let mayDependOnFileShape: Bool
        var description: String { expression }
    }

    static let cases: [Case] = [
        Case(expression: "//XCUIElementTypeButton[@name='Login']", attributes: .named(["name"]), mayDependOnFileShape: false),
        Case(expression: "//*[@label='x' and @value='y']", attributes: .named(["label", "value"]), mayDependOnFileShape: false),
        Case(
            expression: "//XCUIElementTypeCell[attribute::name='a']/XCUIElementTypeStaticText",
            attributes: .named(["name"]), mayDependOnFileShape: false),
        Case(expression: "(//XCUIElementTypeCell)[2]", attributes: .named([]), mayDependOnFileShape: false),
        Case(expression: "//XCUIElementTypeCell | //XCUIElementTypeButton", attributes: .named([]), mayDependOnFileShape: false),
        // Which attributes exist changes the result.
        Case(expression: "//XCUIElementTypeButton[count(@*) > 3]", attributes: .all, mayDependOnFileShape: true),
        Case(expression: "//XCUIElementTypeButton[attribute::*]", attributes: .all, mayDependOnFileShape: true),
        Case(expression: "//XCUIElementTypeButton[@node()]", attributes: .all, mayDependOnFileShape: true),
        Case(expression: "//XCUIElementTypeButton[lang('en')]", attributes: .all, mayDependOnFileShape: true),
        // A name only in a string literal is no attribute reference.
        Case(expression: "//XCUIElementTypeButton[@name='@label']", attributes: .named(["name"]), mayDependOnFileShape: false),
        // The wrapper and the page-source-only attributes.
        Case(expression: "/AppiumAUT/XCUIElementTypeApplication", attributes: .named([]), mayDependOnFileShape: true),
        Case(expression: "/XCUIElementTypeApplication/XCUIElementTypeWindow", attributes: .named([]), mayDependOnFileShape: true),
        Case(expression: "//XCUIElementTypeApplication[@processId]", attributes: .named(["processId"]), mayDependOnFileShape: true),
        Case(expression: "//XCUIElementTypeWindow/..", attributes: .named([]), mayDependOnFileShape: true),
        Case(expression: "//XCUIElementTypeWindow/ancestor::XCUIElementTypeApplication", attributes: .named([]), mayDependOnFileShape: true),
        Case(expression: "XCUIElementTypeWindow", attributes: .named([]), mayDependOnFileShape: true),
        Case(expression: "//XCUIElementTypeButton | XCUIElementTypeWindow", attributes: .named([]), mayDependOnFileShape: true),
        Case(expression: "//node()[@name='x']", attributes: .named(["name"]), mayDependOnFileShape: true),
        // The wrapper has no attributes: `*[@a…]` cannot select it.
        Case(expression: "//*[@name='x']", attributes: .named(["name"]), mayDependOnFileShape: false),
        Case(expression: "//*[@name and @label]", attributes: .named(["name", "label"]), mayDependOnFileShape: false),
        Case(expression: "//*[@name='x' or @label='y']", attributes: .named(["name", "label"]), mayDependOnFileShape: true),
        Case(expression: "//*[not(@name)]", attributes: .named(["name"]), mayDependOnFileShape: true),
        Case(expression: "//*", attributes: .named([]), mayDependOnFileShape: true),
    ]

    @Test(arguments: cases)
    func readsTheNeedsFromTheTokens(_ example: Case) {
        let needs = XPathDocumentNeeds(example.expression, wrapper: "AppiumAUT")
        #expect(needs.attributes == example.attributes)
        #expect(needs.mayDependOnFileShape == example.mayDependOnFileShape)
    }

    /// Only XPaths that can spin in libxml2 without allocating pay for a
    /// thread of their own; the common locators run inline.
    @Test(arguments: [
        ("//XCUIElementTypeButton[@name='x']", false), ("/XCUIElementTypeApplication/XCUIElementTypeWindow[2]", false),
        ("(//XCUIElementTypeCell)[3]/XCUIElementTypeStaticText", false), ("//*//*", true),
        ("count(//*[count(//*) > 0])", true), ("//XCUIElementTypeCell/..", true),
        ("//XCUIElementTypeCell/following-sibling::*", true), ("//A | //B", true),
    ])
    func onlyXPathsThatCanSpinGetAThread(_ expression: String, _ mayRunAway: Bool) {
        #expect(XPathDocumentNeeds(expression, wrapper: nil).mayRunAway == mayRunAway)
    }

    /// Absolute paths below the wrapper are answered "nothing" on the file's
    /// shape without a second evaluation; anything that could reach the
    /// wrapper or start elsewhere is not.
    @Test(arguments: [
        ("/XCUIElementTypeApplication/XCUIElementTypeWindow[1]/XCUIElementTypeButton", true),
        ("/XCUIElementTypeApplication//XCUIElementTypeButton[@name='x']", true),
        ("/XCUIElementTypeApplication/*[2]", true),
        ("/XCUIElementTypeApplication[//AppiumAUT]/XCUIElementTypeWindow", true),
        ("/AppiumAUT/XCUIElementTypeApplication", false),
        ("/*/XCUIElementTypeWindow", false),
        ("/XCUIElementTypeAny/XCUIElementTypeWindow", false),
        ("//XCUIElementTypeApplication/XCUIElementTypeWindow", false),
        ("/XCUIElementTypeApplication | //XCUIElementTypeButton", false),
        ("/XCUIElementTypeApplication/@name", false),
        ("/XCUIElementTypeApplication/text()", false),
        ("/XCUIElementTypeApplication/child::XCUIElementTypeWindow", false),
        ("/XCUIElementTypeApplication/..", false),
        ("(/XCUIElementTypeApplication)[1]", false),
        ("/XCUIElementTypeApplication = 'x'", false),
        ("count(/XCUIElementTypeApplication)", false),
    ])
    func absolutePathsBelowTheWrapperSelectNothingOnTheFile(_ expression: String, _ selectsNothing: Bool) {
        #expect(XPathDocumentNeeds(expression, wrapper: "AppiumAUT").selectsNothingOnFileShape == selectsNothing)
        // Without a wrapper the file's root is the device's.
        #expect(!XPathDocumentNeeds(expression, wrapper: nil).selectsNothingOnFileShape)
    }

    /// The shortcut agrees with evaluating on the file's document: every
    /// element's absolute path, and the forms above, on the samples with a
    /// wrapper.
    @Test func theShortcutAgreesWithTheFileDocument() throws {
        for file in ["ios-health-summary.xml", "ios-health-summary-de.xml"] {
            let tree = try PageSourceReader.read(contentsOf: TestFixtures.sample(file).path)
            #expect(tree.wrapper == "AppiumAUT")
            let engine = LocatorEngine(tree: tree)
            var expressions = tree.ids.map { ElementPath($0, in: tree).expression }
            expressions += [
                "/XCUIElementTypeApplication//*[@name]", "/XCUIElementTypeApplication[@processId]//*",
                "/XCUIElementTypeApplication/*[2]", "/XCUIElementTypeApplication[//AppiumAUT]",
            ]
            var shortcuts = 0
            for expression in expressions {
                let prepared = engine.prepare(expression)
                guard prepared.needs.selectsNothingOnFileShape else { continue }
                shortcuts += 1
                let value = try engine.evaluateOnFileShape(try engine.compile(prepared.edit), prepared)
                #expect(value == .nodes([]), "\(expression) on \(file)")
                #expect(try engine.pageSourceFileMatches(expression).isEmpty)
            }
            #expect(shortcuts == expressions.count)
        }
    }

    @Test func selectionsCoverAndUnite() {
        let name: XPathAttributeSelection = .named(["name"])
        let both: XPathAttributeSelection = .named(["name", "label"])
        #expect(both.covers(name))
        #expect(!name.covers(both))
        #expect(XPathAttributeSelection.all.covers(both))
        #expect(!both.covers(.all))
        #expect(name.union(.named(["label"])) == both)
        #expect(name.union(.all) == .all)
    }

    /// Each XPath selects on the partial device document exactly what it
    /// selects on a document with every attribute, in any order of
    /// evaluation (the engine's document grows as XPaths name more).
    @Test func partialDocumentsMatchWhatEveryAttributeMatches() throws {
        let expressions = [
            "//*[@name]", "//XCUIElementTypeButton[@label='Sign in']", "//*[count(@*) > 8]", "//*[@visible='true'][2]",
            "//XCUIElementTypeTextField[@value]/following-sibling::*", "//*[not(@label)]", "//*[@enabled='false' or @x > 100]",
            "//*[string-length(@name) > 5 and @type]", "//android.widget.TextView[@text]", "//*[@*='true']",
        ]
        for file in ["ios-health-summary.xml", "ios-users-user-details.xml", "android-shop-products.xml"] {
            let tree = try PageSourceReader.read(contentsOf: TestFixtures.sample(file).path)
            let full = try XPathEvaluator(
                document: XPathQueryDocument(tree: tree, shape: .device).document,
                functions: DriverXPathFunctions.set(for: tree.platform))
            for order in [expressions, expressions.reversed()] {
                let engine = LocatorEngine(tree: tree)
                for expression in order {
                    var expected: [Int] = []
                    try full.evaluateTags(
                        try XPathExpression(expression), from: tree.platform == .android ? .document : .rootElement,
                        into: &expected)
                    if tree.hasAndroidHierarchyRoot { expected.removeAll { $0 == 0 } }
                    let found = try engine.evaluate(.xpath(expression)).matches.map(\.index)
                    #expect(found == expected, "\(expression) on \(file)")
                }
            }
        }
    }

    @Test func aPartialDocumentHoldsOnlyTheNamedAttributes() throws {
        let tree = TreeFixtures.iosLogin()
        let engine = LocatorEngine(tree: tree)
        let named = try engine.queryDocument(for: "//*[@name='Login']")
        let evaluator = try XPathEvaluator(document: named)
        #expect(try evaluator.evaluate(try XPathExpression("count(//@*)")) == .number(Double(tree.ids.filter { tree.attribute("name", of: $0) != nil }.count)))
        // Naming one more attribute grows the document to both.
        let grown = try engine.queryDocument(for: "//*[@label='Login']")
        let names = try XPathEvaluator(document: grown).evaluate(try XPathExpression("count(//@*[name()!='name' and name()!='label'])"))
        #expect(names == .number(0))
    }

    @Test func wrapperPathsStillExplainTheDifference() throws {
        let engine = LocatorEngine(tree: TreeFixtures.iosLogin())
        let result = try engine.evaluate(.xpath("/AppiumAUT/XCUIElementTypeApplication"))
        #expect(result.matches.isEmpty)
        #expect(result.notes.contains { $0.contains("on the page-source file this XPath matches 1 element") })
        #expect(try engine.pageSourceFileMatches("/AppiumAUT/XCUIElementTypeApplication") == [ElementID(0)])
        #expect(try engine.pageSourceFileMatches("//XCUIElementTypeApplication").isEmpty)
    }

    /// The file's shape is a second evaluation, on another document: a limit
    /// it meets there is an error, not "nothing on the file either" (it was
    /// `[]`, so compare showed no file-only matches and said nothing).
    @Test func aLimitMetOnTheFileShapeIsAnErrorNotNothing() throws {
        let expression = "/AppiumAUT//*[@name='Welcome']"
        let engine = LocatorEngine(tree: TreeFixtures.iosLogin(), limits: XPathLimits(operationLimit: 12))
        // On the device document the wrapper step ends it within the limit.
        #expect(try engine.evaluate(.xpath(expression)).matches.isEmpty)
        #expect(throws: LocatorError.self) { try engine.pageSourceFileMatches(expression) }
        // Within the default limit it finds the text there.
        let roomy = LocatorEngine(tree: TreeFixtures.iosLogin())
        #expect(try roomy.pageSourceFileMatches(expression).count == 1)
    }

    /// An empty `<AppiumAUT/>`: the file holds the wrapper alone, which `//*`
    /// matches there and not on a device.
    @Test func anEmptyWrappedTreeStillExplainsTheWrapper() throws {
        let engine = LocatorEngine(tree: ElementTree(platform: .ios, wrapper: "AppiumAUT"))
        let result = try engine.evaluate(.xpath("//*"))
        #expect(result.matches.isEmpty)
        #expect(result.notes.contains { $0.contains("on the page-source file this XPath matches 1 element") })
    }
}
