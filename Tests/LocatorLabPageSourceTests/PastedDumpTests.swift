import LocatorLabModel
import LocatorLabPageSource
import Testing

/// Dumps as people paste them in READMEs and issues, in the shapes of the
/// real ones read for issue 30 (written anew here): shortened with `...`
/// lines (lukaskukacka/demo-swiftui-tvos-buttonstyle-focusissue's README),
/// printed by `po app.debugDescription` as a quoted Swift string
/// (swift-man/XCUITest_study's README), with tvOS's `Focused` flag.
@Suite("debugDescription dumps as pasted")
struct PastedDumpTests {
    private func read(_ text: String) throws -> ElementTree {
        try PageSourceReader.read(Array(text.utf8), file: "dump.txt")
    }

    static let elided = """
        (lldb) po app
        Attributes: Application, 0x12ed10b30, pid: 61273, label: 'Focus'
        Element subtree:
         →Application, 0x12ed10b30, pid: 61273, label: 'Focus'
        ...
                      Button, 0x1, {{468.0, 477.0}, {298.0, 126.0}}, label: 'Button 1'
                        Button, 0x2, {{453.0, 470.7}, {328.0, 138.7}}, Focused
                      Button, 0x3, {{806.0, 477.0}, {303.0, 126.0}}, label: 'Button 2'
         …
        """

    /// XCTest has no `...` line; it stands for lines left out. The elements
    /// after it hang under the application, in their own nesting, and a
    /// note says what was done and where.
    @Test func elisionLinesAreSkippedWithANote() throws {
        let tree = try read(Self.elided)
        #expect(tree.elements.map(\.type) == [
            "XCUIElementTypeApplication", "XCUIElementTypeButton", "XCUIElementTypeButton", "XCUIElementTypeButton",
        ])
        let application = try #require(tree.root)
        #expect(tree.children(of: application).map { tree[$0].label } == ["Button 1", "Button 2"])
        #expect(tree.readingNotes == [ReadingNote(.elidedLinesSkipped, line: 5)])
    }

    /// Before: "this line in the Element subtree: section is not an element line".
    @Test func anElisionIsNoElementLineWhereNothingPrecedesItWithoutHeaders() throws {
        #expect(throws: PageSourceError.self) { try read("...\nHello, world\n") }
    }

    /// `Focused` is XCTest's `hasFocus` (tvOS focus), written as
    /// WebDriverAgent's `focused` where true; `Keyboard Focused` is not it.
    @Test func focusedFlagBecomesFocusedAttribute() throws {
        let tree = try read(
            """
            Element subtree:
             →Application, 0x1, pid: 1, label: 'A'
                Button, 0x2, {{0.0, 0.0}, {10.0, 10.0}}, label: 'Button 1'
                  Button, 0x3, {{0.0, 0.0}, {12.0, 12.0}}, Focused
                Button, 0x4, {{20.0, 0.0}, {10.0, 10.0}}, label: 'Button 2'
            """)
        let focused = tree.elements.filter { $0[attribute: "focused"] == "true" }
        #expect(focused.count == 1)
        #expect(focused.first?.label == nil)
        #expect(focused.first?.type == "XCUIElementTypeButton")
        let keyboard = try read(
            """
            Element subtree:
             →Application, 0x1, pid: 1, label: 'A'
                TextField, 0x2, {{0.0, 0.0}, {10.0, 10.0}}, identifier: 'f', Keyboard Focused
            """)
        #expect(keyboard.elements.allSatisfy { $0[attribute: "focused"] == nil })
    }

    static let literal = #"""
            t =   109.84s Requesting snapshot of accessibility hierarchy for app with pid 8736
        "Attributes: Application, 0x1, pid: 8736, label: \'Study\'\nElement subtree:\n →Application, 0x1, pid: 8736, label: \'Study\'\n    Window (Main), 0x2, {{0.0, 0.0}, {414.0, 896.0}}\n      StaticText, 0x3, {{68.0, 224.5}, {285.5, 26.5}}, identifier: \'welcomeMessage\', label: \'Say \"hi\" \u{2192} go\'\nPath to element:\n →Application, 0x1, pid: 8736, label: \'Study\'\n"
        """#

    /// `po app.debugDescription` prints the `String` quoted and escaped: it
    /// is detected as a dump (not JSON) and read unescaped, with a note.
    @Test func aDumpPrintedAsASwiftStringLiteralIsUnescaped() throws {
        #expect(PageSourceFormat.detect(Array(Self.literal.utf8)) == .debugDescription)
        let bare = Self.literal.drop(while: { $0 != "\"" })
        #expect(PageSourceFormat.detect(Array(bare.utf8)) == .debugDescription)
        #expect(PageSourceFormat.detect(Array(#""just a JSON string""#.utf8)) == .json)
        let tree = try read(Self.literal)
        let text = try #require(tree.elements.first { $0.identifier == "welcomeMessage" })
        #expect(text.label == "Say \"hi\" \u{2192} go")
        #expect(tree[try #require(tree.root)].label == "Study")
        #expect(tree.readingNotes == [ReadingNote(.stringLiteralUnescaped, line: 2)])
    }

    /// A dump with an `Element subtree:` line of its own is read as it is,
    /// whatever its labels quote.
    @Test func aDumpWithItsOwnLinesIsNotUnescaped() throws {
        let tree = try read(
            #"""
            Element subtree:
             →Application, 0x1, pid: 1, label: 'A'
                StaticText, 0x2, {{0.0, 0.0}, {10.0, 10.0}}, label: 'a "\nElement subtree:\n" b'
            """#)
        #expect(tree.elements.last?.label == #"a "\nElement subtree:\n" b"#)
        #expect(tree.readingNotes.isEmpty)
    }
}
