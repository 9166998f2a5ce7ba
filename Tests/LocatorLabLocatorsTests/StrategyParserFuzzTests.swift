import LocatorLabModel
import Testing

@testable import LocatorLabLocators

/// Random and mutated locators for each new grammar: every one must either
/// evaluate or fail with the grammar's own error and an offset inside the
/// expression. A crash, a trap or a hang fails the run. Seeds are fixed so
/// failures reproduce.
@Suite("Strategy parsers survive hostile input")
struct StrategyParserFuzzTests {
    static let rounds = 2_500

    @Test func predicate() {
        let engine = LocatorEngine(tree: TreeFixtures.iosLogin())
        let pieces = [
            "name", "label", "value", "type", "index", "visible", "rect.x", "wdName", "==", "=", "!=", "<>", "<", "=<", ">=",
            "BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "MATCHES", "IN", "BETWEEN", "AND", "OR", "NOT", "&&", "||", "!",
            "(", ")", "{", "}", ",", "[c]", "[cd]", "[x]", "'LOGIN'", "\"W*\"", "'a\\'b'", "'", "\"", "1", "-2", "0x1F",
            "1e3", "TRUE", "NO", "nil", "$v", "%@", "#name", "ANY", "SELF", "TRUEPREDICATE", " ", "\\", "é", "\u{0}",
        ]
        fuzz(engine: engine, pieces: pieces, seeds: PredicateExample.all.map(\.expression), wrap: Locator.predicate) { error in
            if case .invalidPredicate(let expression, let offset, _) = error { return (expression, offset) }
            return nil
        }
    }

    @Test func classChain() {
        let engine = LocatorEngine(tree: TreeFixtures.iosLogin())
        let pieces = [
            "**/", "/", "*", "XCUIElementTypeButton", "XCUIElementTypeOther", "XCUIElementTypeWindow", "Foo", "[", "]", "[1]",
            "[-1]", "[0]", "[`", "`]", "[$", "$]", "``", "$$", "name == 'LOGIN'", "visible == 1", " ", "-", "**", "`", "$",
        ]
        fuzz(engine: engine, pieces: pieces, seeds: ClassChainExample.all.map(\.expression), wrap: Locator.classChain) { error in
            if case .invalidClassChain(let expression, let offset, _) = error { return (expression, offset) }
            return nil
        }
    }

    @Test func xcuitest() {
        let engine = LocatorEngine(tree: TreeFixtures.iosLogin())
        let pieces = [
            "app", "XCUIApplication()", ".", "buttons", "cells", "staticTexts", "descendants(matching: .any)",
            "children(matching: .window)", "[\"LOGIN\"]", "[", "]", "(", ")", ",", ":", "element", "firstMatch",
            "element(boundBy: 1)", "element(boundBy: -1)", "count", "matching(identifier: \"x\")", "containing(.button, identifier: nil)",
            "matching(NSPredicate(format: \"label == %@\", \"LOGIN\"))", "NSPredicate(format: \"", "%@", "%d", "\"", "\\",
            "\\(x)", "#\"", "\"#", "tap()", "exists", ".any", ".gadget", "XCUIElement.ElementType.cell.rawValue", " ", "\n",
            "é", "\u{0}", "//", "/*", "99999999999999999999",
        ]
        fuzz(engine: engine, pieces: pieces, seeds: XCUIQueryExample.all.map(\.expression), wrap: Locator.xcuitest) { error in
            if case .invalidXCUIQuery(let expression, let offset, _) = error { return (expression, offset) }
            return nil
        }
    }

    @Test func uiAutomator() {
        let engine = LocatorEngine(tree: TreeFixtures.androidLogin())
        let pieces = [
            "new UiSelector()", "new UiScrollable(", "UiSelector()", ".", "text(", "description(", "className(", "index(",
            "instance(", "childSelector(", "fromParent(", "scrollIntoView(", "getChildByText(", "clickable(", ")", "(", ",",
            ";", "\"Login\"", "\"a\\\"b\"", "\"", "\\", "1", "-1", "true", "x", " ", "\".*\"", "\"(\"",
        ]
        fuzz(engine: engine, pieces: pieces, seeds: UiSelectorExample.all.map(\.expression), wrap: Locator.uiAutomator) { error in
            if case .invalidUiSelector(let expression, let offset, _) = error { return (expression, offset) }
            return nil
        }
    }

    /// Half the inputs are random runs of grammar pieces, half are the
    /// examples with characters deleted, duplicated or swapped.
    private func fuzz(
        engine: LocatorEngine, pieces: [String], seeds: [String], wrap: (String) -> Locator,
        position: (LocatorError) -> (String, Int)?
    ) {
        var random = SplitMix64(seed: 0x5EED)
        for round in 0..<Self.rounds {
            var input: String
            if round % 2 == 0 {
                input = (0..<random.next(below: 12)).map { _ in pieces[random.next(below: pieces.count)] }.joined()
            } else {
                var characters = Array(seeds[random.next(below: seeds.count)])
                for _ in 0...random.next(below: 4) where !characters.isEmpty {
                    let at = random.next(below: characters.count)
                    switch random.next(below: 3) {
                    case 0: characters.remove(at: at)
                    case 1: characters.insert(characters[random.next(below: characters.count)], at: at)
                    default: characters.swapAt(at, random.next(below: characters.count))
                    }
                }
                input = String(characters)
            }
            do {
                _ = try engine.evaluate(wrap(input))
            } catch {
                guard let (expression, offset) = position(error) else {
                    Issue.record("\(input.debugDescription) failed with another error: \(error)")
                    continue
                }
                #expect(expression == input)
                #expect((0...max(0, input.count)).contains(offset), "\(input.debugDescription): offset \(offset)")
            }
        }
    }
}
