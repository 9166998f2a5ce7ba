import LocatorLabModel
import Testing

@testable import LocatorLabLocators

/// One `-android uiautomator` locator and what the UiAutomator2 server
/// returns, worked out by hand on ``TreeFixtures/androidLogin()``:
///
///     #0 hierarchy
///     #1   FrameLayout (com.android.systemui, index 0)
///     #2   FrameLayout (index 1)
///     #3     LinearLayout (index 0)
///     #4       TextView "Sign in", com.example.shop:id/title (index 0)
///     #5       Button desc Login, com.example.shop:id/login (index 1)
///     #6       Button desc Help, android:id/button1 (index 2)
///     #7       ImageView desc Login (index 3)
///
/// Every element has text (`""` but #4), clickable and enabled true,
/// checkable false, and no checked/focusable/… attribute (false).
struct UiSelectorExample: CustomTestStringConvertible, Sendable {
    let expression: String
    let matches: [Int]
    var testDescription: String { expression }

    init(_ expression: String, _ matches: [Int]) {
        self.expression = expression
        self.matches = matches
    }

    static let all: [UiSelectorExample] = [
        // The constructor may be left out, as the server allows.
        .init("new UiSelector().text(\"Sign in\")", [4]),
        .init("text(\"Sign in\")", [4]),
        .init(".text(\"Sign in\")", [4]),
        .init("UiSelector().text(\"Sign in\")", [4]),
        .init("  new UiSelector() . text( \"Sign in\" ) ", [4]),
        // Text, description, resource id, class and package criteria.
        .init("new UiSelector().textContains(\"gn i\")", [4]),
        // …Contains and …StartsWith lower-case both sides (UiSelector.isMatchFor).
        .init("new UiSelector().textContains(\"SIGN\")", [4]),
        .init("new UiSelector().textStartsWith(\"sign\")", [4]),
        .init("new UiSelector().text(\"sign in\")", []),
        .init("new UiSelector().textStartsWith(\"Sign\")", [4]),
        .init("new UiSelector().textMatches(\"S.*n\")", [4]),
        .init("new UiSelector().textMatches(\"Sign\")", []),
        .init("new UiSelector().text(\"\")", [1, 2, 3, 5, 6, 7]),
        .init("new UiSelector().description(\"Login\")", [5, 7]),
        .init("new UiSelector().descriptionContains(\"elp\")", [6]),
        .init("new UiSelector().descriptionContains(\"\")", [5, 6, 7]),
        .init("new UiSelector().descriptionStartsWith(\"Lo\")", [5, 7]),
        .init("new UiSelector().descriptionStartsWith(\"lO\")", [5, 7]),
        .init("new UiSelector().descriptionContains(\"HELP\")", [6]),
        .init("new UiSelector().descriptionMatches(\"L.g.n\")", [5, 7]),
        .init("new UiSelector().resourceId(\"com.example.shop:id/login\")", [5]),
        .init("new UiSelector().resourceId(\"login\")", []),
        .init("new UiSelector().resourceIdMatches(\".*:id/button1\")", [6]),
        .init("new UiSelector().className(\"android.widget.Button\")", [5, 6]),
        .init("new UiSelector().packageName(\"com.android.systemui\")", [1]),
        .init("new UiSelector().packageNameMatches(\"com\\.example\\..*\")", [2, 3, 4, 5, 6, 7]),
        // classNameMatches is enumerated by index(0), index(1) … (the
        // server's ByUiAutomatorFinder), the first match of each; a window
        // root is tested with index 0, so #2 never has index 1.
        .init("new UiSelector().classNameMatches(\".*Layout\")", [1]),
        .init("new UiSelector().classNameMatches(\"android\\.widget\\..*\")", [1, 5, 6, 7]),
        .init("new UiSelector().classNameMatches(\".*Button\")", []),
        .init("new UiSelector().classNameMatches(\".*Layout\").instance(2)", [3]),
        // index, instance, flags.
        .init("new UiSelector().index(1)", [5]),
        .init("new UiSelector().index(0)", [1, 2, 3, 4]),
        .init("new UiSelector().index(+3)", [7]),
        .init("new UiSelector().className(\"android.widget.Button\").instance(1)", [6]),
        .init("new UiSelector().className(\"android.widget.Button\").instance(5)", []),
        .init("new UiSelector().instance(0)", [1]),
        .init("new UiSelector().instance(-1)", []),
        .init("new UiSelector().clickable(true).checkable(true)", []),
        .init("new UiSelector().checkable(false).index(0)", [1, 2, 3, 4]),
        .init("new UiSelector().checked(true)", []),
        .init("new UiSelector().enabled(false)", []),
        .init("new UiSelector().focusable(false).focused(false).longClickable(false).scrollable(false).selected(false).index(2)", [6]),
        // A later criterion of the same kind replaces the earlier one.
        .init("new UiSelector().text(\"nothing\").text(\"Sign in\")", [4]),
        // childSelector and fromParent.
        // Through a child selector the server finds the first match below
        // each parent: it enumerates instance() of the outer selector.
        .init("new UiSelector().className(\"android.widget.LinearLayout\").childSelector(new UiSelector().className(\"android.widget.Button\"))", [5]),
        .init("new UiSelector().packageName(\"com.example.shop\").childSelector(new UiSelector().className(\"android.widget.Button\"))", [5]),
        .init("new UiSelector().index(1).childSelector(new UiSelector().className(\"android.widget.Button\"))", []),
        // Each childSelector attaches to the last selector of the chain.
        .init("new UiSelector().index(0).childSelector(new UiSelector().index(0)).childSelector(new UiSelector().index(0))", [4]),
        .init("new UiSelector().resourceId(\"com.example.shop:id/title\").fromParent(new UiSelector().index(3)).text(\"Sign in\")", [7]),
        .init("new UiSelector().className(\"android.widget.LinearLayout\").childSelector(new UiSelector().className(\"android.widget.Button\").instance(1))", [6]),
        .init("new UiSelector().className(\"android.widget.FrameLayout\").childSelector(new UiSelector().className(\"android.widget.FrameLayout\"))", []),
        .init("new UiSelector().resourceId(\"com.example.shop:id/title\").fromParent(new UiSelector().description(\"Help\"))", [6]),
        .init("new UiSelector().description(\"Help\").fromParent(new UiSelector().index(0))", [4]),
        .init("new UiSelector().className(\"android.widget.LinearLayout\").fromParent(new UiSelector().packageName(\"com.android.systemui\"))", []),
        // Several statements, in one result without duplicates.
        .init("new UiSelector().text(\"Sign in\"); new UiSelector().description(\"Help\")", [4, 6]),
        .init("new UiSelector().description(\"Help\");new UiSelector().text(\"Sign in\");", [4, 6]),
        .init("description(\"Login\"); className(\"android.widget.Button\")", [5, 6, 7]),
        // UiScrollable: the element its last call returns.
        .init("new UiScrollable(new UiSelector().className(\"android.widget.LinearLayout\")).scrollIntoView(new UiSelector().description(\"Help\"))", [6]),
        .init("new UiScrollable(new UiSelector()).scrollTextIntoView(\"Sign in\")", [4]),
        .init("UiScrollable(new UiSelector()).setAsVerticalList().scrollDescriptionIntoView(\"Help\")", [6]),
        .init("new UiScrollable(new UiSelector().className(\"android.widget.LinearLayout\")).setMaxSearchSwipes(5).getChildByText(new UiSelector().className(\"android.widget.TextView\"), \"Sign in\")", [4]),
        .init("new UiScrollable(new UiSelector().className(\"android.widget.LinearLayout\")).getChildByDescription(new UiSelector().className(\"android.widget.Button\"), \"Help\", true)", [6]),
        .init("new UiScrollable(new UiSelector().className(\"android.widget.LinearLayout\")).getChildByText(new UiSelector().className(\"android.widget.Button\"), \"Nope\")", []),
        .init("new UiScrollable(new UiSelector().className(\"android.widget.FrameLayout\").instance(1)).getChildByInstance(new UiSelector().className(\"android.widget.Button\"), 1)", [6]),
        .init("new UiScrollable(new UiSelector().className(\"android.widget.FrameLayout\")).getChildByInstance(new UiSelector().className(\"android.widget.Button\"), 0)", []),
    ]
}

