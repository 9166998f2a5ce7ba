import LocatorLabModel

/// The capabilities of `POST /session` a replay reads: W3C's
/// `capabilities.alwaysMatch` merged with the first `firstMatch` entry
/// (W3C WebDriver §7.2, "Processing capabilities"), or the legacy
/// `desiredCapabilities`; vendor-prefixed (`appium:appPackage`) or not, and
/// inside `appium:options` as Appium 2 allows.
public struct NewSessionRequest: Sendable, Hashable {
    /// `platformName`, when given.
    public var platform: Platform?
    public var automationName: String?
    public var appPackage: String?
    /// `appium:bundleId`, the iOS app.
    public var bundleID: String?
    /// `locatorlab:recordedSession`: the recorded session to follow, by
    /// number from 1 or by its recorded id.
    public var recordedSession: String?
    /// `locatorlab:screen`: the page source to start on, by file name or by
    /// number (1 is the first given).
    public var screen: String?
    /// `appium:newCommandTimeout`: how long the session lives without a
    /// command; 60 s when not given, `nil` (never) for 0, as Appium's base
    /// driver reads it (`DEFAULT_NEW_COMMAND_TIMEOUT_SEC`).
    public var newCommandTimeout: Duration? = .seconds(60)
    /// Device pixels per point of an iOS screen: `locatorlab:screenScale`,
    /// else `appium:pixelRatio` (the name the XCUITest driver gives the
    /// scale among a session's capabilities, as I recall
    /// `lib/commands/general.js`, `getScreenInfo`), so that a blank
    /// screenshot is the size a device's is: WebDriverAgent's page source
    /// is in points (formats.md 1.4), its screenshots in pixels.
    public var screenScale: Double?
    /// Every capability as sent, echoed back in the new session's answer.
    public var capabilities: [String: WebDriverValue] = [:]

    public init(platform: Platform? = nil, automationName: String? = nil, appPackage: String? = nil, screen: String? = nil) {
        self.platform = platform
        self.automationName = automationName
        self.appPackage = appPackage
        self.screen = screen
    }

    /// Reads the request body. A `platformName` other than iOS or Android
    /// is `session not created`, as Appium answers a platform no installed
    /// driver serves.
    public init(body: [UInt8]) throws(WebDriverError) {
        self.init()
        let object = try WebDriverValue.object(from: body, expected: "{\"capabilities\": {\"alwaysMatch\": {…}}}")
        var merged: [String: WebDriverValue] = [:]
        if let capabilities = object["capabilities"]?.members {
            merged.merge(capabilities["alwaysMatch"]?.members ?? [:]) { $1 }
            if case .array(let entries) = capabilities["firstMatch"], let first = entries.first?.members {
                merged.merge(first) { old, _ in old }
            }
        }
        if merged.isEmpty, let desired = object["desiredCapabilities"]?.members { merged = desired }
        if let options = merged["appium:options"]?.members {
            for (key, value) in options { merged["appium:" + key] = value }
        }
        func text(_ name: String) -> String? {
            for key in [name, "appium:" + name] {
                switch merged[key] {
                case .string(let value): return value
                case .int(let value): return String(value)
                default: continue
                }
            }
            return nil
        }
        if let name = text("platformName") {
            switch name.lowercased() {
            case "ios", "tvos": platform = .ios
            case "android": platform = .android
            default:
                throw WebDriverError(
                    .sessionNotCreated, "platformName \"\(name)\" is not one locatorlab replay serves; expected iOS or Android")
            }
        }
        automationName = text("automationName")
        appPackage = text("appPackage")
        bundleID = text("bundleId")
        switch merged["locatorlab:recordedSession"] {
        case .string(let value): recordedSession = value
        case .int(let value): recordedSession = String(value)
        default: break
        }
        switch merged["appium:newCommandTimeout"] ?? merged["newCommandTimeout"] {
        case .int(let seconds) where seconds >= 0: newCommandTimeout = seconds == 0 ? nil : .seconds(seconds)
        case .double(let seconds) where seconds >= 0 && seconds.isFinite:
            newCommandTimeout = seconds == 0 ? nil : .milliseconds(Int(min(seconds, 1e9) * 1000))
        case nil: break
        case .some:
            throw WebDriverError(.sessionNotCreated, "appium:newCommandTimeout must be a number of seconds from 0")
        }
        for key in ["locatorlab:screenScale", "appium:pixelRatio", "pixelRatio"] {
            guard screenScale == nil, let value = merged[key] else { continue }
            switch value {
            case .int(let scale) where (1...10).contains(scale): screenScale = Double(scale)
            case .double(let scale) where scale >= 1 && scale <= 10: screenScale = scale
            default: throw WebDriverError(.sessionNotCreated, "\(key) must be a number from 1 to 10 (device pixels per point)")
            }
        }
        switch merged["locatorlab:screen"] {
        case .string(let value): screen = value
        case .int(let value): screen = String(value)
        default: break
        }
        capabilities = merged
    }
}
