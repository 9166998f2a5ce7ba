import LocatorLabModel

/// Writes a tree's elements, indented two spaces a level, in the layout of
/// one of the drivers' serialisers. Iterative, so any depth is safe.
struct XMLElementSerializer {
    /// libxml2 ends every line after a tag; KXmlSerializer starts every tag
    /// on a new line and writes no line break after the last one.
    enum LineBreaks {
        case after(String)
        case before(String)
    }

    var lineBreaks: LineBreaks
    /// How a childless element ends: `/>` (libxml2) or ` />` (KXmlSerializer).
    var selfClosing: String
    var dialect: XMLByteBuffer.Dialect
    var ordering: AttributeOrdering
    /// The deepest level that is still indented further, if any. libxml2
    /// indents at most 60 spaces (`MAX_INDENT` in xmlsave.c), which also
    /// keeps a pathologically deep tree's output linear in its size.
    var maximumIndentLevel: Int?

    static let webDriverAgent = XMLElementSerializer(
        lineBreaks: .after("\n"), selfClosing: "/>", dialect: .libxml2, ordering: .ios,
        maximumIndentLevel: 30)
    /// WebDriverAgent's XML as the XCUITest driver before 3.57.0 passed it
    /// on: parsed and serialised again by xmldom inside `<AppiumAUT>`.
    static let webDriverAgentThroughXMLDOM = XMLElementSerializer(
        lineBreaks: .after("\n"), selfClosing: "/>", dialect: .xmldom, ordering: .ios, maximumIndentLevel: 30)
    // KXmlSerializer indents every level, without a bound.
    static let uiAutomator2 = XMLElementSerializer(
        lineBreaks: .before("\r\n"), selfClosing: " />", dialect: .kxml, ordering: .android,
        maximumIndentLevel: nil)

    func writeElements(of tree: ElementTree, baseLevel: Int, into out: inout XMLByteBuffer) {
        tree.walk(
            enter: { id, depth in
                let element = tree.elements[id.index]
                startLine(level: baseLevel + depth, into: &out)
                out.append(60)  // <
                out.append(tagName(element.type))
                let attributes = ordering.ordered(element.attributes)
                let names = XMLAttributeNames.written(attributes.map(\.name))
                for (attribute, name) in zip(attributes, names) {
                    guard !name.isEmpty else { continue }
                    out.append(32)
                    out.append(name)
                    out.append(61)  // =
                    out.appendAttribute(attribute.value, dialect: dialect)
                }
                out.append(element.subtreeEnd == id.index + 1 ? selfClosing : ">")
                endLine(into: &out)
            },
            leave: { id, depth in
                // A leaf closed itself.
                guard tree.subtreeEnd(of: id) > id.index + 1 else { return }
                writeEndTag(tree.elements[id.index], level: baseLevel + depth, into: &out)
            })
    }

    private func writeEndTag(_ element: Element, level: Int, into out: inout XMLByteBuffer) {
        startLine(level: level, into: &out)
        out.append("</")
        out.append(tagName(element.type))
        out.append(">")
        endLine(into: &out)
    }

    /// The tag for an element type. UiAutomator2 turns `$ @ # &` into dots,
    /// collapses and trims dots (`toXmlNodeName`) and names a blank class
    /// `android.view.View`; WebDriverAgent names an unknown type
    /// `XCUIElementTypeOther`. Anything still not an XML name is cleaned by
    /// ``XMLByteBuffer/xmlName(_:)``.
    ///
    /// An Android type that is already an XML name is written as it is: it
    /// is the tag it was read from (`<android.>` was written `<android>`,
    /// so the page source read back differed; found by `scripts/fuzz.sh xml`).
    private func tagName(_ type: String) -> String {
        switch dialect {
        case .libxml2, .xmldom:
            let name = XMLByteBuffer.xmlName(type)
            return name.isEmpty ? "XCUIElementTypeOther" : name
        case .kxml:
            if !type.isEmpty, XMLByteBuffer.xmlName(type) == type { return type }
            let dotted = type.split(whereSeparator: { "$@#&.".contains($0) }).joined(separator: ".")
            let name = XMLByteBuffer.xmlName(dotted)
            return name.isEmpty ? "android.view.View" : name
        }
    }

    private func startLine(level: Int, into out: inout XMLByteBuffer) {
        if case .before(let lineBreak) = lineBreaks { out.append(lineBreak) }
        out.appendIndentation(maximumIndentLevel.map { min(level, $0) } ?? level)
    }

    private func endLine(into out: inout XMLByteBuffer) {
        if case .after(let lineBreak) = lineBreaks { out.append(lineBreak) }
    }
}
