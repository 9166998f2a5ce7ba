import LocatorLabModel
import LocatorLabXML
import Testing

@testable import LocatorLabLocators

@Suite("XPath query documents")
struct XPathQueryDocumentTests {
    @Test func deviceDocumentHasNoWrapperFileDocumentHasIt() {
        let tree = TreeFixtures.iosLogin()
        #expect(XPathQueryDocument(tree: tree, shape: .device).document.rootElementName == "XCUIElementTypeApplication")
        #expect(XPathQueryDocument(tree: tree, shape: .pageSourceFile).document.rootElementName == "AppiumAUT")
        #expect(XPathQueryDocument.shapesDiffer(for: tree))
        #expect(!XPathQueryDocument.shapesDiffer(for: TreeFixtures.androidLogin()))
    }

    @Test func iosDeletesCharactersXMLForbids() throws {
        var builder = ElementTreeBuilder(platform: .ios)
        builder.open(TreeFixtures.ios("Application", name: "App"))
        builder.add(TreeFixtures.ios("StaticText", name: "bla\u{FFFF}", label: "a\u{1}b😀"))
        let engine = LocatorEngine(tree: builder.finish())
        #expect(try engine.evaluate(.xpath("//*[@name='bla']")).matches == [ElementID(1)])
        #expect(try engine.evaluate(.xpath("//*[@label='ab😀']")).matches == [ElementID(1)])
        // Accessibility id compares the snapshot's own value, unfiltered.
        #expect(try engine.evaluate(.accessibilityID("bla\u{FFFF}")).matches == [ElementID(1)])
    }

    @Test func androidReplacesCharactersXMLForbids() throws {
        var builder = ElementTreeBuilder(platform: .android)
        builder.open(TreeFixtures.hierarchy())
        builder.add(TreeFixtures.android("android.widget.TextView", text: "a\u{1}b\u{FFFE}"))
        let engine = LocatorEngine(tree: builder.finish())
        #expect(try engine.evaluate(.xpath("//*[@text='a?b?']")).matches == [ElementID(1)])
    }

    @Test func safeTextScanFindsOnlyForbiddenCharacters() {
        #expect(!XMLSafeText.containsForbidden("plain ASCII\tand\nnewlines\r"))
        #expect(!XMLSafeText.containsForbidden("йоло 😀 \u{FFFD} \u{E000}"))
        #expect(XMLSafeText.containsForbidden("\u{0}"))
        #expect(XMLSafeText.containsForbidden("x\u{1F}"))
        #expect(XMLSafeText.containsForbidden("\u{FFFE}"))
        #expect(XMLSafeText.clean("a\u{FFFF}b\u{B}c", rule: .delete) == "abc")
        #expect(XMLSafeText.clean("a\u{FFFF}b", rule: .replaceWithQuestionMark) == "a?b")
    }

    @Test func emptyTreeEvaluatesToNothing() throws {
        let empty = ElementTree(platform: .ios, wrapper: "AppiumAUT")
        let engine = LocatorEngine(tree: empty)
        #expect(try engine.evaluate(.xpath("//*")).matches.isEmpty)
        #expect(try engine.evaluate(.accessibilityID("x")).matches.isEmpty)
    }
}
