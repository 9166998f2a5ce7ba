import Foundation
import LocatorLabRecording
import LocatorLabTestSupport
import LocatorLabWebDriver
import Testing

/// Record and replay count the same actions: a replayed session follows
/// its recording by counting them, so a route one takes for an action and
/// the other does not sends the replay to the wrong screen (record once
/// counted `timeouts/implicit_wait`, which replay did not).
@Suite("record and replay count the same actions")
struct ActionCountTests {
    static let execute = "/execute/sync"

    /// Each route either knows, with a body where it needs one; `E` is an
    /// element of the login screen.
    @Test(arguments: [
        ("POST", "/element/E/click", "{}"), ("POST", "/element/E/clear", "{}"),
        ("POST", "/element/E/value", #"{"text": "x"}"#), ("POST", "/back", "{}"), ("POST", "/forward", "{}"),
        ("POST", "/refresh", "{}"), ("POST", "/actions", #"{"actions": []}"#), ("DELETE", "/actions", ""),
        ("POST", "/keys", #"{"value": ["a"]}"#), ("POST", "/url", #"{"url": "app://x"}"#),
        ("POST", "/appium/device/hide_keyboard", "{}"), ("POST", "/appium/device/press_keycode", #"{"keycode": 4}"#),
        ("POST", "/appium/app/background", #"{"seconds": 1}"#),
        ("POST", execute, #"{"script": "mobile: scroll", "args": [{"direction": "down"}]}"#),
        ("POST", execute, #"{"script": "mobile: getCurrentPackage", "args": []}"#),
        ("POST", execute, #"{"script": "return 1", "args": []}"#),
        ("POST", "/timeouts", #"{"implicit": 1000}"#), ("POST", "/timeouts/implicit_wait", #"{"ms": 1000}"#),
        ("GET", "/timeouts", ""), ("POST", "/appium/settings", #"{"settings": {}}"#), ("GET", "/appium/settings", ""),
        ("POST", "/appium/device/is_locked", "{}"), ("POST", "/appium/device/get_clipboard", "{}"),
        ("POST", "/appium/device/app_state", #"{"appId": "x"}"#), ("POST", "/se/log", #"{"type": "logcat"}"#),
        ("GET", "/source", ""), ("GET", "/screenshot", ""), ("GET", "/window/rect", ""), ("GET", "/orientation", ""),
        ("GET", "/element/E/text", ""), ("GET", "/element/E/attribute/name", ""), ("GET", "/alert/text", ""),
        ("GET", "/appium/device/current_package", ""), ("POST", "/elements", #"{"using": "id", "value": "x"}"#),
        ("POST", "/orientation", #"{"orientation": "LANDSCAPE"}"#), ("GET", "/element/active", ""),
    ] as [(String, String, String)])
    func recordAndReplayAgree(method: String, route: String, body: String) throws {
        let folder = try ReplayRecordingFixture.write()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plan = RecordingPlan(recording: try RecordingFolder.read(folder), screenIndex: ["screen-001": 0, "screen-002": 1])
        let replay = try ReplayHarness([ReplayHarness.iosLogin, ReplayHarness.iosHome], plan: plan)
        let session = replay.session(platform: "iOS")
        let element = try #require(replay.element(session, "accessibility id", "login.forgot"))
        let path = "/session/\(session)" + route.replacingOccurrences(of: "/E/", with: "/\(element)/")
        replay.send(method, path, body)
        // The recording's first action moves the session to the home screen.
        let source = replay.send("GET", "/session/\(session)/source").value as? String ?? ""
        let replayActed = source.contains("XCUIElementTypeCell")
        let recordActs: Bool
        if case .action = ProxyStep(method: method, path: "/wd/hub" + path, body: Array(body.utf8)) {
            recordActs = true
        } else {
            recordActs = false
        }
        #expect(replayActed == recordActs, "\(method) \(route): replay \(replayActed), record \(recordActs)")
    }
}
