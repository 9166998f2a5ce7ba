import LocatorLabAdvice
import LocatorLabComparison
import LocatorLabConversion
import LocatorLabInspection
import LocatorLabLocators
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabTestSupport
import Testing

/// The same element gets the same ranked locators, in the same order and
/// with the same findings, from `compare`, `inspect` and `convert`
/// (``LocatorRanking``).
@Suite("One ranking for compare, inspect and convert")
struct SharedRankingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var sample: String
        /// Selects exactly the element.
        var xpath: String
        var targets: [ConversionTarget]
        /// What convert writes.
        var converted: Locator
        var testDescription: String { "\(sample): \(xpath)" }
    }

    static let cases = [
        // The list of the reported defect: the first product's title, whose
        // `resourceId(product_list).childSelector(…)` the inspector used to
        // rank first, while compare's trials put `….instance(0)` ahead.
        Case(
            sample: "android-shop-products.xml", xpath: "//android.widget.TextView[@text='Trail running shoes']",
            targets: [.accessibilityID, .id, .uiAutomator],
            // Ranked second (12/19) behind `….instance(0)` (16/19), but
            // convert writes a position only when nothing else is proven.
            converted: .uiAutomator(
                "new UiSelector().resourceId(\"com.example.shop:id/product_list\").childSelector("
                    + "new UiSelector().className(\"android.widget.TextView\"))")),
        Case(
            sample: "android-shop-products.xml", xpath: "//*[@content-desc='Shop.Toolbar.Cart']",
            targets: ConversionTarget.defaults, converted: .accessibilityID("Shop.Toolbar.Cart")),
        Case(
            sample: "ios-health-summary.xml",
            xpath: "//XCUIElementTypeButton[@name='UIA.Health.ReviewHealthChecklistTile.ReviewButton']",
            targets: [.accessibilityID, .classChain, .predicate],
            converted: .classChain("**/XCUIElementTypeButton[`name == 'UIA.Health.ReviewHealthChecklistTile.ReviewButton'`]")),
        Case(
            sample: "ios-health-summary.xml", xpath: "//XCUIElementTypeScrollView/XCUIElementTypeButton[1]",
            targets: [.accessibilityID, .predicate, .classChain],
            converted: .accessibilityID("UIA.Health.Summary.Favorite.Steps")),
    ]

    @Test(arguments: cases)
    func compareInspectAndConvertAgree(_ example: Case) throws {
        let tree = try PageSourceReader.read(contentsOf: TestFixtures.sample(example.sample).path)
        let element = try #require(try LocatorEngine(tree: tree).evaluate(.xpath(example.xpath)).matches.first)

        // compare: the ranked suggestions for the XPath's one match, without
        // the XPath itself (inspect has no locator being replaced).
        let settings = CompareSettings(timings: [])
        let report = LocatorComparison(settings: settings).run(
            pageSources: [NamedTree(name: example.sample, tree: tree)],
            locators: LocatorList(expressions: [example.xpath]))
        let target = try #require(report.locators.first?.pages.first?.suggestions.first)
        #expect(target.element == element.index)
        let compared = target.suggestions.filter { $0.kind != .original }

        // inspect: the element's full list, without the unranked absolute path.
        let document = try PageInspector().inspect([InspectionInput(name: example.sample, tree: tree)], title: "x")
        let inspected = document.pages[0].elements[element.index].locators.filter { $0.kind != "absolute-path" && $0.kind != "xcuitest" }

        #expect(!compared.isEmpty)
        #expect(inspected.map(\.value) == compared.map(\.locator.value))
        #expect(inspected.map(\.strategy) == compared.map(\.locator.strategy.rawValue))
        #expect(inspected.map(\.kind) == compared.map(\.kind.rawValue))
        #expect(inspected.map(\.survival) == compared.map(\.survival))
        #expect(inspected.map { Self.rules($0.findings) } == compared.map(\.findings))
        // Every locator has the findings of its strategy's catalog.
        for locator in compared {
            #expect(locator.findings == FragilityRule.ruleIDs(in: locator.locator))
        }
        // Ranked by survival, best first.
        let survived = compared.compactMap { $0.survival?.survived }
        #expect(survived.count == compared.count)
        #expect(survived == survived.sorted(by: >))

        // convert: what it writes is in the list, and of the expressions of
        // that strategy on the same footing (identifiers and types, text,
        // positions: convert's order of choice), the ranking's first.
        let resolver = AccessibilityIDResolver(
            pageSources: [NamedTree(name: example.sample, tree: tree)], targets: example.targets)
        let resolution = resolver.resolve(example.xpath)
        #expect(resolution.outcome == .converted, "\(resolution.reason)")
        let written = Self.short(try #require(resolution.replacement), tree: tree)
        let position = try #require(compared.firstIndex { $0.locator == written }, "\(written)")
        for above in compared[..<position] where above.locator.strategy == written.strategy {
            #expect(Self.footing(above) != Self.footing(compared[position]), "\(above.locator) ranks above \(written)")
        }
        #expect(resolution.replacement == example.converted)
    }

    /// convert's footings: on visible text, on a position, or plain.
    static func footing(_ suggestion: LocatorSuggestion) -> String {
        if suggestion.nameFromLabel { return "text" }
        return suggestion.findings.contains("positional-index") ? "position" : "plain"
    }

    /// The ranking's relative order holds for the quick locators large
    /// screens list (accessibility id and Android id).
    @Test(arguments: ["android-shop-products.xml", "ios-health-summary.xml", "ios-users-user-details.xml"])
    func quickLocatorsKeepTheRankingsOrder(_ sample: String) throws {
        let tree = try PageSourceReader.read(contentsOf: TestFixtures.sample(sample).path)
        let locators = ElementLocators(engine: LocatorEngine(tree: tree))
        for id in tree.ids {
            let quick = locators.quick(for: id).map(\.value)
            let full = locators.full(for: id).map(\.value).filter(quick.contains)
            #expect(full == quick.filter(full.contains), "element \(id.index)")
        }
    }

    static func rules(_ findings: [FragilityFinding]) -> [String] {
        var seen: Set<String> = []
        return findings.map(\.rule).filter { seen.insert($0).inserted }
    }

    /// `convert` writes an Android id fully qualified; the ranking, short.
    static func short(_ locator: Locator, tree: ElementTree) -> Locator {
        guard locator.strategy == .id, let package = LocatorEngine(tree: tree).idPackage,
            locator.value.hasPrefix(package + ":id/")
        else { return locator }
        return .id(String(locator.value.dropFirst(package.count + 4)))
    }
}
