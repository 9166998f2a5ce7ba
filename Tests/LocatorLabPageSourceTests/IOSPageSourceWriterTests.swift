import LocatorLabModel
import LocatorLabPageSource
import Testing

@Suite("Writing iOS XML as WebDriverAgent does")
struct IOSPageSourceWriterTests {
    private func write(_ build: (inout ElementTreeBuilder) -> Void, wrapper: String? = "AppiumAUT") -> String {
        var builder = ElementTreeBuilder(platform: .ios, wrapper: wrapper)
        build(&builder)
        return String(decoding: IOSPageSourceWriter.write(builder.finish()), as: UTF8.self)
    }

    /// Issue 21, item 3b: a page source in the one-line layout (the XCUITest
    /// driver's xmldom wrapping before 3.57.0, still met in 2025 with
    /// `traits`) is written back byte for byte, line breaks in values raw.
    @Test func writesTheOneLineWrapperLayoutItWasReadFrom() throws {
        let source = #"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="MyYes" label="MyYes" enabled="true" visible="true" accessible="false" x="0" y="0" width="393" height="852" index="0" traits="" processId="847" bundleId="my.yes.yes4g">"#
            + "\n  <XCUIElementTypeButton type=\"XCUIElementTypeButton\" name=\"LOGIN\" label=\"Log in\nnow &amp; then &lt;b> &quot;x&quot;\" enabled=\"true\" visible=\"true\" accessible=\"true\" x=\"92\" y=\"576\" width=\"209\" height=\"50\" index=\"2\" traits=\"Button\">"
            + "\n    <XCUIElementTypeStaticText type=\"XCUIElementTypeStaticText\" value=\"LOGIN\" name=\"LOGIN\" label=\"LOGIN\" enabled=\"true\" visible=\"true\" accessible=\"false\" x=\"169\" y=\"592\" width=\"55\" height=\"18\" index=\"0\" traits=\"StaticText\"/>"
            + "\n  </XCUIElementTypeButton>"
            + "\n</XCUIElementTypeApplication></AppiumAUT>"
        let tree = try XMLPageSourceReader.read(Array(source.utf8), file: nil)
        #expect(tree.xmlLayout == .wrapperOnDeclarationLine)
        #expect(tree.elements[1].label == "Log in\nnow & then <b> \"x\"")
        #expect(String(decoding: IOSPageSourceWriter.write(tree), as: UTF8.self) == source)
        // Today's layout stays today's.
        let current = IOSPageSourceWriter.write(tree.with(xmlLayout: .current))
        let reread = try XMLPageSourceReader.read(current, file: nil)
        #expect(reread.xmlLayout == .current)
        #expect(String(decoding: current, as: UTF8.self).hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<AppiumAUT>\n  <XCUIElementTypeApplication"))
        #expect(String(decoding: current, as: UTF8.self).contains("label=\"Log in&#10;now &amp; then &lt;b&gt; &quot;x&quot;\""))
    }

