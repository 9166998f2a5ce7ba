#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import LocatorLabFiles
import LocatorLabModel
import LocatorLabXML

/// Reads Appium XML page sources into an ``ElementTree``:
/// - iOS (WebDriverAgent): with or without an `<AppiumAUT>` wrapper, one line
///   or indented, any attribute order, every attribute era;
/// - Android (UiAutomator2): `<hierarchy>` with class-named elements, current
///   and legacy attribute sets, and `adb uiautomator dump` `<node>` files.
///
/// One pass through libxml2's SAX2 interface straight into the model (no
/// document tree), with network, DTDs and entity substitution off; documents
/// that declare a DTD are refused. Every limit is enforced while reading, so
/// memory stays proportional to what was accepted.
public enum XMLPageSourceReader {
    /// The root element name of an Android page source.
    public static let androidRootName = "hierarchy"
    /// The element name `adb shell uiautomator dump` uses for every node.
    static let adbNodeName = "node"
    static let iosTypePrefix = "XCUIElementType"
    /// libxml2's own cap on an attribute value without `XML_PARSE_HUGE`
    /// (`XML_MAX_TEXT_LENGTH`), applied in every mode: no page source comes
    /// near it, and a deep-nesting limit must not lift it.
    public static let maximumAttributeValueBytes = 10_000_000

    public static func read(_ bytes: [UInt8], file: String?, limits: ReadLimits = ReadLimits()) throws -> ElementTree {
        guard bytes.count <= limits.maximumBytes else {
            throw PageSourceError.limitExceeded(
                file: file, position: nil, what: "input size (\(bytes.count) bytes)", limit: limits.maximumBytes,
                option: ReadLimits.bytesOption)
        }
        return try bytes.withUnsafeBytes { buffer in
            try read(buffer, file: file, limits: limits)
        }
    }

    static func read(_ bytes: UnsafeRawBufferPointer, file: String?, limits: ReadLimits) throws -> ElementTree {
        // Leading whitespace (and a byte-order mark) would make the XML
        // declaration illegal; skip it but keep line numbers true.
        var start = bytes.starts(with: SourceText.byteOrderMark) ? 3 : 0
        var skippedLines = 0
        var skippedColumns = 0  // on the line where parsing starts
        while start < bytes.count, [9, 10, 13, 32].contains(bytes[start]) {
            if bytes[start] == 10 {
                skippedLines += 1
                skippedColumns = 0
            } else {
                skippedColumns += 1
            }
            start += 1
        }
        let body = UnsafeRawBufferPointer(rebasing: bytes[start...])
        if let position = firstNUL(in: body) {
            throw PageSourceError.malformed(
                file: file, position: SourcePosition(line: position.line + skippedLines, column: position.column),
                message: "a NUL byte, which XML does not allow anywhere",
                expected: "text without NUL bytes (is the file UTF-16, truncated, or two files joined?)")
        }
        let findings = XMLAttributeCountScanner.scan(body)
        if let crowdedLine = findings.crowdedElementLine {
            let limit = XMLAttributeCountScanner.maximumAttributesPerElement
            throw PageSourceError.malformed(
                file: file, position: SourcePosition(line: crowdedLine + skippedLines, column: 0),
                message: "an element has more than \(limit) attributes, which no page source has",
                expected: "at most \(limit) attributes per element")
        }
        if let line = findings.firstLineBreakInValueLine {
            // A raw line break in a value is the device's, not XML's space
            // (``XMLAttributeCountScanner/withLineBreaksInValuesEscaped(_:)``),
            // and the user is told so.
            let escaped = XMLAttributeCountScanner.withLineBreaksInValuesEscaped(body)
            var tree = try escaped.withUnsafeBytes { escapedBody in
                try parse(escapedBody, file: file, skippedLines: skippedLines, skippedColumns: skippedColumns, limits: limits)
            }
            tree.readingNotes.append(ReadingNote(.lineBreaksInValuesReadAsNewlines, line: line + skippedLines))
            return tree
        }
        return try parse(body, file: file, skippedLines: skippedLines, skippedColumns: skippedColumns, limits: limits)
    }

