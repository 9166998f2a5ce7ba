/// How a screen written in Swift becomes an iOS ``ElementTree``.
///
/// Frames are synthetic, not a real layout: the root is `screenWidth` wide at
/// (0, 0); a vertical container stacks its children at its full width; a
/// horizontal one splits its width evenly between them (the last child takes
/// the remainder); an element without children is `rowHeight` tall and a
/// container as tall as its content. The application element, when asked
/// for, covers the whole screen. This is enough for position-based locators
/// and for a page source that looks like WebDriverAgent's.
public struct IOSRenderingOptions: Sendable, Hashable {
    /// Wraps the screen in an `XCUIElementTypeApplication` with this name
    /// and label, as every real iOS page source has; `nil` makes the screen's
    /// own root the tree's root.
    public var applicationName: String?
    /// The tree's ``ElementTree/wrapper`` (`AppiumAUT` for Appium page sources).
    public var wrapper: String?
    public var screenWidth: Int
    public var screenHeight: Int
    /// The height of an element without children.
    public var rowHeight: Int

    public init(
        applicationName: String? = nil,
        wrapper: String? = nil,
        screenWidth: Int = 390,
        screenHeight: Int = 844,
        rowHeight: Int = 44
    ) {
        self.applicationName = applicationName
        self.wrapper = wrapper
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.rowHeight = rowHeight
    }

    /// What an Appium page source of the app called `applicationName` holds:
    /// `AppiumAUT` around an application element around the screen.
    public static func appiumPageSource(applicationName: String) -> IOSRenderingOptions {
        IOSRenderingOptions(applicationName: applicationName, wrapper: "AppiumAUT")
    }
}
