import LocatorLabModel

/// A page source the conversion proves locators on, with the name reports
/// use for it (usually its path).
public struct NamedPageSource: Sendable {
    public var name: String
    public var tree: ElementTree

    public init(name: String, tree: ElementTree) {
        self.name = name
        self.tree = tree
    }
}
