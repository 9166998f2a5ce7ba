import LocatorLabReporting

/// A report page with every chart kind, used by the HTML golden test and
/// for looking at the page in a browser.
enum SampleReport {
    static let strategies = ["xpath", "xpath-device", "id-index", "id-scan", "libxml2-direct"]

    static func timingChart() -> SVGBarChart {
        SVGBarChart(
            title: "Median time per locator",
            categories: [
                "//XCUIElementTypeButton[@name='Sign in']", "~login.submit",
                "//*[contains(@label, \"Total <incl. VAT> & fees\")]", "-android uiautomator: new UiSelector().text(\"OK\")",
            ],
            series: [
                SVGBarSeries(name: "xpath", values: [48_200, 31_500, 912_000, 51_000]),
                SVGBarSeries(name: "xpath-device", values: [2_450_000, 1_980_000, 14_700_000, 2_100_000]),
                SVGBarSeries(name: "id-index", values: [nil, 95, nil, nil]),
                SVGBarSeries(name: "id-scan", values: [nil, 8_400, nil, nil]),
                SVGBarSeries(name: "libxml2-direct", values: [21_000, 19_800, 640_000, 0]),
            ],
            scale: .logarithmic, format: .duration, axisLabel: "median time per evaluation (log scale)")
    }

    static func survivalChart() -> SVGBarChart {
        SVGBarChart.percentages(
            title: "Locators still matching after the redesign",
            categories: ["accessibility id", "resource-id", "xpath (absolute)", "xpath (relative)", "class chain"],
            values: [96.4, 88, 12.5, 61.25, nil], seriesName: "survival rate")
    }

    static func scalingChart() -> SVGLineChart {
        let counts: [Double] = [1_000, 10_000, 100_000, 1_000_000]
        func series(_ name: String, _ times: [Double]) -> SVGLineSeries {
            SVGLineSeries(name: name, points: zip(counts, times).map { SVGLineSeries.Point(x: $0, y: $1) })
        }
        return SVGLineChart(
            title: "Query cost by page size",
            series: [
                series("xpath", [41_000, 398_000, 4_120_000, 43_900_000]),
                series("xpath-device", [2_050_000, 23_400_000, 262_000_000, 2_810_000_000]),
                series("id-index", [88, 101, 117, 140]),
                series("id-scan", [6_100, 60_800, 611_000, 6_240_000]),
                series("libxml2-direct", [18_200, 176_000, 1_830_000, 19_100_000]),
            ],
            xScale: .logarithmic, yScale: .logarithmic, xFormat: .count, yFormat: .duration,
            xLabel: "elements in the page source", yLabel: "median time")
    }

    static func page() -> HTMLDocument {
        var page = HTMLDocument(title: "Locator comparison <sample>", subtitle: "4 locators · 5 strategies · iPhone 15 & Pixel 8")
        page.section("Timing")
        page.paragraph("Median of 25 evaluations per locator and strategy; shorter is better.")
        page.figure(svg: timingChart().render(), caption: "Log scale: each grid line is ten times the previous one.")
        page.table(
            columns: [
                TableColumn("Locator"), TableColumn("Strategy"), TableColumn("Matches", alignment: .right),
                TableColumn("Median", alignment: .right),
            ],
            rows: [
                [.code("//XCUIElementTypeButton[@name='Sign in']"), "xpath", TableCell("1", emphasis: .good), "48.2 µs"],
                [.code("~login.submit"), "id-index", TableCell("1", emphasis: .good), "95.0 ns"],
                [
                    .code("//*[contains(@label, \"Total <incl. VAT> & fees\")]"), "xpath", TableCell("2", emphasis: .warning),
                    "912 µs",
                ],
                [.code("new UiSelector().text(\"OK\")"), "uiautomator", TableCell("0", emphasis: .bad), "51.0 µs"],
            ],
            caption: "Matches on the sample screen")
        page.section("Robustness")
        page.figure(svg: survivalChart().render())
        page.list(["Absolute XPath broke on 7 of 8 screens.", "Class chain was not measured (no iOS device)."])
        page.section("Scaling")
        page.figure(svg: scalingChart().render(), caption: "Both axes logarithmic.")
        page.subheading("Command")
        page.preformatted("locatorlab compare --from page.xml --locators locators.txt --html report.html\n")
        page.paragraph("2 locators need attention.", emphasis: .warning)
        return page
    }
}
