import Foundation
import LocatorLabFiles
import LocatorLabModel

/// Reads LocatorLab's JSON tree format (`docs/json-tree-format.md`), the
/// output of ``JSONTreeWriter``.
///
/// Foundation's `JSONSerialization` checks the syntax; this reader then
/// checks the structure and names the path of anything wrong, e.g.
/// `root.children[2].attributes[0]: found an array of 3 items; expected a
/// [name, value] pair of strings`.
public enum JSONTreeReader {
    /// Reads a JSON tree. The input may start with a byte-order mark and use
    /// CRLF line endings. Throws ``PageSourceError``: `.malformed` with a line
    /// and column for bad JSON, with a path for a wrong structure;
    /// `.limitExceeded` when the input breaks `limits`; `.unknownFormat` for
    /// JSON that is not a LocatorLab tree.
    ///
    /// Foundation's parser reads at most 512 levels of JSON nesting, so trees
    /// deeper than ``maximumReadableDepth`` cannot be read back from JSON
    /// whatever the limits say; the error says so.
    public static func read(_ bytes: [UInt8], file: String?, limits: ReadLimits = ReadLimits()) throws -> ElementTree {
        guard bytes.count <= limits.maximumBytes else {
            throw PageSourceError.limitExceeded(
                file: file, position: nil, what: "the input size (\(bytes.count) bytes)", limit: limits.maximumBytes,
                option: ReadLimits.bytesOption)
        }
        let data: Data
        do { data = Data(try SourceText.decode(bytes, file: file).utf8) } catch { throw PageSourceError(error) }
        return try read(Self.escapingByteOrderMarks(data), file: file, limits: limits)
    }

    private static func read(_ data: Data, file: String?, limits: ReadLimits) throws -> ElementTree {
        let value = try data.withUnsafeBytes { text -> Any in
            guard text.contains(where: { !isWhitespace($0) }) else {
                throw PageSourceError.malformed(
                    file: file, position: SourcePosition(line: 1, column: 1), message: "the input is empty",
                    expected: "a LocatorLab JSON tree")
            }
            try JSONShapeScanner.check(text, decoder: JSONTreeDecoder(file: file, limits: limits))
            do {
                return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            } catch {
                throw JSONSyntaxError.pageSourceError(for: error, in: text, file: file)
            }
        }
        return try JSONTreeDecoder(file: file, limits: limits).decodeDocument(value)
    }

    /// The deepest element (the root is depth 0) the JSON reader can read.
    public static let maximumReadableDepth = JSONTreeFormat.maximumReadableDepth

    /// The XML inside a WebDriver `/source` response copied from a log: a
    /// JSON object whose `value` is an XML string (`{"value": "<?xml …"}`,
    /// with or without `sessionId`/`status`), or a JSON string literal
    /// holding XML. `nil` when `bytes` is anything else, including invalid
    /// JSON and LocatorLab's own trees.
    ///
    /// Only the string that may hold the XML is parsed: parsing the whole
    /// input first built every tree read twice, and let 8 MiB of `{}` take
    /// half a gigabyte before the tree reader refused it.
    public static func embeddedXML(in bytes: [UInt8]) -> [UInt8]? {
        guard let text = try? SourceText.decode(bytes, file: nil) else { return nil }
        let utf8 = Array(text.utf8)
        guard let token = responseValue(in: utf8),
            let value = try? JSONSerialization.jsonObject(with: Data(utf8[token]), options: [.fragmentsAllowed])
        else { return nil }
        return embeddedXML(in: value)
    }

    /// Where the string a WebDriver response may hold its XML in is: the
    /// whole input when it is a string literal, else the `value` of a
    /// top-level object whose values are all scalars (`sessionId`, `status`).
    /// Nil for anything else, found without building anything.
    private static func responseValue(in text: [UInt8]) -> Range<Int>? {
        var offset = 0
        func skipWhitespace() {
            while offset < text.count, isWhitespace(text[offset]) { offset += 1 }
        }
        skipWhitespace()
        guard offset < text.count else { return nil }
        if text[offset] == UInt8(ascii: "\"") {
            return offset..<text.count
        }
        guard text[offset] == UInt8(ascii: "{") else { return nil }
        offset += 1
        var value: Range<Int>?
        while true {
            skipWhitespace()
            guard offset < text.count, text[offset] == UInt8(ascii: "\"") else { return nil }
            let keyEnd = JSONShapeScanner.endOfString(text, from: offset)
            let isValueKey = text[offset..<keyEnd].elementsEqual(#""value""#.utf8)
            offset = keyEnd
            skipWhitespace()
            guard offset < text.count, text[offset] == UInt8(ascii: ":") else { return nil }
            offset += 1
            skipWhitespace()
            guard offset < text.count, text[offset] != UInt8(ascii: "{"), text[offset] != UInt8(ascii: "[") else {
                return nil
            }
            let start = offset
            if text[offset] == UInt8(ascii: "\"") {
                offset = JSONShapeScanner.endOfString(text, from: offset)
            } else {
                while offset < text.count, !",} \t\r\n".utf8.contains(text[offset]) { offset += 1 }
            }
            if isValueKey { value = start..<offset }
            skipWhitespace()
            guard offset < text.count else { return nil }
            if text[offset] == UInt8(ascii: "}") { return value }
            guard text[offset] == UInt8(ascii: ",") else { return nil }
            offset += 1
        }
    }

    /// The XML held by an already parsed response, if it is one.
    static func embeddedXML(in value: Any) -> [UInt8]? {
        let candidate: String?
        switch value {
        case let text as String:
            candidate = text
        case let object as [String: Any]:
            candidate = object["value"] as? String
        default:
            candidate = nil
        }
        guard let xml = candidate, xml.unicodeScalars.first(where: { !$0.properties.isWhitespace }) == "<" else {
            return nil
        }
        return Array(xml.utf8)
    }

    /// `data` with each U+FEFF written `\ufeff`: Foundation's parser drops
    /// a raw one from the start of a string, so a value starting with it
    /// lost it. Outside strings U+FEFF is an error either way.
    static func escapingByteOrderMarks(_ data: Data) -> Data {
        let mark = Data(SourceText.byteOrderMark)
        guard data.range(of: mark) != nil else { return data }
        var escaped = Data()
        escaped.reserveCapacity(data.count + 16)
        var rest = data[...]
        while let found = rest.range(of: mark) {
            escaped.append(rest[rest.startIndex..<found.lowerBound])
            escaped.append(contentsOf: Array(#"\ufeff"#.utf8))
            rest = rest[found.upperBound...]
        }
        escaped.append(rest)
        return escaped
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
