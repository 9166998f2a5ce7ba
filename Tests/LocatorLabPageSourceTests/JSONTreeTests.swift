import Foundation
import LocatorLabFiles
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabTestSupport
import Testing

@Suite("JSON tree format")
struct JSONTreeTests {
    // MARK: Round trips

    @Test("an iOS tree survives write, read, write byte for byte")
    func iosRoundTrip() throws {
        let tree = Self.iosTree()
        let written = JSONTreeWriter.write(tree)
        let read = try JSONTreeReader.read(written, file: "ios.json")
        expectSameTree(read, tree)
        #expect(JSONTreeWriter.write(read) == written)
    }

    @Test("an Android tree survives write, read, write byte for byte")
    func androidRoundTrip() throws {
        let tree = Self.androidTree()
        let written = JSONTreeWriter.write(tree)
        let read = try JSONTreeReader.read(written, file: "android.json")
        expectSameTree(read, tree)
        #expect(read.wrapper == nil)
        #expect(JSONTreeWriter.write(read) == written)
    }

    @Test("an empty tree is written with a null root and read back empty")
    func emptyTree() throws {
        let written = JSONTreeWriter.write(ElementTree(platform: .android))
        #expect(
            String(decoding: written, as: UTF8.self)
                == "{\n  \"format\" : \"locatorlab-tree\",\n  \"version\" : 1,\n  \"platform\" : \"android\",\n  \"root\" : null\n}\n"
        )
        let read = try JSONTreeReader.read(written, file: nil)
        #expect(read.count == 0)
        #expect(read.platform == .android)
    }

    @Test("the writer's output for a small tree matches the golden file")
    func golden() throws {
        let written = JSONTreeWriter.write(Self.smallTree())
        try Golden.check(written, against: "json/small-ios-tree.json")
    }

    @Test("the example in docs/json-tree-format.md is exactly what the writer writes for it")
    func documentedExample() throws {
        let document = try String(
            contentsOf: TestFixtures.repositoryRoot.appendingPathComponent("docs/json-tree-format.md"), encoding: .utf8)
        let start = try #require(document.range(of: "```json\n"))
        let end = try #require(document.range(of: "\n```", range: start.upperBound..<document.endIndex))
        let example = String(document[start.upperBound..<end.lowerBound]) + "\n"
        let tree = try JSONTreeReader.read(Array(example.utf8), file: "json-tree-format.md")
        #expect(tree.count == 3)
        #expect(tree[ElementID(1)].identifier == "Summary.ShareButton")
        #expect(String(decoding: JSONTreeWriter.write(tree), as: UTF8.self) == example)
    }

    @Test("a raw identifier that is empty stays empty, and nil stays nil")
    func emptyIdentifier() throws {
        var builder = ElementTreeBuilder(platform: .ios)
        builder.open(Element(type: "XCUIElementTypeOther", identifier: ""))
        builder.add(Element(type: "XCUIElementTypeOther"))
        let read = try JSONTreeReader.read(JSONTreeWriter.write(builder.finish()), file: nil)
        #expect(read[ElementID(0)].identifier == "")
        #expect(read[ElementID(1)].identifier == nil)
    }

    // MARK: Escaping

    @Test("quotes, backslashes, control characters and emoji are escaped as JSON requires and read back")
    func escaping() throws {
        let awkward = "say \"hi\" \\ path/to\u{0}\u{1}\u{1F}\n\r\t\u{8}\u{C} 😀 Zürich 東京 \u{7F}"
        var builder = ElementTreeBuilder(platform: .ios)
        builder.add(
            Element(
                // Not as an attribute name: the reader refuses names XML cannot carry.
                type: "XCUIElementTypeStaticText", attributes: [Attribute("label", awkward), Attribute("value", awkward)],
                identifier: awkward))
        let tree = builder.finish()
        let written = JSONTreeWriter.write(tree)
        let text = String(decoding: written, as: UTF8.self)
        #expect(
            text.contains(
                #""say \"hi\" \\ path/to\u0000\u0001\u001f\n\r\t\b\f 😀 Zürich 東京 \#u{7F}""#))
        #expect(!text.contains("\\/"))
        #expect(!written.contains(where: { $0 < 0x20 && $0 != 0x0A }))
        let read = try JSONTreeReader.read(written, file: nil)
        expectSameTree(read, tree)
    }

    // MARK: Input forms

    @Test("a byte-order mark, CRLF line endings and surrounding whitespace are accepted")
    func byteOrderMarkAndCRLF() throws {
        let tree = Self.smallTree()
        let crlf = String(decoding: JSONTreeWriter.write(tree), as: UTF8.self)
            .replacingOccurrences(of: "\n", with: "\r\n")
        let bytes = [0xEF, 0xBB, 0xBF] + Array(("\r\n  \t" + crlf + "\r\n\r\n").utf8)
        expectSameTree(try JSONTreeReader.read(bytes, file: nil), tree)
    }

    @Test("hand-written trees may leave out attributes and use null for absent values")
    func handWritten() throws {
        let json = """
            {"format": "locatorlab-tree", "version": 1.0, "platform": "android", "wrapper": null,
             "root": {"type": "hierarchy", "identifier": null, "children": [{"type": "android.widget.TextView", "children": []}]}}
            """
        let tree = try JSONTreeReader.read(Array(json.utf8), file: nil)
        #expect(tree.count == 2)
        #expect(tree.wrapper == nil)
        #expect(tree[ElementID(1)].type == "android.widget.TextView")
        #expect(tree[ElementID(1)].attributes.isEmpty)
    }

    // MARK: Errors

    @Test("bad JSON syntax is reported with its line and column")
    func syntaxError() throws {
        let json = "{\n  \"format\" : \"locatorlab-tree\",\n  \"version\" : 1,\n  \"platform\" : ,\n}\n"
        let error = try readError(json, file: "broken.json")
        guard case .malformed(_, let position, let message, _) = error else {
            Issue.record("expected .malformed, got \(error)")
            return
        }
        #expect(position == SourcePosition(line: 4, column: 16))  // the comma
        #expect(message.hasPrefix("the input is not valid JSON"))
        #expect(error.description.hasPrefix("broken.json:4:16: the input is not valid JSON"))
    }

    @Test("columns count characters, as in the XML and debugDescription readers")
    func columnsCountCharacters() throws {
        let error = try readError("{\"format\" : \"é→🚀\", x}", file: nil)
        #expect(error.position == SourcePosition(line: 1, column: 20))  // the x
    }

    @Test("invalid UTF-8 is reported at its line and character column")
    func invalidUTF8Position() throws {
        let bytes = Array("{\n\"é→x".utf8) + [0xFF] + Array("\"}".utf8)
        let error = try #require(throws: PageSourceError.self) { try JSONTreeReader.read(bytes, file: "bad.json") }
        #expect(error.position == SourcePosition(line: 2, column: 5))
    }

    @Test("JSON that stops early is reported where it stops")
    func unexpectedEnd() throws {
        let error = try readError("{\n  \"format\" : \"locatorlab-tree\",\n  \"root\" : [\n", file: nil)
        #expect(error.position == SourcePosition(line: 3, column: 13))
    }

    @Test("an empty input is an error, not an empty tree")
    func emptyInput() throws {
        let error = try readError("  \n", file: nil)
        #expect(error.message.contains("empty"))
    }

    @Test(
        "a wrong structure is reported with the JSON path of the offending value",
        arguments: [
            (
                #"{"type": "XCUIElementTypeA", "children": [{"type": "XCUIElementTypeB"}, {"type": "XCUIElementTypeC"}, {"type": "XCUIElementTypeD", "attributes": [["x", "1", "2"]]}]}"#,
                "root.children[2].attributes[0]: found an array of 3 items; expected a [name, value] pair of strings"
            ),
            (
                #"{"type": "XCUIElementTypeA", "children": [{"type": "XCUIElementTypeB", "children": [{"type": "XCUIElementTypeC", "attributes": [["x", 1]]}]}]}"#,
                "root.children[0].children[0].attributes[0]: found an array of 2 items; expected a [name, value] pair of strings"
            ),
            (
                #"{"type": "XCUIElementTypeA", "children": [{"type": ""}]}"#,
                #"root.children[0].type: found the string ""; expected a non-empty string such as "XCUIElementTypeButton""#
            ),
            (
                #"{"type": "XCUIElementTypeA", "children": [{"attributes": []}]}"#,
                #"root.children[0]: missing "type"; expected a non-empty string such as "XCUIElementTypeButton""#
            ),
            (
                #"{"type": "XCUIElementTypeA", "children": [{"type": "XCUIElementTypeB", "attribtues": []}]}"#,
                #"root.children[0]: unknown key "attribtues"; expected only the keys "type", "identifier", "attributes", "children""#
            ),
            (
                #"{"type": "XCUIElementTypeA", "children": {"type": "XCUIElementTypeB"}}"#,
                "root.children: found an object; expected an array of element objects"
            ),
            (
                #"{"type": "XCUIElementTypeA", "children": ["b"]}"#,
                #"root.children[0]: found the string "b"; expected an element object"#
            ),
            (
                #"{"type": "XCUIElementTypeOther", "identifier": 7}"#,
                #"root.identifier: found the number 7; expected a string, or no "identifier" key"#
            ),
            // What the XML reader would refuse once written (they exported
            // with exit 0, then the same tool refused the file).
            (
                #"{"type": "Button"}"#,
                #"root.type: "Button" in an iOS tree; expected an XCUIElementType… name such as "XCUIElementTypeButton""#
            ),
            (
                #"{"type": "XCUIElementTypeButton", "attributes": [["name", "a"], ["label", "b"], ["name", "c"]]}"#,
                #"root.attributes[2]: a second "name" attribute (the first is [0]); expected each attribute name once, as XML requires"#
            ),
            (
                #"{"type": "XCUIElementType Button"}"#,
                #"root.type: "XCUIElementType Button" is not an XML name; expected a type the XML page source can carry as an element name"#
            ),
            (
                #"{"type": "XCUIElementTypeButton", "attributes": [["1st", "a"]]}"#,
                #"root.attributes[0]: the attribute name "1st" is not an XML name; expected a name such as "label" or "content-desc" (the tree must be writable as XML)"#
            ),
        ])
    func structureError(root: String, message: String) throws {
        let json = #"{"format": "locatorlab-tree", "version": 1, "platform": "ios", "root": "# + root + "}"
        let error = try readError(json, file: "tree.json")
        guard case .malformed = error else {
            Issue.record("expected .malformed, got \(error)")
            return
        }
        #expect(error.message == message)
    }

    /// 100k attributes were accepted from JSON although the XML reader
    /// refuses more than 512, so an export could not be read back.
    @Test func theXMLReadersLimitsApplyToJSON() throws {
        let pairs = (0...512).map { #"["a\#($0)", "v"]"# }.joined(separator: ", ")
        let crowded = #"{"format": "locatorlab-tree", "version": 1, "platform": "ios", "root": {"type": "XCUIElementTypeA", "attributes": ["#
            + pairs + "]}}"
        #expect(
            try readError(crowded, file: "tree.json").message
                == "root.attributes: 513 attributes, more than 512, which no page source has; "
                + "expected at most 512 attributes per element")
        let long = String(repeating: "x", count: ReadLimits.maximumAttributeLength + 1)
        let huge = #"{"format": "locatorlab-tree", "version": 1, "platform": "ios", "root": {"type": "XCUIElementTypeA", "attributes": [["label", ""#
            + long + #""]]}}"#
        #expect(
            try readError(huge, file: "tree.json").message
                == "root.attributes[0]: a value of 10000001 bytes, longer than any page source has; "
                + "expected at most 10000000 bytes per value")
    }

    @Test("an unsupported version is refused with a clear message")
    func unsupportedVersion() throws {
        let json = #"{"format": "locatorlab-tree", "version": 2, "platform": "ios", "root": null, "newKey": 1}"#
        let error = try readError(json, file: nil)
        #expect(
            error.message
                == #"version: unsupported locatorlab-tree version 2; this LocatorLab reads version 1; expected "version" : 1"#
        )
    }

    @Test(
        "the document's own keys are checked",
        arguments: [
            (
                #""version": 1, "platform": "windows", "root": null"#,
                #"platform: found the string "windows"; expected "ios" or "android""#
            ),
            (
                #""version": "1", "platform": "ios", "root": null"#,
                #"version: found the string "1"; expected a whole number"#
            ),
            (#""platform": "ios", "root": null"#, #"missing "version"; expected "version" : 1"#),
            (
                #""version": 1, "platform": "ios", "root": [5]"#,
                "root: found an array of 1 item; expected an element object, or null for an empty tree"
            ),
            (
                #""version": 1, "platform": "ios""#,
                #"missing "root"; expected an element object, or null for an empty tree"#
            ),
            (
                #""version": 1, "platform": "ios", "wrapper": "", "root": null"#,
                #"wrapper: found the string ""; expected the name of the wrapper element, such as "AppiumAUT", or no "wrapper" key"#
            ),
            (
                #""version": 1, "platform": "ios", "root": null, "extra": true"#,
                #"the top level: unknown key "extra"; expected only the keys "format", "version", "platform", "wrapper", "root""#
            ),
        ])
    func documentError(keys: String, message: String) throws {
        let error = try readError(#"{"format": "locatorlab-tree", "# + keys + "}", file: nil)
        #expect(error.message == message)
    }

    @Test("JSON that is not a LocatorLab tree is an unknown format")
    func notATree() throws {
        for json in [#"{"type": "Application", "children": []}"#, "[1, 2]", #"{"format": "other"}"#] {
            let error = try readError(json, file: nil)
            guard case .unknownFormat = error else {
                Issue.record("expected .unknownFormat for \(json), got \(error)")
                continue
            }
        }
    }

    @Test("a tree deeper than the depth limit is refused where the limit is crossed")
    func depthLimit() throws {
        // The limit counts levels, as for XML: ten levels need 10.
        let written = JSONTreeWriter.write(Self.chain(depth: 10))
        #expect(try JSONTreeReader.read(written, file: nil, limits: ReadLimits(maximumDepth: 10)).count == 10)
        let error = try readError(written, limits: ReadLimits(maximumDepth: 9))
        guard case .limitExceeded(_, let position, _, let limit, let option) = error else {
            Issue.record("expected .limitExceeded, got \(error)")
            return
        }
        #expect(limit == 9)
        #expect(option == ReadLimits.depthOption)
        // The element at depth 9 opens on the line after `"children" : [`.
        let lines = String(decoding: written, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(position?.line)
        #expect(lines[line - 1].trimmingCharacters(in: .whitespaces) == "{")
        #expect(lines[line].contains("\"type\" : \"level9\""))
    }

    @Test("a tree deeper than Foundation's JSON parser reads gives an error, not a crash")
    func deeperThanJSONSerialization() throws {
        let written = JSONTreeWriter.write(Self.chain(depth: 400))
        let belowParserLimit = try readError(written, limits: ReadLimits(maximumDepth: 100))
        guard case .limitExceeded(_, _, _, let limit, _) = belowParserLimit else {
            Issue.record("expected .limitExceeded, got \(belowParserLimit)")
            return
        }
        #expect(limit == 100)
        // Past what Foundation reads, raising --max-depth would not help, so
        // the error says what the real limit is instead of suggesting it.
        for limits in [ReadLimits(), ReadLimits(maximumDepth: 1000)] {
            let error = try readError(written, limits: limits)
            guard case .malformed(_, let position, let message, _) = error else {
                Issue.record("expected .malformed, got \(error)")
                return
            }
            #expect(position != nil)
            #expect(message.contains("nested too deeply for the JSON reader"))
            #expect(message.contains("elements up to depth \(JSONTreeReader.maximumReadableDepth)"))
        }
        let deepest = JSONTreeReader.maximumReadableDepth
        var deepestTree = Self.chain(depth: deepest + 1)
        deepestTree[ElementID(deepest)][attribute: "name"] = "deepest"  // attribute pairs nest deepest
        let readable = JSONTreeWriter.write(deepestTree)
        #expect(try JSONTreeReader.read(readable, file: nil).count == deepest + 1)
    }

    @Test("the element-count and size limits are enforced")
    func countAndSizeLimits() throws {
        let written = JSONTreeWriter.write(Self.iosTree())
        let count = Self.iosTree().count
        #expect(try JSONTreeReader.read(written, file: nil, limits: ReadLimits(maximumElements: count)).count == count)
        let tooMany = try readError(written, limits: ReadLimits(maximumElements: count - 1))
        guard case .limitExceeded(_, _, _, _, let option) = tooMany else {
            Issue.record("expected .limitExceeded, got \(tooMany)")
            return
        }
        #expect(option == ReadLimits.elementsOption)
        let tooBig = try readError(written, limits: ReadLimits(maximumBytes: written.count - 1))
        guard case .limitExceeded(_, _, _, _, let sizeOption) = tooBig else {
            Issue.record("expected .limitExceeded, got \(tooBig)")
            return
        }
        #expect(sizeOption == ReadLimits.bytesOption)
    }

    @Test("a 100,000-deep tree is written without exhausting the stack")
    func veryDeepTreeIsWritten() throws {
        let depth = 100_000
        let written = Data(JSONTreeWriter.write(Self.chain(depth: depth)))
        #expect(written.suffix(8) == Data("]\n  }\n}\n".utf8))
        #expect(written.range(of: Data("\"type\" : \"level\(depth - 1)\",\n".utf8)) != nil)
        #expect(written.range(of: Data("\"type\" : \"level\(depth)\"".utf8)) == nil)
    }

    // MARK: WebDriver responses

    @Test("the XML of a WebDriver /source response copied from a log is found")
    func embeddedXML() throws {
        let xml =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<AppiumAUT>\n  <XCUIElementTypeApplication name=\"Shop\"/>\n</AppiumAUT>\n"
        let escaped = String(
            decoding: try JSONSerialization.data(withJSONObject: xml, options: [.fragmentsAllowed]), as: UTF8.self)
        let responses = [
            #"{"value": "# + escaped + "}",
            #"{"sessionId": "1234", "status": 0, "value": "# + escaped + "}",
            escaped,
            "\u{FEFF}\r\n" + #"{"value":"# + escaped + "}\r\n",
        ]
        for response in responses {
            #expect(JSONTreeReader.embeddedXML(in: Array(response.utf8)) == Array(xml.utf8), "\(response)")
        }
        let android = #"{"value": "  <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy/>"}"#
        #expect(
            JSONTreeReader.embeddedXML(in: Array(android.utf8)).map { String(decoding: $0, as: UTF8.self) }
                == "  <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy/>")
    }

    @Test("an error in embedded XML says where in the XML, not where in the JSON file")
    func embeddedXMLErrorPosition() throws {
        let response = #"{"value": "<AppiumAUT>\n  <XCUIElementTypeApplication name=\"x>\n</AppiumAUT>"}"#
        let failure = try #require(throws: PageSourceError.self) {
            try PageSourceReader.read(Array(response.utf8), file: "response.json")
        }
        // Line 3 of the XML is line 1 of the file: a file position would mislead.
        #expect(failure.position == nil)
        #expect(failure.message.hasPrefix("in the XML inside the JSON string, line 3"), "\(failure.message)")
    }

    @Test("anything else has no embedded XML")
    func noEmbeddedXML() throws {
        let inputs = [
            #"{"value": "not xml"}"#, #"{"value": 3}"#, #"{"value": {"value": "<a/>"}}"#, #""plain text""#,
            "<a/>", "{broken", "", String(decoding: JSONTreeWriter.write(Self.smallTree()), as: UTF8.self),
        ]
        for input in inputs {
            #expect(JSONTreeReader.embeddedXML(in: Array(input.utf8)) == nil, "\(input)")
        }
    }

    @Test("reading a WebDriver response as a tree says what it is")
    func webDriverResponseAsTree() throws {
        let error = try readError(#"{"value": "<?xml version=\"1.0\"?><AppiumAUT/>"}"#, file: nil)
        guard case .unknownFormat(_, let message) = error else {
            Issue.record("expected .unknownFormat, got \(error)")
            return
        }
        #expect(message.contains("WebDriver /source response"))
    }

    // MARK: Helpers

    private func readError(_ json: String, file: String?) throws -> PageSourceError {
        try readError(Array(json.utf8), file: file)
    }

    private func readError(_ bytes: [UInt8], file: String? = nil, limits: ReadLimits = ReadLimits()) throws
        -> PageSourceError
    {
        do {
            let tree = try JSONTreeReader.read(bytes, file: file, limits: limits)
            Issue.record("expected an error, read \(tree.count) elements")
            throw CancellationError()
        } catch let error as PageSourceError {
            return error
        }
    }

    /// A small iOS tree: the golden file's content.
    static func smallTree() -> ElementTree {
        var builder = ElementTreeBuilder(platform: .ios, wrapper: "AppiumAUT")
        builder.open(
            Element(
                type: "XCUIElementTypeApplication",
                attributes: [
                    Attribute("type", "XCUIElementTypeApplication"), Attribute("name", "Health"),
                    Attribute("label", "Health"), Attribute("enabled", "true"), Attribute("visible", "true"),
                    Attribute("accessible", "false"), Attribute("x", "0"), Attribute("y", "0"),
                    Attribute("width", "390"), Attribute("height", "844"), Attribute("index", "0"),
                    Attribute("traits", ""), Attribute("processId", "4242"),
                    Attribute("bundleId", "com.example.health"),
                ]))
        builder.open(
            Element(
                type: "XCUIElementTypeButton",
                attributes: [
                    Attribute("type", "XCUIElementTypeButton"), Attribute("name", "Summary.ShareButton"),
                    Attribute("label", "Share"), Attribute("enabled", "true"), Attribute("visible", "true"),
                    Attribute("accessible", "true"), Attribute("x", "330"), Attribute("y", "52"),
                    Attribute("width", "44"), Attribute("height", "44"), Attribute("index", "0"),
                    Attribute("traits", "Button"),
                ],
                identifier: "Summary.ShareButton"))
        builder.add(
            Element(
                type: "XCUIElementTypeStaticText",
                attributes: [
                    Attribute("type", "XCUIElementTypeStaticText"), Attribute("value", "Share"),
                    Attribute("name", "Share"), Attribute("label", "Share"), Attribute("enabled", "true"),
                    Attribute("visible", "true"), Attribute("accessible", "false"), Attribute("x", "336"),
                    Attribute("y", "65"), Attribute("width", "32"), Attribute("height", "18"),
                    Attribute("index", "0"), Attribute("traits", "StaticText"),
                ]))
        builder.close()
        builder.add(
            Element(
                type: "XCUIElementTypeStaticText",
                attributes: [
                    Attribute("type", "XCUIElementTypeStaticText"), Attribute("value", "Steps: 10 000 “today”"),
                    Attribute("name", "Steps: 10 000 “today”"), Attribute("label", "Steps: 10 000 “today”"),
                    Attribute("enabled", "true"), Attribute("visible", "true"), Attribute("accessible", "true"),
                    Attribute("x", "16"), Attribute("y", "120"), Attribute("width", "358"),
                    Attribute("height", "21"), Attribute("index", "1"), Attribute("traits", "StaticText"),
                ]))
        return builder.finish()
    }

    /// An iOS tree with a wrapper, identifiers, nesting and siblings at several levels.
    static func iosTree() -> ElementTree {
        var builder = ElementTreeBuilder(platform: .ios, wrapper: "AppiumAUT")
        builder.open(
            Element(type: "XCUIElementTypeApplication", attributes: [Attribute("type", "XCUIElementTypeApplication")]))
        builder.open(Element(type: "XCUIElementTypeWindow", attributes: [Attribute("type", "XCUIElementTypeWindow")]))
        for cell in 0..<3 {
            builder.open(
                Element(
                    type: "XCUIElementTypeCell", attributes: [Attribute("type", "XCUIElementTypeCell")],
                    identifier: "Feed.PostCell_\(cell)"))
            builder.add(
                Element(
                    type: "XCUIElementTypeStaticText",
                    attributes: [
                        Attribute("type", "XCUIElementTypeStaticText"), Attribute("value", "Post \(cell)"),
                        Attribute("name", "Feed.PostCell_\(cell).Title"), Attribute("label", "Post \(cell)"),
                        Attribute("index", "0"),
                    ],
                    identifier: "Feed.PostCell_\(cell).Title"))
            builder.add(
                Element(
                    type: "XCUIElementTypeImage",
                    attributes: [Attribute("index", "1"), Attribute("type", "XCUIElementTypeImage")]))
            builder.close()
        }
        builder.close()
        builder.add(Element(type: "XCUIElementTypeWindow", attributes: []))
        return builder.finish()
    }

    static func androidTree() -> ElementTree {
        var builder = ElementTreeBuilder(platform: .android)
        builder.open(
            Element(
                type: "hierarchy",
                attributes: [
                    Attribute("index", "0"), Attribute("class", "hierarchy"), Attribute("rotation", "0"),
                    Attribute("width", "1080"), Attribute("height", "2400"),
                ]))
        builder.open(
            Element(
                type: "android.widget.FrameLayout",
                attributes: [
                    Attribute("index", "0"), Attribute("package", "com.example.shop"),
                    Attribute("class", "android.widget.FrameLayout"), Attribute("text", ""),
                    Attribute("bounds", "[0,0][1080,2400]"),
                ]))
        builder.add(
            Element(
                type: "android.widget.TextView",
                attributes: [
                    Attribute("index", "0"), Attribute("class", "android.widget.TextView"), Attribute("text", "Cart"),
                    Attribute("resource-id", "com.example.shop:id/title"), Attribute("bounds", "[0,0][1080,147]"),
                ]))
        builder.add(
            Element(
                type: "android.widget.ImageButton",
                attributes: [
                    Attribute("index", "1"), Attribute("class", "android.widget.ImageButton"), Attribute("text", ""),
                    Attribute("content-desc", "Cart.CheckoutButton"),
                ],
                identifier: "Cart.CheckoutButton"))
        return builder.finish()
    }

    /// A single chain of elements `level0` … `level<depth - 1>`.
    static func chain(depth: Int) -> ElementTree {
        var builder = ElementTreeBuilder(platform: .android)
        for level in 0..<depth {
            builder.open(Element(type: "level\(level)"))
        }
        return builder.finish()
    }
}

/// Checks that two trees hold the same platform, wrapper, elements and shape.
func expectSameTree(_ actual: ElementTree, _ expected: ElementTree, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(actual.platform == expected.platform, sourceLocation: sourceLocation)
    #expect(actual.wrapper == expected.wrapper, sourceLocation: sourceLocation)
    #expect(actual.count == expected.count, sourceLocation: sourceLocation)
    for (left, right) in zip(actual.elements, expected.elements) {
        let same =
            left.type == right.type && left.attributes == right.attributes && left.identifier == right.identifier
            && left.parent == right.parent && left.depth == right.depth && left.subtreeEnd == right.subtreeEnd
        if !same {
            Issue.record("elements differ: \(left) vs \(right)", sourceLocation: sourceLocation)
            return
        }
    }
}
