import LocatorLabFiles
import LocatorLabTestSources
import Testing

/// A test source saved as UTF-16 without a byte-order mark is named as
/// such, not lexed as UTF-8 full of NULs.
@Suite("test sources: UTF-16 without a byte-order mark")
struct UTF16TestSourceTests {
    static func utf16(_ text: String, little: Bool) -> [UInt8] {
        text.utf16.flatMap { unit in
            little ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
    }

    @Test(arguments: [true, false])
    func aTestSourceSaysWhatItIs(little: Bool) throws {
        let bytes = Self.utf16("driver.find_element(AppiumBy.XPATH, \"//a\")\n", little: little)
        let error = try #require(throws: TestSourceError.self) { try TestSourceEncoding.decode(bytes, file: "t.py") }
        guard case .undecodable(_, let reason) = error else {
            Issue.record("expected .undecodable, got \(error)")
            return
        }
        #expect(reason.hasPrefix("it looks like UTF-16 (\(little ? "little" : "big")-endian) without a byte-order mark"))
    }
}
