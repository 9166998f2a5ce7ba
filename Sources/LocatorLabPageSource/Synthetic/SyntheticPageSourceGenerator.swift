import LocatorLabModel

/// Generates realistic page sources of any size, for benchmarks and tests:
/// iOS trees shaped and attributed like current WebDriverAgent output
/// (application, window, navigation bar, lists of cells, forms, cards, tab
/// bar, deep container chains) and Android trees like UiAutomator2 output.
///
/// About 60 % of leaves carry a composed, dotted accessibility identifier
/// (`Settings.Profile.UserDetails.Label`, `Feed.PostCell_12.Title`; on
/// Android a `resource-id` and/or a dotted `content-desc`); the rest are
/// named by their label or not at all. ``Element/identifier`` holds the raw
/// identifier where there is one.
///
/// The output depends only on `elementCount`, `seed` and `platform`.
public struct SyntheticPageSourceGenerator: Sendable {
    public let elementCount: Int
    public let seed: UInt64
    public let platform: Platform

    /// - Parameter elementCount: the exact number of elements, at least 1.
    public init(elementCount: Int, seed: UInt64, platform: Platform) {
        precondition(elementCount >= 1, "a page source has at least one element")
        self.elementCount = elementCount
        self.seed = seed
        self.platform = platform
    }

    /// The tree: exactly `elementCount` elements; on iOS wrapped in `AppiumAUT`.
    public func generate() -> ElementTree {
        var composer = SyntheticTreeComposer(elementCount: elementCount, seed: seed, platform: platform)
        return composer.compose()
    }
}
