import LocatorLabModel

/// A page source the comparison ran on.
public struct PageSourceSummary: Sendable, Hashable, Encodable {
    public var name: String
    public var platform: Platform
    public var elements: Int
    /// Page sources with the same screen key are treated as versions of one
    /// screen (see ``ElementCounterpart/screenKey(of:index:)``).
    public var screen: String

    public init(name: String, platform: Platform, elements: Int, screen: String) {
        self.name = name
        self.platform = platform
        self.elements = elements
        self.screen = screen
    }
}
