import LocatorLabXML
import Testing

@Suite("Walking parsed documents")
struct LXDocumentWalkTests {
    @Test func walksElementsInDocumentOrderWithDecodedAttributes() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <root a="1">
              <child name="x &amp; y" label="a&#10;b" q="&quot;&lt;&gt;"/>
              <!-- comments are skipped -->
              <child name="йоло 🚀"><leaf/></child>
            </root>
            """
        let document = try LXDocument.parse(Array(text.utf8))
        var events: [String] = []
        document.walkElements(
            makeAttribute: { "\($0)=\($1)" },
            enter: { element, attributes in events.append("<\(element.name) \(attributes.joined(separator: ",")) @\(element.line)") },
            leave: { events.append(">") })
        #expect(events == [
            "<root a=1 @2",
            "<child name=x & y,label=a\nb,q=\"<> @3",
            ">",
            "<child name=йоло 🚀 @5",
            "<leaf  @5",
            ">", ">", ">",
        ])
    }

    @Test func prefixedNamesKeepTheirPrefix() throws {
        // Without it, `a:text` would read as a second `text` attribute.
        let text = #"<r xmlns:a="urn:a"><a:n a:text="x" text="y"/></r>"#
        let document = try LXDocument.parse(Array(text.utf8))
        var events: [String] = []
        document.walkElements(
            makeAttribute: { "\($0)=\($1)" },
            enter: { element, attributes in events.append("\(element.name) \(attributes.joined(separator: ","))") },
            leave: {})
        #expect(events == ["r ", "a:n a:text=x,text=y"])
        document.walkElements(
            makeAttribute: { name, _ in name },
            enter: { element, _ in events.append(element.attributes.map(\.name).joined(separator: ",")) },
            leave: {})
        #expect(events.last == "a:text,text")
    }

    @Test func elementViewOutlivesTheDocumentVariable() throws {
        var kept: LXElementView?
        do {
            let document = try LXDocument.parse(Array("<r><kept a=\"b\"/></r>".utf8))
            document.walkElements(makeAttribute: { ($0, $1) }, enter: { element, _ in kept = element }, leave: {})
        }
        let view = try #require(kept)
        #expect(view.name == "kept")
        #expect(view.attributes.map(\.value) == ["b"])
    }
}
