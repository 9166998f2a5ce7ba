import Foundation
@testable import LocatorLabComparison
import LocatorLabLocators
import LocatorLabModel
import LocatorLabTestSupport
import Testing

/// A comparison holds a result that found nothing in a few bytes until its
/// report is made (``StoredPageResult``): given back, it must be the result
/// the analysis made, field for field.
@Suite struct StoredPageResultTests {
    @Test func everyResultComesBackAsItWas() throws {
        let pages = [
            Screen(name: "shop.xml", tree: AnalysisFixtures.iosShop()),
            Screen(name: "android.xml", tree: AnalysisFixtures.androidShop()),
        ]
        // Found nowhere (broken on both, with a note on the Android one),
        // found on one screen, and one that fails.
        let locators = LocatorList(expressions: [
            "//XCUIElementTypeButton[@name='Nowhere']", "//*[@name='Login.Form']/XCUIElementTypeButton[1]", "count(//*)",
        ])
        let analysis = LocatorPageAnalysis(settings: CompareSettings(timings: [], seeds: [1]))
        var kinds: [String] = []
        for page in pages {
            let context = PageContext(input: page, settings: analysis.settings)
            for entry in locators.entries {
                let result = analysis.analyze(entry.locator, on: context)
                let stored = StoredPageResult(result)
                switch stored {
                case .full: kinds.append("full")
                case .foundNothing: kinds.append("found nothing")
                case .otherScreen: kinds.append("other screen")
                }
                #expect(try Self.json(stored.result(on: page.name)) == Self.json(result), "\(entry.expression) on \(page.name)")
            }
        }
        #expect(kinds == ["found nothing", "full", "full", "found nothing", "found nothing", "full"])
        let android = analysis.analyze(locators.entries[0].locator, on: PageContext(input: pages[1], settings: analysis.settings))
        #expect(!android.notes.isEmpty, "the note on an XPath for the other platform is kept")
    }

    static func json(_ result: LocatorPageResult) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(result), as: UTF8.self)
    }
}
