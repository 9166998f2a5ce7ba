import Foundation
import LocatorLabModel
import LocatorLabPageSource
import Testing

@Suite("Reading Appium XML page sources")
struct XMLPageSourceReaderTests {
    private func read(_ text: String, limits: ReadLimits = ReadLimits()) throws -> ElementTree {
        try XMLPageSourceReader.read(Array(text.utf8), file: "screen.xml", limits: limits)
    }

    private func error(_ text: String, limits: ReadLimits = ReadLimits()) -> PageSourceError? {
        do {
            _ = try read(text, limits: limits)
            return nil
        } catch {
            return error as? PageSourceError
        }
    }

    @Test func readsTheAppiumWrapperApartFromTheTree() throws {
        let tree = try read("""
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" enabled="true">
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="Go" label="Go"/>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """)
        #expect(tree.platform == .ios)
        #expect(tree.wrapper == "AppiumAUT")
        #expect(tree.elements.map(\.type) == ["XCUIElementTypeApplication", "XCUIElementTypeButton"])
        #expect(tree.elements[1].name == "Go")
        #expect(tree.elements[1].parent == ElementID(0))
        #expect(tree.elements[0].attributes.map(\.name) == ["type", "name", "enabled"])
    }

    @Test func readsTheOneLineWrapperOfOlderDrivers() throws {
        let tree = try read(#"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="A">"#
            + "\n    <XCUIElementTypeWindow type=\"XCUIElementTypeWindow\"/>\n  </XCUIElementTypeApplication></AppiumAUT>")
        #expect(tree.wrapper == "AppiumAUT")
        #expect(tree.count == 2)
    }

    /// Issue 21, item 3b: the one-line wrapper's writer (xmldom) left the
    /// device's line breaks raw in values; XML would read each as a space,
    /// so `label == 'Sign\nin'` found nothing that the device finds.
    @Test(arguments: [("Sign\nin", "Sign\nin"), ("a\r\nb\tc", "a\r\nb\tc"), ("x&#10;y\nz", "x\ny\nz")])
    func rawLineBreaksInValuesAreTheDevicesText(written: String, read expected: String) throws {
        let tree = try read(
            #"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="A">"#
                + "\n  <XCUIElementTypeButton type=\"XCUIElementTypeButton\" label=\"\(written)\" name='q'/>"
                + "\n  <XCUIElementTypeStaticText type=\"XCUIElementTypeStaticText\" label=\"one > two\"/>"
                + "\n</XCUIElementTypeApplication></AppiumAUT>")
        #expect(tree.elements.map(\.type) == ["XCUIElementTypeApplication", "XCUIElementTypeButton", "XCUIElementTypeStaticText"])
        #expect(tree.elements[1].label == expected)
        #expect(tree.elements[1].name == "q")
        #expect(tree.elements[2].label == "one > two")
    }

