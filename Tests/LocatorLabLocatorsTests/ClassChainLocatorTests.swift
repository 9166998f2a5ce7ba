import LocatorLabModel
import Testing

@testable import LocatorLabLocators

/// One `-ios class chain` and what WebDriverAgent returns, worked out by
/// hand on ``TreeFixtures/iosLogin(wrapper:)`` (tree drawn in
/// `PredicateExample`).
struct ClassChainExample: CustomTestStringConvertible, Sendable {
    let expression: String
    let matches: [Int]
    var testDescription: String { expression }

    init(_ expression: String, _ matches: [Int]) {
        self.expression = expression
        self.matches = matches
    }

    static let all: [ClassChainExample] = [
        // Children and descendants; the application itself is never a match.
        .init("XCUIElementTypeWindow", [1]),
        .init("XCUIElementTypeButton", []),
        .init("XCUIElementTypeApplication", []),
        .init("**/XCUIElementTypeButton", [3, 5]),
        .init("*", [1]),
        .init("XCUIElementTypeAny", [1]),
        .init("*/*", [2, 7]),
        .init("**/*", Array(1...8)),
        .init("XCUIElementTypeWindow/**/XCUIElementTypeStaticText", [4, 6]),
        .init("**/XCUIElementTypeOther/**/XCUIElementTypeStaticText", [4, 6]),
        // Positions: 1-based, negative from the end, counted over the
        // matches of every root together.
        .init("XCUIElementTypeWindow/XCUIElementTypeOther/XCUIElementTypeButton[2]", [5]),
        .init("XCUIElementTypeWindow/*/*[1]", [3]),
        .init("XCUIElementTypeWindow/*/*[-1]", [8]),
        .init("XCUIElementTypeWindow/*/*[4]", [8]),
        .init("XCUIElementTypeWindow/*/*[5]", []),
        .init("**/XCUIElementTypeStaticText[-1]", [6]),
        .init("**/XCUIElementTypeStaticText[-2]", [4]),
        .init("**/XCUIElementTypeStaticText[-3]", []),
        .init("**/XCUIElementTypeStaticText[-9223372036854775808]", []),
        .init("**/XCUIElementTypeStaticText[9223372036854775807]", []),
        // An intermediate position passes one root on; without one, all.
        .init("XCUIElementTypeWindow/*[2]/*", [8]),
        .init("XCUIElementTypeWindow/*[-2]/*", [3, 5, 6]),
        .init("XCUIElementTypeWindow/*[3]/*", []),
        // Nested roots: a StaticText is found once per enclosing root, and
        // the position counts those repeats as WebDriverAgent does.
        .init("**/*/**/XCUIElementTypeStaticText[3]", [4]),
        .init("**/*/**/XCUIElementTypeStaticText", [4, 6]),
        // Predicates on the step itself and on its descendants, in order.
        .init("**/XCUIElementTypeButton[`name == \"LOGIN\"`]", [3]),
        .init("**/*[`name == 'LOGIN'`][`type == 'XCUIElementTypeStaticText'`]", [4]),
        .init("**/XCUIElementTypeOther[$type == \"XCUIElementTypeTextField\"$]", [7]),
        .init("**/XCUIElementTypeOther[$name == 'LOGIN'$]/XCUIElementTypeButton", [3, 5]),
        .init("**/XCUIElementTypeButton[$type == 'XCUIElementTypeStaticText'$]", [3]),
        .init("**/XCUIElementTypeButton[`index == 1`][$type == 'XCUIElementTypeStaticText'$]", []),
        .init("**/XCUIElementTypeButton[`name BEGINSWITH[c] \"f\"`][1]", [5]),
        .init("**/XCUIElementTypeButton[`visible == 1`][-1]", [5]),
        .init("XCUIElementTypeWindow[`visible == 1`]/*[$name == 'username'$]/XCUIElementTypeTextField", [8]),
        // Doubled marks stand for themselves inside predicates.
        .init("**/*[`name == \"LOGIN\" OR name == \"x``y\"`]", [3, 4]),
        .init("**/*[$name == \"a$$b\"$]", []),
    ]
}

struct ClassChainErrorExample: CustomTestStringConvertible, Sendable {
    let expression: String
    let offset: Int
    let fragment: String
    var testDescription: String { expression }

