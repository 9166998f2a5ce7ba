import LocatorLabReporting
import Testing

@Suite("InteractivePage")
struct InteractivePageTests {
    static func page(data: String, live: Bool = false) -> String {
        String(
            decoding: InteractivePage(
                title: "<T>", styleSheet: "body{}", body: "<main></main>", script: "run()", data: Array(data.utf8),
                allowsConnections: live
            ).bytes(), as: UTF8.self)
    }

    @Test func everyLessThanInTheDataIsEscaped() {
        let json = #"{"label":"</script><!-- <img onerror=x>"}"#
        #expect(InteractivePage.scriptSafe(Array(json.utf8)) == Array(#"{"label":"\u003c/script>\u003c!-- \u003cimg onerror=x>"}"#.utf8))
        let html = Self.page(data: json)
        #expect(!html.contains("</script><!--"))
        #expect(html.contains("<title>&lt;T&gt;</title>"))
    }

    @Test func staticPagesMayNotConnectAnywhere() {
        let html = Self.page(data: "{}")
        #expect(html.contains("default-src &#39;none&#39;"))
        #expect(html.contains("connect-src &#39;none&#39;"))
        #expect(Self.page(data: "{}", live: true).contains("connect-src &#39;self&#39;"))
    }

    @Test func dataComesBeforeTheScriptThatReadsIt() throws {
        let html = Self.page(data: "{\"a\":1}\n")
        let island = try #require(html.range(of: "<script type=\"application/json\" id=\"page-data\">\n{\"a\":1}\n</script>"))
        let script = try #require(html.range(of: "<script>\nrun()\n</script>"))
        #expect(island.upperBound < script.lowerBound)
    }
}
