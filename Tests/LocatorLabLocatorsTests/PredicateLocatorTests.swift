import Foundation
import LocatorLabModel
import Testing

@testable import LocatorLabLocators

/// One `-ios predicate string` and the elements WebDriverAgent would return,
/// worked out by hand on ``TreeFixtures/iosLogin(wrapper:)``:
///
///     #0 Application MyYes        #5 Button "Forgot password" (index 1)
///     #1   Window                 #6 StaticText Welcome (index 2)
///     #2     Other                #7 Other (index 1)
///     #3       Button LOGIN       #8   TextField username (label "", value Email)
///     #4         StaticText LOGIN
struct PredicateExample: CustomTestStringConvertible, Sendable {
    let expression: String
    let matches: [Int]
    var testDescription: String { expression }

    init(_ expression: String, _ matches: [Int]) {
        self.expression = expression
        self.matches = matches
    }

    static let all: [PredicateExample] = [
        // Equality, its spellings and modifiers.
        .init("name == 'LOGIN'", [3, 4]),
        .init("name = \"LOGIN\"", [3, 4]),
        .init("'LOGIN' == name", [3, 4]),
        .init("name ==[c] 'login'", [3, 4]),
        .init("name == 'login'", []),
        .init("label != 'LOGIN'", [0, 1, 2, 5, 6, 7, 8]),
        .init("label <> 'LOGIN'", [0, 1, 2, 5, 6, 7, 8]),
        .init("label == ''", [8]),
        .init("label == nil", [1, 2, 7]),
        .init("label == NULL", [1, 2, 7]),
        .init("value == 'Email'", [8]),
        // String operators.
        .init("name BEGINSWITH 'Forgot'", [5]),
        .init("name beginswith[c] 'forgot'", [5]),
        .init("name ENDSWITH 'word'", [5]),
        .init("name ENDSWITH[c] 'WORD'", [5]),
        .init("name CONTAINS 'ogi'", []),
        .init("name CONTAINS[c] 'ogi'", [3, 4]),
        .init("name LIKE 'L*N'", [3, 4]),
        .init("name LIKE 'W?lcome'", [6]),
        .init("name LIKE[c] 'l?gin'", [3, 4]),
        .init("name LIKE '*'", [0, 3, 4, 5, 6, 8]),
        .init("name MATCHES 'LOG'", []),
        .init("name MATCHES 'LOG.*'", [3, 4]),
        .init("name MATCHES[c] 'log.*'", [3, 4]),
        .init("name MATCHES 'LOGIN|Welcome'", [3, 4, 6]),
        .init("type IN {'XCUIElementTypeButton', 'XCUIElementTypeTextField'}", [3, 5, 8]),
        .init("name IN[c] {'login'}", [3, 4]),
        .init("'come' IN name", [6]),
        // Numbers, booleans and rect members.
        .init("index BETWEEN {1, 2}", [5, 6, 7]),
        .init("index > 0", [5, 6, 7]),
        .init("index >= 2", [6]),
        .init("index => 2", [6]),
        .init("index < 1", [0, 1, 2, 3, 4, 8]),
        .init("index =< 0", [0, 1, 2, 3, 4, 8]),
        .init("index == 0x1", [5, 7]),
        .init("index > -1 AND index < 1.5", [0, 1, 2, 3, 4, 5, 7, 8]),
        .init("visible == 1", Array(0...8)),
        .init("visible == TRUE", Array(0...8)),
        .init("visible == yes", Array(0...8)),
        .init("enabled == 0", []),
        .init("accessible == FALSE", Array(0...8)),
        .init("visible == 'true'", []),
        .init("rect.width == 393", Array(0...8)),
        .init("wdRect.x > 0", []),
        // Aliases.
        .init("wdName == 'Welcome'", [6]),
        .init("isWDVisible == 1 AND wdType == 'XCUIElementTypeTextField'", [8]),
        // Logic and precedence: AND binds tighter than OR, NOT tighter than both.
        .init("name == 'Welcome' OR name == 'LOGIN' AND type == 'XCUIElementTypeButton'", [3, 6]),
        .init("(name == 'Welcome' OR name == 'LOGIN') AND type == 'XCUIElementTypeButton'", [3]),
        .init("NOT name == 'LOGIN' AND type == 'XCUIElementTypeButton'", [5]),
        .init("!(type == 'XCUIElementTypeOther')", [0, 1, 3, 4, 5, 6, 8]),
        .init("name == 'LOGIN' && type == 'XCUIElementTypeStaticText'", [4]),
        .init("name == 'MyYes' || name == 'Welcome'", [0, 6]),
        .init("name == 'LOGIN' and type == 'XCUIElementTypeButton'", [3]),
        .init("TRUEPREDICATE", Array(0...8)),
        .init("FALSEPREDICATE", []),
        .init("NOT FALSEPREDICATE AND name == 'username'", [8]),
        // Keys compared with keys; nil equals nil, as in NSPredicate.
        .init("name == label", [0, 1, 2, 3, 4, 5, 6, 7]),
        .init("name == \"Forgot\\u0020password\"", [5]),
    ]
}

