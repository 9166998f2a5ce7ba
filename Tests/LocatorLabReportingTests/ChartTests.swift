#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation
@testable import LocatorLabReporting
import Testing

@Suite("SVG charts")
struct ChartTests {
    @Test("log scale ticks are whole decades around the data")
    func logTicks() {
        let scale = AxisScale.logarithmic(values: [95, 48_200, 14_700_000])
        #expect(scale.lower == 1)
        #expect(scale.upper == 8)
        #expect(scale.ticks == [10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000])
        #expect(scale.fraction(10) == 0)
        #expect(scale.fraction(1e8) == 1)
        #expect(scale.fraction(0) == nil)
        #expect(scale.fraction(-5) == nil)
        #expect(scale.fraction(.nan) == nil)
    }

    @Test("values exactly on a decade do not widen the axis, and a single value still spans a decade")
    func logExactDecades() {
        #expect(AxisScale.logarithmic(values: [1_000, 1_000_000]).ticks == [1_000, 10_000, 100_000, 1_000_000])
        #expect(AxisScale.logarithmic(values: [1_000]).ticks == [1_000, 10_000])
        #expect(AxisScale.logarithmic(values: [0.003]).ticks == [0.001, 0.01])
        #expect(AxisScale.logarithmic(values: [0, -1, .infinity]).ticks == [1, 10])
    }

    @Test("many decades are thinned to at most ten ticks, on round exponents")
    func logThinning() {
        let scale = AxisScale.logarithmic(values: [1, 1e15])
        #expect(scale.ticks == [1, 100, 1e4, 1e6, 1e8, 1e10, 1e12, 1e14])
        #expect(scale.ticks.count <= AxisScale.maximumTicks)
    }

    @Test("linear ticks use 1, 2 or 5 steps and include zero")
    func linearTicks() {
        #expect(AxisScale.linear(values: [3, 47]).ticks == [0, 10, 20, 30, 40, 50])
        #expect(AxisScale.linear(values: [-3, 7]).ticks == [-4, -2, 0, 2, 4, 6, 8])
        #expect(AxisScale.linear(values: []).ticks.first == 0)
    }

    @Test("decade ticks for durations read 1 ns, 10 ns ... 1 s")
    func durationTickLabels() {
        let labels = AxisScale.logarithmic(values: [1, 1e9]).ticks.map(SVGValueFormat.duration.tickString)
        #expect(labels == ["1 ns", "10 ns", "100 ns", "1 µs", "10 µs", "100 µs", "1 ms", "10 ms", "100 ms", "1 s"])
        #expect(SVGValueFormat.count.tickString(1_000_000) == "1M")
        #expect(SVGValueFormat.count.tickString(10_000) == "10k")
        #expect(SVGValueFormat.percent.string(87.25) == "87.3%")
    }

    static func assertDrawable(_ svg: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let lowered = svg.lowercased()
        #expect(!lowered.contains("nan"), "\(svg)", sourceLocation: sourceLocation)
        #expect(!lowered.contains("inf"), "\(svg)", sourceLocation: sourceLocation)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""), sourceLocation: sourceLocation)
        #expect(svg.hasSuffix("</svg>\n"), sourceLocation: sourceLocation)
        #expect(svg.contains("<title>"), sourceLocation: sourceLocation)
    }

