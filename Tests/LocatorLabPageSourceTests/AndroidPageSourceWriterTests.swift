import LocatorLabModel
import LocatorLabPageSource
import Testing

@Suite("Writing Android XML as UiAutomator2 does")
struct AndroidPageSourceWriterTests {
    @Test func writesKXmlSerializerLayout() {
        var builder = ElementTreeBuilder(platform: .android)
        builder.open(Element(type: "hierarchy", attributes: [
            Attribute("index", "0"), Attribute("class", "hierarchy"), Attribute("rotation", "0"),
            Attribute("width", "1080"), Attribute("height", "1794"),
        ]))
        builder.open(Element(type: "android.widget.FrameLayout", attributes: [
            Attribute("bounds", "[0,0][1080,1794]"), Attribute("index", "0"), Attribute("class", "android.widget.FrameLayout"),
            Attribute("text", ""),
        ]))
        builder.add(Element(type: "android.widget.TextView", attributes: [
            Attribute("index", "0"), Attribute("text", "🇬🇧 & <ok>\n\"q\" 'a' é"), Attribute("content-desc", "bad\u{1}char"),
        ]))
        let text = String(decoding: AndroidPageSourceWriter.write(builder.finish()), as: UTF8.self)
        #expect(text == "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\r\n"
            + "<hierarchy index=\"0\" class=\"hierarchy\" rotation=\"0\" width=\"1080\" height=\"1794\">\r\n"
            + "  <android.widget.FrameLayout index=\"0\" class=\"android.widget.FrameLayout\" text=\"\" bounds=\"[0,0][1080,1794]\">\r\n"
            + "    <android.widget.TextView index=\"0\" text=\"&#127468;&#127463; &amp; &lt;ok&gt;&#10;&quot;q&quot; 'a' é\" content-desc=\"bad?char\" />\r\n"
            + "  </android.widget.FrameLayout>\r\n"
            + "</hierarchy>")
    }
}

/// Found by `scripts/fuzz.sh xml`: a tag that is an XML name but not what
/// UiAutomator2's `toXmlNodeName` would make (`<android.>`) was written
/// back cleaned (`<android>`), so the page source read back differed.
@Suite("Android tags that are XML names are written as read")
struct AndroidTagRoundTripTests {
    @Test(arguments: ["android.", "a..b", "x.y."])
    func aTagReadIsWrittenBack(tag: String) throws {
        let source = "<hierarchy><\(tag) text=\"t\" /></hierarchy>"
        let tree = try XMLPageSourceReader.read(Array(source.utf8), file: "t.xml")
        let back = try XMLPageSourceReader.read(AndroidPageSourceWriter.write(tree), file: "rewritten.xml")
        #expect(back.elements.map(\.type) == ["hierarchy", tag])
    }
}
