/// A line chart of one or more series, each point marked and described in a
/// tooltip; both axes may be logarithmic (e.g. cost against element count).
///
///     let chart = SVGLineChart(
///         title: "Query time by page size",
///         series: [SVGLineSeries(name: "xpath", points: [SVGLineSeries.Point(x: 1_000, y: 52_000), ...])],
///         xScale: .logarithmic, yScale: .logarithmic, xFormat: .count, yFormat: .duration,
///         xLabel: "elements", yLabel: "median time")
///
/// Points that cannot be placed (non-finite, or not positive on a log axis)
/// are left out of the drawing.
public struct SVGLineChart: Sendable, Equatable {
    public var title: String
    public var series: [SVGLineSeries]
    public var xScale: SVGScale
    public var yScale: SVGScale
    public var xFormat: SVGValueFormat
    public var yFormat: SVGValueFormat
    public var xLabel: String?
    public var yLabel: String?
    public var width: Double
    public var height: Double

    public init(
        title: String, series: [SVGLineSeries], xScale: SVGScale = .linear, yScale: SVGScale = .linear,
        xFormat: SVGValueFormat = .number(decimals: 0), yFormat: SVGValueFormat = .number(decimals: 0),
        xLabel: String? = nil, yLabel: String? = nil, width: Double = 960, height: Double = 400
    ) {
        self.title = title
        self.series = series
        self.xScale = xScale
        self.yScale = yScale
        self.xFormat = xFormat
        self.yFormat = yFormat
        self.xLabel = xLabel
        self.yLabel = yLabel
        self.width = width
        self.height = height
    }

    /// The chart as a standalone `<svg>` element (also valid inside HTML).
    public func render() -> String {
        let width = max(self.width, 320)
        let height = max(self.height, 220)
        let points = series.flatMap(\.points)
        let xAxis = AxisScale.make(xScale, values: points.map(\.x))
        let yAxis = AxisScale.make(yScale, values: points.map(\.y))

        let yTickWidth = yAxis.ticks.map { SVGChartStyle.textWidth(yFormat.tickString($0)) }.max() ?? 0
        let plotLeft = 12 + (yLabel == nil ? 0 : 20) + yTickWidth + 8
        let plotRight = width - 24
        let legendNames = series.map(\.name)
        let legendHeight = SVGCanvas.legendHeight(legendNames, left: 12, right: width - 12)
        let plotTop = 30 + (legendHeight > 0 ? legendHeight + 12 : 4)
        let plotBottom = height - 26 - (xLabel == nil ? 0 : 18)

        var canvas = SVGCanvas(width: width, height: height)
        canvas.text(title, x: 12, y: 18, size: SVGChartStyle.titleFontSize, bold: true)
        if legendHeight > 0 { _ = canvas.legend(legendNames, left: 12, right: width - 12, y: 30) }

        func x(_ value: Double) -> Double? {
            xAxis.fraction(value).map { plotLeft + $0 * (plotRight - plotLeft) }
        }
        func y(_ value: Double) -> Double? {
            yAxis.fraction(value).map { plotBottom - $0 * (plotBottom - plotTop) }
        }
        for tick in xAxis.ticks {
            guard let tickX = x(tick) else { continue }
            canvas.line(x1: tickX, y1: plotTop, x2: tickX, y2: plotBottom, opacity: tick == xAxis.ticks.first ? 0.5 : 0.15)
            canvas.text(xFormat.tickString(tick), x: tickX, y: plotBottom + 16, anchor: "middle", opacity: 0.8)
        }
        for tick in yAxis.ticks {
            guard let tickY = y(tick) else { continue }
            canvas.line(x1: plotLeft, y1: tickY, x2: plotRight, y2: tickY, opacity: tick == yAxis.ticks.first ? 0.5 : 0.15)
            canvas.text(yFormat.tickString(tick), x: plotLeft - 6, y: tickY + 4, anchor: "end", opacity: 0.8)
        }
        if let xLabel {
            canvas.text(xLabel, x: (plotLeft + plotRight) / 2, y: height - 8, anchor: "middle", opacity: 0.8)
        }
        if let yLabel {
            canvas.text(yLabel, x: 16, y: (plotTop + plotBottom) / 2, anchor: "middle", opacity: 0.8, rotate: true)
        }

        var drawn = 0
        for (index, series) in series.enumerated() {
            let colour = SVGChartStyle.colour(index)
            let placed = series.points.enumerated()
                .sorted { ($0.element.x, $0.offset) < ($1.element.x, $1.offset) }
                .compactMap { entry -> (x: Double, y: Double, point: SVGLineSeries.Point)? in
                    guard let px = x(entry.element.x), let py = y(entry.element.y) else { return nil }
                    return (px, py, entry.element)
                }
            if placed.count > 1 { canvas.polyline(placed.map { ($0.x, $0.y) }, stroke: colour) }
            for point in placed {
                let description =
                    "\(series.name): \(xFormat.string(point.point.x)) → \(yFormat.string(point.point.y))"
                canvas.circle(x: point.x, y: point.y, radius: 3.5, fill: colour, tooltip: description)
            }
            drawn += placed.count
        }
        if drawn == 0 {
            canvas.text("No data", x: (plotLeft + plotRight) / 2, y: (plotTop + plotBottom) / 2, anchor: "middle", opacity: 0.7)
        }
        return canvas.render(title: title, description: nil)
    }
}