    @Test("empty charts, single values, zeros and negatives on log axes draw without NaN or infinity")
    func degenerateData() {
        let bars: [SVGBarChart] = [
            SVGBarChart(title: "none", categories: [], series: [], scale: .logarithmic, format: .duration),
            SVGBarChart(title: "no series", categories: ["a"], series: [], scale: .logarithmic),
            SVGBarChart(
                title: "one", categories: ["a"], series: [SVGBarSeries(name: "s", values: [42])], scale: .logarithmic),
            SVGBarChart(
                title: "zero and negative", categories: ["a", "b", "c", "d"],
                series: [SVGBarSeries(name: "s", values: [0, -5, .nan, .infinity])], scale: .logarithmic,
                format: .duration),
            SVGBarChart(
                title: "all equal", categories: ["a", "b"], series: [SVGBarSeries(name: "s", values: [7, 7])],
                scale: .linear),
            SVGBarChart(
                title: "short values", categories: ["a", "b"], series: [SVGBarSeries(name: "s", values: [1])],
                scale: .linear),
            SVGBarChart.percentages(title: "over", categories: ["a", "b"], values: [150, -20]),
            // Finite, but their span overflows to infinity.
            SVGBarChart(
                title: "huge", categories: ["a", "b"], series: [SVGBarSeries(name: "s", values: [-1e308, 1.7e308])]),
            SVGBarChart(
                title: "tiny", categories: ["a", "b"],
                series: [SVGBarSeries(name: "s", values: [.leastNonzeroMagnitude, 1e-300])], scale: .logarithmic),
        ]
        for chart in bars { Self.assertDrawable(chart.render()) }
        let lines: [SVGLineChart] = [
            SVGLineChart(title: "none", series: [], xScale: .logarithmic, yScale: .logarithmic),
            SVGLineChart(title: "empty series", series: [SVGLineSeries(name: "a", points: [])]),
            SVGLineChart(
                title: "single", series: [SVGLineSeries(name: "a", points: [SVGLineSeries.Point(x: 10, y: 10)])],
                xScale: .logarithmic, yScale: .logarithmic),
            SVGLineChart(
                title: "unplaceable",
                series: [
                    SVGLineSeries(
                        name: "a",
                        points: [
                            SVGLineSeries.Point(x: 0, y: 5), SVGLineSeries.Point(x: -1, y: -1), SVGLineSeries.Point(x: .nan, y: 3),
                            SVGLineSeries.Point(x: 100, y: .infinity),
                        ])
                ], xScale: .logarithmic, yScale: .logarithmic, xFormat: .count, yFormat: .duration),
            SVGLineChart(
                title: "huge",
                series: [
                    SVGLineSeries(name: "a", points: [SVGLineSeries.Point(x: -1e308, y: 1), SVGLineSeries.Point(x: 1.7e308, y: 2)])
                ]),
        ]
        for chart in lines { Self.assertDrawable(chart.render()) }
        #expect(bars[0].render().contains(">No data</text>"))
        #expect(lines[3].render().contains(">No data</text>"))
    }

    @Test("a value that cannot go on a log axis is still reported as text")
    func unplaceableValueLabel() {
        let svg = SVGBarChart(
            title: "t", categories: ["a"], series: [SVGBarSeries(name: "s", values: [0])], scale: .logarithmic,
            format: .duration
        ).render()
        #expect(svg.contains(">0 ns</text>"))
        #expect(svg.contains("not shown on a log scale"))
        #expect(!svg.contains("<rect x=\"") || !svg.contains("<title>a, s: 0 ns</title>"))
    }

    @Test("labels, titles and series names are escaped")
    func escaping() {
        let hostile = "<script>&\"'"
        let bar = SVGBarChart(
            title: hostile, categories: [hostile], series: [SVGBarSeries(name: hostile, values: [1])], axisLabel: hostile
        ).render()
        let line = SVGLineChart(
            title: hostile, series: [SVGLineSeries(name: hostile, points: [SVGLineSeries.Point(x: 1, y: 1)])], xLabel: hostile,
            yLabel: hostile
        ).render()
        for svg in [bar, line] {
            #expect(!svg.contains("<script"))
            #expect(!svg.contains("&\""))
            #expect(svg.contains("&lt;script&gt;&amp;&quot;&#39;"))
        }
    }

    @Test("rendering is deterministic")
    func deterministic() {
        #expect(SampleReport.timingChart().render() == SampleReport.timingChart().render())
        #expect(SampleReport.scalingChart().render() == SampleReport.scalingChart().render())
    }

    @Test("long category labels are shortened, with the full text kept as a tooltip")
    func longLabels() {
        let label = String(repeating: "a", count: 300)
        let svg = SVGBarChart(title: "t", categories: [label], series: [SVGBarSeries(name: "", values: [1])]).render()
        #expect(svg.contains("…</text>"))
        #expect(svg.contains("<title>\(label)</title>"))
    }
}

@Suite("SVG well-formedness")
struct SVGWellFormednessTests {
    @Test("every sample chart is well-formed XML, so it also works as a standalone .svg file")
    func wellFormed() {
        let hostile = SVGBarChart(
            title: "<&\"'>", categories: ["a\u{1}b"], series: [SVGBarSeries(name: "]]>", values: [3])]
        ).render()
        for svg in [
            SampleReport.timingChart().render(), SampleReport.survivalChart().render(),
            SampleReport.scalingChart().render(), hostile,
        ] {
            let parser = XMLParser(data: Data(svg.utf8))
            #expect(parser.parse(), "\(String(describing: parser.parserError))\n\(svg)")
        }
    }
}

