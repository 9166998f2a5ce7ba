import Foundation
import LocatorLabLocators
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabReporting
import LocatorLabTestSupport
import Testing

@testable import LocatorLabInspection

@Suite("inspect: the page's data")
struct InspectionDocumentTests {
    static func login() throws -> ElementTree {
        try PageSourceReader.read(contentsOf: TestFixtures.url("inspect/ios-login.xml").path)
    }

    static func document(limit: Int = PageInspector.defaultFullLocatorLimit) throws -> InspectionDocument {
        try PageInspector(fullLocatorLimit: limit).inspect([Screen(name: "ios-login.xml", tree: login())], title: "Login")
    }

    static func element(_ document: InspectionDocument, identifier: String) throws -> InspectedElement {
        try #require(document.pages[0].elements.first { $0.identifier == identifier })
    }

    @Test func everyListedLocatorSelectsExactlyItsElement() throws {
        let tree = try Self.login()
        let document = try Self.document()
        let engine = LocatorEngine(tree: tree)
        #expect(document.pages[0].elements.count == tree.count)
        for (index, element) in document.pages[0].elements.enumerated() {
            #expect(!element.locators.isEmpty)
            #expect(element.locatorsComplete)
            for locator in element.locators {
                let strategy = try #require(LocatorStrategy(name: locator.strategy))
                let matches = try engine.evaluate(Locator(strategy: strategy, value: locator.value)).matches
                #expect(matches == [ElementID(index)], "\(locator.strategy) \(locator.value)")
            }
            #expect(element.locators.map(\.rank) == Array(1...element.locators.count))
            #expect(element.locators.last?.kind == "absolute-path" || element.locators.contains { $0.kind == "absolute-path" }
                || element.locators.contains { $0.value.hasPrefix("/XCUIElementTypeApplication") })
        }
    }

    @Test func identifiedButtonRanksItsAccessibilityIDFirst() throws {
        let submit = try Self.element(Self.document(), identifier: "Login.Submit")
        let first = try #require(submit.locators.first)
        #expect(first.strategy == "accessibility-id")
        #expect(first.value == "Login.Submit")
        #expect(first.verdict == .identifier)
        #expect(submit.verdict == .identifier)
        #expect(submit.frame == [24, 340, 342, 50])
        let path = try #require(submit.locators.last)
        #expect(path.kind == "absolute-path")
        #expect(path.findings.contains { $0.rule == "absolute-path" })
    }

    @Test func auditFindingsAreOnTheElementsTheyConcern() throws {
        let document = try Self.document()
        let page = document.pages[0]
        let elements = page.elements
        let help = elements.filter { $0.identifier == "Login.Help" }
        #expect(help.count == 2)
        #expect(help.allSatisfy { page.marks(of: $0).contains { $0.rule == .duplicateIdentifier } })
        let generated = try Self.element(document, identifier: "row-3f2a9c1e-7b4d-4e2a-9a1b-2c3d4e5f6a7b")
        #expect(generated.verdict == .generated)
        #expect(page.marks(of: generated).contains { $0.rule == .generatedIdentifier })
        // A generated identifier is never offered as a locator.
        #expect(!generated.locators.contains { $0.strategy == "accessibility-id" })
        let unnamed = try #require(elements.first { $0.label?.hasPrefix("<img") == true })
        #expect(unnamed.labelDerivedName == unnamed.label)
        #expect(unnamed.verdict == .labelDerived)
        #expect(page.marks(of: unnamed).contains { $0.rule == .labelDerivedName || $0.rule == .missingIdentifier })
    }

    /// A list of `cells` cells identified `Cell_0`, `Cell_2`, `Cell_4`…:
    /// one index-gap finding whose message lists every other index.
    static func gappedList(cells: Int) throws -> ElementTree {
        let rows = (0..<cells).map { index in
            #"<XCUIElementTypeCell type="XCUIElementTypeCell" name="Cell_\#(index * 2)" x="0" y="\#(index * 10)" width="390" height="10"/>"#
        }
        let xml = #"<XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" x="0" y="0" width="390" height="844">"#
            + #"<XCUIElementTypeTable type="XCUIElementTypeTable" name="List" x="0" y="0" width="390" height="844">"#
            + rows.joined() + "</XCUIElementTypeTable></XCUIElementTypeApplication>"
        return try PageSourceReader.read(Array(xml.utf8), file: "list.xml")
    }

    /// One finding about a family of identifiers is on the page once, and
    /// each member refers to it: copied onto each member, a message listing
    /// the family made the page grow with the square of the family.
    @Test func aFindingAboutAFamilyIsOnThePageOnce() throws {
        func document(cells: Int) throws -> InspectionDocument {
            try PageInspector(fullLocatorLimit: 0).inspect(
                [Screen(name: "list", tree: try Self.gappedList(cells: cells))], title: "x")
        }
        let page = try document(cells: 400).pages[0]
        let gaps = page.audit.indices.filter { page.audit[$0].rule == .indexGap }
        #expect(gaps.count == 1)
        let cells = page.elements.filter { $0.type == "XCUIElementTypeCell" }
        #expect(cells.count == 400)
        #expect(cells.allSatisfy { $0.audit == gaps })
        // Twice the cells, about twice the bytes (four times when copied).
        let small = try document(cells: 400).json().count
        let large = try document(cells: 800).json().count
        #expect(Double(large) / Double(small) < 2.5, "\(small) → \(large) bytes")
    }

    /// The page of a screen is smaller than its page source times 1.5, on
    /// both platforms, from a screen of 200 elements (a real screen's page
    /// source of 25-90 KB): every string once per screen, elements as
    /// numbers, the data and the script packed. Below that the viewer's
    /// own 30 KB (script, style, the shared tables) is most of the page.
    /// Written per element as objects, a generated iOS screen's page was
    /// 2.4 times its page source at 10,000 elements (2.2 at a million),
    /// and a million elements' page did not open in Chromium; unpacked, a
    /// 70 KB real screen's page was 4 times its source.
    @Test(arguments: [Platform.ios, .android])
    func thePageIsAtMostOneAndAHalfTimesThePageSource(platform: Platform) throws {
        for (elements, ratio) in [(200, 1.5), (5_000, 0.5)] {
            let tree = SyntheticPageSourceGenerator(elementCount: elements, seed: 7, platform: platform).generate()
            let source = PageSourceWriter.write(tree, as: .xml)
            let page = try PageInspector().inspect([Screen(name: "screen", tree: tree)], title: "x").html()
            #expect(
                Double(page.count) <= ratio * Double(source.count),
                "\(elements) elements: \(page.count) bytes of page for \(source.count) of page source")
        }
    }

    /// Every element the page decodes from its columns is the element the
    /// model lists, field by field (the script's decoding is checked in
    /// Chromium by InspectBrowserTests).
    @Test func theIslandListsEveryElementOnceByNumber() throws {
        let document = try Self.document()
        let page = try #require(
            try JSONSerialization.jsonObject(with: Data(document.json())) as? [String: Any]).flatMap {
                ($0["pages"] as? [[String: Any]])?.first
            }
        let strings = try #require(page?["strings"] as? [String])
        let elements = document.pages[0].elements
        let text = { (column: String, index: Int) -> String? in
            let number = (page?[column] as? [Int])?[index] ?? -1
            return number < 0 ? nil : strings[number]
        }
        #expect((page?["depths"] as? [Int])?.count == elements.count)
        #expect(Set(strings).count == strings.count, "each string once")
        for (index, element) in elements.enumerated() {
            #expect(text("types", index) == element.type)
            #expect(text("identifiers", index) == element.identifier)
            #expect(text("labels", index) == element.label)
            #expect(text("labelDerivedNames", index) == element.labelDerivedName)
            #expect((page?["depths"] as? [Int])?[index] == element.depth)
        }
    }

    /// The page shows a missing identifier's suggestion once, as code after
    /// the message: the message no longer ends with it too.
    @Test func theSuggestionIsShownOnce() throws {
        let xml = #"<hierarchy rotation="0"><android.widget.FrameLayout class="android.widget.FrameLayout" package="com.example" bounds="[0,0][1080,2400]">"#
            + #"<android.widget.Button class="android.widget.Button" package="com.example" text="Pay" clickable="true" bounds="[0,0][200,100]"/>"#
            + "</android.widget.FrameLayout></hierarchy>"
        let tree = try PageSourceReader.read(Array(xml.utf8), file: "pay.xml")
        let page = try PageInspector().inspect([Screen(name: "pay", tree: tree)], title: "x").pages[0]
        let missing = try #require(page.audit.first { $0.rule == .missingIdentifier })
        let suggestion = try #require(missing.suggestion)
        #expect(!missing.message.contains("suggested"), "\(missing.message)")
        #expect(!missing.message.contains(suggestion))
    }

    /// The suggestion is taken out of the message by a byte search where
    /// that gives the characters' answer (ASCII without `\r`), by the
    /// generic search otherwise: both give `String.firstRange(of:)`'s range.
    @Test(arguments: [
        ("Button has no identifier; suggested: Pay.Button", "; suggested: Pay.Button"),
        ("x; suggested: A (built from its label 'A', in the page source's language); suggested: A", "; suggested: A"),
        ("; suggested: A", "; suggested: A"), ("no match here", "; suggested: B"), ("short", "; suggested: longer"),
        ("café; suggested: Café.Button", "; suggested: Café.Button"),
        ("e\u{301}; suggested: e", "; suggested: e"), ("a; suggested: e\u{301}", "; suggested: e"),
        ("a\r\n; suggested: X", "\n; suggested: X"), ("a; suggested: X\r\n", "; suggested: X\r"),
    ])
    func theSuggestionIsFoundAsStringsFindIt(message: String, part: String) {
        let found = InspectedAuditMark.firstRange(of: part, in: message)
        let expected = message.firstRange(of: part)
        #expect(found == expected, "\(message.debugDescription)")
    }

    /// The ranking budget bounds the fully ranked elements by the screen's
    /// size: each costs survival trials over a copy of the whole screen.
    @Test func theRankingBudgetShrinksWithTheScreen() throws {
        let tree = try Self.gappedList(cells: 98)
        #expect(tree.count == 100)
        let document = try PageInspector(rankingBudget: 1_000).inspect([Screen(name: "list", tree: tree)], title: "x")
        #expect(document.pages[0].elements.filter(\.locatorsComplete).count == 10)
        let none = try PageInspector(rankingBudget: 99).inspect([Screen(name: "list", tree: tree)], title: "x")
        #expect(none.pages[0].elements.allSatisfy { !$0.locatorsComplete })
        #expect(none.pages[0].notes.contains { $0.contains("listed for 0 of them") })
    }

    @Test func largeScreensGetFullLocatorsForInteractiveElementsFirst() throws {
        let document = try Self.document(limit: 3)
        let elements = document.pages[0].elements
        let full = elements.filter(\.locatorsComplete)
        #expect(full.count == 3)
        // The first three interactive elements in document order: the two fields and Submit.
        #expect(full.map(\.identifier) == ["Login.Email", "Login.Password", "Login.Submit"])
        let window = elements[1]
        #expect(!window.locatorsComplete)
        #expect(window.locators.isEmpty)
        #expect(window.step == "XCUIElementTypeWindow")
        let nav = try Self.element(document, identifier: "Login.NavigationBar")
        #expect(!nav.locatorsComplete)
        #expect(nav.locators.map(\.strategy) == ["accessibility-id"])
        #expect(document.pages[0].notes.contains { $0.contains("full ranked locators are listed for 3 of them") })
    }

    @Test func stepsJoinToTheAbsolutePath() throws {
        let elements = try Self.document().pages[0].elements
        for (index, element) in elements.enumerated() {
            var steps: [String] = []
            var current: Int? = index
            while let at = current {
                steps.append(elements[at].step)
                current = elements[at].parent
            }
            let path = "/" + steps.reversed().joined(separator: "/")
            #expect(element.locators.last { $0.kind == "absolute-path" }?.value == path)
        }
    }

    @Test func liveQueryCountsWhatTheEngineFinds() throws {
        let tree = try Self.login()
        let query = LiveQuery(screens: [Screen(name: "login", tree: tree)])
        let buttons = query.evaluate(page: 0, strategy: "xpath", value: "//XCUIElementTypeButton")
        #expect(buttons.error == nil)
        #expect(buttons.count == 5)
        #expect(buttons.matches == (try LocatorEngine(tree: tree).evaluate(.xpath("//XCUIElementTypeButton"))).matches.map(\.index))
        let predicate = query.evaluate(page: 0, strategy: "-ios predicate string", value: "name BEGINSWITH 'Login.'")
        #expect(predicate.count == 7)
        let help = query.evaluate(page: 0, strategy: "accessibility id", value: "Login.Help")
        #expect(help.count == 2)
        #expect(query.evaluate(page: 0, strategy: "uiautomator", value: "new UiSelector()").error != nil)
        #expect(query.evaluate(page: 0, strategy: "xpath", value: "//*[").error != nil)
        #expect(query.evaluate(page: 3, strategy: "xpath", value: "//*").error != nil)
        let locators = try #require(query.locators(page: 0, element: 7))
        #expect(locators.first?.value == "Login.Submit")
        #expect(query.locators(page: 0, element: 99) == nil)
    }

    /// The live query box takes XCUITest queries, and an iOS element's
    /// panel ends its ranked locators with the query a Swift test would write.
    @Test func liveQueryAndPanelSpeakXCUITest() throws {
        let tree = try Self.login()
        let query = LiveQuery(screens: [Screen(name: "login", tree: tree)])
        let submit = query.evaluate(page: 0, strategy: "xcuitest", value: #"app.buttons["Login.Submit"]"#)
        #expect(submit.error == nil)
        #expect(submit.matches == [7])
        let all = query.evaluate(page: 0, strategy: "xcuitest", value: "app.buttons.element")
        #expect(all.count == 5)
        #expect(all.notes.first?.hasPrefix("XCTest fails the test: Multiple matching elements found for app.buttons.element") == true)
        #expect(query.evaluate(page: 0, strategy: "xcuitest", value: "app.buttons[id]").error?.contains("at offset 12") == true)
        let locators = try #require(query.locators(page: 0, element: 7))
        let swift = try #require(locators.first { $0.kind == "xcuitest" })
        #expect(swift.strategy == "xcuitest")
        #expect(swift.value == #"app.buttons["Login.Submit"]"#)
        #expect(locators.last?.kind == "absolute-path")
    }

    @Test func screenshotScaleIsPixelsPerPoint() throws {
        let image = try PNGImage(contentsOf: TestFixtures.url("inspect/ios-login.png").path)
        #expect(image.width == 1170)
        #expect(image.height == 2532)
        let document = try PageInspector().inspect(
            [Screen(name: "login", tree: Self.login(), screenshot: image.bytes)], title: "Login")
        let screenshot = try #require(document.pages[0].screenshot)
        #expect(screenshot.scale == 3)
        #expect(screenshot.dataURL.hasPrefix("data:image/png;base64,iVBORw0KGgo"))
        #expect(document.pages[0].screen == [0, 0, 390, 844])
        #expect(document.pages[0].notes.isEmpty)
    }

    @Test func screenshotOfAnotherShapeIsNoted() throws {
        let image = try PNGImage(contentsOf: TestFixtures.url("inspect/ios-login.png").path)
        var tree = try Self.login()
        tree.setAttribute("height", to: "400", of: ElementID(0))
        let document = try PageInspector().inspect([Screen(name: "login", tree: tree, screenshot: image.bytes)], title: "x")
        #expect(document.pages[0].notes.contains { $0.contains("outlines may not line up") })
    }

    @Test func notAPNGIsRefused() {
        #expect(throws: InspectionError.unreadableScreenshot(file: "a.png", reason: "it does not start with the PNG signature")) {
            try PNGImage(bytes: Array("GIF89a and more bytes to be long".utf8), file: "a.png")
        }
        #expect(throws: InspectionError.missingScreenshot(file: "/nonexistent/shot.png")) {
            try PNGImage(contentsOf: "/nonexistent/shot.png")
        }
    }

    /// The size decides before anything is read.
    @Test func aHugeScreenshotIsRefusedWithoutReadingIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locatorlab-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let notPNG = folder.appendingPathComponent("huge.png").path
        #expect(FileManager.default.createFile(atPath: notPNG, contents: Data("GIF89a".utf8)))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: notPNG))
        try handle.truncate(atOffset: 3 << 30)  // sparse: 3 GB that take no disk
        try handle.close()
        #expect(
            throws: InspectionError.unreadableScreenshot(
                file: notPNG, reason: "it is larger than \(PNGImage.maximumBytes) bytes, more than any screenshot")
        ) {
            try PNGImage(contentsOf: notPNG)
        }
        let real = try Data(contentsOf: TestFixtures.url("inspect/ios-login.png"))
        let big = folder.appendingPathComponent("big.png").path
        try real.write(to: URL(fileURLWithPath: big))
        #expect(throws: InspectionError.unreadableScreenshot(file: big, reason: "it is larger than 1000 bytes, more than any screenshot")) {
            try PNGImage(contentsOf: big, maximumBytes: 1000)
        }
        #expect(try PNGImage(contentsOf: big, maximumBytes: real.count).bytes == [UInt8](real))
    }

    /// A FIFO with no writer given as the screenshot is refused after its
    /// wait (through `FileHandle` it blocked for ever).
    @Test func aFIFOScreenshotWithNoWriterIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locatorlab-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("shot.png").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect {
            try PNGImage(contentsOf: fifo, fifoWaitSeconds: 0.01)
        } throws: { error in
            guard case .unreadableScreenshot(let file, let reason) = error as? InspectionError else { return false }
            return file == fifo && reason.contains("it is a FIFO and no data arrived")
        }
    }

    @Test func noPageSourceIsAnError() {
        #expect(throws: InspectionError.noPageSource) { try PageInspector().inspect([], title: "x") }
    }

    @Test func pageIsDeterministicAndMatchesTheGolden() throws {
        let first = try Self.document().html()
        let second = try Self.document().html()
        #expect(first == second)
        // Compared unpacked: the data and the script as text, not as one
        // zlib version's bytes.
        try Golden.check(try InteractivePage.readable(first), against: "reporting/inspect-page.html")
    }

    @Test func untrustedTextCannotCloseTheDataIsland() throws {
        let page = try Self.document().html()
        let html = String(decoding: page, as: UTF8.self)
        // The label `</script><script>window.__xss=2</script>` is in the
        // data, packed: the markup has none of it…
        #expect(!html.contains("__xss"))
        // …so the page has exactly its three script elements (data, script, loader).
        #expect(html.components(separatedBy: "<script").count - 1 == 3)
        #expect(html.components(separatedBy: "<img").count - 1 == 1)  // the screenshot element
        // The data unpacks to the same JSON, with the labels as they were.
        let island = try #require(
            try JSONSerialization.jsonObject(with: Data(InteractivePage.unpacked(InteractivePage.dataID, in: page)))
                as? [String: Any])
        let pages = try #require(island["pages"] as? [[String: Any]])
        let strings = try #require(pages[0]["strings"] as? [String])
        let labels = (pages[0]["labels"] as? [Int] ?? []).filter { $0 >= 0 }.map { strings[$0] }
        #expect(labels.contains("</script><script>window.__xss=2</script>"))
        #expect(labels.contains("<img src=x onerror=\"window.__xss=1\">"))
    }

    @Test func severalScreensAreOnePage() throws {
        let health = try PageSourceReader.read(contentsOf: TestFixtures.sample("ios-health-summary.xml").path)
        let shop = try PageSourceReader.read(contentsOf: TestFixtures.sample("android-shop-products.xml").path)
        let document = try PageInspector().inspect(
            [Screen(name: "health", tree: health), Screen(name: "shop", tree: shop)], title: "Two")
        #expect(document.pages.map(\.name) == ["health", "shop"])
        #expect(document.pages.map(\.platform) == [.ios, .android])
        #expect(document.pages[1].elements.count == shop.count)
        #expect(document.pages[1].elements.contains { $0.locators.first?.strategy == "id" })
    }
}
