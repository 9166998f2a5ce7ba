import Testing
import LocatorLabComparison
import LocatorLabLocators
import LocatorLabModel
import LocatorLabTestSupport
import LocatorLabXML

@Suite("Timed operations")
struct TimingTests {
    /// The driver's per-query document writes only the attributes the
    /// expression names, and still selects what the query document does.
    @Test(arguments: [
        "//*[@name='Login.Submit']", "//XCUIElementTypeButton[@label='Forgot password']",
        "//*[@value and @visible='true']",
        "(//XCUIElementTypeStaticText)[2]", "//*[@*='Row.Title']",
    ])
    func driverDocumentsSelectWhatTheQueryDocumentSelects(expression: String) throws {
        let tree = AnalysisFixtures.iosShop()
        let compiled = try XPathExpression(expression)
        var expected: [Int] = []
        try XPathEvaluator(document: XPathQueryDocument(tree: tree, shape: .device).document)
            .evaluateTags(compiled, into: &expected)
        var actual: [Int] = []
        let driver = DriverQueryDocument(expression: expression, platform: .ios)
        try XPathEvaluator(document: driver.build(from: tree)).evaluateTags(compiled, into: &actual)
        #expect(actual == expected)
        #expect(!expected.isEmpty)
    }

    /// WebDriverAgent's `private_indexPath` (child positions from the root)
    /// and UiAutomator2's `uiElementIndex` (document order), as the drivers
    /// write them into every query document.
    @Test func driverDocumentsNumberElementsAsTheDriversDo() throws {
        let tree = AnalysisFixtures.iosShop()
        let document = DriverQueryDocument(expression: "//*[@private_indexPath]", platform: .ios).build(from: tree)
        var tags: [Int] = []
        for (path, element) in [("top", 0), ("top/0", 1), ("top/0/0/2/0", 6), ("top/0/0/3", 7), ("top/0/1/1/0", 13)] {
            try XPathEvaluator(document: document).evaluateTags(
                XPathExpression("//*[@private_indexPath='\(path)']"), into: &tags)
            #expect(tags == [element], "\(path)")
        }
        let android = AnalysisFixtures.androidShop()
        let androidDocument = DriverQueryDocument(expression: "//*", platform: .android).build(from: android)
        for element in [0, 3, android.count - 1] {
            try XPathEvaluator(document: androidDocument).evaluateTags(
                XPathExpression("//*[@uiElementIndex='\(element)']"), into: &tags)
            #expect(tags == [element])
        }
    }

    /// A driver query rebuilds the whole document: 3 samples at least, not 5.
    @Test func driverQueriesNeedFewerSamples() throws {
        let tree = AnalysisFixtures.iosShop()
        let runner = MeasurementRunner(
            settings: MeasurementSettings(minimumTime: 1_000, minimumSamples: 5, maximumTime: 1_000_000_000), clock: SteppingClock())
        let timings = try LocatorTimer(runner: runner, kinds: [.xpath, .xpathDevice]).measure(
            expression: "//*[@name='Login.Submit']", tree: tree,
            document: XPathQueryDocument(tree: tree, shape: .device).document, index: LocatorIndex(tree), lookup: nil)
        #expect(timings[.xpath]?.samples == 5)
        #expect(timings[.xpathDevice]?.samples == 3)
    }

    /// `compare` times a driver query in two parts: the snapshot once per
    /// attribute set, the query per XPath, each with 3 samples at least.
    @Test func theSnapshotIsTimedOncePerAttributeSet() throws {
        let tree = AnalysisFixtures.iosShop()
        let runner = MeasurementRunner(
            settings: MeasurementSettings(minimumTime: 1_000, minimumSamples: 5, maximumTime: 1_000_000_000), clock: SteppingClock())
        let snapshots = DriverSnapshotTimings(tree: tree)
        let timer = LocatorTimer(runner: runner, kinds: [.xpathDevice])
        let document = XPathQueryDocument(tree: tree, shape: .device).document
        for expression in ["//*[@name='Login.Submit']", "//*[@name='Row.Title']", "//*[@label='Forgot password']"] {
            let timings = try timer.measure(
                expression: expression, tree: tree, document: document, index: LocatorIndex(tree), lookup: nil,
                snapshots: snapshots)
            #expect(timings[.xpathDevice]?.samples == 3 + 3, "\(expression)")
        }
        #expect(snapshots.attributeSetsMeasured == 2)
    }

