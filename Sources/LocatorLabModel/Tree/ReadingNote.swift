/// Something a reader did with its input that the user should know about,
/// although the input was read: data on the tree (``ElementTree/readingNotes``),
/// worded by ``text`` and shown by whoever presents the page source (the
/// command line, once per page source, with the file's name and ``line``).
public struct ReadingNote: Sendable, Hashable {
    /// What the reader did.
    public enum Kind: String, Sendable, Hashable {
        /// A raw line feed inside a quoted attribute value was read as the
        /// device's newline, where XML's attribute-value normalisation reads
        /// a space. WebDriverAgent writes `&#10;` (its libxml2 escapes it);
        /// a raw one comes from a writer that did not escape the device's
        /// text, such as the xmldom `XMLSerializer` the XCUITest driver
        /// wrapped sources with before 3.57.0 (xcuitest-driver@c34c74e44:
        /// `lib/commands/source.js`).
        case lineBreaksInValuesReadAsNewlines = "line-breaks-in-values"
        /// A debugDescription dump had lines of `...` or `…` where whoever
        /// pasted it left elements out (READMEs and issues shorten dumps
        /// so). They were skipped; an element after one is placed under the
        /// nearest element above indented less.
        case elidedLinesSkipped = "elided-lines"
        /// A debugDescription dump was a Swift string literal, as `po
        /// app.debugDescription` prints a `String`: in quotes, with `\n`,
        /// `\'` and `\"` escapes. It was read unescaped.
        case stringLiteralUnescaped = "string-literal"
    }

    public var kind: Kind
    /// The 1-based line of the input where it first happened; `nil` when
    /// the input's lines are not the file's (XML inside a JSON string).
    public var line: Int?

    public init(_ kind: Kind, line: Int?) {
        self.kind = kind
        self.line = line
    }

    /// The note as a sentence: lowercase first letter, no trailing period.
    public var text: String {
        switch kind {
        case .lineBreaksInValuesReadAsNewlines:
            "line breaks inside attribute values were read as the device's newlines, not as the spaces an XML "
                + "reader makes of them (WebDriverAgent writes them as &#10;; the XCUITest driver before 3.57.0, "
                + "which wrapped sources with xmldom, and some later tools write them raw)"
        case .elidedLinesSkipped:
            "lines of '...' (elements left out of the dump) were skipped and the elements after them placed under "
                + "the nearest element above indented less: queries by type, identifier or label read as on the "
                + "device, children(matching:) chains and positions may not, and the elements left out are missing"
        case .stringLiteralUnescaped:
            "the dump was a Swift string literal, as po prints a String (in quotes, with \\n and \\' escapes); "
                + "it was read unescaped, and line numbers in errors count the unescaped lines"
        }
    }
}