    private static func parse(
        _ body: UnsafeRawBufferPointer, file: String?, skippedLines: Int, skippedColumns: Int, limits: ReadLimits
    ) throws -> ElementTree {
        let handler = XMLTreeStreamHandler(file: file, skippedLines: skippedLines, limits: limits)
        do {
            // The wrapper and `hierarchy` add a level libxml2 counts but the
            // model does not.
            let parserDepth = min(limits.maximumDepth, XMLParseOptions.largestMaximumDepth - 1) + 1
            let outcome = try LXStreamParser.parse(body, options: XMLParseOptions(maximumDepth: parserDepth), handler: handler)
            if outcome == .stoppedByHandler, let failure = handler.failure { throw failure }
        } catch let error as XMLError {
            throw translate(error, file: file, skippedLines: skippedLines, skippedColumns: skippedColumns, limits: limits)
        }
        var tree = try handler.finish()
        if tree.wrapper != nil, declarationEndsOnTheRootsLine(body) { tree.xmlLayout = .wrapperOnDeclarationLine }
        return tree
    }

    /// Whether the XML declaration is followed at once by the root's start
    /// tag (``ElementTree/XMLLayout/wrapperOnDeclarationLine``).
    private static func declarationEndsOnTheRootsLine(_ body: UnsafeRawBufferPointer) -> Bool {
        guard body.starts(with: Array("<?xml".utf8)) else { return false }
        // A plain loop: the generic `indices.first(where:)` on a slice paid
        // its witness lookups at run time, 0.7% of a one-shot `query`.
        let end = min(body.count, 200)
        var index = 0
        while index + 1 < end {
            if body[index] == 0x3F && body[index + 1] == 0x3E { return index + 2 < end && body[index + 2] == 0x3C }
            index += 1
        }
        return false
    }

    /// The line and column of the first NUL byte: XML forbids it, and
    /// libxml2 takes one after the root element for the end of the input,
    /// silently dropping what follows. UTF-16 input (which a byte-order mark
    /// announces) is left to libxml2.
    private static func firstNUL(in body: UnsafeRawBufferPointer) -> (line: Int, column: Int)? {
        guard let base = body.baseAddress, body.count > 0 else { return nil }
        if body.starts(with: [0xFF, 0xFE]) || body.starts(with: [0xFE, 0xFF]) { return nil }
        guard let found = memchr(base, 0, body.count) else { return nil }
        let offset = UnsafeRawPointer(found) - base
        var line = 1
        var lineStart = 0
        for index in 0..<offset where body[index] == 10 {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: UnsafeRawBufferPointer(rebasing: body[lineStart..<offset]), as: UTF8.self).count + 1
        return (line, column)
    }

    private static func translate(
        _ error: XMLError, file: String?, skippedLines: Int, skippedColumns: Int, limits: ReadLimits
    ) -> PageSourceError {
        let position = error.position.map { parsed in
            // libxml2 counts from the first byte it was given; only its first
            // line shares a line with the skipped whitespace.
            let column = parsed.line == 1 && parsed.column > 0 ? parsed.column + skippedColumns : parsed.column
            return SourcePosition(line: parsed.line + skippedLines, column: column)
        }
        switch error {
        case .dtdNotAllowed:
            return .dtdNotAllowed(file: file, position: position)
        case .nestingTooDeep:
            return nestingError(file: file, position: position, limits: limits)
        case .malformed(let message, _, _, _):
            return .malformed(file: file, position: position, message: message, expected: nil)
        default:
            return .malformed(file: file, position: position, message: error.description, expected: nil)
        }
    }

    /// Elements nest deeper than the limit (the user's, or libxml2's own
    /// ceiling, which the message then names).
    static func nestingError(file: String?, position: SourcePosition?, limits: ReadLimits) -> PageSourceError {
        let effective = min(limits.maximumDepth, XMLParseOptions.largestMaximumDepth)
        let option = limits.maximumDepth >= XMLParseOptions.largestMaximumDepth
            ? "\(ReadLimits.depthOption) (libxml2 parses XML at most \(XMLParseOptions.largestMaximumDepth) levels deep)"
            : ReadLimits.depthOption
        return .limitExceeded(file: file, position: position, what: "element nesting", limit: effective, option: option)
    }
}
