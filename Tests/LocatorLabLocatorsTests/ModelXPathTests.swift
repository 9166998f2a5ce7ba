import LocatorLabModel
import LocatorLabPageSource
import XCTest

@testable import LocatorLabLocators

/// ``ModelXPath`` answers survival trials instead of libxml2, so it must find
/// exactly what libxml2 finds on the device document, or not parse at all.
final class ModelXPathTests: XCTestCase {
    /// Expressions in the subset and just outside it, on every tree below:
    /// both ways of evaluating must agree element for element.
    private let expressions = [
        "//*", "//*[@name]", "//*[@name='item3']", "//*[@name=\"item3\"]", "//*[ @name = 'item3' ]",
        "//XCUIElementTypeButton", "//XCUIElementTypeButton[@name='item7']", "//XCUIElementTypeAny[@name='item7']",
        "//*[@name='item1' and @label='item1']", "//*[@name='item1'][@index='2']", "//*[@name!='item1']",
        "//XCUIElementTypeCell//XCUIElementTypeStaticText", "//XCUIElementTypeCell/XCUIElementTypeStaticText[@name]",
        "//*[@name='item2']//*[@name='item5']", "//*[@name='item2']/*", "//XCUIElementTypeApplication",
        "//*[@name='LOGIN']", "//XCUIElementTypeButton/XCUIElementTypeStaticText", "//*[@processId]",
        "//*[@content-desc='desc4']", "//android.widget.Button[@resource-id='com.example.shop:id/r3']",
        "//hierarchy", "//hierarchy/*", "//*[@class='hierarchy']", "//android.widget.FrameLayout//android.widget.Button",
        "//*[@text='']", "//*[@text!='']", "//*[@content-desc='Login' and @clickable='true']",
        "//*[@name='caf\u{E9}']", "//*[@name='cafe\u{301}']", "//*[@name='ab']", "//*[@name='a?b']",
        "//*[@label='\u{1F600} emoji']", "//*[@name='it''s']", "//*[@name='x'and @label='y']",
        "(//*)[1]", "(//*)[2]", "(//XCUIElementTypeButton[@name='item7'])[2]", "(//*[@name='item3'])[1]",
        "(//android.widget.Button)[3]", "(//*[@content-desc='desc4'])[999]", "(//hierarchy)[1]", "(//*)[0]",
        "(//*)[01]", "(//*) [1]",
        // Nested selections: later steps walk the subtrees and children of
        // elements that contain one another.
        "//*//*", "//*/*", "//*[@name]//*[@name]", "//*/*/*", "//XCUIElementTypeOther//XCUIElementTypeOther/*",
        "//*/*//XCUIElementTypeStaticText", "(//*//*)[5]", "(//*/*)[7]", "/XCUIElementTypeApplication//*",
        "/XCUIElementTypeApplication/*/*", "/hierarchy/*//*", "//android.widget.LinearLayout//*[@text]",
        // A name or value the tree lacks.
        "//*[@name='no such name']//*", "//*[@nosuchattribute]", "//*[@nosuchattribute!='x']", "//*/*[@name!='item1']",
    ]

