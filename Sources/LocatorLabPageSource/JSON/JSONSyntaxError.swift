import Foundation
import LocatorLabFiles

/// Turns a `JSONSerialization` error into a ``PageSourceError`` with a line
/// and column. Foundation only says where in its debug description:
/// "Invalid value around character 11." on Linux, "… around line 2, column
/// 7." on newer Darwin releases, nothing at the end of the input.
enum JSONSyntaxError {
    static func pageSourceError(for error: any Error, in text: UnsafeRawBufferPointer, file: String?) -> PageSourceError
    {
        let description = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
        var detail = description
        var position: SourcePosition?
        if let range = description.range(of: " around ") {
            detail = String(description[..<range.lowerBound])
            position = parsePosition(String(description[range.upperBound...]), in: text)
        }
        if detail.hasSuffix(".") { detail.removeLast() }
        if detail.hasPrefix("Unexpected end of file") {
            position = position ?? SourcePosition(byteOffset: endOfContent(in: text), in: text)
        }
        if detail.hasPrefix("Too many nested") {
            return .malformed(
                file: file, position: position,
                message: "the tree is nested too deeply for the JSON reader (Foundation's JSON parser refused it)",
                expected: nil)
        }
        guard let first = detail.first else {
            return .malformed(file: file, position: position, message: "the input is not valid JSON", expected: nil)
        }
        return .malformed(
            file: file, position: position,
            message: "the input is not valid JSON: \(first.lowercased())\(detail.dropFirst())", expected: nil)
    }

    /// Reads "character 11." (a 0-based byte offset) or "line 2, column 7.".
    private static func parsePosition(_ text: String, in source: UnsafeRawBufferPointer) -> SourcePosition? {
        let numbers = text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        if text.hasPrefix("character"), let offset = numbers.first {
            return SourcePosition(byteOffset: offset, in: source)
        }
        if text.hasPrefix("line"), numbers.count >= 2 {
            return SourcePosition(line: numbers[0], column: numbers[1])
        }
        return nil
    }

    /// The offset just after the last byte that is not whitespace, where an
    /// unfinished document stops.
    static func endOfContent(in text: UnsafeRawBufferPointer) -> Int {
        var end = text.count
        while end > 0, [0x20, 0x09, 0x0A, 0x0D].contains(text[end - 1]) {
            end -= 1
        }
        return end
    }
}
