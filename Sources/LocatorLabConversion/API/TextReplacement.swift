import LocatorLabFiles
import LocatorLabPageSource

/// One edit positioned for people and tools (SARIF fixes): replace the text
/// from `start` up to `end` with `insertedText`. Lines are 1-based, columns
/// count Unicode code points from 1; `end` is exclusive.
public struct TextReplacement: Sendable, Hashable, Codable {
    public var start: SourcePosition
    public var end: SourcePosition
    public var insertedText: String

    public init(start: SourcePosition, end: SourcePosition, insertedText: String) {
        self.start = start
        self.end = end
        self.insertedText = insertedText
    }
}
