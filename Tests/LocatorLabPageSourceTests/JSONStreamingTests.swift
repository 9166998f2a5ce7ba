import Foundation
import LocatorLabFiles
import LocatorLabModel
import LocatorLabPageSource
import Testing

/// The JSON reader reads its bytes once, as tokens, into the tree: these
/// pin what the one pass must still get right (keys in any order, escapes,
/// positions) and what it refuses instead of guessing.
@Suite("JSON tree reader: one streaming pass")
struct JSONStreamingTests {
    static let prefix = #"{"format": "locatorlab-tree", "version": 1, "platform": "ios", "root": "#

    @Test("the root may come before the document's other keys")
    func rootFirst() throws {
        let tree = JSONTreeTests.iosTree()
        let written = String(decoding: JSONTreeWriter.write(tree), as: UTF8.self)
        let root = try #require(written.range(of: "\"root\" : "))
        let body = written[root.lowerBound..<written.index(written.endIndex, offsetBy: -3)]  // up to "\n}\n"
        let reordered = "{" + body + #", "wrapper": "AppiumAUT", "platform": "ios", "version": 1, "format": "locatorlab-tree"}"#
        expectSameTree(try JSONTreeReader.read(Array(reordered.utf8), file: nil), tree)
        // Its checks still come first: a bad platform after the root is named, not an element.
        let badPlatform = #"{"root": {"type": "android.widget.Button"}, "platform": "web", "version": 1, "format": "locatorlab-tree"}"#
        let error = try #require(throws: PageSourceError.self) { try JSONTreeReader.read(Array(badPlatform.utf8), file: nil) }
        #expect(error.message == #"platform: found the string "web"; expected "ios" or "android""#)
    }

    @Test("an element's keys may come in any order, its children first")
    func childrenFirst() throws {
        let json = Self.prefix + #"""
            {"children": [{"attributes": [["name", "b"]], "type": "XCUIElementTypeButton", "identifier": "b"},
                          {"type": "XCUIElementTypeImage"}],
             "identifier": "top", "attributes": [["name", "top"], ["label", "Top"]], "type": "XCUIElementTypeWindow"}}
            """#
        let tree = try JSONTreeReader.read(Array(json.utf8), file: nil)
        var builder = ElementTreeBuilder(platform: .ios)
        builder.open(
            Element(
                type: "XCUIElementTypeWindow", attributes: [Attribute("name", "top"), Attribute("label", "Top")],
                identifier: "top"))
        builder.add(Element(type: "XCUIElementTypeButton", attributes: [Attribute("name", "b")], identifier: "b"))
        builder.add(Element(type: "XCUIElementTypeImage"))
        expectSameTree(tree, builder.finish())
        let untyped = Self.prefix + #"{"children": [{"type": "XCUIElementTypeImage"}]}}"#
        let error = try #require(throws: PageSourceError.self) { try JSONTreeReader.read(Array(untyped.utf8), file: nil) }
        #expect(error.message == #"root: missing "type"; expected a non-empty string such as "XCUIElementTypeButton""#)
    }

    /// One value would silently have replaced the other, and a second root
    /// is a second tree.
    @Test(
        arguments: [
            (
                #"{"type": "XCUIElementTypeA", "type": "XCUIElementTypeB"}}"#,
                #"root: a second "type" key; expected each key once"#
            ),
            (
                #"{"type": "XCUIElementTypeA"}, "root": null}"#,
                #"the top level: a second "root" key; expected one root element"#
            ),
        ])
    func aKeyTwiceIsRefused(rest: String, message: String) throws {
        let error = try #require(throws: PageSourceError.self) {
            try JSONTreeReader.read(Array((Self.prefix + rest).utf8), file: nil)
        }
        #expect(error.message == message)
        #expect(error.position != nil)
    }

    @Test("escapes decode, surrogate pairs included, and a lone surrogate is refused where it is")
    func escapes() throws {
        let json = Self.prefix + #"{"type": "XCUIElementType\u0042utton", "identifier": "caf\u00e9 \ud83d\ude00 \/ \"q\""}}"#
        let tree = try JSONTreeReader.read(Array(json.utf8), file: nil)
        #expect(tree[ElementID(0)].type == "XCUIElementTypeButton")
        #expect(tree[ElementID(0)].identifier == "café 😀 / \"q\"")
        let lone = Self.prefix + "{\"type\": \"XCUIElementTypeA\",\r\n\"identifier\": \"x\\ud83d\"}}"
        let error = try #require(throws: PageSourceError.self) { try JSONTreeReader.read(Array(lone.utf8), file: nil) }
        #expect(error.message.hasPrefix("the input is not valid JSON: an unpaired UTF-16 surrogate"))
        #expect(error.position == SourcePosition(line: 2, column: 17))  // CRLF ends line 1
    }

    @Test(
        "what JSON forbids is refused with its position",
        arguments: [
            (#"{"type": "XCUIElementTypeA",,}}"#, 100),
            (#"{"type": 'XCUIElementTypeA'}}"#, 81),
            (#"{"type": "XCUIElementTypeA"}} x"#, 102),  // after the document
            (#"{"type": "XCUIElementTypeA", "identifier": 01}}"#, 115),
            (#"{"type": "XCUIElementTypeA", "identifier": tru}}"#, 115),
        ])
    func invalidJSON(rest: String, column: Int) throws {
        let error = try #require(throws: PageSourceError.self) {
            try JSONTreeReader.read(Array((Self.prefix + rest).utf8), file: nil)
        }
        #expect(error.message.hasPrefix("the input is not valid JSON: "))
        #expect(error.position == SourcePosition(line: 1, column: column))
    }

    /// Foundation accepted a trailing comma, so files with one still read.
    @Test func aTrailingCommaIsAccepted() throws {
        let json = Self.prefix + #"{"type": "XCUIElementTypeA", "attributes": [["name", "a"],], "children": [],},}"#
        let tree = try JSONTreeReader.read(Array(json.utf8), file: nil)
        #expect(tree[ElementID(0)].attributes == [Attribute("name", "a")])
    }

    /// The reader keeps open arrays and objects on a stack of its own,
    /// bounded by --max-depth: a deep tree is an error, never a crash.
    @Test func deepNestingIsRefusedNotOverflowed() throws {
        let depth = 200_000
        let json = Self.prefix + String(repeating: #"{"type": "XCUIElementTypeA", "children": ["#, count: depth)
        let error = try #require(throws: PageSourceError.self) {
            try JSONTreeReader.read(Array(json.utf8), file: nil, limits: ReadLimits(maximumDepth: 100))
        }
        guard case .limitExceeded(_, let position?, _, let limit, let option) = error else {
            Issue.record("expected .limitExceeded, got \(error)")
            return
        }
        #expect(limit == 100)
        #expect(option == ReadLimits.depthOption)
        #expect(position.line == 1)
    }
}