struct UiSelectorErrorExample: CustomTestStringConvertible, Sendable {
    let expression: String
    let offset: Int
    let fragment: String
    var testDescription: String { expression }

    static let all: [UiSelectorErrorExample] = [
        .init(expression: "", offset: 0, fragment: "empty string"),
        .init(expression: " ; ", offset: 0, fragment: "no statement"),
        .init(expression: "new UiSelector().bogus(\"x\")", offset: 17, fragment: "UiSelector has no `bogus` method"),
        .init(expression: "new UiSelector().text(x)", offset: 22, fragment: "x is not a string"),
        .init(expression: "new UiSelector().text('x')", offset: 22, fragment: "'x' is not a string"),
        .init(expression: "new UiSelector().text(\"a\"", offset: 21, fragment: "unclosed paren"),
        .init(expression: "new UiSelector().index(\"1\")", offset: 23, fragment: "is not a integer"),
        .init(expression: "new UiSelector().index(3000000000)", offset: 23, fragment: "is not a integer"),
        .init(expression: "new UiSelector().clickable(yes)", offset: 27, fragment: "yes is not a boolean"),
        .init(expression: "new UiSelector().text(\"a\", \"b\")", offset: 17, fragment: "Actual:2. Expected:1."),
        .init(expression: "new UiSelector().text()", offset: 17, fragment: "Actual:0. Expected:1."),
        .init(expression: "new UiSelector() text(\"a\")", offset: 17, fragment: "expected \".\" but saw \"t\""),
        .init(expression: "new UiSelector().text", offset: 17, fragment: "no opening parenthesis"),
        .init(expression: "new UiSelector(\"x\")", offset: 14, fragment: "no suitable constructor"),
        .init(expression: "new UiSelector().toString()", offset: 17, fragment: "only methods returning `UiSelector`"),
        .init(expression: "new UiSelector().textMatches(\"(\")", offset: 29, fragment: "not a valid regular expression"),
        .init(expression: "new UiSelector().childSelector(\"x\")", offset: 31, fragment: "no opening parenthesis after method name"),
        .init(expression: "new UiScrollable(new UiSelector()).scrollForward()", offset: 35, fragment: "must return a UiObject"),
        .init(expression: "new UiScrollable(new UiSelector())", offset: 16, fragment: "must return a UiObject"),
        .init(expression: "new UiScrollable(new UiSelector()).bogus()", offset: 35, fragment: "UiScrollable has no `bogus` method"),
        .init(expression: "new UiScrollable().scrollTextIntoView(\"a\")", offset: 16, fragment: "no suitable constructor"),
        .init(expression: "new UiScrollable(new UiSelector()).scrollIntoView()", offset: 35, fragment: "doesn't have suitable method"),
        .init(expression: "new UiScrollable(new UiSelector()).setSwipeDeadZonePercentage(0.1).scrollTextIntoView(\"a\")", offset: 35, fragment: "double"),
        .init(expression: "new UiSelector().text(\"a\"); new UiSelector().nope()", offset: 45, fragment: "no `nope` method"),
    ]
}

