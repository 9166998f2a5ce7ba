import Foundation
import LocatorLabInventory
import LocatorLabModel
import LocatorLabReporting
import Testing

@testable import LocatorLabInspection

/// The island's column writers (``CompactJSONWriter/ints(count:_:)`` and
/// the others of `CompactJSONWriter+Columns`) write what the generic
/// writers write.
@Suite("Island column writers")
struct IslandColumnWriterTests {
    @Test func everyColumnWriterWritesTheSameArray() throws {
        let values = [0, 9, 10, -1, -10, Int.min, Int.max] + (0..<300).map { $0 * 37 - 500 }
        var generic = CompactJSONWriter()
        generic.ints(values.lazy.map { $0 })
        var array = CompactJSONWriter()
        array.ints(values)
        var counted = CompactJSONWriter()
        counted.ints(count: values.count) { values[$0] }
        #expect(generic.bytes == Array(try JSONEncoder().encode(values)))
        #expect(array.bytes == generic.bytes && counted.bytes == generic.bytes)
        var empty = CompactJSONWriter()
        empty.ints(count: 0) { _ in 1 }
        #expect(empty.bytes == Array("[]".utf8))
    }

    @Test func aStringColumnIsWrittenAsItsArray() throws {
        let texts = ["", "a", "quote \" and \\ backslash", "line\nbreak", "tab\t", "\u{1}", "é ✓"]
        var generic = CompactJSONWriter()
        generic.strings(texts)
        var counted = CompactJSONWriter()
        counted.strings(count: texts.count) { texts[$0] }
        #expect(counted.bytes == generic.bytes)
        #expect(try JSONDecoder().decode([String].self, from: Data(counted.bytes)) == texts)
    }

    /// The audit's findings, written by hand, are the bytes `JSONEncoder`
    /// made of them (``ReportJSON/encodeCompact(_:what:)``).
    @Test func auditMarksAreWrittenAsJSONEncoderWritesThem() throws {
        let marks = [
            InspectedAuditMark(rule: .missingIdentifier, severity: .error, message: "no id on 'Log in' / \"here\"", suggestion: "Login.Button"),
            InspectedAuditMark(rule: .duplicateIdentifier, severity: .warning, message: "tab\tline\nend é ✓ \u{1}", suggestion: nil),
        ]
        for list in [marks, [], [marks[1]]] {
            var json = CompactJSONWriter()
            json.auditMarks(list)
            var expected = try ReportJSON.encodeCompact(list)
            while expected.last == UInt8(ascii: "\n") { expected.removeLast() }
            #expect(json.bytes == expected, "\(String(decoding: json.bytes, as: UTF8.self))")
        }
    }
}
