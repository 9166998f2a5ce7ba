import Foundation

#if canImport(Glibc)
    import Glibc
#endif
import LocatorLabTestSupport
import Testing

/// The inspector page in a real headless Chromium, driven over WebDriver.
/// Skipped only when Debian's chromium and chromium-driver are missing
/// (.ci/run installs them).
@Suite("locatorlab inspect in Chromium", .serialized, .enabled(if: ChromeDriverProcess.unavailableReason == nil, "\(ChromeDriverProcess.unavailableReason ?? "")"))
struct InspectBrowserTests {
    static let login = TestFixtures.url("inspect/ios-login.xml").path
    static let screenshot = TestFixtures.url("inspect/ios-login.png").path

    static func withBrowser(_ body: (WebDriverClient) throws -> Void) throws {
        let driver = try ChromeDriverProcess()
        defer { driver.stop() }
        let browser = try driver.session()
        defer { browser.quit() }
        try body(browser)
    }

    static func writePage(_ arguments: [String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locatorlab-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = folder.appendingPathComponent("inspect.html")
        let run = try CommandRunner.run(["inspect"] + arguments + ["-o", page.path])
        #expect(run.status == 0, "\(run.standardError)")
        return page
    }

    @Test func staticPageShowsTreeSearchLocatorsAndAlignedScreenshot() throws {
        let page = try Self.writePage([Self.login, "--screenshot", Self.screenshot])
        defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
        try Self.withBrowser { browser in
            try browser.open(page.absoluteString)
            try browser.wait(for: "return document.body.dataset.ready === 'true'")

            // The tree renders every element, in document order, with its depth.
            let indices = try browser.script("return [...document.querySelectorAll('#tree .row')].map(r => Number(r.dataset.index))") as? [Int]
            #expect(indices == Array(0..<13))
            let submitRow = try browser.script("return document.querySelector('#row-7').textContent") as? String
            #expect(submitRow == "Button#Login.Submit“Sign in”" || submitRow?.contains("Login.Submit") == true)
            // Each row with children shows the size of its subtree; a leaf shows none.
            #expect(try browser.script("return document.querySelector('#row-0 .count').textContent") as? String == "12")
            #expect(try browser.script("return document.querySelector('#row-7 .count') === null") as? Bool == true)

            // Untrusted labels stay text: no script ran, no image was made of them.
            #expect(try browser.script("return typeof window.__xss") as? String == "undefined")
            #expect(try browser.script("return document.querySelectorAll('img').length") as? Int == 1)
            let labels = try browser.script("return [...document.querySelectorAll('#tree .label-derived')].map(s => s.textContent)") as? [String] ?? []
            #expect(labels.contains("<img src=x onerror=\"window.__xss=1\">"))
            #expect(labels.contains("</script><script>window.__xss=2</script>"))

            // Search filters the tree to the matches and their ancestors.
            try browser.type("login.help", into: "#search")
            try browser.wait(for: "return document.querySelectorAll('#tree .row.filter-hit').length === 2")
            let filtered = try browser.script("return [...document.querySelectorAll('#tree .row')].map(r => Number(r.dataset.index))") as? [Int]
            #expect(filtered == [0, 1, 2, 10, 11])
            #expect(try browser.script("return document.getElementById('search-status').textContent") as? String == "2 of 13 elements match")
            try browser.script("const s = document.getElementById('search'); s.value = ''; s.dispatchEvent(new Event('input'));")
            try browser.wait(for: "return document.querySelectorAll('#tree .row').length === 13")

            // Clicking an element shows its verified locators and client code.
            try browser.click("#row-7 .type")
            try browser.wait(for: "return document.querySelectorAll('#details .locator').length > 0")
            let strategies = try browser.script("return [...document.querySelectorAll('#details .locator')].map(l => l.dataset.strategy + ' ' + l.querySelector('.value').textContent)") as? [String] ?? []
            #expect(strategies.first == "accessibility-id Login.Submit")
            // Each ranked locator shows how often it survived the screen's changes.
            let survival = try browser.script("return document.querySelector('#details .locator .survival')?.textContent ?? ''") as? String
            #expect(survival?.wholeMatch(of: /survived \d+\/\d+ changes/) != nil, "\(survival ?? "nil")")
            #expect(strategies.last?.hasPrefix("xpath /XCUIElementTypeApplication/XCUIElementTypeWindow/XCUIElementTypeOther/XCUIElementTypeButton[") == true)
            let java = try browser.script("return document.querySelector('#details .locator .snippet').textContent") as? String
            #expect(java == "driver.findElement(AppiumBy.accessibilityId(\"Login.Submit\"));")
            try browser.script("const c = document.getElementById('copy-language'); c.value = 'swift'; c.dispatchEvent(new Event('change'));")
            let swift = try browser.script("return document.querySelector('#details .locator .snippet').textContent") as? String
            #expect(swift == "app.buttons[\"Login.Submit\"]")

            // Every client's snippet, from the page's client table, for a label that needs quoting.
            try browser.click("#row-8 .type")
            try browser.wait(for: "return document.querySelector('#details h2') !== null")
            let label = #"<img src=x onerror=\"window.__xss=1\">"#
            let snippets: [(String, String)] = [
                ("java", #"driver.findElement(AppiumBy.accessibilityId("\#(label)"));"#),
                ("kotlin", #"driver.findElement(AppiumBy.accessibilityId("\#(label)"))"#),
                ("python", #"driver.find_element(AppiumBy.ACCESSIBILITY_ID, "\#(label)")"#),
                ("javascript", #"await $('~<img src=x onerror="window.__xss=1">')"#),
                ("ruby", #"driver.find_element(:accessibility_id, "\#(label)")"#),
                ("csharp", #"driver.FindElement(MobileBy.AccessibilityId("\#(label)"));"#),
                ("swift", "XCUITest finds elements by identifier: this locator has none."),
            ]
            for (language, expected) in snippets {
                try browser.script("const c = document.getElementById('copy-language'); c.value = '\(language)'; c.dispatchEvent(new Event('change'));")
                let snippet = try browser.script("return document.querySelector('#details .locator .snippet').textContent") as? String
                #expect(snippet == expected, "\(language)")
            }
            let menu = try browser.script("return [...document.getElementById('copy-language').options].map(o => o.value)") as? [String]
            #expect(menu == ["java", "kotlin", "python", "javascript", "ruby", "csharp", "swift"])
            try browser.click("#row-7 .type")
            try browser.script("const c = document.getElementById('copy-language'); c.value = 'java'; c.dispatchEvent(new Event('change'));")

            // The selected element's outline lies on the pixels the screenshot painted for it
            // (the Submit button is blue in the fixture), at 3 pixels per point.
            let probe = try browser.script("""
                const image = document.getElementById('screenshot'), box = document.getElementById('selected-box');
                const i = image.getBoundingClientRect(), b = box.getBoundingClientRect();
                const canvas = document.createElement('canvas');
                canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
                const context = canvas.getContext('2d');
                context.drawImage(image, 0, 0);
                const sx = image.naturalWidth / i.width;
                const x = Math.round((b.left + b.width / 2 - i.left) * sx), y = Math.round((b.top + b.height / 2 - i.top) * sx);
                const p = context.getImageData(x, y, 1, 1).data;
                return [Math.round((b.left - i.left) * sx), Math.round((b.top - i.top) * sx), Math.round(b.width * sx), Math.round(b.height * sx), p[0], p[1], p[2]];
                """) as? [Int] ?? []
            #expect(probe.count == 7)
            if probe.count == 7 {
                // 24, 340, 342×50 points → 72, 1020, 1026×150 pixels, within a display pixel's rounding.
                for (actual, expected) in zip(probe[0..<4], [72, 1020, 1026, 150]) {
                    #expect(abs(actual - expected) <= 6, "outline \(probe[0..<4]) vs \([72, 1020, 1026, 150])")
                }
                #expect(Array(probe[4..<7]) == [0, 102, 204])
            }

            // Clicking the screen selects the element under the pointer (a Help button, painted red).
            try browser.script("""
                const r = document.getElementById('screen').getBoundingClientRect(), scale = r.width / 390;
                document.getElementById('screen').dispatchEvent(new MouseEvent('click', { clientX: r.left + 100 * scale, clientY: r.top + 560 * scale, bubbles: true }));
                """)
            #expect(try browser.script("return document.querySelector('#tree .row.selected').dataset.index") as? String == "10")

            // Keyboard: the tree moves the selection.
            _ = try browser.script("document.getElementById('tree').focus()")
            _ = try browser.script("document.getElementById('tree').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }))")
            #expect(try browser.script("return document.querySelector('#tree .row.selected').dataset.index") as? String == "11")

            let folder = page.deletingLastPathComponent()
            try browser.screenshot().write(to: folder.appendingPathComponent("inspect.png"))
        }
    }

    /// A generated 20,000-element screen (a million checked by hand: ready
    /// in 7.5 s, search in 1.1 s) opens with its tree, filters and selects.
    @Test func aLargeScreenOpensWithItsTreeAndSearch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locatorlab-large-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("screen.xml").path
        #expect(try CommandRunner.run(["generate", "--elements", "20000", "-o", source]).status == 0)
        let page = try Self.writePage([source])
        defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
        try Self.withBrowser { browser in
            try browser.open(page.absoluteString)
            try browser.wait(for: "return document.body.dataset.ready === 'true'")
            #expect(try browser.script("return document.getElementById('search-status').textContent") as? String == "20000 elements")
            let rows = try browser.script("return [...document.querySelectorAll('#tree .row')].map(r => r.textContent)") as? [String] ?? []
            #expect(rows.count > 10)
            #expect(rows.first?.hasPrefix("▾Application") == true, "\(rows.first ?? "")")
            #expect(!rows.contains { $0.contains("NaN") || $0.contains("undefined") }, "\(rows)")
            try browser.type("wallet.navigationbar.addbutton", into: "#search")
            try browser.wait(for: "return / match$/.test(document.getElementById('search-status').textContent)")
            #expect(try browser.script("return document.querySelector('#tree .row.filter-hit .ident').textContent") as? String
                == "Wallet.NavigationBar.AddButton")
            try browser.click("#tree .row.filter-hit .type")
            try browser.wait(for: "return document.querySelectorAll('#details .locator').length > 0")
            let first = try browser.script("return document.querySelector('#details .locator .value').textContent") as? String
            #expect(first == "Wallet.NavigationBar.AddButton")
        }
    }

    @Test func servedPageAnswersLiveQueriesWithTheDriversCount() throws {
        let expected = try CommandRunner.run(["query", Self.login, "//XCUIElementTypeButton[starts-with(@name, 'Login.')]", "--format", "json"])
        let count = try #require((try JSONSerialization.jsonObject(with: Data(expected.standardOutput)) as? [String: Any])?["count"] as? Int)
        #expect(count == 3)

        let served = try ServedInspector(["inspect", Self.login, "--serve", "--port", "0"])
        defer { served.stop() }
        let url = "http://127.0.0.1:\(served.port)/"

        try Self.withBrowser { browser in
            try browser.open(url)
            try browser.wait(for: "return document.body.dataset.ready === 'true'")
            #expect(try browser.script("return document.getElementById('live-query').hidden") as? Bool == false)
            try browser.script("document.getElementById('query-strategy').value = 'xpath'")
            try browser.type("//XCUIElementTypeButton[starts-with(@name, 'Login.')]", into: "#query-value")
            try browser.click("#live-query button[type=submit]")
            try browser.wait(for: "return document.getElementById('query-status').dataset.count !== undefined")
            #expect(try browser.script("return document.getElementById('query-status').dataset.count") as? String == String(count))
            let hits = try browser.script("return [...document.querySelectorAll('#tree .row.query-hit')].map(r => Number(r.dataset.index))") as? [Int]
            #expect(hits == [7, 10, 11])
            #expect((try browser.script("return document.getElementById('query-status').textContent") as? String)?.contains(" ms ") == true)

            // A locator the driver would refuse says why instead of counting.
            try browser.script("document.getElementById('query-strategy').value = 'predicate'; document.getElementById('query-value').value = 'name ==';")
            try browser.click("#live-query button[type=submit]")
            try browser.wait(for: "return document.getElementById('query-status').dataset.count === 'error'")
        }
    }
}
