import LocatorLabTestSupport
import Testing

/// Compares report output byte for byte with a file under Tests/Fixtures,
/// re-recording it when RECORD_GOLDENS=1.
enum Golden {
    static func check(_ actual: String, against golden: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let bytes = Array(actual.utf8)
        if try TestFixtures.recordIfRequested(bytes, to: golden) {
            Issue.record("recorded \(golden); run again without RECORD_GOLDENS", sourceLocation: sourceLocation)
            return
        }
        let expected = try TestFixtures.bytes(golden)
        #expect(bytes == expected, "differs from Tests/Fixtures/\(golden):\n\(actual)", sourceLocation: sourceLocation)
    }
}
