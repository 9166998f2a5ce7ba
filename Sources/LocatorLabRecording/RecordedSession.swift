import LocatorLabModel

/// One WebDriver session of a recorded run: what the client asked for when
/// it created it, reduced to what replaying and judging its finds need.
public struct RecordedSession: Sendable, Hashable, Codable {
    /// The session id the upstream server gave.
    public let id: String
    /// From `platformName`: which driver's semantics the finds had.
    public let platform: Platform
    /// `appium:automationName` (`XCUITest`, `UiAutomator2`), when given.
    public let automationName: String?
    /// `appium:appPackage`: UiAutomator2 completes a bare `id` with it.
    public let appPackage: String?
    /// `appium:bundleId`, when given (iOS).
    public let bundleID: String?

    public init(id: String, platform: Platform, automationName: String?, appPackage: String?, bundleID: String?) {
        self.id = id
        self.platform = platform
        self.automationName = automationName
        self.appPackage = appPackage
        self.bundleID = bundleID
    }

    enum CodingKeys: String, CodingKey {
        case id, platform, automationName, appPackage
        case bundleID = "bundleId"
    }
}
