/// A horizontal bar chart with grouped bars: one group per category, one bar
/// per series, a value label at the end of each bar, a legend and ticks.
///
///     let chart = SVGBarChart(
///         title: "Median time per locator",
///         categories: ["//Button[@name='OK']", "~login"],
///         series: [SVGBarSeries(name: "xpath", values: [12_300, 8_100]),
///                  SVGBarSeries(name: "id-index", values: [95, 80])],
///         scale: .logarithmic, format: .duration)
///     let svg = chart.render()
///
/// Labels are escaped; long category labels are shortened with "…" and keep
/// their full text as a tooltip. Values that cannot be drawn (missing, not
/// finite, or not positive on a log scale) get a text label and no bar.
public struct SVGBarChart: Sendable, Equatable {
    public var title: String
    public var categories: [String]
    public var series: [SVGBarSeries]
    public var scale: SVGScale
    public var format: SVGValueFormat
    /// Text under the axis, e.g. "median time (log scale)".
    public var axisLabel: String?
    /// Width in pixels; the height follows from the number of bars.
    public var width: Double

    public init(
        title: String, categories: [String], series: [SVGBarSeries], scale: SVGScale = .linear,
        format: SVGValueFormat = .number(decimals: 0), axisLabel: String? = nil, width: Double = 960
    ) {
        self.title = title
        self.categories = categories
        self.series = series
        self.scale = scale
        self.format = format
        self.axisLabel = axisLabel
        self.width = width
    }

    /// A chart of percentages (0–100) with one bar per category.
    public static func percentages(
        title: String, categories: [String], values: [Double?], seriesName: String = "", width: Double = 960
    ) -> SVGBarChart {
        SVGBarChart(
            title: title, categories: categories, series: [SVGBarSeries(name: seriesName, values: values)],
            scale: .percentage, format: .percent, width: width)
    }

    private static let barHeight = 14.0
    private static let barGap = 3.0
    private static let groupGap = 14.0

    /// The chart as a standalone `<svg>` element (also valid inside HTML).
    public func render() -> String {
        let width = max(self.width, 320)
        let values = series.flatMap(\.values).compactMap { $0 }.map { scale == .percentage ? Self.clampPercent($0) : $0 }
        let axis = AxisScale.make(scale, values: values)

        let valueLabels = values.map(format.string)
        let rightMargin = min(max((valueLabels.map(SVGChartStyle.textWidth).max() ?? 0) + 12, 40), 140)
        let longestCategory = categories.map(SVGChartStyle.textWidth).max() ?? 0
        let labelWidth = min(max(longestCategory, 40), width * 0.35)
        let plotLeft = 12 + labelWidth + 10
        let plotRight = width - rightMargin
        let legendNames = series.count > 1 || series.contains(where: { !$0.name.isEmpty }) ? series.map(\.name) : []

        var top = 22.0
        let titleBaseline = 18.0
        top += 8
        let legendHeight = SVGCanvas.legendHeight(legendNames, left: 12, right: width - 12)
        let legendTop = top
        if legendHeight > 0 { top += legendHeight + 8 }

        let barsPerGroup = max(series.count, 1)
        let groupHeight = Double(barsPerGroup) * Self.barHeight + Double(barsPerGroup - 1) * Self.barGap
        let plotTop = top + 4
        let isEmpty = categories.isEmpty || series.isEmpty
        let plotHeight =
            isEmpty ? 40 : Double(categories.count) * groupHeight + Double(categories.count - 1) * Self.groupGap + 8
        let plotBottom = plotTop + plotHeight
        let height = plotBottom + 22 + (axisLabel == nil ? 6 : 22)

        var canvas = SVGCanvas(width: width, height: height)
        canvas.text(title, x: 12, y: titleBaseline, size: SVGChartStyle.titleFontSize, bold: true)
        if legendHeight > 0 { _ = canvas.legend(legendNames, left: 12, right: width - 12, y: legendTop) }

        func x(_ value: Double) -> Double? {
            axis.fraction(value).map { plotLeft + $0 * (plotRight - plotLeft) }
        }
        // Grid and ticks first so bars draw over them.
        for tick in axis.ticks {
            guard let tickX = x(tick) else { continue }
            canvas.line(x1: tickX, y1: plotTop, x2: tickX, y2: plotBottom, opacity: tick == axis.ticks.first ? 0.5 : 0.15)
            canvas.text(format.tickString(tick), x: tickX, y: plotBottom + 16, anchor: "middle", opacity: 0.8)
        }
        if let axisLabel {
            canvas.text(axisLabel, x: (plotLeft + plotRight) / 2, y: plotBottom + 36, anchor: "middle", opacity: 0.8)
        }
        if isEmpty {
            canvas.text("No data", x: (plotLeft + plotRight) / 2, y: plotTop + 24, anchor: "middle", opacity: 0.7)
        }

        let baseline = plotLeft
        for (categoryIndex, category) in categories.enumerated() where !series.isEmpty {
            let groupTop = plotTop + 4 + Double(categoryIndex) * (groupHeight + Self.groupGap)
            canvas.text(
                SVGChartStyle.truncated(category, toFit: labelWidth), x: plotLeft - 10, y: groupTop + groupHeight / 2 + 4,
                anchor: "end", tooltip: category)
            for (seriesIndex, series) in series.enumerated() {
                let barTop = groupTop + Double(seriesIndex) * (Self.barHeight + Self.barGap)
                let textY = barTop + Self.barHeight / 2 + 4
                let prefix = series.name.isEmpty ? category : "\(category), \(series.name)"
                guard categoryIndex < series.values.count, var value = series.values[categoryIndex] else {
                    canvas.text("no data", x: baseline + 4, y: textY, opacity: 0.6, tooltip: "\(prefix): no data")
                    continue
                }
                if scale == .percentage { value = Self.clampPercent(value) }
                let label = format.string(value)
                guard let end = x(value) else {
                    let reason = value.isFinite ? " (not shown on a log scale)" : ""
                    canvas.text(label, x: baseline + 4, y: textY, opacity: 0.6, tooltip: "\(prefix): \(label)\(reason)")
                    continue
                }
                canvas.rectangle(
                    x: baseline, y: barTop, width: max(end - baseline, 1), height: Self.barHeight,
                    fill: SVGChartStyle.colour(seriesIndex), tooltip: "\(prefix): \(label)")
                canvas.text(label, x: max(end, baseline + 1) + 4, y: textY)
            }
        }
        return canvas.render(title: title, description: axisLabel)
    }

    private static func clampPercent(_ value: Double) -> Double {
        value.isFinite ? min(max(value, 0), 100) : value
    }
}
