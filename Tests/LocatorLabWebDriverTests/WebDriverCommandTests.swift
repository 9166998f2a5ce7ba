import LocatorLabWebDriver
import Testing

@Suite("WebDriver commands are told apart by method and path")
struct WebDriverCommandTests {
    @Test(arguments: [
        ("GET", "/status", WebDriverCommand.status),
        ("POST", "/session", .newSession),
        ("POST", "/wd/hub/session", .newSession),
        ("DELETE", "/session/S", .deleteSession(session: "S")),
        ("POST", "/session/S/element", .find(session: "S", context: nil, plural: false)),
        ("POST", "/session/S/elements", .find(session: "S", context: nil, plural: true)),
        ("POST", "/session/S/element/E/elements", .find(session: "S", context: "E", plural: true)),
        ("GET", "/session/S/element/E/attribute/content-desc", .read(session: "S", element: "E", property: .attribute("content-desc"))),
        ("GET", "/session/S/element/E/text", .read(session: "S", element: "E", property: .text)),
        ("GET", "/session/S/element/E/rect", .read(session: "S", element: "E", property: .rect)),
        ("POST", "/session/S/element/E/click", .act(session: "S", element: "E", action: "click")),
        ("POST", "/session/S/element/E/value", .act(session: "S", element: "E", action: "value")),
        ("POST", "/session/S/back", .act(session: "S", element: nil, action: "back")),
        ("POST", "/session/S/actions", .act(session: "S", element: nil, action: "actions")),
        ("GET", "/session/S/source", .source(session: "S")),
        ("GET", "/session/S/screenshot", .screenshot(session: "S")),
        ("POST", "/session/S/timeouts", .setTimeouts(session: "S")),
        ("GET", "/session/S/timeouts", .getTimeouts(session: "S")),
        ("POST", "/wd/hub/session/S/timeouts/implicit_wait", .setImplicitWait(session: "S")),
        ("GET", "/session/S/appium/settings", .settings(session: "S", update: false)),
        ("POST", "/session/S/appium/settings", .settings(session: "S", update: true)),
        ("GET", "/session/S/orientation", .orientation(session: "S")),
        ("POST", "/session/S/orientation", .setOrientation(session: "S")),
        ("GET", "/session/S/element/active", .activeElement(session: "S")),
        ("GET", "/session/S/window/rect", .windowRect(session: "S")),
        ("POST", "/session/S/execute/sync", .execute(session: "S")),
        ("POST", "/wd/hub/session/S/execute", .execute(session: "S")),
        ("GET", "/session/S/appium/device/current_package", .query(session: "S", query: .getCurrentPackage)),
        ("POST", "/session/S/appium/device/app_state", .query(session: "S", query: .queryAppState)),
        ("POST", "/session/S/appium/device/hide_keyboard", .act(session: "S", element: nil, action: "appium/device/hide_keyboard")),
        ("POST", "/session/S/se/log", .log(session: "S")),
        ("GET", "/session/S/alert/text", .alert(session: "S", request: .text)),
        ("POST", "/session/S/alert/accept", .alert(session: "S", request: .accept)),
    ] as [(String, String, WebDriverCommand)])
    func parses(method: String, path: String, command: WebDriverCommand) throws {
        #expect(try WebDriverCommand.parse(method: method, path: path) == command)
    }

    /// What is not served is `unknown command` (404), as Appium answers a
    /// route it does not have; a path never names a file.
    @Test(arguments: [
        ("GET", "/"), ("GET", "/../../etc/passwd"), ("GET", "/session/S/../../../etc/passwd"),
        ("POST", "/session/S/execute/nonsense"), ("GET", "/session/S/appium/device/display_density"), ("PUT", "/session/S/element"),
    ])
    func refusesWhatIsNotServed(method: String, path: String) {
        #expect(throws: WebDriverError.self) { try WebDriverCommand.parse(method: method, path: path) }
        do {
            _ = try WebDriverCommand.parse(method: method, path: path)
        } catch {
            #expect(error.code == .unknownCommand)
            #expect(error.reply.status == 404)
        }
    }

    @Test func errorBodiesAreW3CErrors() {
        let reply = WebDriverError(.invalidSelector, "bad").reply
        let (status, body) = reply.encoded()
        #expect(status == 400)
        #expect(String(decoding: body, as: UTF8.self) == #"{"value":{"error":"invalid selector","message":"bad","stacktrace":""}}"#)
    }

