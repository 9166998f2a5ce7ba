import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether a journal found in a converted folder may be followed. A journal
/// tells the next run which files to rename over which, so one planted in
/// the folder (committed to a repository, say) made `convert --write`
/// delete files and rename attacker bytes over files outside the tree
/// (issue 29, item 2). A journal is followed only when it is locatorlab's
/// own, every path it names is inside the trees being converted, and the
/// bytes it would put in place are the ones it recorded.
extension ReplacementJournal {
    /// Why a journal was not followed. Nothing it names was touched, and
    /// it was left where it is: it may be evidence, and it may be the
    /// user's only record of a group written halfway.
    public struct Refusal: Error, Sendable, Equatable {
        public enum Check: String, Sendable, CaseIterable {
            /// The journal is a symbolic link or not a regular file.
            case fileType
            /// Another user owns it.
            case owner
            /// Others may read or write it (locatorlab writes 0600).
            case mode
            /// It is not in the folder of the first file it names.
            case location
            /// It cannot be read, or is not a journal of this version.
            case content
            /// A path it names is outside the trees being converted, or is
            /// not the real path locatorlab records.
            case path
            /// A staged file is not locatorlab's temporary file for its target.
            case stagedFile
            /// A staged file no longer holds the bytes the journal recorded.
            case stagedBytes
        }

        public var journal: String
        public var check: Check
        /// For the user: which check failed, on what; a fragment.
        public var reason: String
    }

    /// The journal at `path`, when it may be followed: a regular file (not
    /// a link) the user owns that nobody else may read or write, in the
    /// folder of the first file it names, of this version; naming only real
    /// paths inside `trees` (the real paths of the folders and files being
    /// converted); each target a regular file or missing, each staged file
    /// locatorlab's temporary file beside its target, holding the bytes the
    /// journal recorded (or gone, once renamed).
    public static func trusted(_ path: String, within trees: [String]) -> Result<ReplacementJournal, Refusal> {
        func refuse(_ check: Refusal.Check, _ reason: String) -> Result<ReplacementJournal, Refusal> {
            .failure(Refusal(journal: path, check: check, reason: reason))
        }
        let bytes: [UInt8]
        switch ownBytes(of: path, named: "it", journal: path, targetOwner: nil, maximumBytes: 64 << 20) {
        case .success(let read): bytes = read
        case .failure(let refusal): return .failure(refusal)
        }
        // The header first, so a journal of another version says so rather
        // than failing to decode.
        struct Header: Decodable {
            var format: String?
            var version: Int?
        }
        guard let header = try? JSONDecoder().decode(Header.self, from: Data(bytes)), header.format == format else {
            return refuse(.content, "it is not a locatorlab write journal")
        }
        guard header.version == currentVersion else {
            return refuse(
                .content,
                "it is a version \(header.version.map(String.init) ?? "?") journal, and this locatorlab follows only "
                    + "version \(currentVersion) (version 1 fingerprinted files in a way anyone can forge)")
        }
        guard let journal = try? JSONDecoder().decode(Self.self, from: Data(bytes)) else {
            return refuse(.content, "it is not a valid version \(currentVersion) write journal")
        }
        // Where it points first: that is what a planted journal is about.
        let canonicalTrees = trees.map(realPath)
        for entry in journal.entries {
            if let problem = placeProblem(entry.target, within: canonicalTrees) {
                return refuse(.path, "it names \(entry.target), \(problem)")
            }
            if let problem = placeProblem(entry.temporary, within: canonicalTrees) {
                return refuse(.path, "it names \(entry.temporary) as a staged file, \(problem)")
            }
        }
        if let first = journal.entries.first,
            realPath(FileReplacement.folder(of: path)) != FileReplacement.folder(of: first.target)
        {
            return refuse(
                .location,
                "it is not in the folder of the first file it names (\(first.target)), where locatorlab puts its journals")
        }
        for entry in journal.entries {
            let name = String(entry.temporary.split(separator: "/").last ?? "")
            guard FileReplacement.folder(of: entry.temporary) == FileReplacement.folder(of: entry.target),
                name.hasPrefix(FileReplacement.temporaryNamePrefix(for: entry.target)),
                FileReplacement.temporaryFileOwner(name) != nil
            else {
                return refuse(
                    .stagedFile,
                    "its staged file \(entry.temporary) is not a temporary file locatorlab makes for \(entry.target) "
                        + "(\(FileReplacement.temporaryNamePrefix(for: entry.target))PID-NUMBER beside it)")
            }
            var status = stat()
            if lstat(entry.target, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
                return refuse(.path, "it names \(entry.target), which is not a regular file")
            }
            if case .failure(let refusal) = stagedBytes(of: entry, journal: path) { return .failure(refusal) }
        }
        return .success(journal)
    }

