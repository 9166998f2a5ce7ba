import LocatorLabModel

/// Writes an iOS tree exactly as current WebDriverAgent does for Appium's
/// `getPageSource` (libxml2's `xmlDocDumpFormatMemory` of a text-writer
/// document): `<?xml version="1.0" encoding="UTF-8"?>`, two-space
/// indentation, `/>` for childless elements, attributes in WDA's order,
/// libxml2's attribute escaping, XML-illegal characters deleted, final newline.
/// A tree read from the older one-line layout is written in that layout
/// (``ElementTree/XMLLayout``).
public enum IOSPageSourceWriter {
    public static func write(_ tree: ElementTree) -> [UInt8] {
        var out = XMLByteBuffer(capacity: tree.count * 260 + 128)
        if tree.xmlLayout == .wrapperOnDeclarationLine, let wrapper = tree.wrapper.map(XMLByteBuffer.xmlName),
            !wrapper.isEmpty, !tree.elements.isEmpty
        {
            // ``ElementTree/XMLLayout/wrapperOnDeclarationLine``: WDA's
            // unscoped output, its root at level 0, spliced into
            // `<?xml …?><AppiumAUT/>` and serialised by xmldom.
            out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?><")
            out.append(wrapper)
            out.append(">")
            XMLElementSerializer.webDriverAgentThroughXMLDOM.writeElements(of: tree, baseLevel: 0, into: &out)
            out.removeFinalLineFeed()
            out.append("</")
            out.append(wrapper)
            out.append(">")
            return out.bytes
        }
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        guard let wrapper = tree.wrapper.map(XMLByteBuffer.xmlName), !wrapper.isEmpty else {
            XMLElementSerializer.webDriverAgent.writeElements(of: tree, baseLevel: 0, into: &out)
            return out.bytes
        }
        out.append(60)  // <
        out.append(wrapper)
        guard !tree.elements.isEmpty else {
            out.append("/>\n")
            return out.bytes
        }
        out.append(">\n")
        XMLElementSerializer.webDriverAgent.writeElements(of: tree, baseLevel: 1, into: &out)
        out.append("</")
        out.append(wrapper)
        out.append(">\n")
        return out.bytes
    }
}