    static let all: [ClassChainErrorExample] = [
        .init(expression: "", offset: 0, fragment: "empty"),
        .init(expression: "XCUIElementTypeWindow/", offset: 21, fragment: "unexpected character '/'"),
        .init(expression: "XCUIElementTypeFoo", offset: 0, fragment: "'XCUIElementTypeFoo' class name is unknown to WDA"),
        .init(expression: "Button", offset: 0, fragment: "unknown to WDA"),
        .init(expression: "**/", offset: 3, fragment: "should be followed with the actual element type"),
        .init(expression: "**", offset: 1, fragment: "should be followed with the actual element type"),
        .init(expression: "**/**/XCUIElementTypeButton", offset: 3, fragment: "cannot be duplicated"),
        .init(expression: "XCUIElementTypeButton[0]", offset: 22, fragment: "not equal to zero"),
        .init(expression: "XCUIElementTypeButton[1-]", offset: 22, fragment: "valid integer number"),
        .init(expression: "XCUIElementTypeButton[1][2]", offset: 25, fragment: "set only once"),
        .init(expression: "XCUIElementTypeButton[1][`name == \"x\"`]", offset: 24, fragment: "must be set before position value"),
        .init(expression: "XCUIElementTypeButton[`name == \"x\"]", offset: 21, fragment: "cannot find the end"),
        .init(expression: "XCUIElementTypeButton[`foo == 1`]", offset: 23, fragment: "in the predicate: the key 'foo' is unknown"),
        .init(expression: "XCUIElementTypeButton[`name == \"a``b\" AND bar == 1`]", offset: 42, fragment: "the key 'bar'"),
        .init(expression: "XCUIElementTypeButton [1]", offset: 21, fragment: "unexpected character ' '"),
        .init(expression: "XCUIElementTypeButton[]", offset: 22, fragment: "unexpected character ']'"),
        .init(expression: "XCUIElementTypeButton[`name == 'x'`", offset: 34, fragment: "unexpected character"),
        .init(expression: "XCUIElementTypeButton[`name == 'x'`x]", offset: 35, fragment: "unexpected character 'x'"),
        .init(expression: "/XCUIElementTypeButton", offset: 0, fragment: "unexpected character '/'"),
        .init(expression: "XCUIElementTypeWindow//XCUIElementTypeButton", offset: 22, fragment: "unexpected character '/'"),
        .init(expression: "XCUIElementTypeButton*", offset: 21, fragment: "unexpected character '*'"),
        .init(expression: "XCUIElementTypeButton[99999999999999999999]", offset: 22, fragment: "valid integer number"),
    ]
}

@Suite("-ios class chain as WebDriverAgent evaluates it")
struct ClassChainLocatorTests {
    let engine = LocatorEngine(tree: TreeFixtures.iosLogin())

    @Test(arguments: ClassChainExample.all)
    func example(_ example: ClassChainExample) throws {
        let result = try engine.evaluate(.classChain(example.expression))
        #expect(result.matches == example.matches.map(ElementID.init))
    }

    @Test(arguments: ClassChainErrorExample.all)
    func error(_ example: ClassChainErrorExample) {
        #expect {
            try engine.evaluate(.classChain(example.expression))
        } throws: { error in
            guard case .invalidClassChain(let expression, let offset, let message) = error as? LocatorError else { return false }
            return expression == example.expression && offset == example.offset && message.contains(example.fragment)
        }
    }

    @Test func wrongPlatformIsAnError() {
        let android = LocatorEngine(tree: TreeFixtures.androidLogin())
        #expect(throws: LocatorError.wrongPlatform(strategy: .classChain, platform: .android)) {
            try android.evaluate(.classChain("**/XCUIElementTypeButton"))
        }
    }

    @Test func predicateNotesCarryOver() throws {
        let result = try engine.evaluate(.classChain("**/XCUIElementTypeButton[`hittable == 1`]"))
        #expect(result.matches.isEmpty)
        #expect(result.notes.contains { $0.hasPrefix("hittable is computed on the device") })
    }

    @Test func descendantFilterAgreesWithAPerCandidateWalk() throws {
        let tree = TreeFixtures.generatedIOS(count: 800, seed: 4)
        let engine = LocatorEngine(tree: tree)
        let result = try engine.evaluate(.classChain("**/XCUIElementTypeCell[$name == 'item3'$]"))
        let expected = tree.ids.filter { id in
            tree.type(of: id) == "XCUIElementTypeCell" && id != tree.root
                && tree.descendants(of: id).contains { tree.attribute("name", of: $0) == "item3" }
        }
        #expect(result.matches == Array(expected))
        #expect(!expected.isEmpty)
    }
}