    /// A hostile body (nested past 32 levels, cut short, or not an object)
    /// is `invalid argument` saying what was expected, never a crash or a hang.
    @Test(arguments: [
        (String(repeating: "[", count: 100_000), "the body is not JSON (expected at most 32 levels of nesting at byte 32)"),
        (String(repeating: "{\"a\":", count: 100_000), "the body is not JSON (expected at most 32 levels of nesting at byte 160)"),
        (String(repeating: "[", count: 500) + String(repeating: "]", count: 500), "the body is not JSON (expected at most 32 levels of nesting at byte 32)"),
        ("[1, 2]", "the body is not a JSON object"), ("\"text\"", "the body is not a JSON object"),
        ("{", "the body is not JSON (expected a member name in double quotes at byte 1)"),
        ("{\"a\": 1} x", "the body is not JSON (expected the end of the text at byte 9)"),
        ("{\"a\": \"\u{1}\"}", "the body is not JSON (expected a control character escaped in a string at byte 7)"),
    ])
    func aHostileBodyIsAnInvalidArgument(body: String, message: String) {
        #expect(throws: WebDriverError(.invalidArgument, message + "; expected {}")) {
            try WebDriverValue.object(from: Array(body.utf8), expected: "{}")
        }
    }

    /// What clients send reads as Foundation reads it: escapes, surrogate
    /// pairs, numbers, nesting up to the bound.
    @Test func bodiesReadAsJSON() throws {
        let text = #"{"s": "a\"b\\c\/\n\u00e9\ud83d\ude00", "i": -12, "d": 1.5e3, "t": true, "f": false, "n": null, "a": [1, {"k": []}]}"#
        let members = try WebDriverValue.object(from: Array(text.utf8), expected: "{}")
        #expect(members["s"] == .string("a\"b\\c/\né😀"))
        #expect(members["i"] == .int(-12))
        #expect(members["d"] == .double(1500))
        #expect(members["t"] == .bool(true) && members["f"] == .bool(false) && members["n"] == .null)
        #expect(members["a"] == .array([.int(1), .object(["k": .array([])])]))
        let deepest = String(repeating: "[", count: 31) + String(repeating: "]", count: 31)
        #expect(throws: Never.self) { try WebDriverValue.object(from: Array("{\"a\": \(deepest)}".utf8), expected: "{}") }
        // A string that is not UTF-8.
        #expect(throws: WebDriverJSON.Failure(offset: 0, expected: "a string of UTF-8")) {
            try WebDriverJSON.parse([0x22, 0xFF, 0x22])
        }
    }

    @Test func elementReferencesRoundTripAndRefuseOthers() {
        let reference = ElementReference(screen: 3, element: .init(42), sessionKey: 0x9A1F_03C2_77E0)
        #expect(reference.string == "00000003-9A1F-03C2-77E0-00000000002A")
        #expect(ElementReference(reference.string) == reference)
        #expect(ElementReference("../../etc/passwd") == nil)
        #expect(ElementReference("00000003-9A1F-03C2-77E-000000000002A") == nil)
        // A digit with a combining mark is one Character Swift calls a digit; not here.
        #expect(ElementReference("00000003-9A1F-03C2-77E0-00000000002\u{301}") == nil)
        #expect(ElementReference("0000000\u{663}-9A1F-03C2-77E0-00000000002A") == nil)
    }

    /// Execute Script in the native context: `mobile:` methods only; the
    /// ones about the app or screen are queries, the rest actions.
    @Test func executeMethodsAreQueriesActionsOrRefused() throws {
        #expect(ExecuteScript(script: "mobile: getCurrentPackage").meaning == .query(.getCurrentPackage))
        #expect(ExecuteScript(script: " mobile:isKeyboardShown ").meaning == .query(.isKeyboardShown))
        #expect(ExecuteScript(script: "mobile: scrollGesture").meaning == .action)
        #expect(ExecuteScript(script: "mobile: pressKey").method == "pressKey")
        guard case .refused(let error) = ExecuteScript(script: "return document.title").meaning else {
            Issue.record("a script should be refused")
            return
        }
        #expect(error.code == .unknownMethod)
        #expect(error.reply.status == 405)
        #expect(throws: WebDriverError.self) { try ExecuteScript(body: Array(#"{"args": []}"#.utf8)) }
        #expect(try ExecuteScript(body: Array(#"{"script": "mobile: tap", "args": [{"x": 1, "y": 2}]}"#.utf8)).method == "tap")
    }
}
