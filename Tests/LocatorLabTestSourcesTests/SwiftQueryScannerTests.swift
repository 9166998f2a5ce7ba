import LocatorLabTestSources
import LocatorLabTestSupport
import Testing

/// XCUITest queries read from Swift sources with swift-syntax: chains from
/// `app`, page objects, constants and enums of identifiers, helpers,
/// `XCUIApplication` extensions; keys known only at run time are dynamic
/// with the reason.
@Suite("Swift XCUITest query scanner")
struct SwiftQueryScannerTests {
    private func scan(_ source: String) throws -> [FoundLocator] {
        try XPathLocatorScanner.scan(source: source, language: .swift, file: "t.swift")
    }

    /// One line per query: place, value source, use, then the query or why it is dynamic.
    static func listing(_ locators: [FoundLocator], root: String = "") -> String {
        locators.map { locator in
            let file = locator.file.hasPrefix(root) ? String(locator.file.dropFirst(root.count)) : locator.file
            let what = locator.expression ?? "dynamic: \(locator.dynamicDetail ?? "")"
            let query = locator.xcuiQuery
            return "\(file):\(locator.position.line):\(locator.position.column) \(locator.valueSource.rawValue) "
                + "\(query?.use.rawValue ?? "-") written=\(query?.writtenSteps ?? 0) \(what)\n"
        }.joined()
    }

    @Test func fixtureSuiteQueries() throws {
        let root = TestFixtures.url("convert/swift/before").path + "/"
        let suite = TestSuiteXPaths.collect(in: [root])
        #expect(suite.problems.isEmpty)
        try Golden.check(Self.listing(suite.locators, root: root), against: "convert/swift/scan.txt")
    }

    @Test(arguments: [
        (#"app.buttons["Login"].tap()"#, #"app.buttons["Login"]"#),
        (#"XCUIApplication().staticTexts["Hi"].exists"#, #"app.staticTexts["Hi"]"#),
        (#"app.tables.cells.element(boundBy: 1).tap()"#, "app.tables.cells.element(boundBy: 1)"),
        (#"app.buttons.matching(identifier: "a").firstMatch.tap()"#, #"app.buttons.matching(identifier: "a").firstMatch"#),
        (#"app.cells.containing(.staticText, identifier: "x").element"#, #"app.cells.containing(.staticText, identifier: "x").element"#),
        (#"app.descendants(matching: .any)["k"]"#, #"app.descendants(matching: .any)["k"]"#),
        (#"app.buttons.element(matching: .button, identifier: "b")"#, #"app.buttons.element(matching: .button, identifier: "b")"#),
        (#"app.staticTexts.matching(NSPredicate(format: "label == %@", "A")).count"#,
         #"app.staticTexts.matching(NSPredicate(format: "label == %@", "A")).count"#),
        (#"app.buttons["a" + "b"]"#, #"app.buttons["ab"]"#),
        (#"app.buttons.element(matching: NSPredicate(format: "hasFocus == true")).tap()"#,
         #"app.buttons.element(matching: NSPredicate(format: "hasFocus == true"))"#),
        (#"let p = NSPredicate(format: "label == %@", "A"); app.cells.element(matching: p).tap()"#,
         #"app.cells.element(matching: NSPredicate(format: "label == %@", "A"))"#),
        (#"app.buttons["q\"\u{41}"]"#, #"app.buttons["q\"A"]"#),
    ])
    func oneQuery(source: String, query: String) throws {
        let found = try scan("func f() { \(source) }")
        #expect(found.map(\.expression) == [query])
    }

    @Test func dynamicReasonsNameTheirSource() throws {
        let found = try scan(
            #"""
            func open(name: String, i: Int, cell: XCUIElement) {
                app.cells[name].tap()
                app.cells.element(boundBy: i).tap()
                cell.buttons["x"].tap()
                app.staticTexts["Hi \(name)"].tap()
                app.buttons[Unknown.key].tap()
                app.buttons[title()].tap()
            }
            """#)
        #expect(
            found.map(\.dynamicDetail) == [
                "its key comes from parameter 'name' of 'open', known only at run time",
                "its index 'i' is computed at run time",
                "starts from 'cell', a parameter of 'open', an element known only at run time",
                "its key interpolates values into the string",
                "its key comes from 'Unknown.key', not declared with a literal value in the scanned files",
                "its key is returned by a call to 'title'",
            ])
    }

    /// A page-object enum in the shape of swift-man/XCUITest_study's
    /// `UITestScreen`: inside `case .login:` of `switch self`, `self` is
    /// `.login`, so `rawValue` is that case's raw value, known statically
    /// (Swift: "the raw value of the enumeration case"). Outside such a
    /// switch, or under `default`, it stays dynamic, and says why.
    @Test func rawValueIsNarrowedToTheCaseOfSwitchSelf() throws {
        let found = try scan(
            #"""
            enum Screen: String {
                case login = "Login.button"
                case title
                case help = "Help", about = "About"

                var element: XCUIElement {
                    switch self {
                    case .login:
                        return XCUIApplication().buttons[rawValue]
                    case .title:
                        if wide { return XCUIApplication().staticTexts["Wide"] }
                        switch mode { case 1: return XCUIApplication().staticTexts[self.rawValue] default: break }
                        return XCUIApplication().staticTexts[rawValue]
                    case .help, .about:
                        return XCUIApplication().buttons[rawValue]
                    }
                }
                var any: XCUIElement { XCUIApplication().otherElements[rawValue] }
                var fallback: XCUIElement {
                    switch self {
                    case .login: return XCUIApplication().buttons["Login.button"]
                    default: return XCUIApplication().otherElements[rawValue]
                    }
                }
            }
            """#)
        #expect(
            found.map { $0.expression ?? "dynamic: \($0.dynamicDetail ?? "")" } == [
                #"app.buttons["Login.button"]"#,
                #"app.staticTexts["Wide"]"#,
                #"app.staticTexts["title"]"#,
                #"app.staticTexts["title"]"#,
                "dynamic: its key is the raw value of whichever case of enum 'Screen' self is (2 different values), "
                    + "known only at run time",
                "dynamic: its key is the raw value of whichever case of enum 'Screen' self is (4 different values), "
                    + "known only at run time",
                #"app.buttons["Login.button"]"#,
                "dynamic: its key is the raw value of whichever case of enum 'Screen' self is (4 different values), "
                    + "known only at run time",
            ])
        #expect(found.first?.valueSource == .constant)
    }

    @Test func notQueries() throws {
        let found = try scan(
            """
            func f(items: [String]) {
                _ = items.count
                _ = items[0]
                let viewModel = Model()
                _ = viewModel.title
            }
            """)
        #expect(found.isEmpty)
    }

    @Test func syntaxErrorsAreReportedWithTheirPlace() throws {
        #expect(throws: TestSourceError.self) { try scan("func f( {\n app.buttons[\"a\"]\n") }
        let error = #expect(throws: TestSourceError.self) { try scan("let a = 1\nfunc f( {\n") }
        #expect(error?.position?.line == 2)
        #expect(error?.message.hasPrefix("Swift syntax error") == true)
    }
}
