import LocatorLabModel
import Testing

@testable import LocatorLabLocators

/// `LocatorEngine.evaluate` of an identifier strategy answers with a view of
/// the index (``LocatorMatches``) instead of a new array: the elements, their
/// order, the notes, equality and hashing must be those of the array a scan
/// of the tree gives.
@Suite("Locator matches")
struct LocatorMatchesTests {
    @Test func iosIdentifierStrategiesFindWhatAScanFinds() throws {
        let tree = TreeFixtures.generatedIOS(count: 3000, seed: 21)
        let engine = LocatorEngine(tree: tree)
        var checked = 0
        for number in 0..<45 {
            let name = "item\(number)"
            let expected = tree.ids.filter { tree[$0].name == name }
            for locator in [Locator.accessibilityID(name), .id(name)] {
                let result = try engine.evaluate(locator)
                #expect(Array(result.found) == expected, "\(locator)")
                #expect(result.matches == expected, "\(locator)")
                checked += expected.count
            }
        }
        for type in ["XCUIElementTypeButton", "XCUIElementTypeCell", "Cell"] {
            let expected = tree.ids.filter { tree[$0].type == IOSElementType.driverClassName(for: type) }
            let result = try engine.evaluate(.className(type))
            #expect(Array(result.found) == expected && result.matches == expected, "\(type)")
            checked += expected.count
        }
        #expect(checked > 100)
    }

    @Test func androidIdentifierStrategiesFindWhatAScanFinds() throws {
        let tree = TreeFixtures.generatedAndroid(count: 3000, seed: 22)
        let engine = LocatorEngine(tree: tree)
        let nodes = tree.ids.filter { $0.index > 0 }
        var checked = 0
        for number in 0..<35 {
            let description = "desc\(number)"
            let byDescription = try engine.evaluate(.accessibilityID(description))
            let expected = nodes.filter { tree[$0].contentDescription == description }
            #expect(Array(byDescription.found) == expected && byDescription.matches == expected)
            let byID = try engine.evaluate(.id("r\(number)"))
            let expectedIDs = nodes.filter { tree[$0].resourceID == "com.example.shop:id/r\(number)" }
            #expect(Array(byID.found) == expectedIDs && byID.matches == expectedIDs)
            #expect(byID.notes.first?.contains("com.example.shop:id/r\(number)") == true)
            checked += expected.count + expectedIDs.count
        }
        let widgets = try engine.evaluate(.className(".TextView"))
        #expect(widgets.matches == nodes.filter { tree[$0][attribute: "class"] == "android.widget.TextView" })
        #expect(!widgets.found.isEmpty && widgets.notes.count == 1)
        #expect(checked > 100)
    }

    /// An Android `id` is completed without making the completed string and
    /// its note is worded when read: the elements, their order and the
    /// note's words are those of the tree walk, which makes both, for an
    /// inferred and a given package, an id that repeats in list rows, a
    /// qualified id, a non-ASCII id and one that matches nothing.
    @Test func androidIDsCompletedInPlaceMatchTheWalk() throws {
        let tree = TreeFixtures.generatedAndroid(count: 3000, seed: 25)
        let package = try #require(LocatorEngine(tree: tree).idPackage)
        for given in [nil, package, "com.other"] as [String?] {
            let indexed = LocatorEngine(tree: tree, appPackage: given)
            let walking = LocatorEngine(tree: tree, appPackage: given, walksLookups: true)
            let repeated = (0..<40).map { "r\($0)" }.filter { number in
                tree.ids.filter { tree[$0].resourceID == "\(package):id/\(number)" }.count > 1
            }
            #expect(!repeated.isEmpty)
            for value in repeated + ["\(package):id/r1", "réglages", "", "none"] {
                let view = try indexed.evaluate(.id(value))
                let array = try walking.evaluate(.id(value))
                #expect(Array(view.found) == array.matches && view == array, "\(value)")
                let completed = AndroidResourceID.isQualified(value) ? value : "\(given ?? package):id/\(value)"
                let expected = tree.ids.filter { $0.index > 0 && tree[$0].resourceID == completed }
                #expect(view.matches == expected, "\(value)")
                let source = given == nil ? "the most common package in the page source" : "the given appPackage"
                #expect(
                    view.notes == (AndroidResourceID.isQualified(value)
                        ? [] : ["UiAutomator2 completes the id to '\(completed)' (package \(given ?? package), \(source))"]),
                    "\(value)")
            }
        }
    }

    /// An engine that walks the tree keeps arrays; one with the index keeps
    /// views. Their results are equal and hash alike.
    @Test func viewsAndArraysAreEqualResults() throws {
        let tree = TreeFixtures.generatedIOS(count: 1500, seed: 23)
        let indexed = LocatorEngine(tree: tree)
        let walking = LocatorEngine(tree: tree, walksLookups: true)
        for locator in [Locator.accessibilityID("item3"), .id("item7"), .className("XCUIElementTypeCell"), .accessibilityID("none")] {
            let view = try indexed.evaluate(locator)
            let array = try walking.evaluate(locator)
            #expect(view == array, "\(locator)")
            #expect(view.hashValue == array.hashValue, "\(locator)")
            #expect(view.found == LocatorMatches(array.matches), "\(locator)")
        }
        let some = try indexed.evaluate(.accessibilityID("item3"))
        #expect(some.found.count > 1)
        #expect(some != (try indexed.evaluate(.accessibilityID("item4"))))
        #expect(some.found != LocatorMatches(Array(some.matches.dropLast())))
    }

    /// ``LocatorResult/matches`` stays writable: setting it replaces what
    /// ``LocatorResult/found`` holds.
    @Test func settingMatchesReplacesTheView() throws {
        let tree = TreeFixtures.generatedIOS(count: 500, seed: 24)
        var result = try LocatorEngine(tree: tree).evaluate(.className("XCUIElementTypeCell"))
        let kept = Array(result.matches.prefix(2))
        result.matches = kept
        #expect(Array(result.found) == kept && result.found.count == 2)
        #expect(LocatorMatches([]) == [] && LocatorMatches([]).isEmpty)
    }
}
