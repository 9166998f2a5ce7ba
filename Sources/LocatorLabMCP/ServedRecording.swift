import Foundation
import LocatorLabFiles
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabRecording

/// One recording folder a server answers about (`--recording DIR`, a
/// folder `locatorlab record` wrote): the run read back, and its screens
/// as screens every tool can name (`ios-login-run/screen-001`), each with
/// the screenshot the recorder took of it.
///
/// Every file the recording names (page sources, screenshots) must
/// resolve inside the served roots, links followed: the folder may come
/// from anyone (a CI artefact), and its manifest could name a link out of it.
public struct ServedRecording: Sendable {
    /// The folder's own name, unique among the served recordings
    /// (`ios-login-run`, `ios-login-run-2` for a second folder of that name).
    public let name: String
    /// The resolved folder.
    public let folder: String
    public let recording: Recording
    /// The recording's screens, in its order, named `<name>/<screen id>`.
    public let screens: [Screen]
    /// The resolved page source of each screen.
    let realFiles: [String]

    /// The largest screenshot read (as `inspect` reads screenshots).
    public static let maximumScreenshotBytes = 100 << 20

    /// Reads the recording in `folder` and each of its screens.
    /// - Throws: ``ToolError`` for a folder that is not a recording, a
    ///   screen that does not read, or a file that resolves outside `roots`.
    public static func read(
        _ folder: String, name: String, roots: ServedRoots, limits: ReadLimits = ReadLimits()
    ) throws(ToolError) -> ServedRecording {
        let real = try roots.resolve(folder)
        let recording: Recording
        do {
            recording = try RecordingFolder.read(real)
        } catch {
            throw ToolError("\(folder): \(error)")
        }
        var screens: [Screen] = []
        var realFiles: [String] = []
        for recorded in recording.screens {
            let source = try confined(recording.path(of: recorded.source), of: folder, roots: roots)
            let tree: ElementTree
            do {
                tree = try PageSourceReader.read(contentsOf: source, limits: limits)
            } catch {
                throw ToolError("\(folder): screen \(recorded.id): \(error)")
            }
            var screenshot: [UInt8]?
            if let relative = recorded.screenshot {
                let path = try confined(recording.path(of: relative), of: folder, roots: roots)
                do {
                    screenshot = try FileReader.read(path, maximumBytes: maximumScreenshotBytes)
                } catch {
                    throw ToolError("\(folder): screenshot of \(recorded.id): \(error)")
                }
            }
            screens.append(Screen(name: name + "/" + recorded.id, file: source, tree: tree, screenshot: screenshot))
            realFiles.append(source)
        }
        return ServedRecording(name: name, folder: real, recording: recording, screens: screens, realFiles: realFiles)
    }

    /// Reads every folder of `folders`, naming each after its last path
    /// component, numbered when two share one.
    public static func read(_ folders: [String], roots: ServedRoots) throws(ToolError) -> [ServedRecording] {
        var served: [ServedRecording] = []
        for folder in folders {
            let trimmed = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
            let base = (trimmed as NSString).lastPathComponent
            var name = base
            var number = 1
            while served.contains(where: { $0.name == name }) {
                number += 1
                name = "\(base)-\(number)"
            }
            served.append(try read(folder, name: name, roots: roots))
        }
        return served
    }

    /// `path` resolved, when it lies inside `roots`.
    private static func confined(_ path: String, of folder: String, roots: ServedRoots) throws(ToolError) -> String {
        guard let real = ServedRoots.realPath(path) else { throw ToolError("\(folder): \(path): no such file") }
        guard roots.contains(resolved: real) else {
            throw ToolError(
                "\(folder): \(path) resolves to \(real), outside the files and folders this server was started with")
        }
        return real
    }
}
