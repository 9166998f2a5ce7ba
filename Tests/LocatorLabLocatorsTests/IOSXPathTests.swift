import LocatorLabModel
import Testing

@testable import LocatorLabLocators

@Suite("iOS XPath as WebDriverAgent evaluates it")
struct IOSXPathTests {
    let engine = LocatorEngine(tree: TreeFixtures.iosLogin())

    func ids(_ indexes: Int...) -> [ElementID] { indexes.map(ElementID.init) }

    @Test func typeFilteredXPathMatchesOnlyTheButton() throws {
        let result = try engine.evaluate(.xpath("//XCUIElementTypeButton[@name='LOGIN']"))
        #expect(result.matches == ids(3))
        #expect(result.notes.isEmpty)
    }

    @Test func xcuiElementTypeAnyIsReplacedByStar() throws {
        let any = try engine.evaluate(.xpath("//XCUIElementTypeAny[@name='LOGIN']"))
        let star = try engine.evaluate(.xpath("//*[@name='LOGIN']"))
        #expect(any.matches == ids(3, 4))
        #expect(any.matches == star.matches)
    }

    @Test func wrapperPathMatchesNothingOnDeviceAndSaysWhy() throws {
        let result = try engine.evaluate(.xpath("/AppiumAUT/XCUIElementTypeApplication/XCUIElementTypeWindow"))
        #expect(result.matches.isEmpty)
        let note = try #require(result.notes.first)
        #expect(note.contains("on the page-source file this XPath matches 1 element"))
        #expect(note.contains("without the AppiumAUT wrapper"))
        #expect(note.contains("it matches 0"))
    }

    @Test func descendantPathIsTheSameOnFileAndDevice() throws {
        let result = try engine.evaluate(.xpath("//XCUIElementTypeWindow/XCUIElementTypeOther"))
        #expect(result.matches == ids(2, 7))
        #expect(result.notes.isEmpty)
    }

    @Test func deviceAbsolutePathStartsAtTheApplication() throws {
        let result = try engine.evaluate(.xpath("/XCUIElementTypeApplication/XCUIElementTypeWindow/XCUIElementTypeOther[2]/*"))
        #expect(result.matches == ids(8))
        // On the file the same path matches nothing: the wrapper is the root there.
        #expect(result.notes.count == 1)
    }