@Suite("-android uiautomator as the UiAutomator2 server evaluates it")
struct UiSelectorLocatorTests {
    let engine = LocatorEngine(tree: TreeFixtures.androidLogin())

    @Test(arguments: UiSelectorExample.all)
    func example(_ example: UiSelectorExample) throws {
        let result = try engine.evaluate(.uiAutomator(example.expression))
        #expect(result.matches == example.matches.map(ElementID.init))
    }

    @Test(arguments: UiSelectorErrorExample.all)
    func error(_ example: UiSelectorErrorExample) {
        #expect {
            try engine.evaluate(.uiAutomator(example.expression))
        } throws: { error in
            guard case .invalidUiSelector(let expression, let offset, let message) = error as? LocatorError else { return false }
            return expression == example.expression && offset == example.offset && message.contains(example.fragment)
        }
    }

    @Test func onlyEscapedQuotesAreUnescaped() throws {
        var builder = ElementTreeBuilder(platform: .android)
        builder.open(TreeFixtures.hierarchy())
        builder.add(TreeFixtures.android("android.widget.TextView", text: "Say \"hi\"; bye"))
        builder.add(TreeFixtures.android("android.widget.TextView", text: "a\\nb", index: 1))
        let engine = LocatorEngine(tree: builder.finish())
        #expect(try engine.evaluate(.uiAutomator(#"new UiSelector().text("Say \"hi\"; bye")"#)).matches == [ElementID(1)])
        // The server replaces \" and nothing else: \n stays a backslash and an n.
        #expect(try engine.evaluate(.uiAutomator(#"new UiSelector().text("a\nb")"#)).matches == [ElementID(2)])
    }

    @Test func notesSayWhatADeviceKnowsBetter() throws {
        let scrolled = try engine.evaluate(
            .uiAutomator("new UiScrollable(new UiSelector()).scrollIntoView(new UiSelector().text(\"Sign in\"))"))
        #expect(scrolled.notes.contains { $0.hasPrefix("scrollIntoView returns the selector") })
        #expect(scrolled.notes.contains { $0.hasPrefix("UiAutomator searches the active window only") })
        let empty = try engine.evaluate(.uiAutomator("new UiSelector().text(\"\")"))
        #expect(empty.notes.contains { $0.contains("never matches a null text") })
    }

    /// The server's index enumeration of `classNameMatches` finds neither
    /// Button (#5 has index 1, #6 index 2, and nothing matches index 0): the
    /// empty result must say why, or it reads as a wrong pattern.
    @Test(arguments: [
        ("new UiSelector().classNameMatches(\".*Button\")", 0, 2),
        ("new UiSelector().classNameMatches(\".*Layout\")", 1, 3),
    ])
    func classNameMatchesSaysWhatTheIndexEnumerationLeftOut(expression: String, found: Int, matching: Int) throws {
        let result = try engine.evaluate(.uiAutomator(expression))
        #expect(result.matches.count == found)
        #expect(result.notes.contains { $0.contains("returns \(found) of the \(matching) elements the pattern matches") })
    }

    @Test func classNameMatchesThatMissesNothingHasNoSuchNote() throws {
        let result = try engine.evaluate(.uiAutomator("new UiSelector().classNameMatches(\".*TextView\")"))
        #expect(!result.notes.contains { $0.contains("enumerates a classNameMatches") })
    }

    @Test func longChainsAreAnErrorNotACrash() {
        let expression = "new UiSelector()" + String(repeating: ".childSelector(new UiSelector())", count: 5_000)
        #expect {
            try engine.evaluate(.uiAutomator(expression))
        } throws: { error in
            guard case .invalidUiSelector(_, _, let message) = error as? LocatorError else { return false }
            return message.contains("chain is longer than")
        }
    }

    @Test func wrongPlatformIsAnError() {
        let ios = LocatorEngine(tree: TreeFixtures.iosLogin())
        #expect(throws: LocatorError.wrongPlatform(strategy: .uiAutomator, platform: .ios)) {
            try ios.evaluate(.uiAutomator("new UiSelector().text(\"x\")"))
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let depth = 2_000
        let expression = String(repeating: "new UiSelector().childSelector(", count: depth) + "new UiSelector()" + String(repeating: ")", count: depth)
        #expect {
            try engine.evaluate(.uiAutomator(expression))
        } throws: { error in
            guard case .invalidUiSelector(_, _, let message) = error as? LocatorError else { return false }
            return message.contains("nested more than")
        }
    }

    @Test func sampleScreen() throws {
        let tree = try SamplePageSources.tree("android-shop-products.xml")
        let engine = LocatorEngine(tree: tree)
        let favorites = try engine.evaluate(.uiAutomator("new UiSelector().checkable(true)"))
        #expect(!favorites.matches.isEmpty)
        #expect(favorites.matches.allSatisfy { tree.attribute("class", of: $0) == "android.widget.CheckBox" })
        let list = try engine.evaluate(.uiAutomator("new UiSelector().scrollable(true)"))
        #expect(list.matches.map { tree.attribute("resource-id", of: $0) } == ["com.example.shop:id/product_list"])
    }
}