struct PredicateErrorExample: CustomTestStringConvertible, Sendable {
    let expression: String
    let offset: Int
    let fragment: String
    var testDescription: String { expression }

    static let all: [PredicateErrorExample] = [
        .init(expression: "", offset: 0, fragment: "empty"),
        .init(expression: "name == ", offset: 8, fragment: "expected a key or a value"),
        .init(expression: "name == 'x", offset: 8, fragment: "no closing"),
        .init(expression: "foo == 'x'", offset: 0, fragment: "the key 'foo' is unknown"),
        .init(expression: "NAME == 'x'", offset: 0, fragment: "the key 'NAME' is unknown"),
        .init(expression: "name === 'x'", offset: 7, fragment: "expected a key or a value"),
        .init(expression: "name == 'x' AND", offset: 15, fragment: "expected a key or a value"),
        .init(expression: "(name == 'x'", offset: 12, fragment: "expected ')'"),
        .init(expression: "name ==[z] 'x'", offset: 7, fragment: "unknown comparison option"),
        .init(expression: "name MATCHES '('", offset: 13, fragment: "not a valid ICU regular expression"),
        .init(expression: "index BETWEEN 3", offset: 14, fragment: "BETWEEN needs two bounds"),
        .init(expression: "index BETWEEN {1}", offset: 14, fragment: "BETWEEN needs two bounds"),
        .init(expression: "name == {'a'}", offset: 8, fragment: "only goes after IN or BETWEEN"),
        .init(expression: "ANY name == 'x'", offset: 0, fragment: "ANY needs a collection"),
        .init(expression: "name == $x", offset: 8, fragment: "substitution"),
        .init(expression: "name == %@", offset: 8, fragment: "substitution"),
        .init(expression: "name == 'x' extra", offset: 12, fragment: "after a complete predicate"),
        .init(expression: "rect == 3", offset: 0, fragment: "is a rectangle"),
        .init(expression: "name & 'x'", offset: 5, fragment: "unexpected character '&'"),
        .init(expression: "name 'x'", offset: 5, fragment: "expected a comparison operator"),
        .init(expression: "name", offset: 4, fragment: "expected a comparison operator"),
        .init(expression: "SELF == 'x'", offset: 0, fragment: "SELF"),
        .init(expression: "name == SUBQUERY", offset: 8, fragment: "not supported"),
        .init(expression: "index IN 3", offset: 9, fragment: "IN needs a list"),
        .init(expression: "name == AND", offset: 8, fragment: "keyword AND"),
        .init(expression: "index == 0xZZ", offset: 9, fragment: "not a number"),
        .init(expression: "name == -'x'", offset: 9, fragment: "expected a number after '-'"),
        .init(expression: "type IN {'a', name}", offset: 14, fragment: "constants only"),
    ]
}

@Suite("-ios predicate string as WebDriverAgent evaluates it")
struct PredicateLocatorTests {
    let engine = LocatorEngine(tree: TreeFixtures.iosLogin())

    @Test(arguments: PredicateExample.all)
    func example(_ example: PredicateExample) throws {
        let result = try engine.evaluate(.predicate(example.expression))
        #expect(result.matches == example.matches.map(ElementID.init))
    }

