import LocatorLabModel
import Testing

@testable import LocatorLabLocators

@Suite("Native expressions proposed for elements")
struct NativeCandidateTests {
    @Test func sharedNameIsNarrowedByType() {
        let engine = LocatorEngine(tree: TreeFixtures.iosLogin())
        let predicates = engine.nativeCandidates(for: [ElementID(3)], strategy: .predicate)
        #expect(predicates.first == NativeCandidate(locator: .predicate("type == 'XCUIElementTypeButton' AND name == 'LOGIN'"), basis: .text))
        let chains = engine.nativeCandidates(for: [ElementID(3)], strategy: .classChain)
        #expect(chains.first == NativeCandidate(locator: .classChain("**/XCUIElementTypeButton[`name == 'LOGIN'`]"), basis: .text))
        // Several targets: what they share.
        let both = engine.nativeCandidates(for: [ElementID(3), ElementID(5)], strategy: .classChain)
        #expect(
            both.map(\.locator) == [
                .classChain("**/XCUIElementTypeButton"),
                .classChain("XCUIElementTypeWindow/XCUIElementTypeOther/XCUIElementTypeButton"),
            ])
        #expect(engine.nativeCandidates(for: [ElementID(3)], strategy: .uiAutomator).isEmpty)
    }

    @Test func containersAreFoundByAnIdentifiedDescendant() {
        var builder = ElementTreeBuilder(platform: .ios)
        builder.open(TreeFixtures.ios("Application", name: "App"))
        builder.open(TreeFixtures.ios("Other"))
        builder.open(TreeFixtures.ios("Other"))
        builder.add(TreeFixtures.ios("StaticText", name: "Users.Value", label: "Bugs"))
        let engine = LocatorEngine(tree: builder.finish())
        let chains = engine.nativeCandidates(for: [ElementID(2)], strategy: .classChain).map(\.locator)
        #expect(chains.contains(.classChain("**/XCUIElementTypeOther[$name == 'Users.Value'$][-1]")))
    }

    @Test func sharedIdentifiersAreIndexed() {
        var ios = ElementTreeBuilder(platform: .ios)
        ios.open(TreeFixtures.ios("Application", name: "App"))
        ios.open(TreeFixtures.ios("Cell"))
        ios.add(TreeFixtures.ios("StaticText", name: "Row.Title", label: "First"))
        ios.close()
        ios.open(TreeFixtures.ios("Cell", index: 1))
        ios.add(TreeFixtures.ios("StaticText", name: "Row.Title", label: "Second"))
        let iosEngine = LocatorEngine(tree: ios.finish())
        let chains = iosEngine.nativeCandidates(for: [ElementID(4)], strategy: .classChain)
        #expect(chains.contains(NativeCandidate(locator: .classChain("**/XCUIElementTypeStaticText[`name == 'Row.Title'`][2]"), basis: .indexedIdentifier)))

        var android = ElementTreeBuilder(platform: .android)
        android.open(TreeFixtures.hierarchy())
        android.add(TreeFixtures.android("android.widget.TextView", text: "a", resourceID: "com.example.shop:id/title"))
        android.add(TreeFixtures.android("android.widget.TextView", text: "b", resourceID: "com.example.shop:id/title", index: 1))
        let androidEngine = LocatorEngine(tree: android.finish())
        let selectors = androidEngine.nativeCandidates(for: [ElementID(2)], strategy: .uiAutomator)
        #expect(selectors.first { $0.basis == .indexedIdentifier }?.locator
            == .uiAutomator(#"new UiSelector().className("android.widget.TextView").resourceId("com.example.shop:id/title").instance(1)"#))
        #expect(selectors.contains { $0.basis == .text })
    }

    @Test func everyCandidateSelectsExactlyItsTarget() throws {
        for tree in [TreeFixtures.generatedIOS(count: 300, seed: 3), TreeFixtures.generatedAndroid(count: 300, seed: 3)] {
            let engine = LocatorEngine(tree: tree)
            let strategies: [LocatorStrategy] = tree.platform == .ios ? [.predicate, .classChain] : [.uiAutomator]
            for target in tree.ids where target.index % 7 == 1 {
                for strategy in strategies {
                    for candidate in engine.nativeCandidates(for: [target], strategy: strategy) {
                        #expect(try engine.evaluate(candidate.locator).matches == [target])
                    }
                }
            }
        }
    }

    @Test func awkwardValuesAreEscapedForEachGrammar() throws {
        let awkward = "it's a `tick` $5 \"q\" \\ done"
        var builder = ElementTreeBuilder(platform: .ios)
        builder.open(TreeFixtures.ios("Application", name: "App"))
        builder.add(TreeFixtures.ios("Button", name: awkward, label: "x"))
        builder.add(TreeFixtures.ios("Button", name: "other", label: "x", index: 1))
        let ios = LocatorEngine(tree: builder.finish())
        #expect(
            ios.nativeCandidates(for: [ElementID(1)], strategy: .predicate).first?.locator
                == .predicate(#"type == 'XCUIElementTypeButton' AND name == 'it\'s a `tick` $5 "q" \\ done'"#))
        #expect(
            ios.nativeCandidates(for: [ElementID(1)], strategy: .classChain).first?.locator
                == .classChain(#"**/XCUIElementTypeButton[`name == 'it\'s a ``tick`` $5 "q" \\ done'`]"#))

        var android = ElementTreeBuilder(platform: .android)
        android.open(TreeFixtures.hierarchy())
        android.add(TreeFixtures.android("android.widget.TextView", text: "Say \"hi\" \\ ; (ok)"))
        android.add(TreeFixtures.android("android.widget.TextView", text: "other", index: 1))
        let engine = LocatorEngine(tree: android.finish())
        let selectors = engine.nativeCandidates(for: [ElementID(1)], strategy: .uiAutomator).map(\.locator)
        #expect(selectors.contains(.uiAutomator(#"new UiSelector().className("android.widget.TextView").text("Say \"hi\" \ ; (ok)")"#)))
    }

    @Test func literals() {
        #expect(NativeLiteral.predicate("a'b\\c\nd") == #"'a\'b\\c\nd'"#)
        #expect(NativeLiteral.classChainPredicate("name == '`'") == "name == '``'")
        #expect(NativeLiteral.descendantPredicate("value == '$1'") == "value == '$$1'")
        #expect(NativeLiteral.uiSelector("a\"b") == #""a\"b""#)
        #expect(NativeLiteral.uiSelector("ends with \\") == nil)
    }
}
