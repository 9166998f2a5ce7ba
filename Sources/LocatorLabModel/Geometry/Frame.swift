import Foundation

/// An element's on-screen rectangle in integer points (iOS) or pixels
/// (Android), as the drivers report it.
public struct Frame: Sendable, Hashable, Codable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The frame WebDriverAgent reports for a floating-point rectangle:
    /// `CGRectIntegral`, i.e. the smallest integral rectangle containing it
    /// (floor of the minimum edges, ceiling of the maximum edges). A
    /// non-finite rectangle becomes `(-1, -1, 0, 0)`, as WDA writes it.
    public static func integral(x: Double, y: Double, width: Double, height: Double) -> Frame {
        guard x.isFinite, y.isFinite, width.isFinite, height.isFinite else {
            return Frame(x: -1, y: -1, width: 0, height: 0)
        }
        // CGRectIntegral standardizes first: negative sizes flip the origin.
        let minX = width < 0 ? x + width : x
        let minY = height < 0 ? y + height : y
        let maxX = minX + abs(width)
        let maxY = minY + abs(height)
        let left = minX.rounded(.down)
        let top = minY.rounded(.down)
        return Frame(
            x: Int(left),
            y: Int(top),
            width: Int(maxX.rounded(.up) - left),
            height: Int(maxY.rounded(.up) - top)
        )
    }

    /// Parses Android's `bounds`, `[left,top][right,bottom]`.
    public init?(androidBounds text: String) {
        let numbers = text.split(whereSeparator: { "[],".contains($0) }).map { Int($0) }
        guard text.hasPrefix("["), text.hasSuffix("]"), numbers.count == 4,
            let left = numbers[0], let top = numbers[1], let right = numbers[2], let bottom = numbers[3]
        else { return nil }
        self.init(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Android's `bounds` form of this frame.
    public var androidBounds: String {
        "[\(x),\(y)][\(x + width),\(y + height)]"
    }
}