    /// The bytes staged for `entry` when they are the ones recorded; nil
    /// when the staged file is gone (renamed into place, or never made).
    static func stagedBytes(of entry: Entry, journal: String) -> Result<[UInt8]?, Refusal> {
        var status = stat()
        if lstat(entry.temporary, &status) != 0, errno == ENOENT { return .success(nil) }
        // A run as root gives its staged files the owner of the file they
        // replace (FileReplacement), so that owner is the user's too.
        let targetOwner = stat(entry.target, &status) == 0 ? status.st_uid : nil
        // Reading one byte past the recorded length is enough to tell.
        let limit = max(0, min(entry.replacement.length, Int.max - 1))
        let what = "its staged file \(entry.temporary)"
        switch ownBytes(of: entry.temporary, named: what, journal: journal, targetOwner: targetOwner, maximumBytes: limit)
        {
        case .failure(let refusal): return .failure(refusal)
        case .success(let bytes) where Fingerprint(bytes) == entry.replacement: return .success(bytes)
        case .success:
            return .failure(stagedBytesDiffer(entry, journal: journal))
        }
    }

    private static func stagedBytesDiffer(_ entry: Entry, journal: String) -> Refusal {
        Refusal(
            journal: journal, check: .stagedBytes,
            reason: "\("its staged file \(entry.temporary)") no longer holds the bytes it recorded for \(entry.target) "
                + "(\(entry.replacement.length) bytes, SHA-256 \(entry.replacement.sha256.prefix(16))…); it was changed "
                + "after it was staged")
    }

    /// The bytes of `file`, when it is a regular file (not a link) the user
    /// owns and, for a journal (`targetOwner` nil), nobody else may read or
    /// write. `what` names the file in reasons.
    private static func ownBytes(
        of file: String, named what: String, journal: String, targetOwner: uid_t?, maximumBytes: Int
    ) -> Result<[UInt8], Refusal> {
        let isJournal = file == journal
        func refuse(_ check: Refusal.Check, _ reason: String) -> Result<[UInt8], Refusal> {
            .failure(Refusal(journal: journal, check: isJournal ? check : .stagedFile, reason: reason))
        }
        // O_NOFOLLOW refuses a link instead of reading what it points to;
        // O_NONBLOCK keeps a FIFO put there from holding the run (it is
        // refused below as not a regular file, before any read).
        let descriptor = open(file, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ELOOP { return refuse(.fileType, "\(what) is a symbolic link") }
            return refuse(.content, "\(what) cannot be opened: \(String(cString: strerror(code)))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            return refuse(.content, "\(what) cannot be examined: \(String(cString: strerror(errno)))")
        }
        guard status.st_mode & S_IFMT == S_IFREG else { return refuse(.fileType, "\(what) is not a regular file") }
        guard status.st_uid == geteuid() || status.st_uid == targetOwner else {
            return refuse(.owner, "\(what) belongs to user \(status.st_uid), not to you (user \(geteuid()))")
        }
        if isJournal, status.st_mode & 0o077 != 0 {
            return refuse(
                .mode,
                "others may read or write it (mode 0\(String(status.st_mode & 0o777, radix: 8))), and locatorlab "
                    + "writes its journals 0600")
        }
        do {
            return .success(try FileReader.read(descriptor, file: file, maximumBytes: maximumBytes))
        } catch let error {
            if !isJournal, case .tooLarge = error {
                return .failure(Refusal(journal: journal, check: .stagedBytes, reason: "\(what) is larger than recorded"))
            }
            return refuse(.content, "\(what) cannot be read: \(error.message)")
        }
    }

    /// Why `path` is not a real path inside `trees`, or nil. Genuine
    /// journals record real paths (`realpath(3)` of each file), so any
    /// other spelling (`..`, `.`, a link on the way) was not written by
    /// locatorlab, and it is named by where it leads.
    private static func placeProblem(_ path: String, within trees: [String]) -> String? {
        let name = String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        guard path.hasPrefix("/"), !name.isEmpty, name != ".", name != ".." else {
            return "which is not an absolute path to a file"
        }
        let folder = FileReplacement.folder(of: path)
        guard let realFolder = realPathIfAny(folder) else {
            return "whose folder does not exist"
        }
        let resolved = realFolder == "/" ? "/\(name)" : "\(realFolder)/\(name)"
        let which = resolved == path ? "which is" : "which leads to \(resolved),"
        guard trees.contains(where: { resolved == $0 || resolved.hasPrefix($0 == "/" ? "/" : $0 + "/") }) else {
            return "\(which) outside the folders being converted (\(trees.joined(separator: ", ")))"
        }
        guard resolved == path else {
            return "\(which) not the real path locatorlab records"
        }
        return nil
    }

    private static func realPathIfAny(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` with links and `..` resolved, or as given when it cannot be.
    private static func realPath(_ path: String) -> String {
        realPathIfAny(path) ?? path
    }
}
