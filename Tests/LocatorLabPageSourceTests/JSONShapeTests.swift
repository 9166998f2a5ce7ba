import Foundation
import LocatorLabFiles
import LocatorLabModel
import LocatorLabPageSource
import Testing

/// Content a JSON tree has no place for is refused where it stands, with a
/// line and column, without being built (through Foundation, 8 MiB of `{}`
/// under an unknown key took 3.5 GB to refuse).
@Suite("JSON tree reader: the shape is checked while reading")
struct JSONShapeTests {
    /// A document whose root holds `body`, and where in it the problem is.
    struct Case: CustomTestStringConvertible, Sendable {
        var root: String
        var position: SourcePosition
        var message: String
        var testDescription: String { String(message.prefix(60)) }

        var json: String {
            #"{"format": "locatorlab-tree", "version": 1, "platform": "ios","# + "\n" + #""root": "# + root + "}"
        }
    }

    static let flood = Array(repeating: "{}", count: 20_000).joined(separator: ",")

    @Test(
        arguments: [
            Case(
                root: #"{"type": "XCUIElementTypeA", "junk": ["# + flood + "]}", position: SourcePosition(line: 2, column: 38),
                message: #"root: unknown key "junk"; expected only the keys "type", "identifier", "attributes", "children""#
            ),
            Case(
                root: #"{"type": "XCUIElementTypeA", "children": [1, "# + Array(repeating: "1", count: 20_000).joined(separator: ",")
                    + "]}",
                position: SourcePosition(line: 2, column: 51),
                message: "root.children[0]: found the number 1; expected an element object"),
            Case(
                root: #"{"type": "XCUIElementTypeA", "attributes": [["a", "b", "# + flood + "]]}",
                position: SourcePosition(line: 2, column: 53),
                message: "root.attributes[0]: found an array of 20002 items; expected a [name, value] pair of strings"),
            Case(
                root: #"{"type": "XCUIElementTypeA", "children": [{"type": "XCUIElementTypeB", "type2": {}}]}"#,
                position: SourcePosition(line: 2, column: 80),
                message: #"root.children[0]: unknown key "type2"; expected only the keys "type", "identifier", "attributes", "children""#
            ),
            Case(
                root: #"{"type": {"x": ["# + flood + "]}}", position: SourcePosition(line: 2, column: 18),
                message: #"root.type: found an object; expected a non-empty string such as "XCUIElementTypeButton""#),
        ])
    func refusedWhereItStands(_ example: Case) throws {
        let error = try #require(throws: PageSourceError.self) {
            try JSONTreeReader.read(Array(example.json.utf8), file: "tree.json")
        }
        #expect(error.message == example.message)
        #expect(error.position == example.position)
    }

    @Test func aTopLevelFloodIsRefusedInTheDecodersWords() throws {
        let json = #"{"format": "locatorlab-tree", "version": 1, "platform": "ios", "root": null, "extra": ["#
            + Self.flood + "]}"
        let error = try #require(throws: PageSourceError.self) { try JSONTreeReader.read(Array(json.utf8), file: nil) }
        #expect(
            error.message
                == #"the top level: unknown key "extra"; expected only the keys "format", "version", "platform", "wrapper", "root""#
        )
        let notATree = try #require(throws: PageSourceError.self) {
            try JSONTreeReader.read(Array(("[" + Self.flood + "]").utf8), file: nil)
        }
        guard case .unknownFormat = notATree else {
            Issue.record("expected .unknownFormat, got \(notATree)")
            return
        }
    }

    @Test func mismatchedBracketsAreRefusedWhereTheyAre() throws {
        let json = #"{"format": "locatorlab-tree", "junk": ["# + Self.flood + "}"
        let error = try #require(throws: PageSourceError.self) { try JSONTreeReader.read(Array(json.utf8), file: nil) }
        #expect(error.message.hasPrefix("the input is not valid JSON"))
        #expect(error.position == SourcePosition(line: 1, column: json.count))
    }

    /// The element-count limit is met while scanning: its error says where.
    @Test func theElementLimitSaysWhere() throws {
        let children = Array(repeating: #"{"type": "XCUIElementTypeB"}"#, count: 5).joined(separator: ",")
        let json = #"{"format": "locatorlab-tree", "version": 1, "platform": "ios", "root": {"type": "XCUIElementTypeA", "children": ["#
            + children + "]}}"
        let error = try #require(throws: PageSourceError.self) {
            try JSONTreeReader.read(Array(json.utf8), file: nil, limits: ReadLimits(maximumElements: 3))
        }
        guard case .limitExceeded(_, let position?, _, 3, _) = error else {
            Issue.record("expected .limitExceeded with a position, got \(error)")
            return
        }
        #expect(position.line == 1)
    }

    /// U+FEFF starting a value was dropped by Foundation's parser, so the
    /// value changed through export and read.
    @Test(arguments: ["\u{FEFF}Sign in", "Sign\u{FEFF}in", "\u{FEFF}"])
    func aByteOrderMarkInAValueSurvivesTheRoundTrip(_ label: String) throws {
        var builder = ElementTreeBuilder(platform: .ios, wrapper: nil)
        builder.open(Element(type: "XCUIElementTypeButton", attributes: [Attribute("label", label)], identifier: label))
        builder.close()
        let tree = builder.finish()
        let written = JSONTreeWriter.write(tree)
        let read = try JSONTreeReader.read(written, file: nil)
        #expect(read[ElementID(0)].attributes.first?.value == label)
        #expect(read[ElementID(0)].identifier == label)
        // And from a file another tool wrote, with the character as it is.
        let raw = #"{"format": "locatorlab-tree", "version": 1, "platform": "ios", "root": {"type": "XCUIElementTypeButton", "attributes": [["label", ""#
            + label + #""]]}}"#
        let fromRaw = try JSONTreeReader.read(Array(raw.utf8), file: nil)
        #expect(fromRaw[ElementID(0)].attributes.first?.value == label)
    }

    /// `export --to json` wrote trees it could not read back.
    @Test func aTreeTooDeepForJSONHasNoJSONForm() throws {
        var builder = ElementTreeBuilder(platform: .android, wrapper: nil)
        let depth = JSONTreeReader.maximumReadableDepth + 1
        for _ in 0...depth { builder.open(Element(type: "android.view.View", attributes: [])) }
        for _ in 0...depth { builder.close() }
        let tree = builder.finish()
        let problem = try #require(PageSourceWriter.problem(writing: tree, as: .json, file: "deep.xml"))
        #expect(problem.message.contains("reads \(JSONTreeReader.maximumReadableDepth + 1)"))
        #expect(PageSourceWriter.problem(writing: tree, as: .xml, file: "deep.xml") == nil)
    }
}
