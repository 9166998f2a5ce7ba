import Foundation
import LocatorLabTestSupport
import LocatorLabXML
import Testing

@Suite("Parsing untrusted XML")
struct LXDocumentParsingTests {
    private func parse(_ text: String, maximumDepth: Int = XMLParseOptions.defaultMaximumDepth) throws(XMLError) -> LXDocument {
        try LXDocument.parse(Array(text.utf8), options: XMLParseOptions(maximumDepth: maximumDepth))
    }

    private func parseError(_ text: String, maximumDepth: Int = XMLParseOptions.defaultMaximumDepth) -> XMLError? {
        do {
            _ = try parse(text, maximumDepth: maximumDepth)
            return nil
        } catch {
            return error
        }
    }

    @Test func malformedDocumentReportsLineAndColumn() throws {
        let error = try #require(parseError("<a>\n  <b x=\"1\">\n</a>\n"))
        guard case .malformed(let message, let line, let column, _) = error else {
            Issue.record("expected .malformed, got \(error)")
            return
        }
        #expect(line == 3)
        #expect(column > 0)
        #expect(message.contains("mismatch"), "\(message)")
    }

    @Test(arguments: ["<a xmlns=\"foo\">\n<b></a>", "<?xml version=\"1.1\"?>\n<a><b></a>"])
    func warningsDoNotHideTheError(text: String) throws {
        // A relative namespace URI or XML 1.1 is only a warning; the cause is
        // the mismatched tag on line 2.
        let error = try #require(parseError(text))
        guard case .malformed(let message, let line, _, _) = error else {
            Issue.record("expected .malformed, got \(error)")
            return
        }
        #expect(message.contains("mismatch"), "\(message)")
        #expect(line == 2)
    }

    @Test func messagesAreOneLine() throws {
        // libxml2 appends the offending bytes on a second line.
        let bytes = Array("<a b=\"".utf8) + [0xE2, 0x82] + Array("\"/>".utf8)
        let error = try #require(throws: XMLError.self) { try LXDocument.parse(bytes) }
        guard case .malformed(let message, _, _, _) = error else {
            Issue.record("expected .malformed, got \(error)")
            return
        }
        #expect(!message.contains("\n"), "\(message)")
        #expect(message.contains("0xE2 0x82"), "\(message)")
    }

    @Test func emptyInputIsAnError() {
        #expect(parseError("") != nil)
    }

    @Test func internalSubsetIsRefusedWithItsPosition() throws {
        let error = try #require(parseError("<?xml version=\"1.0\"?>\n<!DOCTYPE r [ <!ENTITY x \"y\"> ]>\n<r>&x;</r>"))
        guard case .dtdNotAllowed(let line, _) = error else {
            Issue.record("expected .dtdNotAllowed, got \(error)")
            return
        }
        #expect(line == 2)
    }

    @Test func externalEntityIsNeverRead() throws {
        let secret = NSTemporaryDirectory() + "locatorlab-secret-\(UUID().uuidString).txt"
        try "TOP-SECRET".write(toFile: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: secret) }
        let text = "<?xml version=\"1.0\"?><!DOCTYPE r [<!ENTITY x SYSTEM \"file://\(secret)\">]><r a=\"&x;\">&x;</r>"
        let error = parseError(text)
        #expect(error == .dtdNotAllowed(line: 1, column: error?.position?.column ?? 0))
    }

    @Test func externalDTDIsRefused() {
        let error = parseError("<!DOCTYPE r SYSTEM \"http://example.invalid/r.dtd\"><r/>")
        guard case .dtdNotAllowed = error else {
            Issue.record("expected .dtdNotAllowed, got \(String(describing: error))")
            return
        }
    }

    @Test func billionLaughsIsRefusedQuickly() {
        var text = "<?xml version=\"1.0\"?><!DOCTYPE lolz [<!ENTITY lol \"lol\">"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            text += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">"
        }
        text += "]><lolz>&lol9;</lolz>"
        let started = ContinuousClock.now
        let error = parseError(text)
        guard case .dtdNotAllowed = error else {
            Issue.record("expected .dtdNotAllowed, got \(String(describing: error))")
            return
        }
        // Not a timing assertion on performance: a refusal that expanded the
        // entities would take minutes and gigabytes, not under a minute.
        #expect(ContinuousClock.now - started < .seconds(60))
    }

    @Test func hundredThousandLevelsAreRefusedWithoutOverflowingTheStack() throws {
        let depth = 100_000
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        let error = try #require(parseError(text))
        guard case .nestingTooDeep = error else {
            Issue.record("expected .nestingTooDeep, got \(error)")
            return
        }
    }

    @Test func deeperNestingCanBeAllowedUpToLibxml2sMaximum() throws {
        let depth = 2000
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        #expect(parseError(text) != nil)
        let document = try parse(text, maximumDepth: XMLParseOptions.largestMaximumDepth)
        var deepest = 0
        var current = 0
        document.walkElements(makeAttribute: { name, _ in name }, enter: { _, _ in current += 1; deepest = max(deepest, current) }, leave: { current -= 1 })
        #expect(deepest == depth)
    }

    @Test(arguments: [XMLParseOptions.defaultMaximumDepth, XMLParseOptions.largestMaximumDepth])
    func depthLimitIsExact(limit: Int) {
        func nested(_ depth: Int) -> String {
            String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        }
        #expect(parseError(nested(limit), maximumDepth: limit) == nil)
        #expect(parseError(nested(limit + 1), maximumDepth: limit) == .nestingTooDeep(line: 1, limit: limit))
    }

    @Test func tighterDepthLimitIsEnforced() {
        let error = parseError("<a><b><c><d/></c></b></a>", maximumDepth: 3)
        #expect(error == .nestingTooDeep(line: 1, limit: 3))
    }

    @Test func parsingPrintsNothing() {
        let (_, stderr) = StandardErrorCapture.capture {
            _ = parseError("<a><b></a>")
            _ = parseError("<!DOCTYPE a [<!ENTITY e 'x'>]><a>&e;</a>")
            _ = parseError("<a>&undefined;</a>")
        }
        #expect(stderr.isEmpty)
    }
}
