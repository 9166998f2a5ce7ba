import LocatorLabModel
import LocatorLabXML
import Testing

@testable import LocatorLabLocators

/// One engine per screen, package and scope, made once and kept: what
/// replay's finds, inspect's live queries and the recorded-run report
/// share.
@Suite("Screen engines")
struct ScreenEnginesTests {
    static let screens = [
        Screen(name: "login.xml", tree: TreeFixtures.androidLogin()),
        Screen(name: "ios-login.xml", tree: TreeFixtures.iosLogin()),
    ]

    @Test func anEngineIsMadeOncePerKeyAndReused() {
        let engines = ScreenEngines(screens: Self.screens)
        #expect(engines.count == 0)
        let first = engines.engine(screen: 0, appPackage: nil)
        #expect(engines.engine(screen: 0, appPackage: nil) === first)
        #expect(engines.engine(screen: 0, appPackage: nil, scope: nil) === first)
        #expect(engines.count == 1)
        let other = engines.engine(screen: 1, appPackage: nil)
        #expect(other !== first)
        #expect(other.tree.platform == .ios)
        #expect(engines.count == 2)
    }

    /// A window (a server's recording, analysed under the recording's own
    /// screen ids) makes and finds its engines in its owner, by position,
    /// also through a window of a window.
    @Test func aWindowSharesItsOwnersEngines() {
        let engines = ScreenEngines(screens: Self.screens)
        let renamed = [Screen(name: "screen-001", tree: Self.screens[1].tree)]
        let window = engines.window(onto: [1], as: renamed)
        #expect(window.screens.map(\.name) == ["screen-001"])
        let made = window.engine(screen: 0, appPackage: nil)
        #expect(engines.count == 1)
        #expect(engines.engine(screen: 1, appPackage: nil) === made)
        #expect(made.tree.platform == .ios)
        let inner = window.window(onto: [0], as: [Screen(name: "again", tree: Self.screens[1].tree)])
        #expect(inner.engine(screen: 0, appPackage: nil) === made)
        let scoped = inner.engine(screen: 0, appPackage: nil, scope: ElementID(1))
        #expect(engines.engine(screen: 1, appPackage: nil, scope: ElementID(1)) === scoped)
        #expect(engines.count == 2 && window.count == 2)
    }

    /// Two packages complete Android ids differently: two engines.
    @Test func anotherPackageIsAnotherEngine() throws {
        let engines = ScreenEngines(screens: Self.screens)
        let own = engines.engine(screen: 0, appPackage: "com.example.shop")
        let foreign = engines.engine(screen: 0, appPackage: "com.example.other")
        let guessed = engines.engine(screen: 0, appPackage: nil)
        #expect(own !== foreign && own !== guessed && foreign !== guessed)
        #expect(engines.count == 3)
        let title = Locator(strategy: .id, value: "title")
        #expect(try own.evaluate(title).matches == [ElementID(4)])
        #expect(try foreign.evaluate(title).matches == [])
        #expect(try guessed.evaluate(title).matches == [ElementID(4)])
        #expect(engines.engine(screen: 0, appPackage: "com.example.other") === foreign)
    }

    /// A scoped engine's tree is the scope's subtree; its matches are the
    /// screen's elements once moved by the scope's position.
    @Test func anotherScopeIsAnotherEngine() throws {
        let engines = ScreenEngines(screens: Self.screens)
        let whole = engines.engine(screen: 0, appPackage: nil)
        let layout = engines.engine(screen: 0, appPackage: nil, scope: ElementID(3))
        let systemUI = engines.engine(screen: 0, appPackage: nil, scope: ElementID(1))
        #expect(layout !== whole && systemUI !== whole && layout !== systemUI)
        #expect(engines.engine(screen: 0, appPackage: nil, scope: ElementID(3)) === layout)
        #expect(engines.engine(screen: 0, appPackage: "com.example.shop", scope: ElementID(3)) !== layout)
        #expect(layout.tree.count == 5)
        #expect(!layout.explainsPageSourceDifferences)

        let login = Locator(strategy: .accessibilityID, value: "Login")
        let inLayout = try layout.evaluate(login).matches
        #expect(inLayout == [ElementID(2), ElementID(4)])
        #expect(ScreenEngines.screenElements(inLayout, scope: ElementID(3)) == [ElementID(5), ElementID(7)])
        #expect(ScreenEngines.screenElements(inLayout, scope: nil) == inLayout)
        #expect(try whole.evaluate(login).matches == [ElementID(5), ElementID(7)])
        #expect(try systemUI.evaluate(login).matches == [])
        // Without a package of its own, a scope completes ids as its whole screen does.
        #expect(layout.idPackage == whole.idPackage)
    }

    @Test func limitsAndExplanationsAreEveryWholeEnginesOwn() {
        let limits = XPathLimits(operationLimit: 1_000, timeLimit: 0.05, memoryLimit: 1 << 20)
        let engines = ScreenEngines(screens: Self.screens, limits: limits, explainsPageSourceDifferences: false)
        let whole = engines.engine(screen: 1, appPackage: nil)
        #expect(whole.limits == limits)
        #expect(!whole.explainsPageSourceDifferences)
        #expect(engines.engine(screen: 1, appPackage: nil, scope: ElementID(2)).limits == limits)
        #expect(ScreenEngines(screens: Self.screens).engine(screen: 1, appPackage: nil).explainsPageSourceDifferences)
    }

    /// A suite that scopes finds to many elements: the scoped engines kept
    /// stay bounded, and a scope dropped is made anew when asked again.
    @Test func scopedEnginesAreBounded() {
        let tree = TreeFixtures.generatedAndroid(count: ScreenEngines.scopedLimit + 10, seed: 7)
        let engines = ScreenEngines(screens: [Screen(name: "long", tree: tree)])
        let first = engines.engine(screen: 0, appPackage: nil, scope: ElementID(1))
        for element in 2...ScreenEngines.scopedLimit {
            _ = engines.engine(screen: 0, appPackage: nil, scope: ElementID(element))
        }
        #expect(engines.count == 1 + ScreenEngines.scopedLimit)
        #expect(engines.engine(screen: 0, appPackage: nil, scope: ElementID(1)) === first)
        _ = engines.engine(screen: 0, appPackage: nil, scope: ElementID(ScreenEngines.scopedLimit + 1))
        #expect(engines.count == 2)
        #expect(engines.engine(screen: 0, appPackage: nil, scope: ElementID(1)) !== first)
    }
}
