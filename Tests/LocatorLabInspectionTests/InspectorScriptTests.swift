import Foundation
import LocatorLabInspection
import LocatorLabLocators
import LocatorLabReporting
import LocatorLabTestSupport
import Testing

/// The inspector's script as JavaScript files: each parses on its own, and
/// joined as the page joins them; the page embeds them as they are; and the
/// script spells client code from the page's copy of the client table
/// exactly as the Swift table does.
@Suite("inspect: the page's script and client table")
struct InspectorScriptTests {
    /// The script's parts, in the order the page joins them.
    static let scriptParts = ["inspector-code.js", "inspector-tree.js", "inspector-details.js"].map {
        TestFixtures.repositoryRoot.appendingPathComponent("Sources/LocatorLabInspection/Resources/" + $0)
    }
    /// The part that writes client code and string literals.
    static let codePart = scriptParts[0]
    static let styleSheet = TestFixtures.repositoryRoot.appendingPathComponent(
        "Sources/LocatorLabInspection/Resources/inspector.css")

    static func page() throws -> [UInt8] {
        try InspectionDocumentTests.document().html()
    }

    /// The JSON island of the page, unpacked and parsed.
    static func island(_ page: [UInt8]) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(InteractivePage.unpacked(InteractivePage.dataID, in: page)))
                as? [String: Any])
    }

    @Test(.enabled(if: ExternalTool.node != nil, "node is not on PATH: the script's syntax is not checked"))
    func theScriptIsValidJavaScript() throws {
        let node = try #require(ExternalTool.node)
        for part in Self.scriptParts {
            let result = try ExternalTool.run(node, ["--check", part.path], in: TestFixtures.repositoryRoot)
            #expect(result.status == 0, "\(part.lastPathComponent): \(result.output)")
        }
        // Joined as the page joins them: one function scope, no name declared twice.
        let folder = try ExternalTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let joined = try Self.scriptParts.map { try String(contentsOf: $0, encoding: .utf8) }.joined()
        try Data(("(() => {\n" + joined + "})();\n").utf8).write(to: folder.appendingPathComponent("joined.js"))
        let result = try ExternalTool.run(node, ["--check", "joined.js"], in: folder)
        #expect(result.status == 0, "joined: \(result.output)")
    }

    @Test func thePageEmbedsTheFilesAsTheyAre() throws {
        let page = try Self.page()
        let parts = try Self.scriptParts.map { try String(contentsOf: $0, encoding: .utf8) }
        let styleSheet = try String(contentsOf: Self.styleSheet, encoding: .utf8)
        let script = String(decoding: try InteractivePage.unpacked(InteractivePage.scriptID, in: page), as: UTF8.self)
        #expect(script == "(() => {\n" + parts.joined() + "})();")
        #expect(String(decoding: page, as: UTF8.self).contains("<style>\n" + styleSheet + "</style>\n"))
    }

    @Test func thePagesClientTableIsTheSwiftTable() throws {
        let clients = try #require(try Self.island(Self.page())["clients"] as? NSArray)
        let table = try JSONSerialization.jsonObject(with: Data(ReportJSON.encode(ClientLanguage.table)))
        #expect(clients.isEqual(table))
        #expect(clients.count == ClientLanguage.allCases.count)
    }

    /// Values whose escapes differ between languages: quotes, backslashes,
    /// interpolation starts, controls, separators, invisible and astral
    /// characters.
    static let awkwardValues = [
        "Login.Submit", #"it's "quoted" \d"#, "#{a} #@b #$c ${d} $e", "tab\tline\nreturn\r\u{0}\u{1}\u{8}\u{C}\u{7F}",
        "no\u{A0}break\u{200B}zero\u{2028}\u{2029}", "Café 東京 😀 \u{E000}",
    ]

    /// Runs the script's own `literal` function in node on every value with
    /// every language's rules, and compares with ``StringLiteralRules``.
    @Test(.enabled(if: ExternalTool.node != nil, "node is not on PATH: the script's literals are not checked"))
    func theScriptWritesLiteralsAsTheSwiftTableDoes() throws {
        let node = try #require(ExternalTool.node)
        let source = try String(contentsOf: Self.codePart, encoding: .utf8)
        // The literal functions, from the first to the template filler after them.
        let start = try #require(source.range(of: "const INVISIBLE"))
        let end = try #require(source.range(of: "const fill", range: start.upperBound..<source.endIndex))
        let functions = String(source[start.lowerBound..<end.lowerBound])
        let input = try ReportJSON.encode(
            ClientLanguage.allCases.map { InputCase(rules: $0.literalRules, values: Self.awkwardValues) })
        let folder = try ExternalTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(input).write(to: folder.appendingPathComponent("input.json"))
        let program = functions + """
            const cases = JSON.parse(require("fs").readFileSync("input.json", "utf8"));
            process.stdout.write(JSON.stringify(cases.map((c) => c.values.map((v) => literal(v, c.rules)))));
            """
        try Data(program.utf8).write(to: folder.appendingPathComponent("literals.js"))
        let result = try ExternalTool.run(node, ["literals.js"], in: folder)
        #expect(result.status == 0, "\(result.output)")
        let written = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String]])
        let expected = ClientLanguage.allCases.map { language in
            Self.awkwardValues.map { language.literalRules.literal($0, escaping: .invisible) }
        }
        #expect(written == expected)
    }

    struct InputCase: Encodable {
        var rules: StringLiteralRules
        var values: [String]
    }
}
