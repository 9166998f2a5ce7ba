import Testing
import LocatorLabComparison
import LocatorLabLocators
import LocatorLabModel
import LocatorLabTestSupport

@Suite("Elements across page sources")
struct ElementCounterpartTests {
    let old = AnalysisFixtures.iosShop()
    let new = AnalysisFixtures.iosShopNextVersion()
    var engine: LocatorEngine { LocatorEngine(tree: new) }

    @Test func elementsWithIdentifiersAreFoundByIdentifierWhereverTheyMoved() throws {
        let found = try #require(try ElementCounterpart.find(ElementID(5), in: old, within: engine))
        #expect(found.rule == .identifier)
        #expect(new[found.element].name == "Login.Submit")
        #expect(new[found.element].type == "XCUIElementTypeButton")
    }

    @Test func anIdentifierThatIsGoneMeansNoCounterpart() throws {
        // The Help button's identifier does not exist in the new version; its
        // path would find some other button, which must not count.
        #expect(try ElementCounterpart.find(ElementID(14), in: old, within: engine) == nil)
    }

    @Test func labelNamedElementsAreFoundByPathThroughTranslation() throws {
        // "Forgot password" has no identifier; its path still leads to the
        // translated button, even with a banner added before the form.
        let found = try #require(try ElementCounterpart.find(ElementID(7), in: old, within: engine))
        #expect(found.rule == .path)
        #expect(new[found.element].name == "Passwort vergessen")
    }

    @Test func elementsWithoutIdentifiersAreFoundByPath() throws {
        let found = try #require(try ElementCounterpart.find(ElementID(1), in: old, within: engine))
        #expect(found.rule == .path)
        #expect(found.element == ElementID(1))
    }

    @Test func screensAreKeyedByApp() {
        #expect(ScreenGrouping.appKey(of: old, index: LocatorIndex(old)) == "ios:Shop")
        let android = AnalysisFixtures.androidShop()
        #expect(ScreenGrouping.appKey(of: android, index: LocatorIndex(android)) == "android:com.example.shop")
    }
}
