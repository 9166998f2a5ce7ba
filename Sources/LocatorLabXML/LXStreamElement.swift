import CLibXML

/// One element start as ``LXStreamParser`` reads it. Valid only during the
/// ``LXStreamHandler/startElement(_:)`` call it is given to: its attribute
/// values point into libxml2's input buffer.
public struct LXStreamElement {
    let names: LXStreamNames
    /// libxml2's SAX2 array: five pointers per attribute (local name, prefix,
    /// URI, value start, value end).
    let rawAttributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?

    /// The handler's number for the element's name.
    public let nameNumber: UInt32
    /// The number of attributes, namespace declarations aside.
    public let attributeCount: Int
    /// The 1-based line the start tag ends on.
    public let line: Int

    /// The handler's number for the name of attribute `position`.
    public func attributeNameNumber(at position: Int) -> UInt32 {
        let base = position * 5
        return names.number(local: rawAttributes![base]!, prefix: rawAttributes![base + 1])
    }

    /// The length in bytes of the value of attribute `position`.
    public func attributeValueLength(at position: Int) -> Int {
        let base = position * 5
        return rawAttributes![base + 4]! - rawAttributes![base + 3]!
    }

    /// Calls `body` with the UTF-8 bytes of the value of attribute
    /// `position`, character and entity references resolved. The buffer
    /// must not be kept.
    public func withAttributeValue<Result>(at position: Int, _ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        let base = position * 5
        let start = rawAttributes![base + 3]!
        let end = rawAttributes![base + 4]!
        let raw = UnsafeRawBufferPointer(start: start, count: end - start)
        guard raw.contains(0x26) else { return try body(raw) }
        return try Self.withAmpersandsDecoded(raw, body)
    }

    /// Without entity substitution, libxml2's SAX2 attribute values keep
    /// every `&` (from `&amp;` or `&#38;`) as the text `&#38;`, for its own
    /// tree builder to decode (`xmlParseAttValueComplex`); every other
    /// reference arrives resolved, and a literal `&` cannot occur.
    private static func withAmpersandsDecoded<Result>(
        _ raw: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) throws -> Result
    ) rethrows -> Result {
        let reference: [UInt8] = Array("&#38;".utf8)
        var decoded: [UInt8] = []
        decoded.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            if raw[index] == 0x26, index + reference.count <= raw.count,
                raw[index..<(index + reference.count)].elementsEqual(reference)
            {
                decoded.append(0x26)
                index += reference.count
            } else {
                decoded.append(raw[index])
                index += 1
            }
        }
        return try decoded.withUnsafeBytes { try body($0) }
    }
}
