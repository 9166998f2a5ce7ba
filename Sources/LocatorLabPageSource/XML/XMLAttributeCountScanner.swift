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

    /// The 1-based line of the first element over the limit, if any.
    static func firstCrowdedElementLine(in buffer: UnsafeRawBufferPointer) -> Int? {
        guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
        let end = base + buffer.count
        var cursor = base
        while let tag = find(UInt8(ascii: "<"), from: cursor, to: end) {
            if let terminator = skippedConstruct(at: tag, end: end) {
                guard let close = find(terminator, from: tag + 1, to: end) else { return nil }
                cursor = close + terminator.count
                continue
            }
            var attributes = 0
            var position = tag + 1
            cursor = end
            while position < end {
                let byte = position.pointee
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    guard let closing = find(byte, from: position + 1, to: end) else { return nil }
                    position = closing + 1
                    continue
                }
                if byte == UInt8(ascii: ">") {
                    cursor = position + 1
                    break
                }
                if byte == UInt8(ascii: "=") {
                    attributes += 1
                    if attributes > maximumAttributesPerElement { return line(of: tag, from: base) }
                }
                position += 1
            }
        }
        return nil
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
