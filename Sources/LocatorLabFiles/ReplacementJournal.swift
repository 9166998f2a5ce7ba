import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Makes the replacement of several files recoverable: a run killed between
/// the first and the last `rename(2)` of a group leaves a journal, and the
/// next run finishes the group from it. Without one, `convert --write`
/// killed midway left a constant's declaration rewritten while its 1,502
/// uses still said `AppiumBy.XPATH`; the next run saw the uses as no match
/// and exited 0.
///
/// The protocol: every new file is written to its temporary file and flushed
/// (``FileReplacement/prepare(_:for:)``), then the journal is written and
/// flushed the same way, then the temporary files are renamed into place,
/// then the journal is removed. Whatever instant the run stops at, either
/// nothing has been renamed and the journal (if any) can be finished, or the
/// journal lists every rename still to do with the bytes already on disk.
///
/// The file, `.locatorlab-write-journal-PID-RANDOM` in the folder of the
/// group's first file, mode 0600, is JSON with sorted keys:
///
/// ```json
/// {"entries":[{"original":{"length":120,"sha256":"…"},
///   "replacement":{"length":118,"sha256":"…"},
///   "target":"/repo/tests/login.py",
///   "temporary":"/repo/tests/.login.py.locatorlab-4242-17"}],
///  "format":"locatorlab-write-journal","version":2}
/// ```
///
/// `target` is the file replaced (its real path), `temporary` holds its new
/// bytes, and the fingerprints (length and SHA-256 of the bytes) tell the
/// old content from the new. ``finish(_:within:)`` first checks that the
/// journal is locatorlab's own (``trusted(_:within:)``); it then puts the
/// staged bytes in place of each target that still has the original
/// content, counts a target that already has the new content as done, and
/// leaves any other target alone (it was edited since) and says so.
///
/// Version 1 fingerprinted with 64-bit FNV-1a, which anyone can collide;
/// its journals are reported, not followed.
public struct ReplacementJournal: Codable, Sendable, Equatable {
    /// The bytes of a file, told apart without keeping them.
    public struct Fingerprint: Codable, Sendable, Equatable {
        public var length: Int
        /// SHA-256 in lowercase hex.
        public var sha256: String

        public init(_ bytes: some Collection<UInt8>) {
            length = bytes.count
            sha256 = SHA256.hex(bytes)
        }
    }

    public struct Entry: Codable, Sendable, Equatable {
        public var target: String
        public var temporary: String
        public var original: Fingerprint
        public var replacement: Fingerprint
    }

    /// What ``finish(_:within:)`` did with one journal.
    public struct Recovery: Sendable, Equatable {
        public var journal: String
        /// Targets that now have their new content (renamed now or before).
        public var finished: [String]
        /// Targets left as they are, with why.
        public var conflicts: [Conflict]
        /// Why the journal was not followed, when it was not: then nothing
        /// was touched, the journal included.
        public var refusal: Refusal?

        public struct Conflict: Sendable, Equatable {
            public var target: String
            public var reason: String
        }
    }

    public static let format = "locatorlab-write-journal"
    public static let currentVersion = 2
    static let namePrefix = ".locatorlab-write-journal-"

    public var format = Self.format
    public var version = Self.currentVersion
    public var entries: [Entry]

    // MARK: Writing

    /// Writes and flushes the journal for `pending` files (each given its
    /// original and new bytes) and returns its path; call before the first
    /// rename. Files written directly (not regular files) have nothing to
    /// recover and are left out.
    ///
    /// The journal goes in the folder of the first file it lists, the only
    /// place ``trusted(_:within:)`` accepts it, and is created 0600: it is
    /// the user's own, and a copy others could edit or that came with a
    /// checkout (0644 under the usual umask) is not taken for it.
    public static func begin(
        _ pending: [FileReplacement.Pending], originals: [[UInt8]], replacements: [[UInt8]]
    ) throws(FileError) -> String {
        var entries: [Entry] = []
        for (index, file) in pending.enumerated() {
            guard let temporary = file.temporary else { continue }
            entries.append(
                Entry(
                    target: file.target, temporary: temporary, original: Fingerprint(originals[index]),
                    replacement: Fingerprint(replacements[index])))
        }
        let folder = FileReplacement.folder(of: entries.first?.target ?? pending.first?.target ?? ".")
        let path = folder + "/\(namePrefix)\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let bytes: [UInt8]
        do {
            bytes = Array(try encoder.encode(ReplacementJournal(entries: entries))) + [0x0A]
        } catch {
            throw .unwritable(path: path, reason: "cannot encode the write journal: \(error)")
        }
        try FileReplacement.write(bytes, to: path, newFileMode: 0o600)
        return path
    }

    /// Removes a journal whose group is complete.
    public static func end(_ path: String) {
        unlink(path)
    }

    // MARK: Recovery

    /// Journals in `folder` whose run is gone (another live run's journal is
    /// its own business), sorted. A journal of this process counts as
    /// abandoned: a process runs one conversion at a time, and a journal it
    /// left is one whose writing stopped (a test's simulated kill).
    public static func abandoned(in folder: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.sorted().compactMap { name in
            guard name.hasPrefix(namePrefix) else { return nil }
            let parts = name.dropFirst(namePrefix.count).split(separator: "-")
            guard parts.count == 2, let owner = pid_t(parts[0]) else { return nil }
            guard owner == getpid() || (kill(owner, 0) != 0 && errno == ESRCH) else { return nil }
            return folder == "/" ? "/\(name)" : "\(folder)/\(name)"
        }
    }

    /// Finishes the group `path` describes, if the journal is locatorlab's
    /// own and names only files within `trees` (real paths of the folders
    /// and files being converted); then removes the journal and any
    /// temporary file it names that is left. A journal that is not is
    /// refused: nothing is renamed or removed, the journal included.
    public static func finish(_ path: String, within trees: [String]) -> Recovery {
        var recovery = Recovery(journal: path, finished: [], conflicts: [])
        let journal: ReplacementJournal
        switch trusted(path, within: trees) {
        case .success(let checked): journal = checked
        case .failure(let refusal):
            recovery.refusal = refusal
            return recovery
        }
        for entry in journal.entries {
            let current = (try? FileReader.read(entry.target, maximumBytes: 1 << 40)).map { Fingerprint($0) }
            if current == entry.replacement {
                recovery.finished.append(entry.target)
            } else if current == entry.original, case .success(let staged?) = stagedBytes(of: entry, journal: path),
                put(staged, in: entry.target)
            {
                recovery.finished.append(entry.target)
            } else {
                let reason =
                    current == entry.original
                    ? "its new content was lost with the interrupted run; the file still has its old content"
                    : "it changed after the interrupted write, so it was left as it is"
                recovery.conflicts.append(.init(target: entry.target, reason: reason))
            }
            unlink(entry.temporary)
        }
        end(path)
        return recovery
    }

    /// Writes the staged bytes that were checked, rather than renaming the
    /// staged file: that file could be swapped between the check and the
    /// rename, and the bytes in memory cannot.
    private static func put(_ bytes: [UInt8], in target: String) -> Bool {
        guard let pending = try? FileReplacement.prepare(bytes, for: target) else { return false }
        // The target was checked to be its own real path; a link put there
        // since would send the bytes elsewhere.
        guard pending.target == target else {
            FileReplacement.discard(pending)
            return false
        }
        return (try? FileReplacement.commit(pending)) != nil
    }
}
