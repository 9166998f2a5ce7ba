import Foundation
import LocatorLabModel
import Testing

@testable import LocatorLabLocators

/// The substring tests the native strategies answer once per distinct text
/// (issue 21, item 7) give the answers of the comparisons they replace:
/// `NSString`'s literal search for predicates, lower-cased Swift strings
/// for UiSelector's `…Contains`/`…StartsWith`.
@Suite("Substring tests on interned text")
struct InternedTextTestTests {
    static let texts = [
        "Sign in", "SIGN IN", "Straße", "\u{212A}elvin", "e\u{301}", "\u{E9}", "", "a\nb", "abcabd", "Ünïcödé Lábel",
    ]
    static let needles = ["", "sign", "IN", "ß", "kel", "\u{E9}", "e", "abd", "b", "a\nb", "ábel", "Sign in!"]

    private static func strings() -> (StringTable, [StringID]) {
        var builder = ElementTreeBuilder(platform: .ios)
        builder.open(Element(type: "XCUIElementTypeApplication"))
        for text in texts { builder.add(Element(type: "XCUIElementTypeStaticText", attributes: [Attribute("label", text)])) }
        let tree = builder.finish()
        return (tree.strings, texts.map { tree.strings.id(of: $0)! })
    }

    @Test(arguments: [InternedTextTest.Position.anywhere, .start, .end])
    func literalSearchIsNSStringsLiteralSearch(position: InternedTextTest.Position) {
        let (strings, ids) = Self.strings()
        for needle in Self.needles {
            let test = InternedTextTest(needle: needle, position: position, comparison: .literal, strings: strings)
            for (text, id) in zip(Self.texts, ids) {
                var options: String.CompareOptions = [.literal]
                if position == .start { options.insert(.anchored) }
                if position == .end { options.formUnion([.anchored, .backwards]) }
                let expected = needle.isEmpty || text.range(of: needle, options: options) != nil
                #expect(test.holds(id) == expected, "\(text.debugDescription) \(needle.debugDescription)")
                #expect(test.holds(id) == expected, "asked again")
            }
        }
    }

    @Test(arguments: [InternedTextTest.Position.anywhere, .start])
    func lowercasedSearchIsUiSelectors(position: InternedTextTest.Position) {
        let (strings, ids) = Self.strings()
        for needle in Self.needles {
            let test = InternedTextTest(needle: needle, position: position, comparison: .lowercased, strings: strings)
            for (text, id) in zip(Self.texts, ids) {
                let lowered = text.lowercased()
                let expected = position == .start
                    ? lowered.hasPrefix(needle.lowercased()) : needle.isEmpty || lowered.contains(needle.lowercased())
                #expect(test.holds(id) == expected, "\(text.debugDescription) \(needle.debugDescription)")
            }
        }
    }
}
