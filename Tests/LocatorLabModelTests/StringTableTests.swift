import Testing

@testable import LocatorLabModel

@Suite("Interned strings and columnar storage")
struct StringTableTests {
    @Test func theSameTextGetsTheSameIDAndReadsBack() {
        var table = StringTable()
        let texts = ["", "true", "false", "XCUIElementTypeButton", "Grüße 😀", "a\u{0}b", String(repeating: "x", count: 40)]
        let ids = texts.map { table.intern($0) }
        #expect(Set(ids).count == texts.count)
        #expect(texts.map { table.intern($0) } == ids)
        #expect(ids.map { table.string($0) } == texts)
        #expect(texts.map { table.id(of: $0) } == ids)
        #expect(table.id(of: "absent") == nil)
        #expect(table.utf8Count(ids[4]) == "Grüße 😀".utf8.count)
    }

    @Test func growingKeepsEveryID() {
        var table = StringTable()
        let ids = (0..<50_000).map { table.intern("value-\($0)") }
        #expect(table.count == 50_000)
        for probe in [0, 1, 4_095, 4_096, 49_999] {
            #expect(table.id(of: "value-\(probe)") == ids[probe])
            #expect(table.string(ids[probe]) == "value-\(probe)")
        }
    }

    /// XPath on the model compares IDs only while no string needs the
    /// drivers' cleaning; the flag must see every such string, including
    /// one added to a copy, and nothing else (tab, newline, CR, U+FFFD and
    /// characters beyond the BMP are allowed).
    @Test func notesTextXMLCannotCarry() {
        var table = StringTable()
        for allowed in ["plain", "tab\tnew\nline\rreturn", "\u{FFFD}", "😀", "\u{D7FF}\u{E000}", "東京"] {
            _ = table.intern(allowed)
        }
        #expect(!table.holdsXMLForbiddenCharacters)
        for forbidden in ["a\u{1}b", "\u{0}", "x\u{FFFE}", "\u{FFFF}", "\u{1B}[31m"] {
            var copy = table
            _ = copy.intern(forbidden)
            #expect(copy.holdsXMLForbiddenCharacters, "\(Array(forbidden.unicodeScalars))")
            #expect(!table.holdsXMLForbiddenCharacters)
        }
    }

    @Test func bytesAreFollowedByANul() {
        var table = StringTable()
        let id = table.intern("name")
        table.withUTF8(id) { bytes in
            #expect(Array(bytes) == Array("name".utf8))
            #expect(UnsafeRawPointer(bytes.baseAddress!).load(fromByteOffset: bytes.count, as: UInt8.self) == 0)
        }
    }

    @Test func settingAnAttributeKeepsTheOthersAndTheirOrder() {
        var builder = ElementTreeBuilder(platform: .ios)
        builder.open(Element(type: "root", attributes: [Attribute("a", "1"), Attribute("b", "2")]))
        builder.add(Element(type: "child", attributes: [Attribute("c", "3")]))
        var tree = builder.finish()
        tree.setAttribute("b", to: "two", of: ElementID(0))
        tree.setAttribute("z", to: "26", of: ElementID(0))
        tree.setAttribute("a", to: nil, of: ElementID(0))
        #expect(tree.attributes(of: ElementID(0)) == [Attribute("b", "two"), Attribute("z", "26")])
        #expect(tree.attributes(of: ElementID(1)) == [Attribute("c", "3")])
        #expect(tree.attribute("z", of: ElementID(0)) == "26")
        #expect(tree.attribute("a", of: ElementID(0)) == nil)
    }

    @Test func aDerivedBuilderCopiesElementsAsStoredAndAddsNewOnes() {
        var builder = ElementTreeBuilder(platform: .android)
        builder.open(Element(type: "hierarchy", attributes: [Attribute("rotation", "0")]))
        builder.add(Element(type: "android.widget.TextView", attributes: [Attribute("text", "Hi")], identifier: "greeting"))
        let source = builder.finish()

        var derived = ElementTreeBuilder(derivingFrom: source)
        derived.openCopy(of: ElementID(0))
        derived.add(Element(type: "android.widget.Button", attributes: [Attribute("text", "New")]))
        derived.copySubtree(of: ElementID(1))
        let copy = derived.finish()
        #expect(copy.elements.map(\.type) == ["hierarchy", "android.widget.Button", "android.widget.TextView"])
        #expect(copy[ElementID(2)].identifier == "greeting")
        #expect(copy[ElementID(2)].text == "Hi")
        #expect(copy.parent(of: ElementID(2)) == ElementID(0))
        #expect(copy.hasAndroidHierarchyRoot)
        // The source is untouched by what the copy added.
        #expect(source.strings.id(of: "New") == nil)
        #expect(source.count == 2)
    }
}
