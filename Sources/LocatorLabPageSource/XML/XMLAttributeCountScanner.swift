#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Refuses an element with more attributes than any page source has, before
/// libxml2 sees it: libxml2 2.9 checks each attribute against all earlier
/// ones of its element, so one element with 120,000 attributes (1.3 MB)
/// takes 25 s to parse, and a file at the size limit would never finish.
///
/// One pass over the bytes: `=` signs outside quoted values inside a tag are
/// counted; comments, CDATA sections and processing instructions are
/// skipped. It is deliberately rough (an odd construct may be miscounted) but
/// never slow (`memchr` jumps over text and quoted values), and the limit is
/// far above real elements (UiAutomator2 writes at most about 50 attributes).
enum XMLAttributeCountScanner {
    static let maximumAttributesPerElement = ReadLimits.maximumAttributesPerElement

    /// What one pass over the bytes found.
    struct Findings {
        /// The 1-based line of the first element over the limit, if any.
        var crowdedElementLine: Int?
        /// The 1-based line of the first raw line feed inside a quoted
        /// attribute value, if any (see ``withLineBreaksInValuesEscaped(_:)``).
        var firstLineBreakInValueLine: Int?
        /// Whether a quoted attribute value holds a raw line feed.
        var lineBreakInValue: Bool { firstLineBreakInValueLine != nil }
    }

    /// The 1-based line of the first element over the limit, if any.
    static func firstCrowdedElementLine(in buffer: UnsafeRawBufferPointer) -> Int? {
        scan(buffer).crowdedElementLine
    }

    /// Counts attributes per element and looks for raw line feeds inside
    /// quoted values (one `memchr` per value).
    static func scan(_ buffer: UnsafeRawBufferPointer) -> Findings {
        var findings = Findings()
        guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return findings }
        walk(buffer) { tag, attributes in
            if attributes > maximumAttributesPerElement {
                findings.crowdedElementLine = line(of: tag, from: base)
                return false
            }
            return true
        } value: { start, end in
            if findings.firstLineBreakInValueLine == nil, let lineFeed = find(10, from: start, to: end) {
                findings.firstLineBreakInValueLine = line(of: lineFeed, from: base)
            }
        }
        return findings
    }

    /// The bytes with every raw line feed, carriage return and tab inside a
    /// quoted attribute value written as a character reference. XML reads
    /// such a raw character as a space (attribute-value normalisation), but
    /// a page source only has one where its writer failed to escape the
    /// device's text: xmldom's `XMLSerializer` (0.1 to 0.6, `replace(/[<&"]/g,
    /// …)`), with which the XCUITest driver wrapped WebDriverAgent's XML in
    /// `<AppiumAUT>` before 3.57.0 (xcuitest-driver@c34c74e44:
    /// `lib/commands/source.js`), wrote `&#10;` back as a line break. Lines
    /// after such a value then number one less in libxml2's messages.
    static func withLineBreaksInValuesEscaped(_ buffer: UnsafeRawBufferPointer) -> [UInt8] {
        guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return [] }
        var output: [UInt8] = []
        output.reserveCapacity(buffer.count + 256)
        var copied = base
        walk(buffer) { _, _ in true } value: { start, end in
            var cursor = start
            while cursor < end {
                let byte = cursor.pointee
                if byte == 10 || byte == 13 || byte == 9 {
                    output.append(contentsOf: UnsafeBufferPointer(start: copied, count: cursor - copied))
                    output.append(contentsOf: byte == 10 ? lineFeedReference : byte == 13 ? returnReference : tabReference)
                    copied = cursor + 1
                }
                cursor += 1
            }
        }
        output.append(contentsOf: UnsafeBufferPointer(start: copied, count: base + buffer.count - copied))
        return output
    }

    private static let lineFeedReference = Array("&#10;".utf8)
    private static let returnReference = Array("&#13;".utf8)
    private static let tabReference = Array("&#9;".utf8)

    /// Walks the tags: `element` gets each tag's start and its count of `=`
    /// signs so far (stop by returning false), `value` each quoted value's
    /// bytes (between the quotes). Comments, CDATA sections and processing
    /// instructions are skipped.
    private static func walk(
        _ buffer: UnsafeRawBufferPointer, element: (UnsafePointer<UInt8>, Int) -> Bool,
        value: (UnsafePointer<UInt8>, UnsafePointer<UInt8>) -> Void
    ) {
        guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        let end = base + buffer.count
        var cursor = base
        while let tag = find(UInt8(ascii: "<"), from: cursor, to: end) {
            if let terminator = skippedConstruct(at: tag, end: end) {
                guard let close = find(terminator, from: tag + 1, to: end) else { return }
                cursor = close + terminator.count
                continue
            }
            var attributes = 0
            var position = tag + 1
            cursor = end
            while position < end {
                let byte = position.pointee
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    guard let closing = find(byte, from: position + 1, to: end) else { return }
                    value(position + 1, closing)
                    position = closing + 1
                    continue
                }
                if byte == UInt8(ascii: ">") {
                    cursor = position + 1
                    break
                }
                if byte == UInt8(ascii: "=") {
                    attributes += 1
                    guard element(tag, attributes) else { return }
                }
                position += 1
            }
        }
    }

    /// The end marker of a comment, CDATA section or processing instruction
    /// starting at `tag`, if one does.
    private static func skippedConstruct(at tag: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>) -> [UInt8]? {
        for (start, terminator) in skipped where tag + start.count <= end {
            if memcmp(tag, start, start.count) == 0 { return terminator }
        }
        return nil
    }

    private static let skipped: [(start: [UInt8], terminator: [UInt8])] = [
        (Array("<!--".utf8), Array("-->".utf8)),
        (Array("<![CDATA[".utf8), Array("]]>".utf8)),
        (Array("<?".utf8), Array("?>".utf8)),
    ]

    private static func find(_ byte: UInt8, from start: UnsafePointer<UInt8>, to end: UnsafePointer<UInt8>) -> UnsafePointer<UInt8>? {
        guard start < end, let found = memchr(start, Int32(byte), end - start) else { return nil }
        return UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
    }

    /// The first occurrence of `text` at or after `start`.
    private static func find(_ text: [UInt8], from start: UnsafePointer<UInt8>, to end: UnsafePointer<UInt8>) -> UnsafePointer<UInt8>? {
        var cursor = start
        while let candidate = find(text[0], from: cursor, to: end) {
            if candidate + text.count <= end, memcmp(candidate, text, text.count) == 0 { return candidate }
            cursor = candidate + 1
        }
        return nil
    }

    private static func line(of position: UnsafePointer<UInt8>, from base: UnsafePointer<UInt8>) -> Int {
        var line = 1
        var cursor = base
        while let newline = find(10, from: cursor, to: position) {
            line += 1
            cursor = newline + 1
        }
        return line
    }
}
