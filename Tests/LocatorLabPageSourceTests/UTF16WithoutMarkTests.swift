import LocatorLabFiles
import LocatorLabPageSource
import Testing

/// UTF-16 saved without a byte-order mark (PowerShell's `Out-File` on
/// Windows PowerShell 5, some editors) is valid UTF-8 full of NULs: each
/// reader said something different and unhelpful (NUL bytes, unknown
/// format, invalid JSON). Every reader now names it.
@Suite("UTF-16 without a byte-order mark")
struct UTF16WithoutMarkTests {
    static func utf16(_ text: String, little: Bool) -> [UInt8] {
        text.utf16.flatMap { unit in
            little ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
    }

    static let pageSources = [
        #"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication/></AppiumAUT>"#,
        #"{"format": "locatorlab-tree", "version": 1, "platform": "ios", "root": null}"#,
    ]

    @Test(arguments: pageSources, [true, false])
    func aPageSourceSaysWhatItIs(text: String, little: Bool) throws {
        let error = try #require(throws: PageSourceError.self) {
            try PageSourceReader.read(Self.utf16(text, little: little), file: "screen.xml")
        }
        let order = little ? "little-endian" : "big-endian"
        #expect(error.message.hasPrefix("the input looks like UTF-16 (\(order)) without a byte-order mark"), "\(error)")
        #expect(error.position == SourcePosition(line: 1, column: 1))
    }

    @Test(arguments: ["", "a", "plain text", "é\u{0}x", "\u{0}\u{0}\u{0}\u{0}"])
    func otherTextIsNotTakenForUTF16(_ text: String) {
        #expect(SourceText.utf16ByteOrderWithoutMark(Array(text.utf8)) == nil)
    }
}
