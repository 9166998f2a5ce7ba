import LocatorLabModel

/// A frame as debugDescription prints it, `{{x, y}, {width, height}}` in
/// floating-point points, before WebDriverAgent's integral rounding.
struct DebugDescriptionRect: Sendable, Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    /// The integer frame WebDriverAgent writes (`CGRectIntegral`).
    var integral: Frame {
        Frame.integral(x: x, y: y, width: width, height: height)
    }

    /// Whether the rectangle covers any area at all.
    var hasArea: Bool {
        width.isFinite && height.isFinite && width != 0 && height != 0
    }

    /// The smallest rectangle containing both (`CGRectUnion`), used for an
    /// application whose own line carries no frame. Rectangles without a
    /// finite size do not contribute.
    func union(_ other: DebugDescriptionRect) -> DebugDescriptionRect {
        guard other.isFinite else { return self }
        guard isFinite else { return other }
        let minX = min(x, other.x, x + width, other.x + other.width)
        let minY = min(y, other.y, y + height, other.y + other.height)
        let maxX = max(x, other.x, x + width, other.x + other.width)
        let maxY = max(y, other.y, y + height, other.y + other.height)
        return DebugDescriptionRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private var isFinite: Bool {
        x.isFinite && y.isFinite && width.isFinite && height.isFinite
    }
}
