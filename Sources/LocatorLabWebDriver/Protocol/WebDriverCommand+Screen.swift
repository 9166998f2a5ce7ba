extension WebDriverCommand {
    /// The name an action is recorded under when the command changes the
    /// screen (``changesScreen(body:)``): the route's action (`click`,
    /// `appium/device/hide_keyboard`), `execute mobile: …` for an execute
    /// method that acts, `alert accept`/`alert dismiss`; nil for every
    /// command that leaves the screen as it is (finds, reads, queries,
    /// timeouts, settings, logs).
    ///
    /// The one rule for what moves a session: a replay following a
    /// recording counts these and only these, and `record` records these
    /// and only these, so the n-th action of a replayed session is the n-th
    /// of the recorded one. (Record once took `timeouts/implicit_wait` for
    /// an action that replay did not count, and a replay fell a screen behind.)
    public func actionName(body: [UInt8]) -> String? {
        switch self {
        case .act(_, _, let action): return action
        case .execute:
            guard let script = try? ExecuteScript(body: body), script.meaning == .action else { return nil }
            return "execute " + script.script
        case .setOrientation: return "orientation"
        case .alert(_, .accept): return "alert accept"
        case .alert(_, .dismiss): return "alert dismiss"
        case .status, .listSessions, .newSession, .deleteSession, .getSession, .getTimeouts, .setTimeouts,
            .setImplicitWait, .activeElement, .find, .read,
            .source, .screenshot, .elementScreenshot, .windowRect, .orientation, .context, .contexts, .settings, .query,
            .log, .alert(_, .text):
            return nil
        }
    }

    /// Whether answering it moves a session on (see ``actionName(body:)``).
    public func changesScreen(body: [UInt8]) -> Bool {
        actionName(body: body) != nil
    }
}
