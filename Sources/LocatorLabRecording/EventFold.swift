import Foundation

/// Folds the event log, line by line, into a recording's parts, refusing an
/// event that names a session or screen not declared before it, or a
/// screen file outside the folder.
struct EventFold {
    let folder: String
    let logPath: String
    var sessions: [RecordedSession] = []
    var screens: [RecordedScreen] = []
    var finds: [RecordedFind] = []
    var actions: [RecordedAction] = []
    var notes: [String] = []
    private var sessionIDs: Set<String> = []
    private var screenIDs: Set<String> = []

    init(folder: String, logPath: String) {
        self.folder = folder
        self.logPath = logPath
    }

    mutating func add(_ event: RecordedEvent, line: Int) throws(RecordingError) {
        switch event {
        case .session(let session):
            guard sessionIDs.insert(session.id).inserted else {
                throw .invalidEvent(path: logPath, line: line, reason: "session \"\(session.id)\" is declared twice")
            }
            sessions.append(session)
        case .screen(let screen):
            try requireSession(screen.session, line: line)
            guard screenIDs.insert(screen.id).inserted else {
                throw .invalidEvent(path: logPath, line: line, reason: "screen \"\(screen.id)\" is declared twice")
            }
            for file in [screen.source] + (screen.screenshot.map { [$0] } ?? []) {
                try requireFile(file, line: line)
            }
            screens.append(screen)
        case .find(let find):
            try requireSession(find.session, line: line)
            try requireScreen(find.screen, line: line)
            finds.append(find)
        case .action(let action):
            try requireSession(action.session, line: line)
            try requireScreen(action.screen, line: line)
            actions.append(action)
        }
    }

    private func requireSession(_ id: String, line: Int) throws(RecordingError) {
        guard sessionIDs.contains(id) else {
            throw .invalidEvent(path: logPath, line: line, reason: "session \"\(id)\" is not declared before it")
        }
    }

    private func requireScreen(_ id: String, line: Int) throws(RecordingError) {
        guard screenIDs.contains(id) else {
            throw .invalidEvent(path: logPath, line: line, reason: "screen \"\(id)\" is not declared before it")
        }
    }

    private func requireFile(_ relativePath: String, line: Int) throws(RecordingError) {
        guard RecordingFolder.isConfined(relativePath) else {
            throw .invalidEvent(
                path: logPath, line: line,
                reason: "the file \"\(relativePath)\" is outside the recording; expected a path inside its folder")
        }
        var isFolder: ObjCBool = false
        let path = RecordingFolder.join(folder, relativePath)
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
            throw .unreadable(path: path, reason: "the file is missing (named on line \(line) of \(logPath))")
        }
        // A link inside the folder must not lead out of it either.
        let resolvedFolder = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        let resolvedFile = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard resolvedFile.hasPrefix(resolvedFolder + "/") else {
            throw .invalidEvent(
                path: logPath, line: line,
                reason: "the file \"\(relativePath)\" links outside the recording; expected a file inside its folder")
        }
    }
}
