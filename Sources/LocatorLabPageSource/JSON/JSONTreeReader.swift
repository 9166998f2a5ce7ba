import LocatorLabFiles
import LocatorLabModel

/// Reads LocatorLab's JSON tree format (`docs/json-tree-format.md`), the
/// output of ``JSONTreeWriter``.
///
/// The bytes are read once, as they stand, by ``JSONTreeStreamReader``,
/// which checks the syntax and the structure together and builds the tree
/// as it goes; an error names its line and column and the path of the
/// value, e.g. `root.children[2].attributes[0]: found an array of 3 items;
/// expected a [name, value] pair of strings`.
public enum JSONTreeReader {
    /// Reads a JSON tree. The input may start with a byte-order mark and use
    /// CRLF line endings. Throws ``PageSourceError``: `.malformed` with a line
    /// and column for bad JSON and for a wrong structure (with its path);
    /// `.limitExceeded` when the input breaks `limits`; `.unknownFormat` for
    /// JSON that is not a LocatorLab tree.
    ///
    /// Trees deeper than ``maximumReadableDepth`` cannot be read from JSON
    /// whatever the limits say; the error says so.
    public static func read(_ bytes: [UInt8], file: String?, limits: ReadLimits = ReadLimits()) throws -> ElementTree {
        guard bytes.count <= limits.maximumBytes else {
            throw PageSourceError.limitExceeded(
                file: file, position: nil, what: "the input size (\(bytes.count) bytes)", limit: limits.maximumBytes,
                option: ReadLimits.bytesOption)
        }
        return try bytes.withUnsafeBytes { whole throws -> ElementTree in
            let text = try body(of: whole, file: file, bytes: bytes)
            guard text.contains(where: { !JSONTokenizer.isWhitespace($0) }) else {
                throw PageSourceError.malformed(
                    file: file, position: SourcePosition(line: 1, column: 1), message: "the input is empty",
                    expected: "a LocatorLab JSON tree")
            }
            return try JSONTreeStreamReader.read(text, file: file, limits: limits)
        }
    }

    /// The UTF-8 text after a byte-order mark, checked without a copy; for
    /// text that is not UTF-8, ``SourceText`` words the error.
    private static func body(of whole: UnsafeRawBufferPointer, file: String?, bytes: [UInt8]) throws(PageSourceError)
        -> UnsafeRawBufferPointer
    {
        let markLength = whole.starts(with: SourceText.byteOrderMark) ? SourceText.byteOrderMark.count : 0
        let text = UnsafeRawBufferPointer(rebasing: whole[markLength...])
        if SourceText.utf16ByteOrderWithoutMark(bytes) != nil || UTF8Validation.firstInvalidOffset(in: text) != nil {
            do { _ = try SourceText.decode(bytes, file: file) } catch { throw PageSourceError(error) }
        }
        return text
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
        bytes.withUnsafeBytes { whole -> [UInt8]? in
            guard SourceText.utf16ByteOrderWithoutMark(bytes) == nil else { return nil }
            let markLength = whole.starts(with: SourceText.byteOrderMark) ? SourceText.byteOrderMark.count : 0
            let text = UnsafeRawBufferPointer(rebasing: whole[markLength...])
            guard let range = responseValue(in: text), UTF8Validation.firstInvalidOffset(in: text) == nil else {
                return nil
            }
            // The string alone, as a JSON document of its own.
            var tokenizer = JSONTokenizer(text: UnsafeRawBufferPointer(rebasing: text[range]), file: nil)
            guard let token = try? tokenizer.next(), token.kind == .string, (try? tokenizer.next())?.kind == .end
            else { return nil }
            let xml = tokenizer.string(token)
            return JSONDocumentHeader.looksLikeXML(xml) ? Array(xml.utf8) : nil
        }
    }

    /// Where the string a WebDriver response may hold its XML in is: the
    /// whole input when it is a string literal, else the `value` of a
    /// top-level object whose values are all scalars (`sessionId`, `status`).
    /// Nil for anything else, found without building anything.
    private static func responseValue(in text: UnsafeRawBufferPointer) -> Range<Int>? {
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
            let keyEnd = JSONTokenizer.endOfString(text, from: offset)
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
                offset = JSONTokenizer.endOfString(text, from: offset)
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

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
