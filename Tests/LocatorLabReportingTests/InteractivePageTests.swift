import Foundation
import LocatorLabReporting
import LocatorLabTestSupport
import Testing

@Suite("InteractivePage")
struct InteractivePageTests {
    static func page(data: String, live: Bool = false) throws -> [UInt8] {
        try InteractivePage(
            title: "<T>", styleSheet: "body{}", body: "<main></main>", script: "run()", data: Array(data.utf8),
            allowsConnections: live
        ).bytes()
    }

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func everyLessThanInTheDataIsEscapedWhereItIsReadable() throws {
        let json = #"{"label":"</script><!-- <img onerror=x>"}"#
        #expect(InteractivePage.scriptSafe(Array(json.utf8)) == Array(#"{"label":"\u003c/script>\u003c!-- \u003cimg onerror=x>"}"#.utf8))
        let page = try Self.page(data: json)
        // Packed, the data is base64: no `<` of it reaches the markup.
        #expect(!Self.text(page).contains("</script><!--"))
        #expect(!Self.text(page).contains("onerror"))
        #expect(Self.text(page).contains("<title>&lt;T&gt;</title>"))
        // Unpacked for reading, it is escaped.
        let readable = Self.text(try InteractivePage.readable(page))
        #expect(readable.contains(#"{"label":"\u003c/script>\u003c!-- \u003cimg onerror=x>"}"#))
        #expect(!readable.contains("</script><!--"))
    }

    @Test func staticPagesMayNotConnectAnywhere() throws {
        let html = Self.text(try Self.page(data: "{}"))
        #expect(html.contains("default-src &#39;none&#39;"))
        #expect(html.contains("connect-src &#39;none&#39;"))
        // The loader needs inline scripts only: no eval, no blob: URLs.
        #expect(html.contains("script-src &#39;unsafe-inline&#39;; connect-src"))
        #expect(Self.text(try Self.page(data: "{}", live: true)).contains("connect-src &#39;self&#39;"))
    }

    @Test func dataAndScriptArePackedBeforeTheLoader() throws {
        let page = try Self.page(data: "{\"a\":1}\n")
        #expect(try InteractivePage.unpacked(InteractivePage.dataID, in: page) == Array("{\"a\":1}".utf8))
        #expect(try InteractivePage.unpacked(InteractivePage.scriptID, in: page) == Array("run()".utf8))
        let html = Self.text(page)
        let data = try #require(html.range(of: "<script type=\"application/octet-stream\" id=\"page-data\" data-encoding=\"deflate-raw;base64\">\n"))
        let script = try #require(html.range(of: "<script type=\"application/octet-stream\" id=\"page-script\""))
        let loader = try #require(html.range(of: "<script>\n(async () => {"))
        #expect(data.upperBound < script.lowerBound && script.upperBound < loader.lowerBound)
        #expect(Self.text(try InteractivePage.readable(page)).contains("data-encoding=\"deflate-raw;base64\">\n{\"a\":1}\n</script>"))
    }

    /// The loader is a JavaScript file of its own, embedded as it is.
    static let loaderFile = TestFixtures.repositoryRoot.appendingPathComponent(
        "Sources/LocatorLabReporting/Resources/interactive-page-loader.js")

    @Test func thePageEmbedsTheLoaderFileAsItIs() throws {
        let loader = try String(contentsOf: Self.loaderFile, encoding: .utf8)
        #expect(loader.hasPrefix("(async () => {") && loader.hasSuffix("})();\n"))
        #expect(Self.text(try Self.page(data: "{}")).contains("<script>\n" + loader + "</script>\n</body>"))
    }

    @Test(.enabled(if: ExternalTool.node != nil, "node is not on PATH: the loader's syntax is not checked"))
    func theLoaderIsValidJavaScript() throws {
        let node = try #require(ExternalTool.node)
        let result = try ExternalTool.run(node, ["--check", Self.loaderFile.path], in: TestFixtures.repositoryRoot)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func packingIsSmallerAndRoundTrips() throws {
        // Columns of small numbers, as an inspect page's data is.
        let json = Array(("[" + (0..<20_000).map { String($0 % 97) }.joined(separator: ",") + "]").utf8)
        let packed = try PackedIsland.pack(json)
        #expect(packed.count * 3 < json.count)
        #expect(packed.allSatisfy { $0 == UInt8(ascii: "\n") || $0 < 0x80 && $0 != UInt8(ascii: "<") && $0 != UInt8(ascii: "&") })
        #expect(try PackedIsland.unpack(packed) == json)
        #expect(try PackedIsland.unpack(try PackedIsland.pack([])) == [])
        // Same input, same bytes.
        #expect(try PackedIsland.pack(json) == packed)
    }

    @Test func damagedPackedTextIsRefusedNotGuessed() throws {
        let packed = try PackedIsland.pack(Array(String(repeating: "locator ", count: 1000).utf8))
        #expect(throws: ReportingError.self) { try PackedIsland.unpack(Array("not base64 ***".utf8)) }
        #expect(throws: ReportingError.self) { try PackedIsland.unpack(Array(packed.prefix(8))) }
        #expect(throws: ReportingError.packing(reason: "a packed island unpacks to more than 100 bytes")) {
            try PackedIsland.unpack(packed, limit: 100)
        }
    }
}
