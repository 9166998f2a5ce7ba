import Foundation
import LocatorLabPageSource

/// Replaces a test source with new bytes atomically, keeping its mode and
/// owner, and following a symbolic link so the link stays a link
/// (`FileReplacement` does the writing; this adds the conversion's rules).
public enum TestSourceWriter {
    /// Replaces `path` with `bytes`, unless its content is no longer
    /// `original`: files are read at the start of a run and written at the
    /// end, and an edit saved in between would otherwise be lost silently.
    /// The check runs after the new bytes are on disk, just before the
    /// rename, to keep the window as small as one `rename(2)`.
    public static func replace(_ path: String, with bytes: [UInt8], ifStill original: [UInt8]? = nil)
        throws(ConversionError)
    {
        let pending: FileReplacement.Pending
        do {
            pending = try FileReplacement.prepare(bytes, for: path)
        } catch {
            throw .unwritable(file: path, reason: Self.reason(error))
        }
        if let original, !Self.contents(of: pending.target, equal: original) {
            FileReplacement.discard(pending)
            throw .changedSinceRead(file: path)
        }
        do {
            try FileReplacement.commit(pending)
        } catch {
            throw .unwritable(file: path, reason: Self.reason(error))
        }
    }

    /// Size first, so most edits are caught without reading the file.
    private static func contents(of path: String, equal expected: [UInt8]) -> Bool {
        let manager = FileManager.default
        guard let size = (try? manager.attributesOfItem(atPath: path))?[.size] as? Int, size == expected.count else {
            return false
        }
        guard let data = manager.contents(atPath: path) else { return false }
        return data.elementsEqual(expected)
    }

    private static func reason(_ error: PageSourceError) -> String {
        if case .unwritableFile(_, let reason) = error { return reason }
        return error.message
    }
}