    /// Parts measured apart add up sample by sample: every pairing.
    @Test func partsMeasuredApartAddUp() {
        let sum = TimingStatistics(sumOf: (samples: [1, 2, 3], batch: 1), and: (samples: [10, 20], batch: 4))
        #expect(sum.minimum == 11)
        #expect(sum.maximum == 23)
        #expect(sum.median == 17)
        #expect(sum.mean == 17)
        #expect(sum.samples == 5)
        #expect(sum.iterations == 3 + 2 * 4)
        #expect(sum.iterationsPerSample == 4)
    }

    @Test func onlyNamedAttributesAreWritten() {
        #expect(
            DriverQueryDocument(expression: "//*[@name='a' and @label]", platform: .ios).attributes == [
                "name", "label",
            ])
        #expect(DriverQueryDocument(expression: "//*[@*='a']", platform: .ios).attributes == nil)
        // `attribute::node()` is `@*` spelled out.
        #expect(DriverQueryDocument(expression: "//*[attribute::node()='a']", platform: .ios).attributes == nil)
        #expect(DriverQueryDocument(expression: "//*[@node()='a']", platform: .ios).attributes == nil)
        #expect(DriverQueryDocument(expression: "//*[@text='a']", platform: .android).attributes == ["text", "class"])
    }

    @Test func theLibxml2LoopSelectsWhatTheWrapperSelects() throws {
        let tree = AnalysisFixtures.iosShop()
        let document = XPathQueryDocument(tree: tree, shape: .device).document
        let expression = try XPathExpression("//XCUIElementTypeStaticText")
        let loop = try DirectXPathLoop(document: document, expression: expression)
        #expect(loop.run(iterations: 3) == 3 * 4)
        let cached = try DirectXPathLoop(document: document, expression: expression, cachesObjects: true)
        #expect(cached.run(iterations: 3) == 3 * 4)
        #expect(throws: XMLError.self) {
            _ = try DirectXPathLoop(document: document, expression: try XPathExpression("unknown-function()"))
        }
    }

    @Test func everyTimingIsTakenWithTheInjectedClock() throws {
        let tree = AnalysisFixtures.androidShop()
        let index = LocatorIndex(tree)
        let lookup = IdentifierLookup(
            locator: .id("cart_button"), source: .suggestion, attribute: "resource-id",
            value: "com.example.shop:id/cart_button",
            count: 1
        )
        #expect(Array(lookup.indexLookup(index)) == [ElementID(4)])
        let runner = MeasurementRunner(
            settings: MeasurementSettings(minimumTime: 1_000, minimumSamples: 2), clock: SteppingClock())
        let selector = Locator(strategy: .uiAutomator, value: "new UiSelector().resourceId(\"com.example.shop:id/cart_button\")")
        let engine = LocatorEngine(tree: tree)
        #expect(try engine.evaluate(selector).matches == [ElementID(4)])
        let timings = try LocatorTimer(runner: runner).measure(
            expression: "//*[@resource-id='com.example.shop:id/cart_button']", tree: tree,
            document: XPathQueryDocument(tree: tree, shape: .device).document, index: index, lookup: lookup,
            native: [selector], engine: engine
        )
        // Every timing but the iOS-only strategies'.
        #expect(Set(timings.measurements.keys) == Set(TimingKind.allCases).subtracting([.predicate, .classChain]))
        #expect(timings.ratios.count == TimingRatio.reported.count - 2)
    }

    /// The timer evaluates under the comparison's work limit (`--xpath-op-limit`),
    /// not libxml2's default: a lowered limit stops it like it stops the engine.
    @Test(arguments: [TimingKind.xpath, .xpathDevice])
    func timingsEvaluateUnderTheGivenWorkLimit(kind: TimingKind) throws {
        let tree = AnalysisFixtures.iosShop()
        let runner = MeasurementRunner(
            settings: MeasurementSettings(minimumTime: 1_000, minimumSamples: 2), clock: SteppingClock())
        let timer = LocatorTimer(runner: runner, kinds: [kind], limits: XPathLimits(operationLimit: 5))
        #expect(throws: XMLError.xpathWorkLimitExceeded(expression: "//*[@name='Login.Submit']", limit: 5)) {
            _ = try timer.measure(
                expression: "//*[@name='Login.Submit']", tree: tree,
                document: XPathQueryDocument(tree: tree, shape: .device).document, index: LocatorIndex(tree),
                lookup: nil)
        }
    }

    @Test func residentMemoryIsReadOnLinux() {
        #if os(Linux)
            let bytes = ResidentMemory.currentBytes()
            #expect((bytes ?? 0) > 1_000_000)
        #endif
    }
}