    @Test(arguments: PredicateErrorExample.all)
    func error(_ example: PredicateErrorExample) {
        #expect {
            try engine.evaluate(.predicate(example.expression))
        } throws: { error in
            guard case .invalidPredicate(let expression, let offset, let message) = error as? LocatorError else { return false }
            return expression == example.expression && offset == example.offset && message.contains(example.fragment)
        }
    }

    @Test func stringCompareOfAFlagIsExplained() throws {
        let result = try engine.evaluate(.predicate("visible == 'true'"))
        #expect(result.notes.contains { $0.contains("never equals the string 'true'") })
    }

    @Test func deviceOnlyAttributesAreNoted() throws {
        let result = try engine.evaluate(.predicate("hittable == 1"))
        #expect(result.matches.isEmpty)
        #expect(result.notes.first?.hasPrefix("hittable is computed on the device") == true)
    }

    @Test func diacriticsAndSwitchValues() throws {
        var builder = ElementTreeBuilder(platform: .ios)
        builder.open(TreeFixtures.ios("Application", name: "App"))
        builder.add(TreeFixtures.ios("StaticText", name: "Café", label: "Café"))
        builder.add(TreeFixtures.ios("Switch", name: "Wi-Fi", value: "1", index: 1))
        let engine = LocatorEngine(tree: builder.finish())
        #expect(try engine.evaluate(.predicate("name == 'Cafe'")).matches.isEmpty)
        #expect(try engine.evaluate(.predicate("name ==[d] 'Cafe'")).matches == [ElementID(1)])
        #expect(try engine.evaluate(.predicate("name ==[cd] 'CAFE'")).matches == [ElementID(1)])
        #expect(try engine.evaluate(.predicate("name CONTAINS[cd] 'FE'")).matches == [ElementID(1)])
        #expect(try engine.evaluate(.predicate("name LIKE[cd] 'CAF?'")).matches == [ElementID(1)])
        // WebDriverAgent's Switch value is @([value boolValue]) formatted
        // with %@ (`wdValue`): the string "1", never the number.
        #expect(try engine.evaluate(.predicate("value == '1'")).matches == [ElementID(2)])
        #expect(try engine.evaluate(.predicate("value == 1")).matches.isEmpty)
        #expect(try engine.evaluate(.predicate("value != '1'")).matches == [ElementID(0), ElementID(1)])
    }

    /// `wdValue` on a Switch: `[value boolValue]` as "1" or "0", whatever
    /// the snapshot held ("true", " 01", nothing at all), compared as a
    /// string by every operator, on the fast path of `==` and off it.
    @Test func aSwitchValueIsTheStringOneOrZero() throws {
        var builder = ElementTreeBuilder(platform: .ios)
        builder.open(TreeFixtures.ios("Application", name: "App"))
        builder.add(TreeFixtures.ios("Switch", name: "Wi-Fi", value: "1", index: 0))
        builder.add(TreeFixtures.ios("Switch", name: "Bluetooth", value: "0", index: 1))
        builder.add(TreeFixtures.ios("Switch", name: "Airplane", value: "true", index: 2))
        builder.add(TreeFixtures.ios("Switch", name: "Hotspot", index: 3))
        builder.add(TreeFixtures.ios("StaticText", name: "Status", value: "1", index: 4))
        let engine = LocatorEngine(tree: builder.finish())
        #expect(try engine.evaluate(.predicate("value == '1'")).matches == [ElementID(1), ElementID(3), ElementID(5)])
        #expect(try engine.evaluate(.predicate("value == '0'")).matches == [ElementID(2), ElementID(4)])
        #expect(try engine.evaluate(.predicate("type == 'XCUIElementTypeSwitch' AND value == '1'")).matches == [ElementID(1), ElementID(3)])
        #expect(try engine.evaluate(.predicate("value ==[c] '1' AND name BEGINSWITH 'W'")).matches == [ElementID(1)])
        #expect(try engine.evaluate(.predicate("value IN {'0'}")).matches == [ElementID(2), ElementID(4)])
        #expect(try engine.evaluate(.predicate("value MATCHES '[01]' AND type ENDSWITH 'Switch'")).matches.count == 4)
        #expect(try engine.evaluate(.predicate("value == 'true'")).matches.isEmpty)
        #expect(try engine.evaluate(.classChain("**/XCUIElementTypeSwitch[`value == '0'`]")).matches == [ElementID(2), ElementID(4)])
    }

    /// `==` without modifiers is literal (`isEqualToString:`): a composed
    /// `é` and `e` + U+0301 differ, as do the Kelvin sign and `K`; `[d]`
    /// folds them. Decided from interned IDs, the answers must be
    /// Foundation's literal comparison's, non-ASCII text included.
    @Test func equalityWithoutModifiersIsLiteralForAnyText() throws {
        var builder = ElementTreeBuilder(platform: .ios)
        builder.open(TreeFixtures.ios("Application", name: "App"))
        builder.add(TreeFixtures.ios("StaticText", name: "caf\u{E9}"))
        builder.add(TreeFixtures.ios("StaticText", name: "cafe\u{301}"))
        builder.add(TreeFixtures.ios("StaticText", name: "\u{212A}elvin"))
        builder.add(TreeFixtures.ios("StaticText", name: "東京"))
        let engine = LocatorEngine(tree: builder.finish())
        #expect(try engine.evaluate(.predicate("name == 'caf\u{E9}'")).matches == [ElementID(1)])
        #expect(try engine.evaluate(.predicate("name == 'cafe\u{301}'")).matches == [ElementID(2)])
        #expect(try engine.evaluate(.predicate("name ==[d] 'cafe'")).matches == [ElementID(1), ElementID(2)])
        #expect(try engine.evaluate(.predicate("name == 'Kelvin'")).matches.isEmpty)
        #expect(try engine.evaluate(.predicate("name == '東京'")).matches == [ElementID(4)])
        #expect(try engine.evaluate(.predicate("name != '東京' AND name != 'App'")).matches == [ElementID(1), ElementID(2), ElementID(3)])
        #expect(try engine.evaluate(.predicate("name == '大阪'")).matches.isEmpty)
        for element in 1...4 {
            let name = try #require(engine.tree.attribute("name", of: ElementID(element)))
            for literal in ["caf\u{E9}", "cafe\u{301}", "Kelvin", "東京"] {
                let literalMatch = name.compare(literal, options: .literal) == .orderedSame
                let matched = try engine.evaluate(.predicate("name == '\(literal)'")).matches.contains(ElementID(element))
                #expect(matched == literalMatch, "\(name) == \(literal)")
            }
        }
    }

    @Test func typeAndNameShortcutsAgreeWithAFullWalk() throws {
        let tree = TreeFixtures.generatedIOS(count: 600, seed: 9)
        let engine = LocatorEngine(tree: tree)
        for expression in ["type == 'XCUIElementTypeButton'", "name == 'item7' AND visible == 1"] {
            let predicate = try PredicateParser.parse(expression)
            let evaluator = PredicateEvaluator(tree: tree, predicate: predicate)
            let walked = tree.ids.filter(evaluator.matches)
            #expect(try engine.evaluate(.predicate(expression)).matches == Array(walked))
            #expect(!walked.isEmpty)
        }
    }

    @Test func wrongPlatformIsAnError() {
        let android = LocatorEngine(tree: TreeFixtures.androidLogin())
        #expect(throws: LocatorError.wrongPlatform(strategy: .predicate, platform: .android)) {
            try android.evaluate(.predicate("name == 'x'"))
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        for prefix in [String(repeating: "(", count: 10_000), String(repeating: "NOT ", count: 10_000), String(repeating: "!", count: 10_000)] {
            #expect {
                try engine.evaluate(.predicate(prefix + "name == 'x'"))
            } throws: { error in
                guard case .invalidPredicate(_, _, let message) = error as? LocatorError else { return false }
                return message.contains("nested more than")
            }
        }
    }

    @Test func longFlatChainsEvaluate() throws {
        let chain = Array(repeating: "name != 'nothing'", count: 5_000).joined(separator: " AND ")
        #expect(try engine.evaluate(.predicate(chain)).matches.count == 9)
        let alternatives = (0..<5_000).map { "name == 'n\($0)'" }.joined(separator: " OR ") + " OR name == 'Welcome'"
        #expect(try engine.evaluate(.predicate(alternatives)).matches == [ElementID(6)])
    }
}
