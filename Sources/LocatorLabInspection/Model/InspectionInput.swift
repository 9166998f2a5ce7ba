import LocatorLabModel

/// One screen to inspect: a page source, the name it is shown under and,
/// optionally, the screenshot taken with it.
public struct InspectionInput: Sendable {
    public var name: String
    public var tree: ElementTree
    public var screenshot: PNGImage?

    public init(name: String, tree: ElementTree, screenshot: PNGImage? = nil) {
        self.name = name
        self.tree = tree
        self.screenshot = screenshot
    }
}
