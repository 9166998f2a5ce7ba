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
    public static func read(_ folder: String) throws(RecordingError) -> Recording {
        guard FileManager.default.fileExists(atPath: folder) else {
            throw .unreadable(path: folder, reason: "no such folder")
        }
        let manifestPath = join(folder, manifestName)
        let manifest = try readManifest(manifestPath)
        let logPath = join(folder, eventLogName)
        let log: [UInt8]
        do {
            log = try FileReader.read(logPath, maximumBytes: maximumLogBytes)
        } catch {
            throw .unreadable(path: logPath, reason: error.message)
        }
        var fold = EventFold(folder: folder, logPath: logPath)
        let lines = log.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let decoder = JSONDecoder()
        for (index, line) in lines.enumerated() where !line.isEmpty {
            let isLast = index == lines.count - 1
            let event: RecordedEvent
            do {
                event = try decoder.decode(RecordedEvent.self, from: Data(line))
            } catch {
                // A line with no newline after it is one the recorder was
                // writing when it stopped: leave it out and say so.
                if isLast {
                    fold.notes.append("\(logPath):\(index + 1): the last event was cut short (the recorder "
                        + "stopped while writing it) and is left out")
                    continue
                }
                throw .invalidEvent(path: logPath, line: index + 1, reason: describe(error))
            }
            try fold.add(event, line: index + 1)
        }
        return Recording(
            folder: folder, manifest: manifest, sessions: fold.sessions, screens: fold.screens, finds: fold.finds,
            actions: fold.actions, notes: fold.notes)
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
