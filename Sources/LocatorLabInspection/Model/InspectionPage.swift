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
    /// Problems with the screen itself (a screenshot of another shape).
    public var notes: [String]
}
