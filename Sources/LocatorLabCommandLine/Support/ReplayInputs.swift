import Foundation
import LocatorLabInspection
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabRecording
import LocatorLabWebDriver

/// What `replay` serves, read before the server starts (so no request
/// ever reaches the file system): page sources with their bytes and
/// screenshots, or a recording's screens and its plan.
struct ReplayInputs {
    let options: PageSourceInputOptions

    func read(_ inputs: [String], screenshots: [String]) throws -> ([Screen], RecordingPlan?) {
        if inputs.count == 1, RecordingFolder.isRecording(inputs[0]) {
            return try readRecording(inputs[0])
        }
        var files: [String] = []
        // The folder each file came from, so that a folder without a page
        // source is refused as compare refuses it (exit 66), not served
        // with no screens.
        var folderOf: [String: String] = [:]
        var folders: [String] = []
        for input in inputs {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: input, isDirectory: &isFolder), isFolder.boolValue {
                folders.append(input)
                for file in try folderFiles(input) {
                    files.append(file)
                    folderOf[file] = input
                }
            } else {
                files.append(input)
            }
        }
        guard screenshots.isEmpty || screenshots.count == files.count else {
            throw InspectionError.screenshotCountMismatch(pageSources: files.count, screenshots: screenshots.count)
        }
        let images = try screenshots.map { path throws(InspectionError) in try PNGImage(contentsOf: path).bytes }
        var screens: [Screen] = []
        var skipped: [PageSourceError] = []
        var names: Set<String> = []
        for (index, file) in files.enumerated() {
            let bytes = try PageSourceReader.readFile(file, limits: options.limitOptions.limits)
            do {
                let tree = try PageSourceReader.read(
                    bytes, file: file, format: options.format.format, limits: options.limitOptions.limits)
                // The file's name, unless two files share it.
                let base = (file as NSString).lastPathComponent
                let name = names.insert(base).inserted ? base : file
                screens.append(
                    Screen(
                        name: name, file: file, tree: tree, source: bytes, screenshot: images.isEmpty ? nil : images[index]))
            } catch let error as PageSourceError where !inputs.contains(file) {
                // A file in a folder that is not a page source is noted, as compare does.
                skipped.append(error)
            }
        }
        PageSourceInputOptions.noteSkipped(skipped)
        let served = Set(screens.compactMap { folderOf[$0.file] })
        if let empty = folders.first(where: { !served.contains($0) }) {
            throw PageSourceError.unreadableFile(path: empty, reason: "no page sources in this folder")
        }
        return (screens, nil)
    }

    /// The recording's screens in the order the run first saw them.
    private func readRecording(_ folder: String) throws -> ([Screen], RecordingPlan?) {
        let recording = try RecordingFolder.read(folder)
        for note in recording.notes { Terminal.standardError.write("\(note)\n") }
        var screens: [Screen] = []
        var index: [String: Int] = [:]
        for screen in recording.screens {
            let path = recording.path(of: screen.source)
            let bytes = try PageSourceReader.readFile(path, limits: options.limitOptions.limits)
            let tree = try PageSourceReader.read(bytes, file: path, format: nil, limits: options.limitOptions.limits)
            let png = try screen.screenshot.map { relative throws(InspectionError) in
                try PNGImage(contentsOf: recording.path(of: relative)).bytes
            }
            index[screen.id] = screens.count
            screens.append(Screen(name: screen.id, file: path, tree: tree, source: bytes, screenshot: png))
        }
        return (screens, RecordingPlan(recording: recording, screenIndex: index))
    }

    /// The regular files of a folder, by name.
    private func folderFiles(_ folder: String) throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        return names.filter { !$0.hasPrefix(".") }.map { folder.hasSuffix("/") ? folder + $0 : folder + "/" + $0 }
            .filter { path in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
            }
    }
}
