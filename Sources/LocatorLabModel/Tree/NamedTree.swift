/// A page source's element tree with the name reports give it: the path as
/// the user typed it or a folder walk found it (`samples/ios-cart.xml`), or
/// `<stdin>`. Every command works on a list of these: `compare` times
/// locators on them, `convert` proves replacements on them, and `audit`,
/// `codegen` and `inspect` read identifiers from them. The name is only a
/// label; two entries may hold the same tree.
public struct NamedTree: Sendable {
    /// How reports refer to the page source, e.g. `samples/ios-health-summary.xml`.
    public var name: String
    public var tree: ElementTree

    public init(name: String, tree: ElementTree) {
        self.name = name
        self.tree = tree
    }
}
