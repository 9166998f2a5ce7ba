import LocatorLabModel

/// What a find's wire `using` means to the driver of a platform: the one
/// place that rule lives (replay answers finds with it, the analysis of a
/// recorded run judges them with it).
///
/// - WebDriverAgent answers `name`, `id` and `accessibility id` with one
///   lookup, on `name` (identifier, else label; formats.md §1.7 and §4.3);
///   the UiAutomator2 driver has no `name` strategy (formats.md §2.2).
/// - A strategy of one platform is refused by the other platform's driver.
public enum WireStrategy: Sendable, Hashable {
    /// The strategy LocatorLab evaluates the find with.
    case evaluated(LocatorStrategy)
    /// No strategy of this platform's driver.
    case unknown
    /// A strategy of the other platform only.
    case otherPlatform(Platform)

    public init(using: String, on platform: Platform) {
        if using == "name" {
            self = platform == .ios ? .evaluated(.accessibilityID) : .unknown
            return
        }
        guard let strategy = LocatorStrategy(webDriverName: using) else {
            self = .unknown
            return
        }
        if let only = strategy.onlyPlatform, only != platform {
            self = .otherPlatform(only)
        } else {
            self = .evaluated(strategy)
        }
    }
}
