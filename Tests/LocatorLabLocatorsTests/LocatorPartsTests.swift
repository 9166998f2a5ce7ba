import LocatorLabModel
import Testing

@testable import LocatorLabLocators

@Suite("Locator building blocks")
struct LocatorPartsTests {
    @Test func strategyNames() {
        #expect(
            LocatorStrategy.allCases.map(\.rawValue) == [
                "xpath", "accessibility-id", "id", "class-name", "predicate", "class-chain", "uiautomator", "xcuitest",
            ])
        for strategy in LocatorStrategy.allCases {
            if let wire = strategy.webDriverName {
                #expect(LocatorStrategy(webDriverName: wire) == strategy)
                #expect(LocatorStrategy(name: wire) == strategy)
            }
            #expect(LocatorStrategy(name: strategy.rawValue) == strategy)
        }
        #expect(LocatorStrategy(webDriverName: "accessibility id") == .accessibilityID)
        #expect(LocatorStrategy(webDriverName: "-ios class chain") == .classChain)
        #expect(LocatorStrategy(webDriverName: "-android uiautomator") == .uiAutomator)
        #expect(LocatorStrategy(webDriverName: "-ios predicate string") == .predicate)
        #expect(LocatorStrategy(webDriverName: "link text") == nil)
        #expect(LocatorStrategy(name: "ios predicate string") == .predicate)
        #expect(LocatorStrategy(name: "android uiautomator") == .uiAutomator)
        #expect(LocatorStrategy(name: "-ios uiautomation") == nil)
    }

    @Test func strategiesBelongToTheirPlatform() {
        #expect(LocatorStrategy.predicate.onlyPlatform == .ios)
        #expect(LocatorStrategy.classChain.onlyPlatform == .ios)
        #expect(LocatorStrategy.uiAutomator.onlyPlatform == .android)
        #expect(LocatorStrategy.xpath.onlyPlatform == nil)
    }

    @Test(arguments: [
        ("com.example:id/login", true), ("android:id/title", true), ("a.b_c:type/x/y", true), ("login", false),
        ("com.example:id/", false), ("com.example:/login", false), ("1abc:id/x", false), ("com.example:id/a b", false),
        ("com example:id/x", false), ("_x:id/y", true),
        // Read as bytes: non-ASCII around the ASCII the pattern names.
        ("com.example:idé/x", true), ("com.example:id/é", true), ("é:id/x", false), ("cöm:id/x", false),
        ("com.example:id/a\tb", false), ("com.example:id/a\u{0B}", false), ("com.example:id/a\u{A0}", true),
        ("com.example:id/a/b", true), ("com.example:id//", true), ("com.example:id/ ", false), ("", false), (":id/x", false),
        ("x:/", false), ("x:a/b\n", false),
    ])
    func resourceIDQualification(value: String, qualified: Bool) throws {
        #expect(AndroidResourceID.isQualified(value) == qualified)
        // UiAutomator2's pattern itself, with Java's `\s` spelled out
        // (ASCII whitespace only).
        let pattern = try Regex("^[a-zA-Z_][a-zA-Z0-9._]*:[^/]+/[^ \\t\\n\\x{0B}\\f\\r]+$")
        #expect((value.wholeMatch(of: pattern) != nil) == qualified, "\(value.debugDescription)")
    }

    @Test func driverRewritesLegacyNames() {
        #expect(IOSElementType.driverRewrite(ofLegacyXPath: "//UIAApplication[1]/UIAWindow[1]/UIAButton[21]")
            == "//XCUIElementTypeApplication[1]/XCUIElementTypeWindow[1]/XCUIElementTypeButton[21]")
        #expect(IOSElementType.driverRewrite(ofLegacyXPath: "//UIATableView/UIAScrollView") == "//XCUIElementTypeTable/XCUIElementTypeScrollView")
        #expect(IOSElementType.driverRewrite(ofLegacyXPath: "//XCUIElementTypeButton[@name='UIAButton']") == nil)
        #expect(IOSElementType.driverClassName(for: "TableView") == "XCUIElementTypeTable")
        #expect(IOSElementType.driverClassName(for: "XCUIElementTypeTextView") == "XCUIElementTypeTextView")
    }

    @Test func analysisFindsFunctionsAndRelativePaths() {
        let analysis = XPathSourceAnalysis("//a[matches(@n, 'x') and text()] | b/c[d] | count(e) * 2")
        #expect(analysis.functionCalls.map(\.name) == ["matches", "count"])
        #expect(analysis.functionCalls.first?.offset == 4)
        // `@n` and `text()` in the first predicate, `b` at the top level, `d`
        // in a predicate, `e` inside count().
        #expect(analysis.relativePaths.map(\.offset) == [12, 25, 35, 39, 50])
        #expect(analysis.relativePaths.map(\.insidePredicate) == [true, true, false, true, false])
        #expect(analysis.relativePaths.map(\.insideParentheses) == [true, false, false, false, true])
    }

    @Test func sourceEditMapsOffsetsBothWays() {
        var edit = XPathSourceEdit.replacingOccurrences(of: "XCUIElementTypeAny", with: "*", in: "//XCUIElementTypeAny/x[")
        #expect(edit.edited == "//*/x[")
        #expect(edit.originalOffset(6) == 23)
        #expect(edit.originalOffset(2) == 2)
        edit.insert("/", atEditedOffset: 0)
        #expect(edit.edited == "///*/x[")
        #expect(edit.originalOffset(7) == 23)
        #expect(edit.editedOffset(20) == 4)
    }

    @Test func literalQuoting() {
        #expect(XPathLiteral.quoted("plain") == "'plain'")
        #expect(XPathLiteral.quoted("it's") == "\"it's\"")
        #expect(XPathLiteral.quoted("a'b\"c") == "concat('a', \"'\", 'b\"c')")
    }
}
