import Foundation
import LocatorLabFiles
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

    /// Replaces several files all or none: every new file is prepared and
    /// every original checked before the first rename, and files already
    /// renamed get their original bytes back if a later rename fails. One
    /// file is ``replace(_:with:ifStill:)``.
    ///
    /// A run killed between the first and the last rename leaves a
    /// ``ReplacementJournal``; the next run finishes the group from it
    /// (``ConversionRunner``). A signal before the journal is written leaves
    /// only temporary files, which the next run removes.
    ///
    /// `stopAfterRenames` simulates such a kill, for tests: after that many
    /// renames the function returns at once, leaving what a kill leaves.
    ///
    /// - Throws: the first file's error; no file of the group is changed then.
    public static func replaceAll(
        _ files: [(path: String, bytes: [UInt8], original: [UInt8])], stopAfterRenames: Int? = nil
    ) throws(ConversionError) {
        if files.count == 1 {
            try replace(files[0].path, with: files[0].bytes, ifStill: files[0].original)
            return
        }
        var pending: [FileReplacement.Pending] = []
        func discardAll() { for prepared in pending { FileReplacement.discard(prepared) } }
        for file in files {
            do {
                pending.append(try FileReplacement.prepare(file.bytes, for: file.path))
            } catch {
                discardAll()
                throw .unwritable(file: file.path, reason: Self.reason(error))
            }
            if !Self.contents(of: pending[pending.count - 1].target, equal: file.original) {
                discardAll()
                throw .changedSinceRead(file: file.path)
            }
        }
        let journal: String
        do {
            journal = try ReplacementJournal.begin(
                pending, originals: files.map(\.original), replacements: files.map(\.bytes))
        } catch {
            discardAll()
            throw .unwritable(file: files[0].path, reason: Self.reason(error))
        }
        for (position, prepared) in pending.enumerated() {
            if position == stopAfterRenames { return }
            do {
                try FileReplacement.commit(prepared)
            } catch {
                for later in pending[(position + 1)...] { FileReplacement.discard(later) }
                for earlier in files[..<position] { try? replace(earlier.path, with: earlier.original) }
                ReplacementJournal.end(journal)
                throw .unwritable(file: files[position].path, reason: Self.reason(error))
            }
        }
        ReplacementJournal.end(journal)
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

    private static func reason(_ error: FileError) -> String {
        if case .unwritable(_, let reason) = error { return reason }
        return error.message
    }
}
