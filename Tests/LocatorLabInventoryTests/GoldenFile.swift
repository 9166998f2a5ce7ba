import LocatorLabTestSupport
import Testing

/// Byte-for-byte comparison with a golden under `Tests/Fixtures/`;
/// `RECORD_GOLDENS=1` rewrites it and fails the test, so recording never passes silently.
enum GoldenFile {
    static func check(_ actual: String, against golden: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let bytes = Array(actual.utf8)
        if try TestFixtures.recordIfRequested(bytes, to: golden) {
            Issue.record("recorded \(golden); run again without RECORD_GOLDENS", sourceLocation: sourceLocation)
            return
        }
        let expected = try TestFixtures.bytes(golden)
        #expect(bytes == expected, "differs from Tests/Fixtures/\(golden):\n\(actual)", sourceLocation: sourceLocation)
    }
}
