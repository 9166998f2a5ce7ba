import LocatorLabModel

/// Writes an Android tree exactly as the UiAutomator2 server does (Android's
/// `KXmlSerializer` with `indent-output`): single-quoted declaration with
/// `standalone='yes'`, CRLF line breaks, two-space indentation, ` />` for
/// childless elements, attributes in `SUPPORTED_ATTRIBUTES` order, a value
/// that holds `"` delimited by `'` (``XMLByteBuffer/attributeQuote(for:dialect:)``),
/// characters beyond the Basic Multilingual Plane as decimal references, no
/// final newline.
public enum AndroidPageSourceWriter {
    public static func write(_ tree: ElementTree) -> [UInt8] {
        var out = XMLByteBuffer(capacity: tree.count * 420 + 128)
        out.append("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>")
        XMLElementSerializer.uiAutomator2.writeElements(of: tree, baseLevel: 0, into: &out)
        return out.bytes
    }
}