    /// Such a path's notes are worked out once and handed out again; each
    /// call, and each path, still gets its own.
    @Test func repeatedAbsolutePathsKeepTheirOwnNotes() throws {
        let one = "/XCUIElementTypeApplication/XCUIElementTypeWindow/XCUIElementTypeOther[2]/*"
        let none = "/XCUIElementTypeApplication/XCUIElementTypeWindow/XCUIElementTypeButton"
        let legacy = "/XCUIElementTypeApplication/XCUIElementTypeWindow/UIAButton"
        let fresh = try [one, none, legacy].map { try LocatorEngine(tree: TreeFixtures.iosLogin()).evaluate(.xpath($0)) }
        #expect(fresh[0].notes == [
            "on the page-source file this XPath matches 0 elements, but on a device WebDriverAgent evaluates without the AppiumAUT wrapper and it matches 1"
        ])
        #expect(fresh[1].notes.isEmpty)
        #expect(fresh[2].notes.count == 1)
        for _ in 0..<3 {
            for (expression, expected) in zip([one, none, legacy], fresh) {
                #expect(try engine.evaluate(.xpath(expression)) == expected)
            }
        }
    }

    @Test func pageSourceOnlyAttributesAreAbsentOnDevice() throws {
        let result = try engine.evaluate(.xpath("//*[@bundleId='my.yes.yes4g']"))
        #expect(result.matches.isEmpty)
        let note = try #require(result.notes.first)
        #expect(note.contains("processId and bundleId"))
    }

    @Test func relativeXPathStartsAtTheApplication() throws {
        #expect(try engine.evaluate(.xpath("XCUIElementTypeWindow")).matches == ids(1))
        #expect(try engine.evaluate(.xpath(".")).matches == ids(0))
        #expect(try engine.evaluate(.xpath("XCUIElementTypeWindow/XCUIElementTypeOther[1]/XCUIElementTypeButton")).matches == ids(3, 5))
    }

    @Test func resultsAreInDocumentOrder() throws {
        let result = try engine.evaluate(.xpath("//XCUIElementTypeTextField | //XCUIElementTypeStaticText | //XCUIElementTypeButton"))
        #expect(result.matches == ids(3, 4, 5, 6, 8))
        let reverseAxis = try engine.evaluate(.xpath("//XCUIElementTypeStaticText[@name='LOGIN']/ancestor::*"))
        #expect(reverseAxis.matches == ids(0, 1, 2, 3))
    }

    @Test func legacyUIANamesAreNotedNotRewritten() throws {
        let result = try engine.evaluate(.xpath("//UIAButton[@name='LOGIN']"))
        #expect(result.matches.isEmpty)
        let note = try #require(result.notes.first)
        #expect(note.contains("'//XCUIElementTypeButton[@name='LOGIN']'"))
        #expect(note.contains("as written"))
    }

    @Test func xpathWithoutWrapperInTheTreeHasNoDivergenceNote() throws {
        var builder = ElementTreeBuilder(platform: .ios)
        builder.open(TreeFixtures.ios("Application", name: "Plain"))
        builder.add(TreeFixtures.ios("Window"))
        let plain = LocatorEngine(tree: builder.finish())
        let result = try plain.evaluate(.xpath("/XCUIElementTypeApplication/XCUIElementTypeWindow"))
        #expect(result.matches == ids(1))
        #expect(result.notes.isEmpty)
    }

    @Test func sameEngineAnswersRepeatedQueriesTheSame() throws {
        let first = try engine.evaluate(.xpath("//*[@name='LOGIN']"))
        let second = try engine.evaluate(.xpath("//*[@name='LOGIN']"))
        #expect(first == second)
    }

    @Test func literalsWithBothQuoteKindsMatch() throws {
        var builder = ElementTreeBuilder(platform: .ios)
        builder.open(TreeFixtures.ios("Application", name: "App"))
        let name = "it's \"quoted\""
        builder.add(TreeFixtures.ios("StaticText", name: name))
        let quoted = LocatorEngine(tree: builder.finish())
        let literal = XPathLiteral.quoted(name)
        #expect(literal.hasPrefix("concat("))
        #expect(try quoted.evaluate(.xpath("//*[@name=\(literal)]")).matches == ids(1))
    }

    @Test(arguments: ["a'\u{301}b", "\"\u{301}'", "x\"\u{20DD}y'\u{301}"])
    func literalsWithQuotesUnderCombiningMarksMatch(name: String) throws {
        // A quote followed by a combining mark is one Character but still a
        // quote to XPath.
        var builder = ElementTreeBuilder(platform: .ios)
        builder.open(TreeFixtures.ios("Application", name: "App"))
        builder.add(TreeFixtures.ios("StaticText", name: name))
        let engine = LocatorEngine(tree: builder.finish())
        #expect(try engine.evaluate(.xpath("//*[@name=\(XPathLiteral.quoted(name))]")).matches == ids(1))
    }
}

@Suite("Page-source differences switched off")
struct DivergenceSwitchTests {
    @Test func noNotesWhenNotWanted() throws {
        let quiet = LocatorEngine(tree: TreeFixtures.iosLogin(), explainsPageSourceDifferences: false)
        let result = try quiet.evaluate(.xpath("/AppiumAUT/XCUIElementTypeApplication"))
        #expect(result.matches.isEmpty)
        #expect(result.notes.isEmpty)
    }

    /// Issue 21, item 5: an XPath that climbs was evaluated a second time
    /// on the file's shape at every call, only to decide its note (2-3x
    /// libxml2 per call). The tree never changes, so the file's answer is
    /// kept: repeats carry the same note and evaluate the XPath once.
    @Test(arguments: ["//*[@name='LOGIN']/..", "//*[@name='LOGIN']/ancestor::*", "//*"])
    func repeatedCallsEvaluateOnTheFileShapeOnce(expression: String) throws {
        let engine = LocatorEngine(tree: TreeFixtures.iosLogin())
        let first = try engine.evaluate(.xpath(expression))
        #expect(engine.fileShapeEvaluations == 1)
        for _ in 0..<3 {
            let again = try engine.evaluate(.xpath(expression))
            #expect(again.matches == first.matches)
            #expect(again.notes == first.notes)
        }
        #expect(engine.fileShapeEvaluations == 1)
        #expect(first.notes.count == (expression == "//*[@name='LOGIN']/ancestor::*" || expression == "//*" ? 1 : 0))
    }

    @Test func wrapperCountsOnTheFileForDescendantSearches() throws {
        let engine = LocatorEngine(tree: TreeFixtures.iosLogin())
        let result = try engine.evaluate(.xpath("//*"))
        #expect(result.matches.count == 9)
        #expect(result.notes == [
            "on the page-source file this XPath matches 10 elements, but on a device WebDriverAgent evaluates without the AppiumAUT wrapper and it matches 9"
        ])
    }
}
