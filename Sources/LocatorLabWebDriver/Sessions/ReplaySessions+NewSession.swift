import LocatorLabModel

extension ReplaySessions {
    /// `POST /session`: the platform from `platformName`, the screens of
    /// that platform, and where to start: the recording's screen for this
    /// session, else `locatorlab:screen`, else the first page source of the
    /// platform. Without `platformName` the session is not created: Appium 2
    /// chooses the driver by it and refuses a session without it (as I
    /// recall, appium `lib/extension/driver-config.js`, `findMatchingDriver`:
    /// "You must include a platformName capability").
    func newSession(_ request: NewSessionRequest) throws(WebDriverError) -> WebDriverReply {
        guard let platform = request.platform else {
            throw WebDriverError(
                .sessionNotCreated,
                "A new session could not be created. Details: You must include a platformName capability "
                    + "(iOS or Android: Appium 2 chooses the driver by it)")
        }
        let candidates = screens.indices.filter { screens[$0].tree.platform == platform }
        guard let first = candidates.first else {
            let given = Set(screens.map(\.tree.platform.displayName)).sorted().joined(separator: " and ")
            throw WebDriverError(
                .sessionNotCreated,
                "no \(platform.displayName) page source was given (the replay has \(given) screens); "
                    + "start the session with the platformName of a given page source")
        }
        var start = first
        if let named = request.screen {
            guard let index = screenIndex(named, among: candidates) else {
                let names = candidates.map { screens[$0].name }.joined(separator: ", ")
                throw WebDriverError(
                    .sessionNotCreated,
                    "locatorlab:screen \"\(named)\" names no \(platform.displayName) page source of this replay; "
                        + "expected one of: \(names), or a number from 1")
            }
            start = index
        }
        let app = request.appPackage ?? request.bundleID
        let fitting = self.plan?.fitting(platform: platform, app: app, pinned: request.recordedSession) ?? []
        if let pinned = request.recordedSession, let recording = self.plan, fitting.isEmpty {
            let ids = recording.sessions.map(\.recordedID).joined(separator: ", ")
            throw WebDriverError(
                .sessionNotCreated,
                "locatorlab:recordedSession \"\(pinned)\" names no recorded session; expected a number from 1 to "
                    + "\(recording.sessions.count) or one of: \(ids)")
        }
        let (id, key, time, planIndex) = try openSession(fitting: fitting)
        let plan = planIndex.flatMap { self.plan?.sessions[$0] }
        // The recorded session's first screen, when it is of this platform.
        if let plan, request.screen == nil, candidates.contains(plan.start) { start = plan.start }
        var capabilities = request.capabilities
        capabilities["platformName"] = .string(platform.displayName)
        if capabilities["appium:automationName"] == nil && capabilities["automationName"] == nil {
            capabilities["appium:automationName"] = .string(platform == .ios ? "XCUITest" : "UiAutomator2")
        }
        capabilities["locatorlab:screen"] = .string(screens[start].name)
        if let plan {
            capabilities["locatorlab:recordedSession"] = .string(plan.recordedID)
        } else if self.plan != nil {
            capabilities["locatorlab:recording"] = .string(
                "no recorded session is of \(platform.displayName)\(app.map { " and app \($0)" } ?? ""): this session "
                    + "follows the page-source rules (a find that matches nothing moves to the next screen where it does)")
        }
        var session = ReplaySession(
            id: id, key: key, platform: platform, appPackage: request.appPackage ?? appPackage, candidates: candidates,
            current: start, plan: plan, planIndex: planIndex, fittingPlans: fitting, pinned: request.recordedSession != nil,
            capabilities: capabilities, newCommandTimeout: request.newCommandTimeout, lastCommand: time)
        if platform == .ios, let scale = request.screenScale { session.screenScale = scale }
        register(session, automationName: capabilities["appium:automationName"]?.text ?? capabilities["automationName"]?.text)
        return WebDriverReply(value: .object(["sessionId": .string(id), "capabilities": .object(capabilities)]))
    }

    /// A screen by file name (with or without its extension), or by
    /// number from 1 in the order given.
    private func screenIndex(_ named: String, among candidates: [Int]) -> Int? {
        if let number = Int(named), screens.indices.contains(number - 1), candidates.contains(number - 1) {
            return number - 1
        }
        return candidates.first { index in
            let name = screens[index].name
            let base = name.split(separator: "/").last.map(String.init) ?? name
            let stem = base.split(separator: ".").first.map(String.init) ?? base
            return name == named || base == named || stem == named
        }
    }
}
