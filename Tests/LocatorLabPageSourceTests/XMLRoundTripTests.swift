import Foundation
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabTestSupport
import Testing

/// Reading a page source in the current driver format and writing it back
/// must give the same bytes (ignoring CRLF and the final newline).
@Suite("XML page sources round-trip byte for byte")
struct XMLRoundTripTests {
    static let samples = ["ios-health-summary.xml", "ios-users-user-details.xml", "ios-race-header-cells.xml", "android-shop-products.xml"]

    /// Real driver output in the shared corpus (the other corpus files are
    /// hand-trimmed or re-indented fixtures of their project).
    static let realCorpusFiles = [
        "android-gmail-70k.xml", "android-shirates-core-Android1.xml", "android-shirates-core-AppIsNotResponding.xml",
        "android-shirates-core-ConnectedDevicesScreen.xml", "android-shirates-core-DateAndTime_en.xml",
        "android-shirates-core-DateAndTime_ja.xml", "android-shirates-core-Languages.xml",
        "android-shirates-core-NetworkAndInternetScreen.xml", "android-shirates-core-PlayStoreGamesScreen.xml",
        "android-shirates-core-SecurityScreen.xml", "android-shirates-core-SecurityScreen2.xml",
        "android-shirates-core-SettingsTopScreen.xml", "android-shirates-core-clock_Alarm.xml",
        // WebDriverAgent output nested deeper than libxml2 indents (60 spaces).
        "ios-shirates-core-DateAndTime_ja.xml",
    ]

    static func normalized(_ bytes: [UInt8]) -> String {
        var text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    static func roundTrip(_ bytes: [UInt8], file: String) throws -> [UInt8] {
        let tree = try XMLPageSourceReader.read(bytes, file: file)
        return tree.platform == .ios ? IOSPageSourceWriter.write(tree) : AndroidPageSourceWriter.write(tree)
    }

    @Test(arguments: samples)
    func samplesAreExactlyWhatTheDriversWrite(name: String) throws {
        let original = [UInt8](try Data(contentsOf: TestFixtures.sample(name)))
        #expect(try Self.roundTrip(original, file: name) == original)
    }

    @Test(arguments: realCorpusFiles)
    func realDriverOutputRoundTrips(name: String) throws {
        guard let corpus = TestFixtures.corpusPageSources else { return }
        let original = [UInt8](try Data(contentsOf: corpus.appendingPathComponent(name)))
        #expect(Self.normalized(try Self.roundTrip(original, file: name)) == Self.normalized(original))
    }

    @Test func realAndroidOutputKeepsCRLFAndNoFinalNewline() throws {
        guard let corpus = TestFixtures.corpusPageSources else { return }
        let original = [UInt8](try Data(contentsOf: corpus.appendingPathComponent("android-gmail-70k.xml")))
        #expect(try Self.roundTrip(original, file: "gmail") == original)
    }

    @Test func everyCorpusFileReadsAndItsRewriteReadsBackToTheSameTree() throws {
        guard let corpus = TestFixtures.corpusPageSources else { return }
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { $0.hasSuffix(".xml") }.sorted()
        #expect(names.count > 20)
        for name in names {
            let tree = try XMLPageSourceReader.read([UInt8](try Data(contentsOf: corpus.appendingPathComponent(name))), file: name)
            let rewritten = tree.platform == .ios ? IOSPageSourceWriter.write(tree) : AndroidPageSourceWriter.write(tree)
            let reread = try XMLPageSourceReader.read(rewritten, file: name)
            #expect(reread.count == tree.count, "\(name)")
            #expect(reread.elements.map(\.type) == tree.elements.map(\.type), "\(name)")
            // Attribute sets survive; only their order is normalised.
            #expect(reread.elements.map { Set($0.attributes) } == tree.elements.map { Set($0.attributes) }, "\(name)")
            #expect(reread.wrapper == tree.wrapper)
        }
    }

    /// Issue 29, item 12: a cleaned name equal to another attribute's name
    /// gave a duplicate attribute, which does not read back.
    @Test(arguments: [
        [("ab", "1"), ("a×b", "2")],
        [("a×b", "2"), ("ab", "1")],
        [("a b", "1"), ("a\tb", "2"), ("ab", "3"), ("ab_2", "4")],
        [("·x", "1"), ("_·x", "2")],
        [("text", "real"), ("te×xt", "cleaned"), ("content-desc", "d")],
    ])
    func cleanedNamesNeverCollide(attributes: [(String, String)]) throws {
        for platform in [Platform.ios, .android] {
            var builder = ElementTreeBuilder(platform: platform)
            if platform == .android { builder.open(Element(type: "hierarchy", attributes: [])) }
            let type = platform == .ios ? "XCUIElementTypeButton" : "android.widget.Button"
            builder.add(Element(type: type, attributes: attributes.map { Attribute($0.0, $0.1) }))
            let tree = builder.finish()
            let written = PageSourceWriter.write(tree, as: .xml)
            let back = try PageSourceReader.read(written, file: "written.xml")
            let element = try #require(back.elements.last)
            #expect(element.attributes.map(\.value).sorted() == attributes.map(\.1).sorted())
            // A name that is an XML name keeps it and its value.
            for (name, value) in attributes where PageSourceWriter.renamedAttributes(in: tree).allSatisfy({ $0.name != name }) {
                #expect(element[attribute: name] == value)
            }
        }
    }

    @Test(arguments: [Platform.ios, .android])
    func namesThatAreNotXMLNamesCannotBreakTheDocument(platform: Platform) throws {
        // A JSON tree may carry any string as a type or attribute name.
        let prefix = platform == .ios ? "XCUIElementType" : ""
        var builder = ElementTreeBuilder(platform: platform, wrapper: platform == .ios ? "App AUT" : nil)
        builder.open(Element(
            type: platform == .ios ? #"XCUIElementTypeApplication name="evil""# : "hierarchy",
            attributes: [Attribute(#"x"="1" y"#, "2"), Attribute("", "3")]))
        builder.add(Element(type: prefix + "1<\u{FFFF}>", attributes: [Attribute("ok", "4")]))
        builder.add(Element(type: " ", attributes: []))
        let written = PageSourceWriter.write(builder.finish(), as: .xml)
        let tree = try PageSourceReader.read(written, file: "written.xml")
        let elements = tree.elements
        #expect(elements.count == 3)
        #expect(tree.platform == platform)
        #expect(elements.allSatisfy { $0[attribute: "name"] == nil })
        #expect(elements[0].attributes.map(\.value) == ["2"])
        #expect(elements[1][attribute: "ok"] == "4")
    }
}
