import Testing
import LocatorLabComparison
import LocatorLabLocators
import LocatorLabModel
import LocatorLabTestSupport

@Suite("Bench report")
struct BenchReportTests {
    /// A size's result whose name-predicate XPath and identifier index
    /// lookups take the given medians.
    private func size(_ elements: Int, xpath: Double, index: Double) -> BenchSizeResult {
        let tree = AnalysisFixtures.iosShop()
        func statistics(_ median: Double) -> TimingStatistics {
            TimingStatistics(samples: [median], iterationsPerSample: 1)
        }
        let lookup = IdentifierLookup(
            locator: .accessibilityID("Login.Submit"), source: .targetName, attribute: "name",
            value: "Login.Submit",
            count: 1)
        return BenchSizeResult(
            elements: elements,
            memory: BenchMemory(
                treeBytes: nil, indexBytes: nil, queryDocumentBytes: nil, residentBytes: nil),
            target: QueryMatch(element: ElementID(1), in: tree), identifier: lookup,
            timings: LocatorTimings(measurements: [.idIndex: statistics(index)]),
            locators: [
                BenchLocatorResult(
                    kind: .namePredicate, expression: "//*[@name='Login.Submit']", count: 1,
                    timings: LocatorTimings(measurements: [.xpath: statistics(xpath)]))
            ]
        )
    }

    /// `--sizes` keeps the order it was given in; the scaling figures still
    /// compare the largest page source with the smallest, as documented.
    @Test func scalingComparesTheLargestSizeWithTheSmallestWhateverTheOrder() {
        let sizes = [
            size(10_000, xpath: 500, index: 40), size(1_000, xpath: 50, index: 50),
            size(100_000, xpath: 5_000, index: 45),
        ]
        let report = BenchReport(
            settings: BenchSettings(sizes: [10_000, 1_000, 100_000]), sizes: sizes, libxml2: "2.9.14",
            build: .release)
        #expect(report.scaling.sizeGrowth == 100)
        #expect(report.scaling.xpathGrowth == 100)
        #expect(report.scaling.idIndexSpread == 50.0 / 40.0)
    }

    @Test func oneSizeHasNoGrowth() {
        let report = BenchReport(
            settings: BenchSettings(sizes: [1_000]), sizes: [size(1_000, xpath: 50, index: 50)],
            libxml2: "2.9.14",
            build: .release)
        #expect(report.scaling.sizeGrowth == 1)
        #expect(report.scaling.xpathGrowth == nil)
    }
}
