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
    // KXmlSerializer indents every level, without a bound.
    static let uiAutomator2 = XMLElementSerializer(
        lineBreaks: .before("\r\n"), selfClosing: " />", dialect: .kxml, ordering: .android,
        maximumIndentLevel: nil)

    func writeElements(of tree: ElementTree, baseLevel: Int, into out: inout XMLByteBuffer) {
        var closeAt: [(end: Int, index: Int)] = []
        for index in tree.elements.indices {
            while let open = closeAt.last, open.end <= index {
                closeAt.removeLast()
                writeEndTag(tree.elements[open.index], level: baseLevel + closeAt.count, into: &out)
            }
            let element = tree.elements[index]
            startLine(level: baseLevel + closeAt.count, into: &out)
            out.append(60)  // <
            out.appendName(element.type)
            for attribute in ordering.ordered(element.attributes) {
                out.append(32)
                out.appendName(attribute.name)
                out.append("=\"")
                out.appendAttributeValue(attribute.value, dialect: dialect)
                out.append(34)
            }
            if element.subtreeEnd == index + 1 {
                out.append(selfClosing)
            } else {
                out.append(">")
                closeAt.append((element.subtreeEnd, index))
            }
            endLine(into: &out)
        }
        while let open = closeAt.popLast() {
            writeEndTag(tree.elements[open.index], level: baseLevel + closeAt.count, into: &out)
        }
    }

    private func writeEndTag(_ element: Element, level: Int, into out: inout XMLByteBuffer) {
        startLine(level: level, into: &out)
        out.append("</")
        out.appendName(element.type)
        out.append(">")
        endLine(into: &out)
    }

    private func startLine(level: Int, into out: inout XMLByteBuffer) {
        if case .before(let lineBreak) = lineBreaks { out.append(lineBreak) }
        out.appendIndentation(maximumIndentLevel.map { min(level, $0) } ?? level)
    }

    private func endLine(into out: inout XMLByteBuffer) {
        if case .after(let lineBreak) = lineBreaks { out.append(lineBreak) }
    }
}
