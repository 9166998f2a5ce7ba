import LocatorLabModel

/// A page source to compare locators on: its name in reports (usually the
/// path as given) and its tree.
public struct PageSourceInput: Sendable {
    public var name: String
    public var tree: ElementTree

    public init(name: String, tree: ElementTree) {
        self.name = name
        self.tree = tree
    }
}
