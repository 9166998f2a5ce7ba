import Foundation
import Testing

import LocatorLabReporting

/// The island of `inspect` is written with ``CompactJSONWriter``; its numbers
/// must read as `JSONEncoder` writes them.
@Suite("Compact JSON writer")
struct CompactJSONWriterTests {
    static let numbers = [
        0, 1, 9, 10, 11, 99, 100, 101, 909, 1000, 12_345, 1_000_000, 4_294_967_295, Int.max,
        -1, -9, -10, -123_456, Int.min, Int.min + 1,
    ]

    @Test(arguments: numbers)
    func anIntegerIsWrittenInDecimal(value: Int) {
        var json = CompactJSONWriter()
        json.int(value)
        #expect(String(decoding: json.bytes, as: UTF8.self) == String(value))
    }

    @Test func anArrayIsWrittenAsJSONEncoderWritesIt() throws {
        let values = Self.numbers + (0..<300).map { $0 * 37 - 500 }
        var json = CompactJSONWriter()
        json.ints(values.lazy.map { $0 })
        #expect(json.bytes == Array(try JSONEncoder().encode(values)))
    }
}
