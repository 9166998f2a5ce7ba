import Foundation
import LocatorLabFiles

/// The layout of a recording folder, and reading one back:
///
///     DIR/recording.json        the manifest (RecordingManifest)
///     DIR/events.jsonl          one RecordedEvent per line, in run order
///     DIR/screens/screen-001.xml, screen-001.png, …
///
/// A recording may come from anyone (a CI artefact, a colleague's run), so
/// every path it names must stay inside its folder and every file is read
/// with a bound.
public enum RecordingFolder {
    public static let manifestName = "recording.json"
    public static let eventLogName = "events.jsonl"
    public static let screensFolderName = "screens"

    /// The largest manifest or event log read (the log of a long run with
    /// thousands of finds is a few megabytes).
    public static let maximumLogBytes = 256 << 20

    /// The longest line of the event log read, and written: a find's line
    /// holds its locator and the ids of the elements found, and 100,000
    /// element ids of about 40 bytes come to 4 MB.
    public static let maximumEventBytes = 16 << 20

    /// Whether `path` is a folder holding a recording manifest: how commands
    /// that take page sources tell a recording from a page source.
    public static func isRecording(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            return false
        }
        return FileManager.default.fileExists(atPath: join(path, manifestName))
    }

    /// Reads the recording in `folder`, checking that every event names a
    /// session and screen the log declared before it and that every screen
    /// file exists inside the folder.
    public static func read(
        _ folder: String, maximumEventBytes: Int = RecordingFolder.maximumEventBytes
    ) throws(RecordingError) -> Recording {
        guard FileManager.default.fileExists(atPath: folder) else {
            throw .unreadable(path: folder, reason: "no such folder")
        }
        let manifestPath = join(folder, manifestName)
        let manifest = try readManifest(manifestPath)
        let logPath = join(folder, eventLogName)
        var fold = EventFold(folder: folder, logPath: logPath)
        let decoder = JSONDecoder()
        // A line at a time, each held to its limit as it is read.
        let lines: LineReader
        do {
            lines = try LineReader(path: logPath, maximumLineBytes: maximumEventBytes, maximumBytes: maximumLogBytes)
        } catch {
            throw logError(error, logPath)
        }
        while true {
            let next: LineReader.Line?
            do {
                next = try lines.next()
            } catch {
                throw logError(error, logPath)
            }
            guard let line = next else { break }
            guard !line.bytes.isEmpty else { continue }
            let event: RecordedEvent
            do {
                event = try decoder.decode(RecordedEvent.self, from: Data(line.bytes))
            } catch {
                // A line with no newline after it is one the recorder was
                // writing when it stopped: leave it out and say so.
                if !line.isTerminated {
                    fold.notes.append("\(logPath):\(line.number): the last event was cut short (the recorder "
                        + "stopped while writing it) and is left out")
                    continue
                }
                throw .invalidEvent(path: logPath, line: line.number, reason: describe(error))
            }
            try fold.add(event, line: line.number)
        }
        return Recording(
            folder: folder, manifest: manifest, sessions: fold.sessions, screens: fold.screens, finds: fold.finds,
            actions: fold.actions, notes: fold.notes)
    }

    /// A failure reading the event log, naming the line where it has one.
    private static func logError(_ error: FileError, _ logPath: String) -> RecordingError {
        switch error {
        case .lineTooLong(_, let line, let limit):
            .invalidEvent(
                path: logPath, line: line,
                reason: "the line is longer than \(limit) bytes; expected one event (a recorder writes none this long)")
        case .invalidText(_, let position, let message, _):
            .invalidEvent(path: logPath, line: position.line, reason: message)
        default:
            .unreadable(path: logPath, reason: error.message)
        }
    }

    static func readManifest(_ path: String) throws(RecordingError) -> RecordingManifest {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.read(path, maximumBytes: 1 << 20, isText: true)
        } catch {
            throw .notARecording(path: path, reason: error.message)
        }
        let manifest: RecordingManifest
        do {
            manifest = try JSONDecoder().decode(RecordingManifest.self, from: Data(bytes))
        } catch {
            throw .notARecording(path: path, reason: describe(error))
        }
        guard manifest.format == RecordingManifest.formatName else {
            throw .notARecording(
                path: path, reason: "format is \"\(manifest.format)\"; expected \"\(RecordingManifest.formatName)\"")
        }
        guard manifest.version <= RecordingManifest.currentVersion else {
            throw .notARecording(
                path: path,
                reason: "version \(manifest.version) is newer than this tool reads "
                    + "(\(RecordingManifest.currentVersion)); update locatorlab")
        }
        return manifest
    }

    /// A relative path that cannot leave the folder: no leading `/`, no `..`
    /// component, no empty name.
    static func isConfined(_ relativePath: String) -> Bool {
        guard !relativePath.isEmpty, !relativePath.hasPrefix("/") else { return false }
        return !relativePath.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == ".." || $0.isEmpty }
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// A decoding error in words a user can act on.
    static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "expected the field \"\(key.stringValue)\""
        case DecodingError.typeMismatch(let type, let context), DecodingError.valueNotFound(let type, let context):
            "expected \(type) at \"\(context.codingPath.map(\.stringValue).joined(separator: "."))\""
        case DecodingError.dataCorrupted(let context):
            context.codingPath.isEmpty
                ? "expected one JSON object" : "invalid \"\(context.codingPath.map(\.stringValue).joined(separator: "."))\""
        default: "expected one JSON object"
        }
    }
}