    @Test func readsWebDriverAgentOutputWithoutWrapper() throws {
        let tree = try read(#"<XCUIElementTypeApplication label="x" type="XCUIElementTypeApplication"><XCUIElementTypeOther/></XCUIElementTypeApplication>"#)
        #expect(tree.wrapper == nil)
        #expect(tree.count == 2)
        #expect(tree.elements[0].attributes.map(\.name) == ["label", "type"])
    }

    @Test func emptyWrapperIsAnEmptyTree() throws {
        let tree = try read("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<AppiumAUT>\n</AppiumAUT>\n")
        #expect(tree.count == 0)
        #expect(tree.wrapper == "AppiumAUT")
    }

    @Test func acceptsByteOrderMarkCRLFAndSurroundingWhitespace() throws {
        let text = "\u{FEFF}\r\n  \r\n<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n<AppiumAUT>\r\n  <XCUIElementTypeApplication type=\"XCUIElementTypeApplication\"/>\r\n</AppiumAUT>\r\n\r\n  "
        let tree = try read(text)
        #expect(tree.count == 1)
    }

    @Test func readsUTF16WithAByteOrderMarkAndDeclaredEncodings() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><hierarchy><node class=\"a\" text=\"café 🚀\"/></hierarchy>"
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let tree = try PageSourceReader.read(utf16, file: "utf16.xml")
        #expect(tree.elements[1].text == "café 🚀")
        let latin1: [UInt8] = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><hierarchy><node class=\"a\" text=\"caf".utf8) + [0xE9]
            + Array("\"/></hierarchy>".utf8)
        #expect(try XMLPageSourceReader.read(latin1, file: "latin1.xml").elements[1].text == "café")
    }

    @Test func errorLinesCountTheSkippedLeadingLines() throws {
        let failure = try #require(error("\n\n<AppiumAUT>\n  <XCUIElementTypeApplication>\n</AppiumAUT>"))
        #expect(failure.position?.line == 5)
        #expect(failure.description.hasPrefix("screen.xml:5:"))
    }

    @Test func readsAndroidHierarchyWithBounds() throws {
        let tree = try read("""
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="1794">
              <android.widget.FrameLayout index="0" package="p" class="android.widget.FrameLayout" text="" bounds="[0,63][147,210]" displayed="true" />
            </hierarchy>
            """)
        #expect(tree.platform == .android)
        #expect(tree.wrapper == nil)
        #expect(tree.elements.map(\.type) == ["hierarchy", "android.widget.FrameLayout"])
        #expect(tree.elements[1].frame == Frame(x: 0, y: 63, width: 147, height: 147))
    }

    @Test func readsLegacyAndAdbDumps() throws {
        let legacy = try read(#"<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0"><android.widget.FrameLayout index="0" text="" class="android.widget.FrameLayout" package="p" instance="0" bounds="[0,0][10,10]"/></hierarchy>"#)
        #expect(legacy.elements[1].attributes.map(\.name) == ["index", "text", "class", "package", "instance", "bounds"])
        let adb = try read(#"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0"><node index="0" text="Hi" class="android.widget.TextView" bounds="[0,0][1,1]"/></hierarchy>"#)
        #expect(adb.elements[1].type == "android.widget.TextView")
    }

    @Test func decodesEscapesInAttributeValues() throws {
        let tree = try read(#"<XCUIElementTypeApplication name="a&amp;b" label="line&#10;break" value="&lt;&gt;&quot;&apos;"/>"#)
        #expect(tree.elements[0].name == "a&b")
        #expect(tree.elements[0].label == "line\nbreak")
        #expect(tree.elements[0].value == "<>\"'")
    }

    @Test func malformedXMLNamesLineColumnAndCause() throws {
        let failure = try #require(error("<AppiumAUT>\n  <XCUIElementTypeApplication name=\"x>\n</AppiumAUT>"))
        guard case .malformed(let file, let position, let message, _) = failure else {
            Issue.record("expected .malformed, got \(failure)")
            return
        }
        #expect(file == "screen.xml")
        #expect(position != nil)
        #expect(!message.isEmpty)
    }

    @Test func refusesADoctype() {
        let failure = error("<?xml version=\"1.0\"?>\n<!DOCTYPE AppiumAUT [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<AppiumAUT>&x;</AppiumAUT>")
        #expect(failure == .dtdNotAllowed(file: "screen.xml", position: failure?.position))
        #expect(failure?.position?.line == 2)
    }

    @Test func unknownRootIsExplained() throws {
        let failure = try #require(error("<html><body/></html>"))
        #expect(failure.message.contains("XCUIElementType"))
    }

    @Test func secondApplicationInsideTheWrapperIsAnError() throws {
        let failure = try #require(error("<AppiumAUT><XCUIElementTypeApplication/><XCUIElementTypeApplication/></AppiumAUT>"))
        #expect(failure.message.contains("second top-level element"))
        #expect(failure.position?.line == 1)
    }

    @Test func elementCountLimitIsEnforced() throws {
        let text = "<hierarchy>" + String(repeating: "<android.view.View/>", count: 10) + "</hierarchy>"
        let failure = try #require(error(text, limits: ReadLimits(maximumElements: 5)))
        #expect(failure == .limitExceeded(file: "screen.xml", position: failure.position, what: "element count", limit: 5, option: "--max-elements"))
    }

    @Test func sizeLimitIsEnforcedBeforeParsing() throws {
        let failure = try #require(error("<hierarchy/>", limits: ReadLimits(maximumBytes: 4)))
        guard case .limitExceeded(_, _, _, let limit, let option) = failure else {
            Issue.record("expected .limitExceeded, got \(failure)")
            return
        }
        #expect(limit == 4)
        #expect(option == "--max-bytes")
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/zero")))
    func readingStopsAtTheSizeLimitWhenTheFileReportsNoSize() throws {
        // Devices and pipes report size 0 and may never end: /dev/zero is
        // refused at its first NUL, before the size limit (TextInputBoundsTests).
        let failure = try #require(throws: PageSourceError.self) {
            try PageSourceReader.readFile("/dev/zero", limits: ReadLimits(maximumBytes: 1000))
        }
        if case .limitExceeded(_, _, _, let limit, let option) = failure {
            #expect(limit == 1000)
            #expect(option == "--max-bytes")
        } else {
            #expect("\(failure)".contains("NUL"), "\(failure)")
        }
    }

    @Test func hundredThousandLevelsAreRefusedClearly() throws {
        let depth = 100_000
        let text = "<hierarchy>" + String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth) + "</hierarchy>"
        let failure = try #require(error(text))
        guard case .limitExceeded(_, _, let what, _, let option) = failure else {
            Issue.record("expected .limitExceeded, got \(failure)")
            return
        }
        #expect(what == "element nesting")
        #expect(option.hasPrefix("--max-depth"))
    }

    @Test func anElementWithThousandsOfAttributesIsRefusedBeforeLibxml2() throws {
        // libxml2 checks attributes pairwise: 120,000 on one element took 25 s.
        func element(_ count: Int) -> String {
            "<node " + (0..<count).map { "a\($0)=\"x=y\"" }.joined(separator: " ") + "/>"
        }
        let noise = "<!-- " + String(repeating: "b=1 ", count: 600) + "-->"
        let fine = "<hierarchy>\n" + noise + element(512) + "</hierarchy>"
        #expect(try read(fine).elements[1].attributes.count == 512)
        let failure = try #require(error("<hierarchy>\n" + noise + "\n" + element(513) + "</hierarchy>"))
        guard case .malformed(_, let position, let message, _) = failure else {
            Issue.record("expected .malformed, got \(failure)")
            return
        }
        #expect(position?.line == 3)
        #expect(message.contains("more than 512 attributes"))
    }

    @Test func largestLimitsDoNotOverflow() throws {
        let limits = ReadLimits(maximumBytes: .max, maximumDepth: .max, maximumElements: .max)
        #expect(try read("<AppiumAUT><XCUIElementTypeApplication/></AppiumAUT>", limits: limits).count == 1)
    }

    @Test func depthLimitCanBeRaisedAndLowered() throws {
        let depth = 1000
        let text = "<hierarchy>" + String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth) + "</hierarchy>"
        #expect(error(text) != nil)
        let tree = try read(text, limits: ReadLimits(maximumDepth: 1500))
        #expect(tree.count == depth + 1)
        #expect(tree.maximumDepth == depth)
        #expect(error("<hierarchy><a><b/></a></hierarchy>", limits: ReadLimits(maximumDepth: 2)) != nil)
        #expect(error("<hierarchy><a><b/></a></hierarchy>", limits: ReadLimits(maximumDepth: 3)) == nil)
    }

    @Test func nestingErrorNamesTheLimitTheUserSet() throws {
        // The wrapper is one level libxml2 counts and the limit does not.
        let depth = 20
        let text = "<AppiumAUT>" + String(repeating: "<XCUIElementTypeOther>", count: depth)
            + String(repeating: "</XCUIElementTypeOther>", count: depth) + "</AppiumAUT>"
        #expect(error(text, limits: ReadLimits(maximumDepth: depth)) == nil)
        let failure = try #require(error(text, limits: ReadLimits(maximumDepth: depth - 1)))
        guard case .limitExceeded(_, _, _, let limit, _) = failure else {
            Issue.record("expected .limitExceeded, got \(failure)")
            return
        }
        #expect(limit == depth - 1)
    }

    @Test func errorColumnsCountLeadingSpacesOnTheFirstLine() throws {
        let failure = try #require(error("   <AppiumAUT><XCUIElementTypeApplication><bad</AppiumAUT>"))
        let unindented = try #require(error("<AppiumAUT><XCUIElementTypeApplication><bad</AppiumAUT>"))
        #expect(failure.position?.line == 1)
        #expect(failure.position?.column == (unindented.position?.column ?? 0) + 3)
        // Spaces before a later line do not move columns of the first line.
        let later = try #require(error("  \n <AppiumAUT><XCUIElementTypeApplication><bad</AppiumAUT>"))
        #expect(later.position?.line == 2)
        #expect(later.position?.column == (unindented.position?.column ?? 0) + 1)
    }
}
