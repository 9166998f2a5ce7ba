import Foundation
import LocatorLabFiles
import LocatorLabModel

/// Reads any supported input into an ``ElementTree``, detecting the format
/// unless one is given.
public enum PageSourceReader {
    /// Reads `bytes`. `file` only labels errors.
    public static func read(
        _ bytes: [UInt8], file: String?, format: PageSourceFormat? = nil, limits: ReadLimits = ReadLimits()
    ) throws -> ElementTree {
        guard bytes.count <= limits.maximumBytes else {
            throw PageSourceError.limitExceeded(
                file: file, position: nil, what: "input size (\(bytes.count) bytes)", limit: limits.maximumBytes,
                option: ReadLimits.bytesOption)
        }
        if let order = SourceText.utf16ByteOrderWithoutMark(bytes) {
            throw PageSourceError.malformed(
                file: file, position: SourcePosition(line: 1, column: 1),
                message: "the input looks like UTF-16 (\(order)) without a byte-order mark",
                expected: SourceText.utf16Advice)
        }
        guard let chosen = format ?? PageSourceFormat.detect(bytes) else {
            if SourceText.droppingByteOrderMark(bytes).allSatisfy({ [9, 10, 13, 32].contains($0) }) {
                throw PageSourceError.malformed(
                    file: file, position: SourcePosition(line: 1, column: 1), message: "the input is empty",
                    expected: "a page source")
            }
            throw PageSourceError.unknownFormat(
                file: file,
                message: "not a page source LocatorLab can read; expected Appium XML (<AppiumAUT>, <XCUIElementType…> or <hierarchy>), "
                    + "an XCUITest debugDescription dump (with an 'Element subtree:' section) or a LocatorLab JSON tree")
        }
        switch chosen {
        case .xml:
            // Any wrapper name is read (Appium's is AppiumAUT) as long as
            // an XCUIElementType… element comes next.
            let names = leadingElementNames(bytes)
            if let root = names.first, root != "AppiumAUT", root != "hierarchy", !root.hasPrefix("XCUIElementType"),
                names.count < 2 || !names[1].hasPrefix("XCUIElementType")
            {
                // `<html><body/>` was reported as "an iOS page source" with an
                // unexpected element: it is no page source at all.
                throw PageSourceError.unknownFormat(
                    file: file,
                    message: "not a page source: the root element is <\(root)>; expected <AppiumAUT>, "
                        + "<XCUIElementType…> (WebDriverAgent) or <hierarchy> (UiAutomator2)")
            }
            return try XMLPageSourceReader.read(bytes, file: file, limits: limits)
        case .debugDescription:
            return try DebugDescriptionReader.read(bytes, file: file, limits: limits)
        case .json:
            // A WebDriver `/source` response copied from a log holds the XML
            // as a JSON string; read the XML inside.
            if let embedded = JSONTreeReader.embeddedXML(in: bytes) {
                do {
                    var tree = try XMLPageSourceReader.read(embedded, file: file, limits: limits)
                    // Lines of the XML inside the string are not the file's.
                    for index in tree.readingNotes.indices { tree.readingNotes[index].line = nil }
                    return tree
                } catch let error as PageSourceError {
                    throw locatedInEmbeddedXML(error)
                }
            }
            return try JSONTreeReader.read(bytes, file: file, limits: limits)
        }
    }

    /// The names of the first two elements in UTF-8 XML (fewer when there
    /// are fewer to be seen in the first 64 KiB), after the declaration,
    /// comments and processing instructions; none when the text is UTF-16
    /// (the XML reader then decides).
    static func leadingElementNames(_ bytes: [UInt8]) -> [String] {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return [] }
        let head = SourceText.droppingByteOrderMark(bytes).prefix(64 * 1024)
        var names: [String] = []
        var index = head.startIndex
        while names.count < 2, let open = head[index...].firstIndex(of: UInt8(ascii: "<")) {
            let next = head.index(after: open)
            guard next < head.endIndex else { break }
            switch head[next] {
            case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "/"):
                // Skip `<?…?>`, `<!--…-->`, `<!DOCTYPE…>` and end tags to their
                // `>` (a `>` inside a comment ends it early; the reader decides).
                guard let close = head[next...].firstIndex(of: UInt8(ascii: ">")) else { return names }
                index = head.index(after: close)
            default:
                let end = head[next...].firstIndex { [9, 10, 13, 32, UInt8(ascii: ">"), UInt8(ascii: "/")].contains($0) }
                    ?? head.endIndex
                let name = String(decoding: head[next..<end], as: UTF8.self)
                if name.isEmpty { return names }
                names.append(name)
                index = end
            }
        }
        return names
    }

    /// Positions in XML decoded from a JSON string count lines of the XML,
    /// not of the file: they move into the message, marked as such.
    private static func locatedInEmbeddedXML(_ error: PageSourceError) -> PageSourceError {
        guard let position = error.position else { return error }
        var place = "in the XML inside the JSON string, line \(position.line)"
        if position.column > 0 { place += ", column \(position.column)" }
        switch error {
        case .malformed(let file, _, let message, let expected):
            return .malformed(file: file, position: nil, message: "\(place): \(message)", expected: expected)
        case .dtdNotAllowed(let file, _):
            return .dtdNotAllowed(file: file, position: nil)
        case .limitExceeded(let file, _, let what, let limit, let option):
            return .limitExceeded(file: file, position: nil, what: "\(place): \(what)", limit: limit, option: option)
        default:
            return error
        }
    }

    /// Reads the file at `path`.
    public static func read(
        contentsOf path: String, format: PageSourceFormat? = nil, limits: ReadLimits = ReadLimits()
    ) throws -> ElementTree {
        try read(try readFile(path, limits: limits), file: path, format: format, limits: limits)
    }

    /// The bytes of the file at `path`, refusing files over the size limit
    /// before reading them and at their first NUL character
    /// (``FileReader/read(_:maximumBytes:fifoWaitSeconds:isText:)``).
    public static func readFile(
        _ path: String, limits: ReadLimits = ReadLimits(), fifoWaitSeconds: Double = 10
    ) throws -> [UInt8] {
        do {
            return try FileReader.read(
                path, maximumBytes: limits.maximumBytes, fifoWaitSeconds: fifoWaitSeconds, isText: true)
        } catch {
            throw PageSourceError(error)
        }
    }

    /// The bytes of an open file or stream (standard input, a pipe, a
    /// device), refused as soon as they pass the size limit.
    public static func read(_ handle: FileHandle, file: String, limits: ReadLimits = ReadLimits()) throws -> [UInt8] {
        do {
            return try FileReader.read(handle.fileDescriptor, file: file, maximumBytes: limits.maximumBytes, isText: true)
        } catch {
            throw PageSourceError(error)
        }
    }

}
