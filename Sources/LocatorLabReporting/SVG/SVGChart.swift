// The vocabulary the bar and line charts share: how values map to lengths
// (`SVGScale`), what a chart plots (`SVGBarSeries`, `SVGLineSeries` and its
// points) and how it looks (`SVGChartStyle`).

/// How a chart maps values to lengths.
public enum SVGScale: Sendable, Equatable {
    /// Evenly spaced "nice" ticks (1, 2 or 5 × 10ⁿ apart), always including 0.
    case linear
    /// Decades (1, 10, 100, ...): for timings and sizes that span orders of
    /// magnitude. Zero, negative and missing values cannot be placed on it and
    /// are shown as text only.
    case logarithmic
    /// 0 to 100 (values are percentages, clamped to that range).
    case percentage
}

/// One series of a bar chart: a name for the legend and one value per
/// category (`nil` where there is no measurement).
public struct SVGBarSeries: Sendable, Equatable {
    public var name: String
    public var values: [Double?]

    public init(name: String, values: [Double?]) {
        self.name = name
        self.values = values
    }
}

/// One line of a line chart: a name for the legend and its points (drawn in
/// order of x).
public struct SVGLineSeries: Sendable, Equatable {
    public var name: String
    public var points: [Point]

    public init(name: String, points: [Point]) {
        self.name = name
        self.points = points
    }

    /// One point of a line chart.
    public struct Point: Sendable, Equatable {
        public var x: Double
        public var y: Double

        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }
}

/// Shared look of the charts: colours readable on light and dark pages (text
/// and axes use `currentColor`, so they follow the surrounding page), sizes,
/// and text measurement without a font engine.
enum SVGChartStyle {
    /// Tableau 10: distinct, mid-tone, and tested for colour-vision deficiencies.
    static let palette = [
        "#4e79a7", "#f28e2b", "#e15759", "#59a14f", "#b07aa1", "#76b7b2", "#edc948", "#ff9da7", "#9c755f", "#bab0ac",
    ]
    static let fontFamily = "system-ui, -apple-system, Segoe UI, Helvetica, Arial, sans-serif"
    static let fontSize = 12.0
    static let titleFontSize = 14.0
    /// Average advance of a character at `fontSize` in common sans-serif
    /// fonts; generous so labels rarely overlap.
    static let characterWidth = 6.8

    static func colour(_ index: Int) -> String {
        palette[index % palette.count]
    }

    static func textWidth(_ text: String) -> Double {
        Double(text.count) * characterWidth
    }

    /// `text` shortened with "…" to fit `width`.
    static func truncated(_ text: String, toFit width: Double) -> String {
        let limit = max(Int(width / characterWidth), 2)
        guard text.count > limit else { return text }
        return String(text.prefix(limit - 1)) + "…"
    }
}
