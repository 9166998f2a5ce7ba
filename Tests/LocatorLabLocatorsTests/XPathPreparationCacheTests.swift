@testable import LocatorLabLocators
import LocatorLabModel
import Testing

/// The engines of one comparison (one per page source) share what an
/// XPath's text says: read once per platform and wrapper, never handed to an
/// engine of the other platform or wrapper, and each engine's answers are
/// what it gives alone.
@Suite struct XPathPreparationCacheTests {
    static let xpath = "//XCUIElementTypeButton[@name='Login.Submit'] | //android.widget.Button"

    static func engine(_ tree: ElementTree, _ cache: XPathPreparationCache?) -> LocatorEngine {
        let engine = LocatorEngine(tree: tree)
        engine.sharedPreparations = cache
        return engine
    }

    @Test func enginesOfOneRunReadAnXPathOncePerPlatformAndWrapper() {
        let cache = XPathPreparationCache()
        let login = Self.engine(TreeFixtures.iosLogin(), cache)
        let again = Self.engine(TreeFixtures.iosLogin(), cache)
        let unwrapped = Self.engine(TreeFixtures.iosLogin(wrapper: nil), cache)
        let android = Self.engine(TreeFixtures.androidLogin(), cache)
        let shared = login.prepare(Self.xpath)
        #expect(again.prepare(Self.xpath).preparation === shared.preparation)
        // Each engine keeps its own compiled expression and answers.
        #expect(again.prepare(Self.xpath) !== shared)
        #expect(unwrapped.prepare(Self.xpath).preparation !== shared.preparation)
        #expect(android.prepare(Self.xpath).preparation !== shared.preparation)
        #expect(android.prepare(Self.xpath).preparation === Self.engine(TreeFixtures.androidLogin(), cache).prepare(Self.xpath).preparation)
    }

    @Test func answersAreTheEnginesOwn() throws {
        let cache = XPathPreparationCache()
        for tree in [TreeFixtures.iosLogin(), TreeFixtures.iosLogin(wrapper: nil), TreeFixtures.androidLogin()] {
            for xpath in [Self.xpath, "//XCUIElementTypeAny[@name='Login.Submit']", "/AppiumAUT/*", "//*[@text='Sign in']"] {
                let sharing = try Self.engine(tree, cache).evaluate(.xpath(xpath))
                let alone = try Self.engine(tree, nil).evaluate(.xpath(xpath))
                #expect(sharing.matches == alone.matches, "\(xpath)")
                #expect(sharing.notes == alone.notes, "\(xpath)")
            }
        }
    }
}
