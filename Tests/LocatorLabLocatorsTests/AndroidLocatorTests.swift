import LocatorLabModel
import Testing

@testable import LocatorLabLocators

@Suite("Android locators as UiAutomator2 evaluates them")
struct AndroidLocatorTests {
    let engine = LocatorEngine(tree: TreeFixtures.androidLogin())

    func ids(_ indexes: Int...) -> [ElementID] { indexes.map(ElementID.init) }

    @Test func accessibilityIDMatchesContentDescription() throws {
        #expect(try engine.evaluate(.accessibilityID("Login")).matches == ids(5, 7))
        #expect(try engine.evaluate(.accessibilityID("login")).matches.isEmpty)
        // text is not an accessibility id on Android.
        #expect(try engine.evaluate(.accessibilityID("Sign in")).matches.isEmpty)
    }

    @Test func idIsCompletedWithTheMostCommonPackage() throws {
        #expect(engine.idPackage == "com.example.shop")
        let result = try engine.evaluate(.id("login"))
        #expect(result.matches == ids(5))
        #expect(result.notes == [
            "UiAutomator2 completes the id to 'com.example.shop:id/login' (package com.example.shop, the most common package in the page source)"
        ])
    }

    @Test func qualifiedIDsAreLeftAlone() throws {
        let result = try engine.evaluate(.id("android:id/button1"))
        #expect(result.matches == ids(6))
        #expect(result.notes.isEmpty)
        #expect(try engine.evaluate(.id("com.example.shop:id/title")).matches == ids(4))
    }

    @Test func givenAppPackageWins() throws {
        let other = LocatorEngine(tree: TreeFixtures.androidLogin(), appPackage: "com.android.systemui")
        #expect(other.idPackage == "com.android.systemui")
        #expect(other.idPackageWasGiven)
        #expect(try other.evaluate(.id("login")).matches.isEmpty)
    }

    @Test func packageTieGoesToTheFirstInDocumentOrder() {
        var builder = ElementTreeBuilder(platform: .android)
        builder.open(TreeFixtures.hierarchy())
        builder.add(TreeFixtures.android("android.view.View", package: "com.second"))
        builder.add(TreeFixtures.android("android.view.View", package: "com.first"))
        builder.add(TreeFixtures.android("android.view.View", package: "com.first"))
        builder.add(TreeFixtures.android("android.view.View", package: "com.second"))
        let tied = LocatorEngine(tree: builder.finish())
        #expect(tied.idPackage == "com.second")
    }

    @Test func idWithoutAnyPackageIsMatchedAsWritten() throws {
        var builder = ElementTreeBuilder(platform: .android)
        builder.open(TreeFixtures.hierarchy())
        builder.add(Element(type: "android.view.View", attributes: [Attribute("resource-id", "plain")]))
        let bare = LocatorEngine(tree: builder.finish())
        let result = try bare.evaluate(.id("plain"))
        #expect(result.matches == ids(1))
        #expect(result.notes.first?.contains("no appPackage was given") == true)
    }

    @Test func classNameMatchesTheClassAttributeNotTheHierarchy() throws {
        #expect(try engine.evaluate(.className("android.widget.Button")).matches == ids(5, 6))
        #expect(try engine.evaluate(.className("android.widget.FrameLayout")).matches == ids(1, 2))
        #expect(try engine.evaluate(.className("Button")).matches.isEmpty)
        #expect(try engine.evaluate(.className("hierarchy")).matches.isEmpty)
    }

    /// `By.clazz` wants the full class name; a short one finds nothing on a
    /// device, and the zero must say why and what to write instead.
    @Test func aShortClassNameFindsNothingAndSaysWhichFullNameToUse() throws {
        let short = try engine.evaluate(.className("Button"))
        #expect(short.matches.isEmpty)
        #expect(short.notes == [
            "UiAutomator2 compares the full class name (BySelector.clazz), so 'Button' matches nothing; use "
                + "'android.widget.Button' (2 here) or '.Button'"
        ])
        #expect(try engine.evaluate(.className("Slider")).notes.isEmpty)
        #expect(try engine.evaluate(.className("android.widget.Button")).notes.isEmpty)
    }

    /// androidx `BySelector.clazz(String)`: a leading period means `android.widget`.
    @Test func aClassNameStartingWithAPeriodIsInAndroidWidget() throws {
        let result = try engine.evaluate(.className(".Button"))
        #expect(result.matches == ids(5, 6))
        #expect(result.notes == ["UiAutomator2 (BySelector.clazz) reads a class name starting with '.' as 'android.widget.Button'"])
    }

    @Test func xpathNeverReturnsTheHierarchyRoot() throws {
        let all = try engine.evaluate(.xpath("//*"))
        #expect(all.matches == ids(1, 2, 3, 4, 5, 6, 7))
        #expect(all.notes.contains { $0.contains("hierarchy root") })
        #expect(try engine.evaluate(.xpath("/hierarchy/android.widget.FrameLayout[2]//android.widget.Button")).matches == ids(5, 6))
    }

    /// UiAutomator2 evaluates from the document node, above `hierarchy`.
    @Test func relativeXPathStartsAtTheDocumentNode() throws {
        #expect(try engine.evaluate(.xpath("hierarchy/android.widget.FrameLayout")).matches == ids(1, 2))
        #expect(try engine.evaluate(.xpath("android.widget.FrameLayout")).matches.isEmpty)
    }

    @Test func relativeDescendantSearchNeedsNoNote() throws {
        let result = try engine.evaluate(.xpath(".//android.widget.Button"))
        #expect(result.matches == ids(5, 6))
        #expect(result.notes.isEmpty)
    }

    @Test func laterRelativePathsStartAtTheDocumentNodeToo() throws {
        let result = try engine.evaluate(.xpath("//android.widget.TextView | android.widget.FrameLayout"))
        #expect(result.matches == ids(4))
        let both = try engine.evaluate(.xpath("//android.widget.TextView | (hierarchy/android.widget.FrameLayout)"))
        #expect(both.matches == ids(1, 2, 4))
    }

    @Test func xpath2FunctionsAreExplained() {
        #expect {
            try engine.evaluate(.xpath("//*[lower-case(@text)='sign in']"))
        } throws: { error in
            guard case LocatorError.unsupportedXPathFunction(_, "lower-case", 4, .android) = error else { return false }
            return "\(error)".contains("XPath 2.0") && "\(error)".contains("PsychoPath")
        }
    }

    @Test func attributeNodesAreRejectedWithUiAutomator2sBehaviour() {
        #expect {
            try engine.evaluate(.xpath("//android.widget.Button/@content-desc"))
        } throws: { error in
            "\(error)".contains("UiAutomator2 only returns elements")
        }
    }
}
