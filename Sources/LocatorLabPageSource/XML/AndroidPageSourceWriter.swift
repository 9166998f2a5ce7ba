import LocatorLabModel

/// Writes an Android tree exactly as the UiAutomator2 server does (Android's
/// `KXmlSerializer` with `indent-output`): single-quoted declaration with
/// `standalone='yes'`, CRLF line breaks, two-space indentation, ` />` for
/// childless elements, attributes in `SUPPORTED_ATTRIBUTES` order, characters
/// beyond the Basic Multilingual Plane as decimal references, no final newline.
public enum AndroidPageSourceWriter {
    private static let lineBreak = "\r\n"

    public static func write(_ tree: ElementTree) -> [UInt8] {
        var out = XMLByteBuffer(capacity: tree.count * 420 + 128)
        out.append("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>")
        let ordering = AttributeOrdering.android
        var closeAt: [(end: Int, index: Int)] = []
        for index in tree.elements.indices {
            while let open = closeAt.last, open.end <= index {
                closeAt.removeLast()
                closeTag(tree.elements[open.index], level: closeAt.count, into: &out)
            }
            let element = tree.elements[index]
            out.append(lineBreak)
            out.appendIndentation(closeAt.count)
            out.append(60)  // <
            out.appendName(element.type)
            for attribute in ordering.ordered(element.attributes) {
                out.append(32)
                out.appendName(attribute.name)
                out.append("=\"")
                out.appendAttributeValue(attribute.value, dialect: .kxml)
                out.append(34)
            }
            if element.subtreeEnd == index + 1 {
                out.append(" />")
            } else {
                out.append(">")
                closeAt.append((element.subtreeEnd, index))
            }
        }
        while let open = closeAt.popLast() {
            closeTag(tree.elements[open.index], level: closeAt.count, into: &out)
        }
        return out.bytes
    }

    private static func closeTag(_ element: Element, level: Int, into out: inout XMLByteBuffer) {
        out.append(lineBreak)
        out.appendIndentation(level)
        out.append("</")
        out.appendName(element.type)
        out.append(">")
    }
}
