import LocatorLabModel

extension ScreenTools {
    struct ListScreensInput: Decodable {}

    struct ListScreensOutput: Encodable {
        var screens: [ScreenSummary]
        /// The `--recording` runs (recorded_finds reads them).
        var recordings: [RecordingSummary]
        /// Files under the roots that are not served, and why.
        var skipped: [String]
    }

    struct ScreenSummary: Encodable {
        var name: String
        var platform: Platform
        /// The Android package most resource ids name, or the iOS
        /// application's bundle id (its name when the source has none).
        var app: String?
        var elements: Int
        /// Elements with a non-empty identifier (iOS: the identifier, or a
        /// `name` that is not the label; Android: `resource-id`).
        var identifiedElements: Int
        /// The recording the screen was captured in, for a recorded screen.
        var recording: String?
    }

    struct RecordingSummary: Encodable {
        var name: String
        var screens: Int
        var finds: Int
        var platforms: [Platform]
    }

    func listScreens(_ input: ListScreensInput) throws(ToolError) -> ListScreensOutput {
        let summaries = served.screens.indices.map { index in
            let screen = served.screens[index]
            let tree = screen.tree
            let app: String?
            switch tree.platform {
            case .android: app = served.engine(index).idPackage
            case .ios:
                app = tree.root.flatMap { root in
                    tree[root].type == "XCUIElementTypeApplication"
                        ? tree.attribute("bundleId", of: root) ?? tree[root].name : nil
                }
            }
            let identified = tree.ids.reduce(0) { count, id in
                let element = tree[id]
                // An iOS XML source has no identifier attribute: a name
                // other than the label is one the app set.
                let identifier =
                    tree.platform == .ios
                    ? element.identifier ?? (element.name != element.label ? element.name : nil) : element.resourceID
                return count + ((identifier?.isEmpty ?? true) ? 0 : 1)
            }
            return ScreenSummary(
                name: screen.name, platform: tree.platform, app: app, elements: tree.count,
                identifiedElements: identified,
                recording: recordings.first { $0.screens.contains { $0.name == screen.name } }?.name)
        }
        let runs = recordings.map { served in
            RecordingSummary(
                name: served.name, screens: served.screens.count, finds: served.recording.finds.count,
                platforms: Platform.allCases.filter { platform in served.recording.sessions.contains { $0.platform == platform } })
        }
        return ListScreensOutput(screens: summaries, recordings: runs, skipped: served.skipped)
    }
}
