import Foundation
import LocatorLabComparison
import LocatorLabLocators
import Testing

@Suite("Locators files")
struct LocatorListTests {
    @Test func commentsBlankLinesAndWhitespaceAreSkipped() {
        let text =
            "# legacy suite\r\n\r\n//*[@name='a']\r\n   //XCUIElementTypeButton[2]  \n\t# indented comment\n//b\n"
        let list = LocatorList.parse(text, file: "locators.txt")
        #expect(list.entries.map(\.expression) == ["//*[@name='a']", "//XCUIElementTypeButton[2]", "//b"])
        #expect(list.entries.map(\.line) == [3, 4, 6])
        #expect(list.entries.map(\.column) == [1, 4, 1])
        #expect(list.entries.allSatisfy { $0.file == "locators.txt" })
    }

    @Test func everyInvalidXPathIsReportedWithLineAndColumn() {
        let text = "//ok\n  //XCUIElementTypeButton[@name='x'\n//also/ok\n//*[\n"
        let problems = LocatorList.parse(text, file: "suite.txt").problems()
        #expect(problems.map(\.entry.line) == [2, 4])
        let first = problems[0]
        #expect(first.offset == 33)
        #expect(first.diagnostic.hasPrefix("suite.txt:2:36: error: invalid XPath at offset 33"))
    }

    /// libxml2 reads the XPath as a C string and stops at a NUL: `//*\0[@name]`
    /// would be compared as `//*` while the report shows the whole line.
    @Test func aNulCharacterMakesTheXPathInvalid() throws {
        let problems = LocatorList.parse("//ok\n//*\u{0}[@name]\n", file: "suite.txt").problems()
        let problem = try #require(problems.first)
        #expect(problems.count == 1)
        #expect(problem.entry.line == 2)
        #expect(problem.offset == 3)
        #expect(problem.diagnostic.hasPrefix("suite.txt:2:4: error: invalid XPath at offset 3"))
    }

