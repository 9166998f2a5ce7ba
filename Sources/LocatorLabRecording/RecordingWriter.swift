import Foundation
import LocatorLabFiles

/// Writes a recording as the run goes: the manifest first, each new screen
/// as its own file, and one line of the event log per event, so a recorder
/// that is killed leaves a recording that reads back up to its last event.
///
/// Many sessions record at once, so every method takes the one lock; event
/// numbers are given under it, in the order events reach the log.
public final class RecordingWriter: @unchecked Sendable {
    public let folder: String
    private let lock = NSLock()
    private let log: FileHandle
    private let encoder: JSONEncoder
    private var sequence = 0
    private var screenIDs: [[UInt8]: String] = [:]
    private var sessionIDs: Set<String> = []
    /// The folders `init` created, deepest first, and whether an event or
    /// a screen was written since: what ``discardIfEmpty()`` may remove.
    private let createdFolders: [String]
    private var isEmpty = true

    /// Creates the recording in `folder`, which must not exist or be empty:
    /// a recording is never mixed into another one or into a user's files.
    public init(folder: String, manifest: RecordingManifest) throws(RecordingError) {
        self.folder = folder
        let files = FileManager.default
        if let problem = OutputPathCheck.problem(folder) { throw .unwritable(path: folder, reason: problem) }
        var isFolder: ObjCBool = false
        if files.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw .unwritable(path: folder, reason: "it is a file, not a folder") }
            let contents = (try? files.contentsOfDirectory(atPath: folder)) ?? []
            guard contents.isEmpty else {
                throw .unwritable(path: folder, reason: "the folder is not empty; expected a new or empty folder")
            }
        }
        var created: [String] = []
        var missing = folder
        while !missing.isEmpty, missing != "/", !files.fileExists(atPath: missing) {
            created.append(missing)
            missing = (missing as NSString).deletingLastPathComponent
        }
        createdFolders = created
        let screens = RecordingFolder.join(folder, RecordingFolder.screensFolderName)
        do {
            try files.createDirectory(atPath: screens, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: folder, reason: "\(error.localizedDescription)")
        }
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let pretty = JSONEncoder()
        pretty.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let logPath = RecordingFolder.join(folder, RecordingFolder.eventLogName)
        do throws(FileError) {
            guard let manifestBytes = try? pretty.encode(manifest) else {
                throw FileError.unwritable(path: folder, reason: "the manifest cannot be encoded")
            }
            try FileReplacement.write(Array(manifestBytes) + [UInt8(ascii: "\n")], to: RecordingFolder.join(folder, RecordingFolder.manifestName))
            try FileReplacement.write([], to: logPath)
        } catch {
            throw .unwritable(path: error.path ?? folder, reason: error.message)
        }
        guard let log = FileHandle(forWritingAtPath: logPath) else {
            throw .unwritable(path: logPath, reason: "cannot open the event log")
        }
        self.log = log
    }

    deinit {
        try? log.close()
    }

    /// Removes the recording when nothing was recorded in it: the manifest,
    /// the empty event log, the screens folder and the folders `init`
    /// created (a folder that existed stays, empty). `record` on a port in
    /// use left a recording of nothing behind, and the next `record -o`
    /// into that folder was refused as not empty.
    public func discardIfEmpty() {
        lock.lock()
        defer { lock.unlock() }
        guard isEmpty else { return }
        isEmpty = false
        try? log.close()
        let files = FileManager.default
        try? files.removeItem(atPath: RecordingFolder.join(folder, RecordingFolder.manifestName))
        try? files.removeItem(atPath: RecordingFolder.join(folder, RecordingFolder.eventLogName))
        // `rmdir`: removes a folder only while it is empty.
        _ = rmdir(RecordingFolder.join(folder, RecordingFolder.screensFolderName))
        for created in createdFolders { _ = rmdir(created) }
    }

    /// Records a new session; a session id seen before is recorded once.
    public func startSession(_ session: RecordedSession) throws(RecordingError) {
        lock.lock()
        defer { lock.unlock() }
        guard sessionIDs.insert(session.id).inserted else { return }
        try append(.session(session))
    }

    /// The id of the screen whose page source is `source`: the one stored
    /// before if the same bytes were seen, else a new screen (and its
    /// screenshot, when given) written now.
    public func screen(source: [UInt8], screenshot: [UInt8]?, session: String) throws(RecordingError) -> String {
        lock.lock()
        defer { lock.unlock() }
        if let known = screenIDs[source] { return known }
        isEmpty = false
        let id = "screen-" + String(format: "%03d", screenIDs.count + 1)
        let sourcePath = RecordingFolder.screensFolderName + "/" + id + ".xml"
        let screenshotPath = screenshot.map { _ in RecordingFolder.screensFolderName + "/" + id + ".png" }
        do throws(FileError) {
            try FileReplacement.write(source, to: RecordingFolder.join(folder, sourcePath))
            if let screenshot, let screenshotPath {
                try FileReplacement.write(screenshot, to: RecordingFolder.join(folder, screenshotPath))
            }
        } catch {
            throw .unwritable(path: error.path ?? folder, reason: error.message)
        }
        try append(.screen(RecordedScreen(id: id, source: sourcePath, screenshot: screenshotPath, session: session)))
        screenIDs[source] = id
        return id
    }

    /// Records a find; `make` is given the event's number.
    public func recordFind(_ make: (Int) -> RecordedFind) throws(RecordingError) {
        lock.lock()
        defer { lock.unlock() }
        sequence += 1
        try append(.find(make(sequence)))
    }

    /// Records an action; `make` is given the event's number.
    public func recordAction(_ make: (Int) -> RecordedAction) throws(RecordingError) {
        lock.lock()
        defer { lock.unlock() }
        sequence += 1
        try append(.action(make(sequence)))
    }

    /// One line, written with one `write(2)` so a kill leaves whole lines
    /// and at most one cut short.
    private func append(_ event: RecordedEvent) throws(RecordingError) {
        guard let line = try? encoder.encode(event) else {
            throw .unwritable(path: folder, reason: "an event cannot be encoded")
        }
        // What the reader refuses is never written: the rest of the run
        // still reads back.
        guard line.count <= RecordingFolder.maximumEventBytes else {
            throw .unwritable(
                path: RecordingFolder.join(folder, RecordingFolder.eventLogName),
                reason: "a \(event.kind) event of \(line.count) bytes is longer than the "
                    + "\(RecordingFolder.maximumEventBytes) a line may take; it is left out")
        }
        isEmpty = false
        do {
            try log.write(contentsOf: line + Data([UInt8(ascii: "\n")]))
        } catch {
            throw .unwritable(path: RecordingFolder.join(folder, RecordingFolder.eventLogName), reason: "\(error.localizedDescription)")
        }
    }
}
