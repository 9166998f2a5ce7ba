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

    /// - Parameter elementCount: the exact number of elements below the
    ///   page-source root, at least 1.
    public init(elementCount: Int, seed: UInt64, platform: Platform) {
        precondition(elementCount >= 1, "a page source has at least one element")
        self.elementCount = elementCount
        self.seed = seed
        self.platform = platform
    }

    /// The tree: exactly `elementCount` elements besides the page source's
    /// root, which no driver query returns: on iOS the tree is wrapped in
    /// `AppiumAUT` (not an element of the tree), on Android it has the
    /// `hierarchy` root as its first element on top. (The count used to
    /// include `hierarchy` on Android only, so the same `--elements` gave
    /// one app element less there.)
    public func generate() -> ElementTree {
        let total = platform == .android ? elementCount + 1 : elementCount
        var composer = SyntheticTreeComposer(elementCount: total, seed: seed, platform: platform)
        return composer.compose()
    }
}
