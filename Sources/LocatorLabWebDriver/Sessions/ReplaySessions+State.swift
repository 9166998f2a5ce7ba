import LocatorLabModel

/// What a session sets and reads back, kept per session as the drivers keep
/// it: timeouts, settings, the orientation; and the focused element, read
/// off the saved screen.
extension ReplaySessions {
    // MARK: Timeouts

    /// `GET …/timeouts`: what the session set, W3C's three keys (W3C
    /// WebDriver §9.1 "Get Timeouts"). Appium's base driver answers
    /// `{command, implicit}` instead (as I recall, appium base-driver
    /// `lib/basedriver/commands/timeout.js`, `getTimeouts`); the W3C keys are
    /// what clients read (selenium's `driver.timeouts` reads all three).
    func timeouts(_ id: String) throws(WebDriverError) -> WebDriverValue {
        Self.timeoutsValue(try session(id).timeouts)
    }

    static func timeoutsValue(_ timeouts: ReplaySession.Timeouts) -> WebDriverValue {
        .object([
            "implicit": .int(timeouts.implicit), "pageLoad": .int(timeouts.pageLoad),
            "script": timeouts.script.map(WebDriverValue.int) ?? .null,
        ])
    }

    /// `POST …/timeouts`: W3C's `{"implicit", "pageLoad", "script"}` (any of
    /// them), or the JSON wire protocol's `{"type": "implicit" | "script" |
    /// "page load" | "pageLoad" | "command", "ms": N}`, as Appium's base
    /// driver takes both (as I recall, `timeout.js`, `timeouts(type, ms,
    /// script, pageLoad, implicit)`: `type` and `ms` together are the JSON
    /// wire form; else at least one W3C key, or `invalid argument`).
    /// `implicitWaitOnly`: `POST …/timeouts/implicit_wait` with `{"ms": N}`.
    func setTimeouts(_ id: String, body: [UInt8], implicitWaitOnly: Bool) throws(WebDriverError) {
        let members = try WebDriverValue.object(
            from: body, expected: implicitWaitOnly ? "{\"ms\": 1000}" : "{\"implicit\": 1000}")
        func milliseconds(_ key: String) throws(WebDriverError) -> Int? {
            switch members[key] {
            case nil: return nil
            case .int(let value) where value >= 0: return value
            case .double(let value) where value >= 0 && value < 9e15 && value.rounded() == value: return Int(value)
            default: throw .invalidArgument("'\(key)' must be a whole number of milliseconds from 0")
            }
        }
        try change(id) { state throws(WebDriverError) in
            if implicitWaitOnly {
                guard let ms = try milliseconds("ms") else {
                    throw .invalidArgument("implicit_wait needs a whole number of milliseconds; expected {\"ms\": 1000}")
                }
                state.timeouts.implicit = ms
                return
            }
            if let type = members["type"]?.text, let ms = try milliseconds("ms") {
                switch type {
                case "implicit": state.timeouts.implicit = ms
                case "script": state.timeouts.script = ms
                case "page load", "pageLoad": state.timeouts.pageLoad = ms
                case "command": state.newCommandTimeout = ms == 0 ? nil : .milliseconds(ms)
                default:
                    throw .invalidArgument(
                        "'\(type)' is not a timeout type; expected implicit, script, page load or command")
                }
                return
            }
            let implicit = try milliseconds("implicit")
            let pageLoad = try milliseconds("pageLoad")
            // W3C: script may be null, no limit.
            let scriptIsNull = members["script"] == .null
            var script: Int?
            if !scriptIsNull { script = try milliseconds("script") }
            guard implicit != nil || pageLoad != nil || script != nil || scriptIsNull else {
                throw .invalidArgument("W3C protocol expects any of script, pageLoad or implicit to be set")
            }
            if let implicit { state.timeouts.implicit = implicit }
            if let pageLoad { state.timeouts.pageLoad = pageLoad }
            if let script { state.timeouts.script = script }
            if scriptIsNull { state.timeouts.script = nil }
        }
    }

    // MARK: Settings

    /// The settings a session starts with. A device lists many more (every
    /// WebDriverAgent or UiAutomator2 setting); a replay lists only the
    /// ones that decide how a find is answered, at the defaults a replay
    /// follows: WebDriverAgent's `limitXpathContextScope` (YES) and
    /// `snapshotMaxDepth` (50) (`FBConfiguration.m`, `resetSessionSettings`;
    /// formats.md 1.6); UiAutomator2's `limitXpathContextScope` (true),
    /// `enforceXpath1` (false), `allowInvisibleElements` (false) and
    /// `disableIdLocatorAutocompletion` (false) (appium-uiautomator2-server
    /// `model/settings/`; formats.md 2.1, 2.2). A setting a session changes
    /// is kept and read back; it does not change how a replay evaluates.
    static func defaultSettings(_ platform: Platform) -> [String: WebDriverValue] {
        switch platform {
        case .ios: ["limitXpathContextScope": .bool(true), "snapshotMaxDepth": .int(50)]
        case .android:
            [
                "limitXpathContextScope": .bool(true), "enforceXpath1": .bool(false),
                "allowInvisibleElements": .bool(false), "disableIdLocatorAutocompletion": .bool(false),
            ]
        }
    }

