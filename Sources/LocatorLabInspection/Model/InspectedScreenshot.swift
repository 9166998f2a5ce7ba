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
