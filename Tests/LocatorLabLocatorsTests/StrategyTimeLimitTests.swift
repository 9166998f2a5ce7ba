import LocatorLabLocators
import LocatorLabModel
import LocatorLabXML
import Testing

/// The regular expressions of predicates, class chains and UiSelectors are
/// bounded by the engine's time limit like XPath's: `(.|.|.)*!` on element
/// type names backtracks for minutes, and the evaluation is refused with
/// the limit instead. (No timing is asserted: only that such a pattern
/// ends in the limit's error, not in an answer.)
@Suite("Time limit of the predicate, class chain and UiAutomator strategies")
struct StrategyTimeLimitTests {
    private static let limits = XPathLimits(timeLimit: 0.3)
    private static let catastrophic = "(.|.|.)*!"

    private func iosEngine() -> LocatorEngine {
        var builder = ElementTreeBuilder(platform: .ios)
        builder.open(TreeFixtures.ios("Application", name: "App"))
        for index in 0..<20 { builder.add(TreeFixtures.ios("StaticText", name: "Row \(index)", index: index)) }
        return LocatorEngine(tree: builder.finish(), limits: Self.limits)
    }

    private func androidEngine() -> LocatorEngine {
        var builder = ElementTreeBuilder(platform: .android)
        builder.open(TreeFixtures.hierarchy())
        for index in 0..<20 {
            builder.add(TreeFixtures.android("android.widget.TextView", text: "Row number \(index) of twenty", index: index))
        }
        return LocatorEngine(tree: builder.finish(), limits: Self.limits)
    }

    static let locators: [Locator] = [
        .predicate("type MATCHES '\(catastrophic)'"),
        .predicate("name == 'nothing' OR label MATCHES[c] '\(catastrophic)' OR type MATCHES '\(catastrophic)'"),
        .classChain("**/XCUIElementTypeStaticText[`type MATCHES '\(catastrophic)'`]"),
        .uiAutomator("new UiSelector().classNameMatches(\"\(catastrophic)\")"),
        .uiAutomator("new UiSelector().textMatches(\"\(catastrophic)\")"),
    ]

    @Test(arguments: locators)
    func aCatastrophicPatternIsRefusedWithTheLimit(_ locator: Locator) {
        let engine = locator.strategy == .uiAutomator ? androidEngine() : iosEngine()
        #expect(throws: LocatorError.timeLimitExceeded(expression: locator.value, seconds: 0.3)) {
            try engine.evaluate(locator)
        }
    }

    /// The message names the option that raises the limit, and the engine
    /// answers the next locator as if nothing had happened.
    @Test func theErrorNamesTheOptionAndTheEngineGoesOn() throws {
        let engine = iosEngine()
        let locator = Locator.predicate("type MATCHES '\(Self.catastrophic)'")
        #expect {
            try engine.evaluate(locator)
        } throws: { error in
            let error = error as? LocatorError
            return error?.isStoppedByLimit == true
                && error?.description == "'\(locator.value)' was stopped after 0.3 s, the time limit for one evaluation "
                    + "(raise it with --xpath-timeout)"
        }
        #expect(try engine.evaluate(.predicate("name MATCHES 'Row 1[0-9]'")).matches.count == 10)
    }
}