    @Test func matchesTheMinimalFaithfulExampleOfTheFormatNotes() {
        // formats.md 1.9, byte for byte.
        let text = write { builder in
            builder.open(Element(type: "XCUIElementTypeApplication", attributes: [
                Attribute("type", "XCUIElementTypeApplication"), Attribute("name", "MyYes"), Attribute("label", "MyYes"),
                Attribute("enabled", "true"), Attribute("visible", "true"), Attribute("accessible", "false"),
                Attribute("x", "0"), Attribute("y", "0"), Attribute("width", "393"), Attribute("height", "852"),
                Attribute("index", "0"), Attribute("traits", ""), Attribute("processId", "847"), Attribute("bundleId", "my.yes.yes4g"),
            ]))
            builder.open(Element(type: "XCUIElementTypeButton", attributes: [
                Attribute("type", "XCUIElementTypeButton"), Attribute("name", "LOGIN"), Attribute("label", "LOGIN"),
                Attribute("enabled", "true"), Attribute("visible", "true"), Attribute("accessible", "true"),
                Attribute("x", "92"), Attribute("y", "576"), Attribute("width", "209"), Attribute("height", "50"),
                Attribute("index", "2"), Attribute("traits", "Button"),
            ]))
            builder.add(Element(type: "XCUIElementTypeStaticText", attributes: [
                Attribute("type", "XCUIElementTypeStaticText"), Attribute("value", "LOGIN"), Attribute("name", "LOGIN"),
                Attribute("label", "LOGIN"), Attribute("enabled", "true"), Attribute("visible", "true"),
                Attribute("accessible", "false"), Attribute("x", "169"), Attribute("y", "592"), Attribute("width", "55"),
                Attribute("height", "18"), Attribute("index", "0"), Attribute("traits", "StaticText"),
            ]))
        }
        #expect(text == """
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="MyYes" label="MyYes" enabled="true" visible="true" accessible="false" x="0" y="0" width="393" height="852" index="0" traits="" processId="847" bundleId="my.yes.yes4g">
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="LOGIN" label="LOGIN" enabled="true" visible="true" accessible="true" x="92" y="576" width="209" height="50" index="2" traits="Button">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="LOGIN" name="LOGIN" label="LOGIN" enabled="true" visible="true" accessible="false" x="169" y="592" width="55" height="18" index="0" traits="StaticText"/>
                </XCUIElementTypeButton>
              </XCUIElementTypeApplication>
            </AppiumAUT>

            """)
    }

    @Test func escapesAsLibxml2AndDeletesIllegalCharacters() {
        let text = write({ builder in
            builder.add(Element(type: "XCUIElementTypeStaticText", attributes: [
                Attribute("value", "йоло<>&\""), Attribute("label", "a\nb\tc\rd"), Attribute("name", "bla\u{FFFF}\u{1}🚀'"),
            ]))
        }, wrapper: nil)
        #expect(text == """
            <?xml version="1.0" encoding="UTF-8"?>
            <XCUIElementTypeStaticText value="йоло&lt;&gt;&amp;&quot;" name="bla🚀'" label="a&#10;b&#9;c&#13;d"/>

            """)
    }

    @Test func ordersAttributesAsWebDriverAgentAndKeepsUnknownOnesInReadOrder() {
        // The old useJSONSource layout, re-ordered; unknown attributes after
        // the known ones, processId/bundleId last.
        let text = write({ builder in
            builder.add(Element(type: "XCUIElementTypeApplication", attributes: [
                Attribute("bundleId", "b"), Attribute("type", "XCUIElementTypeApplication"), Attribute("zeta", "1"),
                Attribute("enabled", "true"), Attribute("x", "0"), Attribute("label", "L"), Attribute("alpha", "2"),
                Attribute("name", "N"), Attribute("processId", "7"),
            ]))
        }, wrapper: nil)
        #expect(text.contains(#"<XCUIElementTypeApplication type="XCUIElementTypeApplication" name="N" label="L" enabled="true" x="0" zeta="1" alpha="2" processId="7" bundleId="b"/>"#))
    }

    @Test func emptyWrapperSelfCloses() {
        #expect(write { _ in } == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<AppiumAUT/>\n")
    }

    @Test func indentationStopsGrowingAtThirtyLevelsAsInLibxml2() {
        // xmlDocDumpFormatMemory indents at most 60 spaces (MAX_INDENT in
        // xmlsave.c); checked against libxml2 2.9.14's own output for the
        // wrapper plus 34 nested elements.
        let depth = 34
        let text = write { builder in
            for _ in 0..<depth { builder.open(Element(type: "XCUIElementTypeOther", attributes: [])) }
        }
        let lines = text.split(separator: "\n").dropFirst()  // the declaration
        let indents = lines.map { $0.prefix(while: { $0 == " " }).count }
        let opening = (0...depth).map { 2 * min($0, 30) }
        #expect(indents == opening + opening.dropLast().reversed())
    }
}

extension ElementTree {
    fileprivate func with(xmlLayout: XMLLayout) -> ElementTree {
        var copy = self
        copy.xmlLayout = xmlLayout
        return copy
    }
}
