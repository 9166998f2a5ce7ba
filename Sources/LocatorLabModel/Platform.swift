/// The mobile platform a page source comes from. It decides how attributes
/// are read, which identifier a locator matches and how XML is written.
public enum Platform: String, Sendable, Hashable, Codable, CaseIterable {
    /// iOS and iPadOS through XCUITest / WebDriverAgent.
    case ios
    /// Android through UiAutomator2.
    case android
}
