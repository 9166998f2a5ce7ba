import LocatorLabModel

/// One inspected screen: its elements, the screen rectangle they are drawn
/// in, its screenshot and what the page notes about them.
public struct InspectionPage: Sendable, Hashable, Encodable {
    public var name: String
    public var platform: Platform
    /// `[x, y, width, height]`: the first non-empty frame in document order
    /// (the application, or Android's top view), `nil` without frames.
    public var screen: [Int]?
    public var screenshot: InspectedScreenshot?
    public var elements: [InspectedElement]
    /// The audit's findings on the screen, each once; elements list the
    /// positions of theirs (``InspectedElement/audit``).
    public var audit: [InspectedAuditMark]
    /// Problems with the screen itself (a screenshot of another shape).
    public var notes: [String]

    /// The audit's findings on `element`.
    public func marks(of element: InspectedElement) -> [InspectedAuditMark] {
        element.audit.map { audit[$0] }
    }
}

/// A screenshot as the page embeds it, with the factor from page-source
/// units (iOS points, Android pixels) to its pixels.
public struct InspectedScreenshot: Sendable, Hashable, Encodable {
    /// A `data:image/png;base64,…` URL.
    public var dataURL: String
    public var width: Int
    public var height: Int
    /// Screenshot pixels per page-source unit (3 for a 3× iPhone, 1 on Android).
    public var scale: Double
}

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
