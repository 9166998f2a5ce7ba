import LocatorLabModel

/// Writes an iOS tree exactly as current WebDriverAgent does for Appium's
/// `getPageSource` (libxml2's `xmlDocDumpFormatMemory` of a text-writer
/// document): `<?xml version="1.0" encoding="UTF-8"?>`, two-space
/// indentation, `/>` for childless elements, attributes in WDA's order,
/// libxml2's attribute escaping, XML-illegal characters deleted, final newline.
public enum IOSPageSourceWriter {
    public static func write(_ tree: ElementTree) -> [UInt8] {
        var out = XMLByteBuffer(capacity: tree.count * 260 + 128)
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        let baseLevel: Int
        if let wrapper = tree.wrapper {
            out.append(60)  // <
            out.appendName(wrapper)
            guard !tree.elements.isEmpty else {
                out.append("/>\n")
                return out.bytes
            }
            out.append(">\n")
            baseLevel = 1
        } else {
            baseLevel = 0
        }
        writeElements(of: tree, baseLevel: baseLevel, into: &out)
        if let wrapper = tree.wrapper {
            out.append("</")
            out.appendName(wrapper)
            out.append(">\n")
        }
        return out.bytes
    }

    private static func writeElements(of tree: ElementTree, baseLevel: Int, into out: inout XMLByteBuffer) {
        let ordering = AttributeOrdering.ios
        var closeAt: [(end: Int, index: Int)] = []
        for index in tree.elements.indices {
            while let open = closeAt.last, open.end <= index {
                closeAt.removeLast()
                closeTag(tree.elements[open.index], level: baseLevel + closeAt.count, into: &out)
            }
            let element = tree.elements[index]
            out.appendIndentation(baseLevel + closeAt.count)
            out.append(60)  // <
            out.appendName(element.type)
            for attribute in ordering.ordered(element.attributes) {
                out.append(32)
                out.appendName(attribute.name)
                out.append("=\"")
                out.appendAttributeValue(attribute.value, dialect: .libxml2)
                out.append(34)
            }
            if element.subtreeEnd == index + 1 {
                out.append("/>\n")
            } else {
                out.append(">\n")
                closeAt.append((element.subtreeEnd, index))
            }
        }
        while let open = closeAt.popLast() {
            closeTag(tree.elements[open.index], level: baseLevel + closeAt.count, into: &out)
        }
    }

    private static func closeTag(_ element: Element, level: Int, into out: inout XMLByteBuffer) {
        out.appendIndentation(level)
        out.append("</")
        out.appendName(element.type)
        out.append(">\n")
    }
}
