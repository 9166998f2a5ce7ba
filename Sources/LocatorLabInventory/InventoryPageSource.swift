import LocatorLabModel

/// One page source as the inventory tools see it: its element tree and the
/// name reports and generated headers give it (the path as the user typed it).
public struct InventoryPageSource: Sendable {
    /// How reports refer to the page source, e.g. `samples/ios-health-summary.xml`.
    public var name: String
    public var tree: ElementTree

    public init(name: String, tree: ElementTree) {
        self.name = name
        self.tree = tree
    }
}
