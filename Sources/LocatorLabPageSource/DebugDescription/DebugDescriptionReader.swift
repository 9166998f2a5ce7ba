import LocatorLabFiles
import LocatorLabModel

/// Reads the text XCTest prints for `XCUIApplication().debugDescription` or
/// `XCUIElement.debugDescription` (also `po app` in the debugger), and what
/// WebDriverAgent returns for `/source?format=description` (one such dump
/// per child of the application, joined by blank lines), into the tree
/// WebDriverAgent would have written as an Appium page source.
///
/// What is read:
/// * A dump printed as a Swift string literal (`po app.debugDescription`:
///   quoted, `\n` and `\'` escaped) is unescaped first
///   (``DebugDescriptionStringLiteral``), and lines of `...` that shorten a
///   pasted dump are skipped; each is a ``ReadingNote``.
/// * Every `Element subtree:` section; each becomes one subtree. The
///   `Attributes:`, `Path to element:` and `Query chain:` sections only
///   supply the application's label, pid and bundle id
///   (`Find: Application 'com.example.app'`). Text with no section headers at
///   all is read as element lines (a subtree pasted on its own).
/// * Element lines: `Button, 0x600000c8c1c0, {{16.0, 100.0}, {200.0, 44.0}}, identifier: 'done', label: 'Done', Disabled`,
///   nested by indentation. The address may be missing (newer Xcode) and an
///   application line may have no frame. Labels containing quotes or line
///   breaks are read as XCTest prints them (unescaped).
///
/// What comes out (formats.md 1.4, 1.5, 7.2, 7.3):
/// * Types `XCUIElementType<ShortType>`; private types become `XCUIElementTypeOther`.
/// * Attributes in WebDriverAgent's order with its `name`/`label`/`value`
///   rules, frames rounded with `CGRectIntegral`, `index` = position among
///   siblings, `processId`/`bundleId` last on the application.
///   `visible`, `accessible` and `traits` are approximations, see
///   ``WebDriverAgentAttributes``.
/// * ``Element/identifier`` = the raw accessibility identifier (`""` when the
///   line has none).
/// * One `XCUIElementTypeApplication` root: the dump's own when it is a
///   single dump of the application, otherwise a synthetic one holding every
///   dump's root (label, pid and bundle id from the other sections when
///   they tell; frame = the area its children cover).
/// * ``ElementTree/wrapper`` = `AppiumAUT`, so the tree writes as an Appium page source.
public enum DebugDescriptionReader {
    /// The wrapper element of an Appium iOS page source.
    public static let pageSourceWrapper = "AppiumAUT"

    /// Reads a debugDescription dump.
    /// - Parameters:
    ///   - bytes: UTF-8 text; a byte-order mark, CRLF line ends and
    ///     surrounding blank lines are accepted.
    ///   - file: the file name used in error messages.
    ///   - limits: size, nesting and element-count limits; the reader is
    ///     iterative, so raising them is safe for the stack.
    /// - Throws: ``PageSourceError``: `.malformed` with the line and column
    ///   of a line that cannot be read, `.unknownFormat` when the text holds
    ///   no element lines, `.limitExceeded` beyond `limits`.
    public static func read(_ bytes: [UInt8], file: String?, limits: ReadLimits = ReadLimits()) throws -> ElementTree {
        guard bytes.count <= limits.maximumBytes else {
            throw PageSourceError.limitExceeded(
                file: file, position: nil, what: "the input size (\(bytes.count) bytes)", limit: limits.maximumBytes,
                option: ReadLimits.bytesOption)
        }
        var decoded: String
        do { decoded = try SourceText.decode(bytes, file: file) } catch { throw PageSourceError(error) }
        var notes: [ReadingNote] = []
        if let literal = DebugDescriptionStringLiteral.unescaped(decoded) {
            decoded = literal.text
            notes.append(ReadingNote(.stringLiteralUnescaped, line: literal.line))
        }
        // As in XML: a NUL byte is refused where it is. A dump never holds
        // one, and the XML written for a label with NULs read back without
        // them (found by `scripts/fuzz.sh debug-description`).
        if let position = firstNUL(in: decoded) {
            throw PageSourceError.malformed(
                file: file, position: position, message: "a NUL byte, which no debugDescription dump holds",
                expected: "text without NUL bytes (is the file UTF-16, truncated, or two files joined?)")
        }
        let text = DebugDescriptionText(decoded)
        var parser = DebugDescriptionTreeParser(text: text, file: file, limits: limits)
        try parser.parse()
        var tree = DebugDescriptionTreeAssembler.makeTree(
            nodes: parser.nodes, application: parser.application, addApplication: parser.needsApplicationWrapper)
        if let elided = parser.firstElidedLine {
            // The unescaped lines of a string literal are not the file's.
            notes.append(ReadingNote(.elidedLinesSkipped, line: notes.isEmpty ? elided + 1 : nil))
        }
        tree.readingNotes = notes
        return tree
    }

    /// The line and column (in characters) of the first NUL, if any.
    private static func firstNUL(in text: String) -> SourcePosition? {
        guard text.utf8.contains(0) else { return nil }
        var line = 1
        var column = 1
        for character in text {
            if character == "\0" { return SourcePosition(line: line, column: column) }
            if character.isNewline {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return nil
    }
}