    @Test func aDirectoryIsNotReportedAsPermissionDenied() {
        let directory = FileManager.default.temporaryDirectory.path
        #expect(throws: AnalysisError.unreadableLocatorsFile(path: directory, reason: "it is a directory")) {
            try LocatorList.read(contentsOf: directory)
        }
        #expect(throws: AnalysisError.unreadableLocatorsFile(path: "/no/such/locators.txt", reason: "no such file")) {
            try LocatorList.read(contentsOf: "/no/such/locators.txt")
        }
    }

    @Test func commandLineLocatorsHaveNoLine() {
        let list = LocatorList(expressions: ["//a", "//["])
        #expect(list.entries.allSatisfy { $0.line == nil && $0.file == nil })
        #expect(list.problems().count == 1)
        #expect(list.problems()[0].diagnostic.hasPrefix("<command line>: error:"))
    }

    @Test func benchSizesAcceptSuffixes() throws {
        #expect(try BenchSettings.sizes(from: "1k, 10K,2.5k,1m,250") == [1_000, 10_000, 2_500, 1_000_000, 250])
        #expect(throws: AnalysisError.invalidSize("0")) { try BenchSettings.sizes(from: "1k,0") }
        #expect(throws: AnalysisError.invalidSize("lots")) { try BenchSettings.sizes(from: "lots") }
        #expect(try BenchSettings.sizes(from: "10M,1e3") == [10_000_000, 1_000])
    }

    /// `20m` was refused with "use a positive element count", which it is.
    @Test func benchSizesOverTheLimitSayTheLimit() {
        #expect(throws: AnalysisError.sizeTooLarge("20m", elements: 20_000_000, maximum: 10_000_000)) {
            try BenchSettings.sizes(from: "1k, 20m")
        }
        let message = AnalysisError.sizeTooLarge("20m", elements: 20_000_000, maximum: 10_000_000).description
        #expect(message.hasPrefix("size '20m' is 20000000 elements; bench generates at most 10000000 (10m) per size"))
        #expect(AnalysisError.invalidSize("lots").description.contains("(k = thousand, m = million)"))
    }

    /// `bench --sizes 9223372036854775807` trapped converting the size to `Int`.
    @Test(arguments: ["9223372036854775807", "9223372036854775808", "1e300", "9e18k", "99999999999999999999m"])
    func benchSizesPastIntAreRefusedNotTrapped(text: String) throws {
        let error = try #require(throws: AnalysisError.self) { try BenchSettings.sizes(from: text) }
        #expect(error == .sizeTooLarge(text, elements: Int.max, maximum: 10_000_000))
        #expect(error.description.hasPrefix("size '\(text)' is more than 10000000 elements; bench generates at most"))
    }

    @Test func prefixedLinesKeepTheirStrategyAndTheColumnOfTheirValue() {
        let list = LocatorList.parse("~Login\nxpath=//a[\n-ios class chain:**/XCUIElementTypeCell\n", file: "l.txt")
        #expect(list.entries.map(\.strategy) == [.accessibilityID, .xpath, .classChain])
        #expect(list.entries.map(\.expression) == ["Login", "//a[", "**/XCUIElementTypeCell"])
        // The XPath error points into the line as written, past `xpath=`.
        let problem = list.problems()
        #expect(problem.count == 1)
        #expect(problem.first?.diagnostic.hasPrefix("l.txt:2:11: error:") == true)
    }

    /// Issue 29, item 13: `#` after whitespace starts a comment on every
    /// line form, not only on XPaths (`~Login  # note` kept `  # note` in
    /// the id); a `#` inside a literal of the line's grammar stays.
    static let lineForms: [(line: String, strategy: LocatorStrategy, expression: String)] = [
        ("//XCUIElementTypeButton  # the profile button", .xpath, "//XCUIElementTypeButton"),
        ("xpath=//*[@name='#1'] # first", .xpath, "//*[@name='#1']"),
        ("~Login  # the button", .accessibilityID, "Login"),
        ("~#3", .accessibilityID, "#3"),
        ("accessibility id:Login\t# tab", .accessibilityID, "Login"),
        ("accessibility_id=Login # robot", .accessibilityID, "Login"),
        ("name=Login # WDA name", .accessibilityID, "Login"),
        ("id=com.example:id/login  # resource", .id, "com.example:id/login"),
        ("id:login # wdio", .id, "login"),
        ("class name:XCUIElementTypeButton # type", .className, "XCUIElementTypeButton"),
        ("class=android.widget.Button # robot", .className, "android.widget.Button"),
        (##"-ios predicate string:name == "#1"  # quoted"##, .predicate, ##"name == "#1""##),
        (#"nsp=label == 'a #b' # robot"#, .predicate, "label == 'a #b'"),
        ("-ios class chain:**/XCUIElementTypeCell[`name == '#1'`] # chain", .classChain,
         "**/XCUIElementTypeCell[`name == '#1'`]"),
        ("chain=**/XCUIElementTypeButton # robot", .classChain, "**/XCUIElementTypeButton"),
        (##"android=new UiSelector().text("#1")  # selector"##, .uiAutomator, ##"new UiSelector().text("#1")"##),
        (#"-android uiautomator:text("a #b") # wdio"#, .uiAutomator, #"text("a #b")"#),
        ("accessibility-id=Login # own form", .accessibilityID, "Login"),
    ]

    @Test(arguments: lineForms)
    func aCommentIsRemovedOnEveryLineForm(line: String, strategy: LocatorStrategy, expression: String) throws {
        let list = LocatorList.parse("# header\n  " + line + "\n", file: "l.txt")
        let entry = try #require(list.entries.first)
        #expect(list.entries.count == 1)
        #expect(entry.strategy == strategy)
        #expect(entry.expression == expression)
        // The column is still that of the value, past the prefix.
        #expect(entry.line == 2)
        #expect(entry.column == 3 + line.count - Locator(prefixed: line).value.count)
    }

    @Test func identicalLocatorsMergeIntoOneListingEveryUse() {
        var list = LocatorList(entries: [
            LocatorList.Entry(expression: "//a", file: "a.py", line: 3, column: 5),
            LocatorList.Entry(expression: "//b", file: "a.py", line: 4, column: 5),
            LocatorList.Entry(expression: "//a", file: "b.py", line: 7, column: 9),
            // Same value, another strategy: another locator.
            LocatorList.Entry(expression: "//a", strategy: .accessibilityID, file: "c.txt", line: 1, column: 2),
        ])
        list = list.merged()
        #expect(list.entries.map(\.expression) == ["//a", "//b", "//a"])
        #expect(list.entries[0].uses.map(\.place) == ["a.py:3:5", "b.py:7:9"])
        #expect(list.entries[0].line == 3)
        #expect(list.entries[2].strategy == .accessibilityID)
    }

    /// Appium's sample code writes one XPath with single quotes in some
    /// languages and double quotes in others: one locator, every use.
    @Test func xPathsSpelledDifferentlyAreOneLocator() {
        var list = LocatorList(entries: [
            LocatorList.Entry(expression: "//*[@class='android.widget.FrameLayout']", file: "a.cs", line: 1, column: 1),
            LocatorList.Entry(expression: #"//*[@class="android.widget.FrameLayout"]"#, file: "b.java", line: 2, column: 1),
            LocatorList.Entry(expression: "//* [ @class = 'android.widget.FrameLayout' ]", file: "c.py", line: 3, column: 1),
            // Whitespace inside a literal, or a hyphen in a name, is another XPath.
            LocatorList.Entry(expression: "//*[@class='android.widget.FrameLayout ']", file: "d.rb", line: 4, column: 1),
            LocatorList.Entry(expression: "//a-b", file: "e.js", line: 5, column: 1),
            LocatorList.Entry(expression: "//a - b", file: "e.js", line: 6, column: 1),
            // Not valid XPath: merged only with the same text.
            LocatorList.Entry(expression: "//*[@name='x]", file: "f.py", line: 7, column: 1),
            LocatorList.Entry(expression: #"//*[@name="x]"#, file: "f.py", line: 8, column: 1),
        ])
        list = list.merged()
        #expect(list.entries.count == 6)
        #expect(list.entries[0].expression == "//*[@class='android.widget.FrameLayout']")
        #expect(list.entries[0].uses.map(\.place) == ["a.cs:1:1", "b.java:2:1", "c.py:3:1"])
        #expect(XPathSpelling.key(of: "//a-b") != XPathSpelling.key(of: "//a - b"))
        #expect(XPathSpelling.key(of: "//*[@name='x]") == nil)
    }
}
