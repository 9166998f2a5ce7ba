/// One screen every feature works on: a page source's element tree, the
/// name reports give it, the file it was read from and, when the command
/// has them, the file's bytes and the screenshot taken with it.
///
/// `compare` times locators on a list of these, `convert` proves
/// replacements on them, `audit`, `codegen` and `inspect` read identifiers
/// from them (`inspect` shows the screenshot), `replay` serves them
/// (`GET /source` answers the bytes, `GET /screenshot` the screenshot), and
/// the report of a recorded run judges its finds on them. The name is only
/// a label; two screens may hold the same tree.
public struct Screen: Sendable {
    /// How reports and logs refer to the screen: the path as the user typed
    /// it or a folder walk found it (`samples/ios-cart.xml`), `<stdin>`, a
    /// file name `replay` serves under, or a recording's screen id
    /// (`screen-001`), which finds and `locatorlab:screen` name.
    public var name: String
    /// The page-source file it was read from (the name unless told).
    public var file: String
    public var tree: ElementTree
    /// The page-source file as read, for the commands that hand it on
    /// (`replay` answers `GET /source` with it).
    public var source: [UInt8]?
    /// A PNG taken with the page source, when one was given.
    public var screenshot: [UInt8]?

    public init(name: String, file: String? = nil, tree: ElementTree, source: [UInt8]? = nil, screenshot: [UInt8]? = nil) {
        self.name = name
        self.file = file ?? name
        self.tree = tree
        self.source = source
        self.screenshot = screenshot
    }
}
