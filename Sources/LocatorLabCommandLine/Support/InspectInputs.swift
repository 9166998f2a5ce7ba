import Foundation
import LocatorLabInspection
import LocatorLabModel
import LocatorLabRecording

/// What `inspect` shows: page sources (and folders of them), each with the
/// `--screenshot` given in the same order, then each recording folder
/// (``RecordingFolder/isRecording(_:)``) given, screen by screen, with the
/// screenshot the recorder took of it.
///
/// A recorded screen is named by its id and the first find the run sent on
/// it (`screen-002: -ios class chain **/XCUIElementTypeCell`), because its
/// page source's file name says nothing of where in the run it was seen.
struct InspectInputs {
    let options: PageSourceInputOptions

    /// The longest locator value a screen's name quotes in full.
    static let longestQuotedValue = 60

    func read(_ paths: [String], screenshots: [String]) throws -> (inputs: [Screen], title: String) {
        let recordings = paths.filter(RecordingFolder.isRecording)
        let pageSources = paths.filter { !RecordingFolder.isRecording($0) }
        let sources = pageSources.isEmpty ? [] : try options.readAll(pageSources)
        guard screenshots.isEmpty || screenshots.count == sources.count else {
            throw InspectionError.screenshotCountMismatch(pageSources: sources.count, screenshots: screenshots.count)
        }
        let images = try screenshots.map { path throws(InspectionError) in try PNGImage(contentsOf: path).bytes }
        var inputs = sources.enumerated().map { index, source in
            Screen(name: source.name, file: source.file, tree: source.tree, screenshot: images.isEmpty ? nil : images[index])
        }
        for folder in recordings {
            inputs += try readRecording(folder)
        }
        let title =
            inputs.count == 1
            ? inputs[0].name
            : recordings.count == 1 && pageSources.isEmpty
                ? "\((recordings[0] as NSString).lastPathComponent), \(inputs.count) screens" : "\(inputs.count) screens"
        return (inputs, title)
    }

    private func readRecording(_ folder: String) throws -> [Screen] {
        let recording = try RecordingFolder.read(folder)
        for note in recording.notes { Terminal.standardError.write("\(note)\n") }
        return try recording.screens.map { screen in
            let tree = try PageSourceInputOptions.read(
                recording.path(of: screen.source), format: options.format.format, limits: options.limitOptions.limits)
            let image = try screen.screenshot.map { relative throws(InspectionError) in
                try PNGImage(contentsOf: recording.path(of: relative)).bytes
            }
            return Screen(
                name: Self.name(of: screen, in: recording), file: recording.path(of: screen.source), tree: tree,
                screenshot: image)
        }
    }

    /// `screen-001: accessibility id login.email`, or the id alone for a
    /// screen the run only read (`GET /source`) and sent no find on.
    static func name(of screen: RecordedScreen, in recording: Recording) -> String {
        guard let find = recording.finds.first(where: { $0.screen == screen.id }) else { return screen.id }
        let value =
            find.value.count > longestQuotedValue ? find.value.prefix(longestQuotedValue - 1) + "…" : Substring(find.value)
        return "\(screen.id): \(find.using) \(value)"
    }
}
