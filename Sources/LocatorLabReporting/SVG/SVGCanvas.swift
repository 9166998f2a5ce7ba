/// Collects SVG elements with coordinates written the same way on every
/// machine (one decimal, no locale, no exponent) and all text escaped.
struct SVGCanvas {
    let width: Double
    let height: Double
    private var elements: [String] = []

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A coordinate or length: one decimal, trailing zero dropped.
    static func number(_ value: Double) -> String {
        FixedDecimal.trimmed(value.isFinite ? value : 0, decimals: 1)
    }

    private static func n(_ value: Double) -> String { number(value) }

    mutating func text(
        _ content: String, x: Double, y: Double, anchor: String = "start", size: Double? = nil, bold: Bool = false,
        opacity: Double? = nil, rotate: Bool = false, tooltip: String? = nil
    ) {
        var attributes = "x=\"\(Self.n(x))\" y=\"\(Self.n(y))\""
        if anchor != "start" { attributes += " text-anchor=\"\(anchor)\"" }
        if let size { attributes += " font-size=\"\(Self.n(size))\"" }
        if bold { attributes += " font-weight=\"600\"" }
        if let opacity { attributes += " fill-opacity=\"\(Self.n(opacity))\"" }
        if rotate { attributes += " transform=\"rotate(-90 \(Self.n(x)) \(Self.n(y)))\"" }
        let tooltipElement = tooltip.map { "<title>\(HTML.escape($0))</title>" } ?? ""
        elements.append("<text \(attributes)>\(tooltipElement)\(HTML.escape(content))</text>")
    }

    mutating func rectangle(x: Double, y: Double, width: Double, height: Double, fill: String, tooltip: String? = nil) {
        let open =
            "<rect x=\"\(Self.n(x))\" y=\"\(Self.n(y))\" width=\"\(Self.n(max(width, 0)))\" height=\"\(Self.n(max(height, 0)))\" fill=\"\(fill)\""
        if let tooltip {
            elements.append(open + "><title>\(HTML.escape(tooltip))</title></rect>")
        } else {
            elements.append(open + "/>")
        }
    }

    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, opacity: Double, dashed: Bool = false) {
        elements.append(
            "<line x1=\"\(Self.n(x1))\" y1=\"\(Self.n(y1))\" x2=\"\(Self.n(x2))\" y2=\"\(Self.n(y2))\" stroke=\"currentColor\" stroke-opacity=\"\(Self.n(opacity))\""
                + (dashed ? " stroke-dasharray=\"3 3\"" : "") + "/>")
    }

    mutating func polyline(_ points: [(x: Double, y: Double)], stroke: String) {
        let list = points.map { "\(Self.n($0.x)),\(Self.n($0.y))" }.joined(separator: " ")
        elements.append(
            "<polyline points=\"\(list)\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"2\" stroke-linejoin=\"round\"/>")
    }

    mutating func circle(x: Double, y: Double, radius: Double, fill: String, tooltip: String) {
        elements.append(
            "<circle cx=\"\(Self.n(x))\" cy=\"\(Self.n(y))\" r=\"\(Self.n(radius))\" fill=\"\(fill)\"><title>\(HTML.escape(tooltip))</title></circle>"
        )
    }

    /// Draws a legend of coloured swatches starting at `y`, wrapping within
    /// `left...right`; returns its height.
    mutating func legend(_ names: [String], left: Double, right: Double, y: Double) -> Double {
        Self.legendLayout(names, left: left, right: right).forEach { item in
            rectangle(x: item.x, y: y + item.row * 18, width: 12, height: 12, fill: SVGChartStyle.colour(item.index))
            text(names[item.index], x: item.x + 16, y: y + item.row * 18 + 10.5)
        }
        return Self.legendHeight(names, left: left, right: right)
    }

    static func legendHeight(_ names: [String], left: Double, right: Double) -> Double {
        guard !names.isEmpty else { return 0 }
        let rows = (legendLayout(names, left: left, right: right).map(\.row).max() ?? 0) + 1
        return rows * 18
    }

    private static func legendLayout(_ names: [String], left: Double, right: Double) -> [(index: Int, x: Double, row: Double)] {
        var items: [(index: Int, x: Double, row: Double)] = []
        var x = left
        var row = 0.0
        for (index, name) in names.enumerated() {
            let itemWidth = 16 + SVGChartStyle.textWidth(name) + 18
            if x > left, x + itemWidth > right {
                x = left
                row += 1
            }
            items.append((index, x, row))
            x += itemWidth
        }
        return items
    }

    /// The complete `<svg>` element. `title` becomes its accessible name.
    func render(title: String, description: String?) -> String {
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Self.n(width)) \(Self.n(height))\" width=\"\(Self.n(width))\" height=\"\(Self.n(height))\" role=\"img\" font-family=\"\(SVGChartStyle.fontFamily)\" font-size=\"\(Self.n(SVGChartStyle.fontSize))\" fill=\"currentColor\">",
            "<title>\(HTML.escape(title))</title>",
        ]
        if let description { lines.append("<desc>\(HTML.escape(description))</desc>") }
        lines += elements
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }
}
