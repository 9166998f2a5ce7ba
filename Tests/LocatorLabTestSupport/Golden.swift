// Only tests use this file; a release build of every product (the README's
// install) compiles this target without the Testing module.
#if canImport(Testing)
    import Testing

/// Byte-for-byte comparison with a golden file under `Tests/Fixtures/`.
/// `RECORD_GOLDENS=1` rewrites the file and fails the test, so recording
/// never passes silently. A mismatch names the first differing line instead
/// of dumping both outputs.
public enum Golden {
    public static func check(_ actual: String, against golden: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try check(Array(actual.utf8), against: golden, sourceLocation: sourceLocation)
    }

    public static func check(_ actual: [UInt8], against golden: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if try TestFixtures.recordIfRequested(actual, to: golden) {
            Issue.record("recorded \(golden); run again without RECORD_GOLDENS", sourceLocation: sourceLocation)
            return
        }
        let expected = try TestFixtures.bytes(golden)
        guard actual != expected else { return }
        Issue.record(
            "differs from Tests/Fixtures/\(golden) (re-record with RECORD_GOLDENS=1 if the change is intended): \(firstDifference(actual, expected))",
            sourceLocation: sourceLocation)
    }

    static func firstDifference(_ actual: [UInt8], _ expected: [UInt8]) -> String {
        let actualLines = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for line in 0..<max(actualLines.count, expectedLines.count) {
            let got = line < actualLines.count ? String(actualLines[line]) : "<end of output>"
            let want = line < expectedLines.count ? String(expectedLines[line]) : "<end of file>"
            if got != want {
                return "line \(line + 1)\n  expected: \(want.prefix(300))\n  actual:   \(got.prefix(300))"
            }
        }
        return "same lines, different bytes (line endings or a final newline)"
    }
}
#endif
