import Foundation
import LocatorLabFiles
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabTestSupport
import Testing

@Suite("DebugDescriptionReader")
struct DebugDescriptionReaderTests {
    // MARK: - Helpers

    private func read(_ text: String, limits: ReadLimits = ReadLimits()) throws -> ElementTree {
        try DebugDescriptionReader.read(Array(text.utf8), file: "dump.txt", limits: limits)
    }

    /// A one-dump application with `lines` as the children of its window.
    private func application(_ lines: String...) -> String {
        """
        Element subtree:
         →Application, 0x600000c8c000, pid: 42, label: 'Demo'
            Window (Main), 0x600000c8c0e0, {{0.0, 0.0}, {390.0, 844.0}}

        """ + lines.map { "      " + $0 + "\n" }.joined()
    }

    /// The first element whose raw identifier or label is `key`.
    private func element(_ key: String, in tree: ElementTree) throws -> Element {
        try #require(tree.elements.first { $0.identifier == key || $0.label == key })
    }

    private func malformedPosition(_ error: PageSourceError?) -> SourcePosition? {
        guard case .malformed(_, let position, _, _) = error else { return nil }
        return position
    }

    // MARK: - Types

    @Test func shortTypesBecomeFullXCUIElementTypeNames() throws {
        let tree = try read(
            application(
                "Button, 0x1, {{0.0, 0.0}, {10.0, 10.0}}, label: 'b'",
                "NavigationBar, 0x2, {{0.0, 0.0}, {10.0, 10.0}}",
                "SecureTextField, 0x3, {{0.0, 0.0}, {10.0, 10.0}}",
                "Cell, 0x4, {{0.0, 0.0}, {10.0, 10.0}}"))
        #expect(tree.elements.map(\.type) == [
            "XCUIElementTypeApplication", "XCUIElementTypeWindow", "XCUIElementTypeButton",
            "XCUIElementTypeNavigationBar", "XCUIElementTypeSecureTextField", "XCUIElementTypeCell",
        ])
        #expect(tree.elements.allSatisfy { $0[attribute: "type"] == $0.type })
    }

    @Test func privateAndUnknownTypesBecomeOther() throws {
        let tree = try read(
            application(
                "RemotePlaceholder, 0x1, {{0.0, 0.0}, {10.0, 10.0}}",
                "SomeFutureType, 0x2, {{0.0, 0.0}, {10.0, 10.0}}, identifier: 'future'"))
        #expect(tree.elements[2].type == "XCUIElementTypeOther")
        #expect(tree.elements[3].type == "XCUIElementTypeOther")
        #expect(tree.elements[3].name == "future")
    }

    // MARK: - Attributes in WDA order

    /// A 50 MB label made `compare` take 18 s and 1.4 GB; the XML reader
    /// refuses values that long.
    @Test func aValueLongerThanTheXMLReaderAcceptsIsRefused() throws {
        let long = String(repeating: "x", count: ReadLimits.maximumAttributeLength + 1)
        for line in ["Button, 0x1, {{0.0, 0.0}, {10.0, 10.0}}, label: '\(long)'", "StaticText, 0x1, {{0.0, 0.0}, {10.0, 10.0}}, value: \(long)"] {
            #expect {
                _ = try read(application(line))
            } throws: { error in
                guard case .malformed(_, let position, let message, let expected) = error as? PageSourceError else { return false }
                return position?.line == 4 && message.hasSuffix("is 10000001 bytes long, longer than any page source has")
                    && expected == "at most 10000000 bytes per value"
            }
        }
    }

    /// Found by `scripts/fuzz.sh debug-description`: a label holding NUL
    /// bytes was read, and the XML written for it read back without them.
    /// A NUL is refused where it is, as the XML reader does.
    @Test func aNULByteIsRefusedWithItsPlace() throws {
        #expect {
            _ = try read(application("Button, 0x1, {{0.0, 0.0}, {10.0, 10.0}}, identifier: 'ok\0\0', label: 'é'"))
        } throws: { error in
            guard case .malformed(_, let position, let message, _) = error as? PageSourceError else { return false }
            return position == SourcePosition(line: 4, column: 63) && message == "a NUL byte, which no debugDescription dump holds"
        }
    }

    @Test func attributesComeInWebDriverAgentOrder() throws {
        let tree = try read(
            application("Button, 0x1, {{20.0, 740.0}, {350.0, 50.0}}, identifier: 'done', label: 'Done', Disabled"))
        #expect(tree.elements[2].attributes == [
            Attribute("type", "XCUIElementTypeButton"),
            Attribute("name", "done"),
            Attribute("label", "Done"),
            Attribute("enabled", "false"),
            Attribute("visible", "true"),
            Attribute("accessible", "true"),
            Attribute("x", "20"), Attribute("y", "740"), Attribute("width", "350"), Attribute("height", "50"),
            Attribute("index", "0"),
            Attribute("traits", "Button, NotEnabled"),
        ])
    }

    @Test func applicationCarriesProcessIdAndBundleIdLast() throws {
        let text = application("Button, 0x1, {{0.0, 0.0}, {10.0, 10.0}}, label: 'b'") + """
            Query chain:
             →Find: Target Application 'com.example.demo'
              Output: {
                Application, 0x600000c8c000, pid: 42, label: 'Demo'
              }
            """
        let tree = try read(text)
        let app = tree.elements[0]
        #expect(app.attributes == [
            Attribute("type", "XCUIElementTypeApplication"),
            Attribute("name", "Demo"), Attribute("label", "Demo"),
            Attribute("enabled", "true"), Attribute("visible", "true"), Attribute("accessible", "false"),
            // The application line has no frame: it covers its window.
            Attribute("x", "0"), Attribute("y", "0"), Attribute("width", "390"), Attribute("height", "844"),
            Attribute("index", "0"), Attribute("traits", ""),
            Attribute("processId", "42"), Attribute("bundleId", "com.example.demo"),
        ])
        #expect(tree.wrapper == "AppiumAUT")
        #expect(tree.platform == .ios)
    }

    // MARK: - name, label, value

    @Test func nameIsIdentifierElseLabelElseOmitted() throws {
        let tree = try read(
            application(
                "Button, 0x1, {{0.0, 0.0}, {10.0, 10.0}}, identifier: 'save', label: 'Save'",
                "Button, 0x2, {{0.0, 0.0}, {10.0, 10.0}}, label: 'Cancel'",
                "Other, 0x3, {{0.0, 0.0}, {10.0, 10.0}}"))
        #expect(tree.elements[2].name == "save")
        #expect(tree.elements[3].name == "Cancel")
        #expect(tree.elements[4].lacks("name"))
    }

    @Test func emptyLabelIsOmittedExceptOnTextFields() throws {
        let tree = try read(
            application(
                "Button, 0x1, {{0.0, 0.0}, {10.0, 10.0}}, identifier: 'x', label: ''",
                "TextField, 0x2, {{0.0, 0.0}, {10.0, 10.0}}",
                "SecureTextField, 0x3, {{0.0, 0.0}, {10.0, 10.0}}, label: ''",
                "Other, 0x4, {{0.0, 0.0}, {10.0, 10.0}}"))
        #expect(tree.elements[2].lacks("label"))
        #expect(tree.elements[3].label == "")
        #expect(tree.elements[4].label == "")
        #expect(tree.elements[5].lacks("label"))
    }

    @Test func staticTextValueFallsBackToLabel() throws {
        let tree = try read(
            application(
                "StaticText, 0x1, {{0.0, 0.0}, {10.0, 10.0}}, label: 'Hello'",
                "StaticText, 0x2, {{0.0, 0.0}, {10.0, 10.0}}, label: 'Hello', value: 42",
                "StaticText, 0x3, {{0.0, 0.0}, {10.0, 10.0}}"))
        #expect(tree.elements[2].value == "Hello")
        #expect(tree.elements[3].value == "42")
        #expect(tree.elements[4].lacks("value"))
    }

    @Test func selectedButtonReadsOne() throws {
        let tree = try read(
            application(
                "Button, 0x1, {{0.0, 0.0}, {10.0, 10.0}}, label: 'Tab', Selected",
                "Button, 0x2, {{0.0, 0.0}, {10.0, 10.0}}, label: 'Other tab'",
                "Button, 0x3, {{0.0, 0.0}, {10.0, 10.0}}, label: 'Valued', value: On, Selected"))
        #expect(tree.elements[2].value == "1")
        #expect(tree.elements[2][attribute: "traits"] == "Button, Selected")
        #expect(tree.elements[3].lacks("value"))
        #expect(tree.elements[4].value == "On")
    }

    @Test func switchValueIsOneOrZero() throws {
        let tree = try read(
            application(
                "Switch, 0x1, {{0.0, 0.0}, {10.0, 10.0}}, label: 'On', value: 1",
                "Switch, 0x2, {{0.0, 0.0}, {10.0, 10.0}}, label: 'Off', value: 0",
                "Switch, 0x3, {{0.0, 0.0}, {10.0, 10.0}}, label: 'No value'"))
        #expect(tree.elements[2].value == "1")
        #expect(tree.elements[3].value == "0")
        #expect(tree.elements[4].value == "0")
    }

    @Test func textInputsFallBackToPlaceholderAndKeepPlaceholderValue() throws {
        let tree = try read(
            application(
                "TextField, 0x1, {{0.0, 0.0}, {10.0, 10.0}}, placeholderValue: 'Your name'",
                "SearchField, 0x2, {{0.0, 0.0}, {10.0, 10.0}}, placeholderValue: 'Search', value: coffee",
                "TextView, 0x3, {{0.0, 0.0}, {10.0, 10.0}}, placeholderValue: 'Notes'",
                "StaticText, 0x4, {{0.0, 0.0}, {10.0, 10.0}}, placeholderValue: 'ignored', label: 'Shown'"))
        #expect(tree.elements[2].value == "Your name")
        #expect(tree.elements[2][attribute: "placeholderValue"] == "Your name")
        #expect(tree.elements[3].value == "coffee")
        #expect(tree.elements[3][attribute: "placeholderValue"] == "Search")
        #expect(tree.elements[4].value == "Notes")
        #expect(tree.elements[5].lacks("placeholderValue"))
        // placeholderValue sits between index and traits.
        let names = tree.elements[2].attributes.map(\.name)
        #expect(Array(names.suffix(3)) == ["index", "placeholderValue", "traits"])
    }

    @Test func emptyValueIsOmitted() throws {
        let tree = try read(application("Other, 0x1, {{0.0, 0.0}, {10.0, 10.0}}, value: "))
        #expect(tree.elements[2].lacks("value"))
    }

    // MARK: - Quoted strings and values as XCTest prints them

    @Test func quotedStringsMayContainQuotesAndCommas() throws {
        let tree = try read(
            application(
                "StaticText, 0x1, {{0.0, 0.0}, {10.0, 10.0}}, identifier: 'it's, odd', label: 'Rock 'n' roll, baby', Selected",
                "Button, 0x2, {{0.0, 0.0}, {10.0, 10.0}}, label: 'Don't'"))
        #expect(tree.elements[2].identifier == "it's, odd")
        #expect(tree.elements[2].label == "Rock 'n' roll, baby")
        #expect(tree.elements[2][attribute: "traits"] == "Selected, StaticText")
        #expect(tree.elements[3].label == "Don't")
    }

    @Test func valueRunsToTheEndOfTheLineLessTrailingFlags() throws {
        let tree = try read(
            application(
                "TextField, 0x1, {{0.0, 0.0}, {10.0, 10.0}}, placeholderValue: 'Email', value: a, b, c, Keyboard Focused",
                "Slider, 0x2, {{0.0, 0.0}, {10.0, 10.0}}, value: 50%, Disabled"))
        #expect(tree.elements[2].value == "a, b, c")
        #expect(tree.elements[3].value == "50%")
        #expect(tree.elements[3][attribute: "enabled"] == "false")
        #expect(tree.elements[3][attribute: "traits"] == "NotEnabled, Adjustable")
    }

    @Test func labelsAndValuesWithLineBreaksAreJoined() throws {
        let text = """
            Element subtree:
             →Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}
                StaticText, 0x2, {{0.0, 0.0}, {10.0, 10.0}}, label: 'First line
            second line'
                TextView, 0x3, {{0.0, 0.0}, {10.0, 10.0}}, value: Dear team,
            thanks!
                Button, 0x4, {{0.0, 0.0}, {10.0, 10.0}}, label: 'After'
            """
        let tree = try read(text)
        #expect(try element("First line\nsecond line", in: tree).type == "XCUIElementTypeStaticText")
        #expect(tree.elements.first { $0.type == "XCUIElementTypeTextView" }?.value == "Dear team,\nthanks!")
        #expect(try element("After", in: tree)[attribute: "index"] == "2")
    }

    // MARK: - Flags and identifiers

    @Test func flagsSetEnabledAndTraits() throws {
        let tree = try read(
            application(
                "Button, 0x1, {{0.0, 0.0}, {10.0, 10.0}}, label: 'Off', Disabled",
                "Link, 0x2, {{0.0, 0.0}, {10.0, 10.0}}, label: 'Terms', Selected",
                "Key, 0x3, {{0.0, 0.0}, {10.0, 10.0}}, label: 'q'",
                "Image, 0x4, {{0.0, 0.0}, {10.0, 10.0}}, label: 'Logo'",
                "SearchField, 0x5, {{0.0, 0.0}, {10.0, 10.0}}, Keyboard Focused",
                "Other, 0x6, {{0.0, 0.0}, {10.0, 10.0}}"))
        #expect(tree.elements[2][attribute: "enabled"] == "false")
        #expect(tree.elements[3][attribute: "enabled"] == "true")
        #expect(tree.elements[2..<8].map { $0[attribute: "traits"] } == [
            "Button, NotEnabled", "Link, Selected", "KeyboardKey", "Image", "SearchField", "",
        ])
    }

    @Test func rawIdentifierIsKeptApartFromName() throws {
        let tree = try read(
            application(
                "Button, 0x1, {{0.0, 0.0}, {10.0, 10.0}}, identifier: 'SomethingViewController.doneButton', label: 'Done'",
                "Button, 0x2, {{0.0, 0.0}, {10.0, 10.0}}, label: 'Skip'"))
        #expect(tree.elements[2].identifier == "SomethingViewController.doneButton")
        #expect(tree.elements[2].name == "SomethingViewController.doneButton")
        // No identifier printed: known to be empty, while name falls back to the label.
        #expect(tree.elements[3].identifier == "")
        #expect(tree.elements[3].name == "Skip")
    }

    // MARK: - Frames, visibility, accessibility

    @Test func framesAreRoundedLikeCGRectIntegral() throws {
        let tree = try read(application("StaticText, 0x1, {{16.5, 100.25}, {200.0, 20.5}}, label: 'x'"))
        #expect(tree.elements[2].frame == Frame(x: 16, y: 100, width: 201, height: 21))
    }

    @Test func negativeAndInfiniteFrames() throws {
        let tree = try read(
            application(
                "Other, 0x1, {{-0.5, -10.0}, {391.0, 20.0}}",
                "Other, 0x2, {{inf, inf}, {0.0, 0.0}}"))
        #expect(tree.elements[2].frame == Frame(x: -1, y: -10, width: 392, height: 20))
        #expect(tree.elements[3].frame == Frame(x: -1, y: -1, width: 0, height: 0))
        #expect(tree.elements[3][attribute: "visible"] == "false")
    }

    @Test func visibleMeansTheFrameHasArea() throws {
        let tree = try read(
            application(
                "StaticText, 0x1, {{16.0, 443.0}, {0.0, 0.5}}",
                "StaticText, 0x2, {{16.0, 443.0}, {10.0, 0.5}}, label: 'thin'"))
        #expect(tree.elements[2][attribute: "visible"] == "false")
        #expect(tree.elements[3][attribute: "visible"] == "true")
    }

    @Test func accessibleOnlyWithoutAccessibleAncestor() throws {
        let tree = try read(
            application(
                "Button, 0x1, {{0.0, 0.0}, {100.0, 50.0}}, label: 'LOGIN'",
                "  StaticText, 0x2, {{10.0, 10.0}, {50.0, 20.0}}, label: 'LOGIN'",
                "Cell, 0x3, {{0.0, 50.0}, {100.0, 50.0}}",
                "  StaticText, 0x4, {{10.0, 60.0}, {50.0, 20.0}}, label: 'Row'",
                "Image, 0x5, {{0.0, 0.0}, {10.0, 10.0}}",
                "Image, 0x6, {{0.0, 0.0}, {10.0, 10.0}}, label: 'Avatar'",
                "StaticText, 0x7, {{0.0, 0.0}, {10.0, 10.0}}"))
        let accessible = tree.elements.map { $0[attribute: "accessible"] }
        #expect(accessible == ["false", "false", "true", "false", "false", "true", "false", "true", "false"])
    }

    // MARK: - Structure

    @Test func indentationNestsElementsAndIndexCountsSiblings() throws {
        let tree = try read(
            application(
                "Other, 0x1, {{0.0, 0.0}, {10.0, 10.0}}, identifier: 'a'",
                "  Other, 0x2, {{0.0, 0.0}, {10.0, 10.0}}, identifier: 'a.0'",
                "    Other, 0x3, {{0.0, 0.0}, {10.0, 10.0}}, identifier: 'a.0.0'",
                "  Other, 0x4, {{0.0, 0.0}, {10.0, 10.0}}, identifier: 'a.1'",
                "Other, 0x5, {{0.0, 0.0}, {10.0, 10.0}}, identifier: 'b'"))
        let window = ElementID(1)
        #expect(tree.children(of: window).map { tree[$0].identifier } == ["a", "b"])
        let a = try #require(tree.ids.first { tree[$0].identifier == "a" })
        #expect(tree.children(of: a).map { tree[$0].identifier } == ["a.0", "a.1"])
        #expect(tree.elements.map { $0[attribute: "index"] } == ["0", "0", "0", "0", "0", "1", "1"])
        #expect(try element("a.0.0", in: tree).depth == 4)
    }

    @Test func unevenIndentationStillNests() throws {
        let text = """
            Element subtree:
             →Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}
                 Other, 0x2, {{0.0, 0.0}, {10.0, 10.0}}, identifier: 'deep5'
                    Other, 0x3, {{0.0, 0.0}, {10.0, 10.0}}, identifier: 'child8'
                   Other, 0x4, {{0.0, 0.0}, {10.0, 10.0}}, identifier: 'child7'
               Other, 0x5, {{0.0, 0.0}, {10.0, 10.0}}, identifier: 'sibling3'
            """
        let tree = try read(text)
        #expect(tree.elements.map(\.depth) == [0, 1, 2, 3, 3, 2])
        #expect(try element("child7", in: tree)[attribute: "index"] == "1")
        #expect(try element("sibling3", in: tree)[attribute: "index"] == "1")
    }

    @Test func linesWithoutAddressesAndRootsWithoutArrow() throws {
        let text = """
            Element subtree:
            Application, pid: 994, label: 'Phone call'
                Window (Main), {{0.0, 0.0}, {414.0, 736.0}}
                  Button, {{52.0, 575.7}, {82.0, 82.0}}, identifier: 'Decline', label: 'Decline'
            """
        let tree = try read(text)
        #expect(tree.count == 3)
        #expect(tree.elements[0][attribute: "processId"] == "994")
        #expect(tree.elements[2].frame == Frame(x: 52, y: 575, width: 82, height: 83))
        #expect(tree.elements[2].parent == ElementID(1))
    }

    @Test func aWindowDumpIsWrappedInTheApplicationFromThePath() throws {
        let tree = try DebugDescriptionReader.read(
            try TestFixtures.bytes("debug-description/uikit-catalog-text-fields.txt"), file: "uikit.txt")
        let app = tree.elements[0]
        #expect(app.type == "XCUIElementTypeApplication")
        #expect(app.name == "UIKitCatalog")
        #expect(app.identifier == nil)
        #expect(app[attribute: "processId"] == "55")
        #expect(app[attribute: "bundleId"] == "com.example.apple-samplecode.UICatalog")
        #expect(app.frame == Frame(x: 0, y: 0, width: 414, height: 736))
        #expect(tree.children(of: ElementID(0)).map { tree[$0].type } == ["XCUIElementTypeWindow"])
        #expect(try element("tintedTextField", in: tree).value == "Tinted text")
        #expect(try element("textField", in: tree).value == "Placeholder text")
        #expect(tree.elements.filter { $0.type == "XCUIElementTypeOther" }.count == 2)
        // The path and query sections add no elements.
        #expect(tree.count == 16)
    }

    @Test func severalDumpsBecomeChildrenOfOneApplication() throws {
        let tree = try DebugDescriptionReader.read(
            try TestFixtures.bytes("debug-description/wda-format-description.txt"), file: "wda.txt")
        #expect(tree.wrapper == "AppiumAUT")
        let app = tree.elements[0]
        #expect(app.name == "Maps Lite")
        #expect(app[attribute: "bundleId"] == "com.example.mapslite")
        let windows = Array(tree.children(of: ElementID(0)))
        #expect(windows.count == 2)
        #expect(windows.map { tree[$0][attribute: "index"] } == ["0", "1"])
        #expect(tree.children(of: windows[1]).map { tree[$0].type } == ["XCUIElementTypeKeyboard"])
        let search = try #require(tree.elements.first { $0.type == "XCUIElementTypeSearchField" })
        #expect(search.value == "Search")
        #expect(search[attribute: "placeholderValue"] == "Search")
        #expect(try element("favorites", in: tree).value == "1")
        #expect(tree.elements.filter { $0.type == "XCUIElementTypeKey" }.map(\.name) == ["q", "w"])
    }

    @Test func bareElementLinesWithoutHeadersAreRead() throws {
        let text = """

             →Window (Main), {{0.0, 0.0}, {390.0, 844.0}}
                Button, {{0.0, 0.0}, {10.0, 10.0}}, label: 'OK'

            """
        let tree = try read(text)
        #expect(tree.elements.map(\.type) == [
            "XCUIElementTypeApplication", "XCUIElementTypeWindow", "XCUIElementTypeButton",
        ])
        #expect(tree.elements[0].lacks("name"))
    }

    @Test func byteOrderMarkAndCRLFAreAccepted() throws {
        let text = try TestFixtures.text("debug-description/uikit-catalog-text-fields.txt")
        let bytes = [0xEF, 0xBB, 0xBF] + Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        let tree = try DebugDescriptionReader.read(bytes, file: "crlf.txt")
        let plain = try DebugDescriptionReader.read(Array(text.utf8), file: "plain.txt")
        #expect(tree.elements.map(\.attributes) == plain.elements.map(\.attributes))
        #expect(tree.elements.map(\.identifier) == plain.elements.map(\.identifier))
    }

    // MARK: - Errors

    @Test func malformedFrameNamesLineAndColumn() throws {
        let text = """
            Element subtree:
             →Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}
                Button, 0x2, {{0.0, 0.0}, {10.0}}, label: 'Broken'
            """
        let error = #expect(throws: PageSourceError.self) { try read(text) }
        guard case .malformed(let file, let position, _, let expected) = error else {
            Issue.record("expected .malformed, got \(String(describing: error))")
            return
        }
        #expect(file == "dump.txt")
        #expect(position == SourcePosition(line: 3, column: 36))
        #expect(expected == "a frame like {{0.0, 0.0}, {390.0, 844.0}}")
        #expect(error?.description.hasPrefix("dump.txt:3:36: cannot read the frame of the Button line") == true)
    }

    @Test func missingFrameIsMalformed() throws {
        let text = "Element subtree:\n →Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}\n    Button, 0x2, label: 'No frame'\n"
        let error = #expect(throws: PageSourceError.self) { try read(text) }
        #expect(malformedPosition(error) == SourcePosition(line: 3, column: 18))
        #expect(error?.message.contains("expected a frame like") == true)
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let text = "Element subtree:\n →Window (Main) 0x1, {{0.0, 0.0}, {390.0, 844.0}}\n"
        let error = #expect(throws: PageSourceError.self) { try read(text) }
        // `→` is three bytes but one column; the error is at the space after `(Main)`.
        #expect(malformedPosition(error) == SourcePosition(line: 2, column: 16))
    }

    @Test func nonElementLineInASubtreeIsMalformed() throws {
        let text = """
            Element subtree:
             →Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}
                Button, 0x2, {{0.0, 0.0}, {10.0, 10.0}}, label: 'OK'
                ??? garbage
            """
        let error = #expect(throws: PageSourceError.self) { try read(text) }
        #expect(malformedPosition(error) == SourcePosition(line: 4, column: 5))
    }

    @Test func unterminatedQuoteIsMalformed() throws {
        let text = """
            Element subtree:
             →Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}, label: 'Open
            """
        let error = #expect(throws: PageSourceError.self) { try read(text) }
        #expect(malformedPosition(error) == SourcePosition(line: 2, column: 60))
    }

    @Test func textWithoutElementsIsAnUnknownFormat() throws {
        #expect {
            try read("Hello, this is not a dump.\nNothing to see.")
        } throws: { error in
            guard case .unknownFormat(_, let message) = error as? PageSourceError else { return false }
            return message.contains("Element subtree:")
        }
        #expect {
            try read("Query chain:\n →Find: Target Application 'com.example.app'\n")
        } throws: { error in
            guard case .unknownFormat(_, let message) = error as? PageSourceError else { return false }
            return message.contains("cannot take a snapshot")
        }
        #expect(throws: PageSourceError.self) { try read("  \n\n") }
    }

    @Test func emptySubtreeSectionIsMalformed() throws {
        let text = "Element subtree:\nPath to element:\n →Application, 0x1, pid: 1, label: 'A'\n"
        let error = #expect(throws: PageSourceError.self) { try read(text) }
        #expect(malformedPosition(error) == SourcePosition(line: 1, column: 1))
    }

    @Test func depthBeyondTheLimitIsRefused() throws {
        let text = """
            Element subtree:
             →Application, 0x1, pid: 1, label: 'A'
                Window, 0x2, {{0.0, 0.0}, {10.0, 10.0}}
                  Other, 0x3, {{0.0, 0.0}, {10.0, 10.0}}
                    Other, 0x4, {{0.0, 0.0}, {10.0, 10.0}}
            """
        #expect(try read(text, limits: ReadLimits(maximumDepth: 4)).maximumDepth == 3)
        let error = #expect(throws: PageSourceError.self) { try read(text, limits: ReadLimits(maximumDepth: 3)) }
        guard case .limitExceeded(_, let position, _, let limit, let option) = error else {
            Issue.record("expected .limitExceeded, got \(String(describing: error))")
            return
        }
        #expect(position?.line == 5)
        #expect(limit == 3)
        #expect(option == ReadLimits.depthOption)
    }

    @Test func syntheticApplicationCountsTowardsTheDepthLimit() throws {
        let text = """
            Element subtree:
             →Window, 0x2, {{0.0, 0.0}, {10.0, 10.0}}
                Other, 0x3, {{0.0, 0.0}, {10.0, 10.0}}
            """
        #expect(try read(text, limits: ReadLimits(maximumDepth: 3)).maximumDepth == 2)
        #expect(throws: PageSourceError.self) { try read(text, limits: ReadLimits(maximumDepth: 2)) }
    }

    @Test func elementCountAndSizeLimits() throws {
        let text = application(
            "Other, 0x1, {{0.0, 0.0}, {10.0, 10.0}}", "Other, 0x2, {{0.0, 0.0}, {10.0, 10.0}}")
        #expect(try read(text, limits: ReadLimits(maximumElements: 4)).count == 4)
        #expect {
            try read(text, limits: ReadLimits(maximumElements: 3))
        } throws: { error in
            guard case .limitExceeded(_, let position, _, 3, ReadLimits.elementsOption) = error as? PageSourceError
            else { return false }
            return position?.line == 5
        }
        #expect {
            try read(text, limits: ReadLimits(maximumBytes: 10))
        } throws: { error in
            guard case .limitExceeded(_, nil, _, 10, ReadLimits.bytesOption) = error as? PageSourceError
            else { return false }
            return true
        }
    }

    /// XCTest indents every level by two more spaces, so a dump `n` levels
    /// deep is about n² bytes: 100,000 levels would be 10 GB. 4,000 levels
    /// (16 MB) is far beyond any real screen and 15 times the default depth
    /// limit (whose refusal is tested above).
    @Test func deepDumpReadsIterativelyWithRaisedLimits() throws {
        let depth = 4_000
        var text = "Element subtree:\n →Application, 0x1, pid: 7, label: 'Deep'\n"
        text.reserveCapacity(depth * depth + depth * 64)
        for level in 1..<depth {
            text += String(repeating: " ", count: 2 + 2 * level)
            text += "Other, {{0.0, 0.0}, {390.0, 844.0}}, identifier: 'level\(level)'\n"
        }
        let bytes = Array(text.utf8)

        let tree = try DebugDescriptionReader.read(bytes, file: nil, limits: ReadLimits(maximumDepth: depth))
        #expect(tree.count == depth)
        #expect(tree.maximumDepth == depth - 1)
        let deepest = try #require(tree.elements.last)
        #expect(deepest.identifier == "level\(depth - 1)")
        #expect(deepest.parent == ElementID(depth - 2))
    }

    // MARK: - Sample

    @Test func somethingViewControllerSampleReads() throws {
        let url = TestFixtures.sample("ios-something-view-controller.debugdescription.txt")
        let tree = try DebugDescriptionReader.read([UInt8](try Data(contentsOf: url)), file: url.lastPathComponent)
        let app = tree.elements[0]
        #expect(app.type == "XCUIElementTypeApplication")
        #expect(app.name == "Something")
        #expect(app[attribute: "processId"] == "48213")
        #expect(app[attribute: "bundleId"] == "com.example.something")
        #expect(app.attributes.map(\.name).suffix(2) == ["processId", "bundleId"])

        let generated = tree.elements.compactMap(\.identifier).filter { $0.hasPrefix("SomethingViewController.") }
        #expect(generated == [
            "SomethingViewController.titleLabel", "SomethingViewController.descriptionLabel",
            "SomethingViewController.doneButton",
        ])
        let description = try element("SomethingViewController.descriptionLabel", in: tree)
        #expect(description.value == "Tell us what to call you and we'll finish setting up your account.")
        let done = try element("SomethingViewController.doneButton", in: tree)
        #expect(done[attribute: "enabled"] == "false")
        #expect(done.label == "Done")
        let textField = try #require(tree.elements.first { $0.type == "XCUIElementTypeTextField" })
        #expect(textField.value == "Your name")
        #expect(textField.label == "")
        #expect(textField.lacks("name"))
        let toggle = try #require(tree.elements.first { $0.type == "XCUIElementTypeSwitch" })
        #expect(toggle.value == "0")
        let skip = try element("Skip for now", in: tree)
        #expect(skip.identifier == "")
        #expect(skip.name == "Skip for now")
        #expect(tree.elements.contains { $0.type == "XCUIElementTypeNavigationBar" && $0.name == "Something" })
    }
}