    func testAgreesWithLibxml2OnGeneratedAndFixtureTrees() throws {
        var trees = [
            TreeFixtures.iosLogin(), TreeFixtures.iosLogin(wrapper: nil), TreeFixtures.androidLogin(),
            Self.awkwardIOS(), Self.awkwardAndroid(),
        ]
        for seed: UInt64 in 1...6 {
            trees.append(TreeFixtures.generatedIOS(count: 300, seed: seed))
            trees.append(TreeFixtures.generatedAndroid(count: 300, seed: seed))
        }
        var compared = 0
        for (number, tree) in trees.enumerated() {
            let engine = LocatorEngine(tree: tree)
            for expression in expressions {
                let viaLibxml2 = try? engine.evaluate(.xpath(expression)).matches
                let viaModel = try? engine.matchingElements(.xpath(expression))
                XCTAssertEqual(viaModel, viaLibxml2, "tree \(number), \(expression)")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 500)
        // The comparison means something only if most of them take the shortcut.
        XCTAssertGreaterThanOrEqual(expressions.filter { ModelXPath($0) != nil }.count, 36)
    }

    func testAgreesOnTheBundledSamples() throws {
        for file in [
            "android-shop-products.xml", "ios-health-summary.xml", "ios-race-header-cells.xml",
            "ios-users-user-details.xml",
        ] {
            let tree = try SamplePageSources.tree(file)
            let engine = LocatorEngine(tree: tree)
            var expressions: [String] = []
            for id in tree.ids.prefix(60) {
                let type = tree.type(of: id)
                for attribute in tree[id].attributes.prefix(4) {
                    let quote = attribute.value.contains("'") ? "\"" : "'"
                    expressions.append("//*[@\(attribute.name)=\(quote)\(attribute.value)\(quote)]")
                    expressions.append("//\(type)[@\(attribute.name)]")
                    expressions.append("(//\(type)[@\(attribute.name)])[2]")
                }
            }
            for expression in expressions {
                let viaLibxml2 = try? engine.evaluate(.xpath(expression)).matches
                XCTAssertEqual(try? engine.matchingElements(.xpath(expression)), viaLibxml2, "\(file): \(expression)")
            }
        }
    }

    /// Random paths of the subset (seeded, so a failure reproduces): up to
    /// five `/` and `//` steps with type tests and attribute conditions,
    /// some with a position, on generated trees of both platforms.
    func testAgreesOnRandomPathsOfTheSubset() throws {
        var random = SplitMix64(seed: 2026)
        var compared = 0
        var nonEmpty = 0
        for seed: UInt64 in 1...4 {
            for tree in [
                TreeFixtures.generatedIOS(count: 400, seed: seed), TreeFixtures.generatedAndroid(count: 400, seed: seed),
            ] {
                let ios = tree.platform == .ios
                let types =
                    ios
                    ? ["*", "*", "XCUIElementTypeOther", "XCUIElementTypeCell", "XCUIElementTypeButton", "XCUIElementTypeWindow"]
                    : ["*", "*", "android.widget.FrameLayout", "android.widget.TextView", "android.view.View", "hierarchy"]
                let attribute = ios ? "name" : "content-desc"
                let value = { ios ? "item\(random.next(below: 40))" : "desc\(random.next(below: 30))" }
                let engine = LocatorEngine(tree: tree)
                for _ in 0..<150 {
                    var expression = ""
                    for step in 0...random.next(below: 4) {
                        // The subset starts from the document with `//`.
                        expression += step > 0 && random.next(below: 3) == 0 ? "/" : "//"
                        expression += types[random.next(below: types.count)]
                        switch random.next(below: 5) {
                        case 0: expression += "[@\(attribute)='\(value())']"
                        case 1: expression += "[@\(attribute)]"
                        case 2: expression += "[@\(attribute)!='\(value())']"
                        default: break
                        }
                    }
                    if random.next(below: 4) == 0 { expression = "(\(expression))[\(1 + random.next(below: 4))]" }
                    XCTAssertNotNil(ModelXPath(expression), expression)
                    let viaLibxml2 = try? engine.evaluate(.xpath(expression)).matches
                    XCTAssertEqual(try? engine.matchingElements(.xpath(expression)), viaLibxml2, expression)
                    compared += 1
                    if viaLibxml2?.isEmpty == false { nonEmpty += 1 }
                }
            }
        }
        // Enough of them select something for the comparison to mean it.
        XCTAssertGreaterThan(nonEmpty, compared / 4)
    }

    func testParsesOnlyTheSubset() {
        for inside in ["//*", "//X[@a='1']", "//X//Y/Z[@a][@b!=\"2\"]", "//*[ @a = 'x' and @b ]", "(//X[@a='1'])[12]"] {
            XCTAssertNotNil(ModelXPath(inside), inside)
        }
        for outside in [
            "/AppiumAUT/X", "//X[1]", "//X[last()]", "//*[contains(@a,'x')]", "//X[@a='x' or @b='y']", "// X",
            "//X [@a='x']", "//x:y", "//*[@xml:lang='en']", "//X/..", "//X/@name", "//*[@a=1]",
            "//X|//Y", "//*[@a='unterminated]", "(//X)[0]", "(//X)[1.5]", "(//X)[-1]", "(//X)[1][2]", "(//X)", "((//X))[1]", "//child::X", "//*[@processId='1']", "//X\u{E9}", "",
        ] {
            XCTAssertNil(ModelXPath(outside), outside)
        }
    }

    /// Values with XML-forbidden characters (cleaned as each driver does) and
    /// Unicode that is canonically equivalent but not byte-equal.
    private static func awkwardIOS() -> ElementTree {
        var builder = ElementTreeBuilder(platform: .ios, wrapper: "AppiumAUT")
        builder.open(TreeFixtures.ios("Application", name: "App", extra: [Attribute("processId", "1")]))
        builder.add(TreeFixtures.ios("Button", name: "a\u{1}b", label: "y"))
        builder.add(TreeFixtures.ios("Button", name: "caf\u{E9}", label: "x"))
        builder.add(TreeFixtures.ios("Button", name: "cafe\u{301}"))
        builder.add(TreeFixtures.ios("StaticText", name: "it's", label: "\u{1F600} emoji"))
        builder.add(Element(type: "XCUIElementType\u{2}Button", attributes: [Attribute("name", "x")]))
        return builder.finish()
    }

    private static func awkwardAndroid() -> ElementTree {
        var builder = ElementTreeBuilder(platform: .android)
        builder.open(TreeFixtures.hierarchy())
        builder.add(TreeFixtures.android("android.widget.Button", text: "a\u{1}b", contentDescription: "a?b"))
        builder.add(TreeFixtures.android("android.widget.Button", text: "", contentDescription: "Login"))
        return builder.finish()
    }
}
