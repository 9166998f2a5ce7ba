import Foundation
import LocatorLabFiles
import LocatorLabRecording

extension ScreenTools {
    /// The largest file `resources/read` sends: a page source of 10,000
    /// elements is a few megabytes; a message of hundreds would stall the
    /// host.
    public static let maximumResourceBytes = 32 << 20

    /// Every screen's page source, its screenshot when it has one (the one
    /// its recording took, or a `.png` of the same name beside the page
    /// source), and every recording, in the order list_screens gives them.
    public func resources() -> [ServedResource] {
        lock.lock()
        defer { lock.unlock() }
        var listed: [ServedResource] = []
        for index in served.screens.indices {
            let screen = served.screens[index]
            let tree = screen.tree
            listed.append(
                ServedResource(
                    uri: ServedResource.screenURI(screen.name), name: screen.name,
                    description: "The \(tree.platform.rawValue) page source \(screen.name) (\(tree.count) elements)",
                    mimeType: ServedResource.pageSourceMIMEType(served.realFiles[index])))
            if screen.screenshot != nil || siblingScreenshot(of: index) != nil {
                listed.append(
                    ServedResource(
                        uri: ServedResource.screenshotURI(screen.name), name: screen.name + " screenshot",
                        description: "The screenshot taken with \(screen.name)", mimeType: "image/png"))
            }
        }
        for recording in recordings {
            listed.append(
                ServedResource(
                    uri: ServedResource.recordingURI(recording.name), name: recording.name,
                    description:
                        "The recorded run \(recording.name): its manifest and event log (\(recording.recording.finds.count) finds on \(recording.screens.count) screens); recorded_finds analyses it",
                    mimeType: "application/json"))
        }
        return listed
    }

    /// The content of the resource at `uri`, read now from its file, which
    /// must still resolve inside the roots.
    /// - Throws: ``ToolError`` for a URI this server does not list, or a file
    ///   that is gone, too large, or now resolves outside the roots.
    public func readResource(_ uri: String) throws(ToolError) -> [ServedResource.Content] {
        lock.lock()
        defer { lock.unlock() }
        for index in served.screens.indices {
            let screen = served.screens[index]
            if uri == ServedResource.screenURI(screen.name) {
                let bytes = try confinedBytes(served.realFiles[index])
                let mimeType = ServedResource.pageSourceMIMEType(served.realFiles[index])
                // A page source in UTF-16 is sent as bytes, not mangled.
                let body: ServedResource.Content.Body =
                    String(bytes: bytes, encoding: .utf8).map { .text($0) } ?? .bytes(bytes)
                return [ServedResource.Content(uri: uri, mimeType: mimeType, body: body)]
            }
            if uri == ServedResource.screenshotURI(screen.name) {
                if let image = screen.screenshot {
                    return [ServedResource.Content(uri: uri, mimeType: "image/png", body: .bytes(image))]
                }
                if let path = siblingScreenshot(of: index) {
                    return [ServedResource.Content(uri: uri, mimeType: "image/png", body: .bytes(try confinedBytes(path)))]
                }
                throw ToolError("\(screen.name) has no screenshot")
            }
        }
        for recording in recordings where uri == ServedResource.recordingURI(recording.name) {
            return try [RecordingFolder.manifestName, RecordingFolder.eventLogName].map { file throws(ToolError) in
                let bytes = try confinedBytes(recording.recording.path(of: file))
                return ServedResource.Content(
                    uri: uri + "/" + file, mimeType: file.hasSuffix(".jsonl") ? "application/jsonl" : "application/json",
                    body: .text(String(decoding: bytes, as: UTF8.self)))
            }
        }
        throw ToolError("unknown resource \(ToolError.quoted(uri)); resources/list gives the URIs this server serves")
    }

    /// The `.png` beside screen `index`'s page source (`cart.png` for
    /// `cart.xml`), when there is one inside the roots.
    private func siblingScreenshot(of index: Int) -> String? {
        let file = served.realFiles[index] as NSString
        let candidate = file.deletingPathExtension + ".png"
        guard let real = ServedRoots.realPath(candidate), roots.contains(resolved: real),
            FileManager.default.fileExists(atPath: real)
        else { return nil }
        return real
    }

    /// The bytes of `path`, resolved again now (a link may have been put
    /// in its place since the server started) and refused outside the roots.
    private func confinedBytes(_ path: String) throws(ToolError) -> [UInt8] {
        let real = try roots.resolve(path)
        do {
            return try FileReader.read(real, maximumBytes: Self.maximumResourceBytes)
        } catch {
            throw ToolError("\(path): \(error)")
        }
    }
}