    /// `GET …/appium/settings`: the defaults with what the session set over them.
    func settings(_ id: String) throws(WebDriverError) -> WebDriverValue {
        let state = try session(id)
        return .object(Self.defaultSettings(state.platform).merging(state.settings) { $1 })
    }

    /// `POST …/appium/settings` with `{"settings": {…}}`, merged over what
    /// was set (Appium's base driver, `updateSettings`, as I recall
    /// `lib/basedriver/device-settings.js`: the new values over the old).
    func updateSettings(_ id: String, body: [UInt8]) throws(WebDriverError) {
        let members = try WebDriverValue.object(from: body, expected: "{\"settings\": {…}}")
        guard let update = members["settings"]?.members else {
            throw .invalidArgument("the body has no \"settings\" object; expected {\"settings\": {…}}")
        }
        try change(id) { state throws(WebDriverError) in state.settings.merge(update) { $1 } }
    }

    // MARK: Orientation

    /// `GET …/orientation`: what the session turned the device to, else the
    /// saved screen's: Android's `hierarchy` writes the display's
    /// `rotation` (1 and 3 are landscape, UiAutomator2 `GetRotation.java`,
    /// formats.md 2.1); an iOS window wider than it is tall is landscape.
    func orientation(_ id: String) throws(WebDriverError) -> WebDriverValue {
        let state = try session(id)
        if let turned = state.orientation { return .string(turned) }
        let tree = screens[state.current].tree
        switch tree.platform {
        case .android:
            let rotation = tree.ids.first.flatMap { tree.attribute("rotation", of: $0) }
            return .string(rotation == "1" || rotation == "3" ? "LANDSCAPE" : "PORTRAIT")
        case .ios:
            let window = Self.window(of: tree)
            return .string(window.width > window.height ? "LANDSCAPE" : "PORTRAIT")
        }
    }

    /// `POST …/orientation` with `{"orientation": "LANDSCAPE"}`: kept and read
    /// back; a turn may change the screen, so it is also an action (as
    /// `record` counts it). An orientation the driver does not know is
    /// refused as it refuses it: WebDriverAgent looks the name up among
    /// its device orientations and answers `unknown error` "Unable To
    /// Rotate Device" when it is none (as I recall, `FBOrientationCommands.m`,
    /// `handleSetOrientation`); UiAutomator2 takes PORTRAIT or LANDSCAPE
    /// (as I recall, `SetOrientation.java`), anything else `invalid argument`.
    func setOrientation(_ id: String, body: [UInt8]) throws(WebDriverError) {
        let members = try WebDriverValue.object(from: body, expected: "{\"orientation\": \"LANDSCAPE\"}")
        guard let requested = members["orientation"]?.text else {
            throw .invalidArgument("the body has no \"orientation\" string; expected {\"orientation\": \"LANDSCAPE\"}")
        }
        let platform = try session(id).platform
        let name = requested.uppercased()
        switch platform {
        case .ios:
            let known: Set<String> = [
                "PORTRAIT", "LANDSCAPE", "UIA_DEVICE_ORIENTATION_PORTRAIT_UPSIDEDOWN",
                "UIA_DEVICE_ORIENTATION_LANDSCAPERIGHT",
            ]
            guard known.contains(name) else { throw WebDriverError(.unknownError, "Unable To Rotate Device") }
        case .android:
            guard name == "PORTRAIT" || name == "LANDSCAPE" else {
                throw .invalidArgument("'\(requested)' is not a screen orientation; expected PORTRAIT or LANDSCAPE")
            }
        }
        try change(id) { state throws(WebDriverError) in state.orientation = name }
    }

    // MARK: The focused element

    /// `GET …/element/active`: the element with focus, when the page source
    /// records focus. UiAutomator2 writes `focused` on every node (formats.md
    /// 2.1) and answers the node with input focus, `no such element` when
    /// none has it (as I recall, appium-uiautomator2-server
    /// `handler/ActiveElement.java`). WebDriverAgent answers the element
    /// with keyboard focus (`FBFindElementCommands.m`,
    /// `handleGetActiveElement`, `fb_activeElement`: `hasKeyboardFocus`),
    /// which its XML does not write (only tvOS writes `focused`, formats.md
    /// 1.4): a screen without `focused` anywhere cannot say, and the
    /// command is refused saying so.
    func activeElement(_ id: String) throws(WebDriverError) -> WebDriverValue {
        let state = try session(id)
        let tree = screens[state.current].tree
        guard tree.ids.contains(where: { tree.attribute("focused", of: $0) != nil }) else {
            throw WebDriverError(
                .unsupportedOperation,
                "the page source \(screens[state.current].name) does not record focus (no element has a "
                    + "'focused' attribute; WebDriverAgent's XML writes it on tvOS only), so locatorlab replay "
                    + "cannot tell which element has it")
        }
        guard let focused = tree.ids.first(where: { tree.attribute("focused", of: $0) == "true" }) else {
            throw WebDriverError(.noSuchElement, "No element is currently focused (the page source \(screens[state.current].name))")
        }
        let reference = ElementReference(screen: state.current, element: focused, sessionKey: state.key)
        handOut([reference], to: id)
        return reference.value
    }
}
