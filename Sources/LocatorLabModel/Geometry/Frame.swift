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
    /// non-finite rectangle becomes `(-1, -1, 0, 0)`, as WDA writes it; so
    /// does one too large for integers (hostile input only), which has no
    /// integer frame at all.
    public static func integral(x: Double, y: Double, width: Double, height: Double) -> Frame {
        let unusable = Frame(x: -1, y: -1, width: 0, height: 0)
        guard x.isFinite, y.isFinite, width.isFinite, height.isFinite else { return unusable }
        // CGRectIntegral standardizes first: negative sizes flip the origin.
        let minX = width < 0 ? x + width : x
        let minY = height < 0 ? y + height : y
        let maxX = minX + abs(width)
        let maxY = minY + abs(height)
        let left = minX.rounded(.down)
        let top = minY.rounded(.down)
        guard let integralX = Int(exactly: left), let integralY = Int(exactly: top),
            let integralWidth = Int(exactly: maxX.rounded(.up) - left),
            let integralHeight = Int(exactly: maxY.rounded(.up) - top)
        else { return unusable }
        return Frame(x: integralX, y: integralY, width: integralWidth, height: integralHeight)
    }

    /// Parses Android's `bounds`, `[left,top][right,bottom]`.
    public init?(androidBounds text: String) {
        let numbers = text.split(whereSeparator: { "[],".contains($0) }).map { Int($0) }
        guard text.hasPrefix("["), text.hasSuffix("]"), numbers.count == 4,
            let left = numbers[0], let top = numbers[1], let right = numbers[2], let bottom = numbers[3]
        else { return nil }
        let (width, widthOverflow) = right.subtractingReportingOverflow(left)
        let (height, heightOverflow) = bottom.subtractingReportingOverflow(top)
        guard !widthOverflow, !heightOverflow else { return nil }
        self.init(x: left, y: top, width: width, height: height)
    }

    /// Android's `bounds` form of this frame. The far edges are summed in
    /// 128 bits: a frame read from hostile attributes must not trap.
    public var androidBounds: String {
        "[\(x),\(y)][\(Int128(x) + Int128(width)),\(Int128(y) + Int128(height))]"
    }
}
