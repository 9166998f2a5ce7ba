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
