import LocatorLabPageSource

/// Replaces a test source with new bytes atomically, keeping its mode and
/// owner, and following a symbolic link so the link stays a link
/// (`FileReplacement` does the writing; this adds the conversion's rules).
public enum TestSourceWriter {
    public static func replace(_ path: String, with bytes: [UInt8]) throws(ConversionError) {
        do {
            try FileReplacement.write(bytes, to: path)
        } catch {
            throw .unwritable(file: path, reason: Self.reason(error))
        }
    }

    private static func reason(_ error: PageSourceError) -> String {
        if case .unwritableFile(_, let reason) = error { return reason }
        return error.message
    }
}
