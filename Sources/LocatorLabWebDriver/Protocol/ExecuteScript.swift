import Foundation
import LocatorLabModel
import LocatorLabPageSource

/// `POST /session/:id/execute/sync` (and the JSON wire protocol's
/// `/execute`) as the Appium drivers take it in the native context: a
/// script `mobile: <name>` with one argument object runs one of the
/// driver's execute methods (Appium 2's "Execute Methods"; Appium-Python-
/// Client 2+ sends `hide_keyboard`, `press_keycode`, `activate_app`,
/// `current_activity` and most other device calls this way); any other
/// script is refused, as XCUITest and UiAutomator2 run JavaScript only in a
/// web view (`NotImplementedError`: `unknown method`, 405).
///
/// A replay has no device, so it splits the methods it is sent in two:
/// the few that ask about the app or the screen are answered from the saved
/// screen and the session (``Query``); every other one may change the
/// screen (scrolls, swipes, taps, keys, app switches) and is taken as an
/// action, answered `null`: with a recording the session then follows it,
/// as after a click. A replay cannot tell a method the driver does not
/// have from one it does, so it accepts every name.
public struct ExecuteScript: Sendable, Hashable {
    /// The script as sent.
    public let script: String
    /// The execute method's name (`scrollGesture` for `mobile: scrollGesture`,
    /// spaces around it ignored as the drivers ignore them), or nil for a script.
    public let method: String?
    /// The method's argument object (the first of `args`), `{}` without one.
    public var arguments: [String: WebDriverValue] = [:]

    /// The execute methods a replay answers from what it has.
    public enum Query: String, Sendable, CaseIterable {
        /// UiAutomator2: the package in the foreground; the saved screen's.
        case getCurrentPackage
        /// UiAutomator2: the activity in the foreground. A page source does
        /// not name it: the session's `appium:appActivity`, else null.
        case getCurrentActivity
        /// Both drivers: whether the on-screen keyboard shows. iOS page
        /// sources list the keyboard (`XCUIElementTypeKeyboard`); an Android
        /// one does not (the keyboard is another window), so false.
        case isKeyboardShown
        /// Both drivers: the app's state; 4, running in the foreground, the
        /// state of the app the screens were saved from.
        case queryAppState
        /// Both drivers: whether the device is locked; a saved screen of the
        /// app was not.
        case isLocked
        /// Both drivers: the device's time, in Appium's default format
        /// (`YYYY-MM-DDTHH:mm:ssZ`, the offset as `+00:00`): this machine's,
        /// in UTC.
        case getDeviceTime
        /// Both drivers: the clipboard, base64; empty.
        case getClipboard
        /// XCUITest: the pasteboard, base64 (as I recall, xcuitest-driver
        /// `lib/commands/pasteboard.js`, `mobileGetPasteboard`); empty, as
        /// `getClipboard`.
        case getPasteboard
        /// XCUITest: the page source, `format` `xml` by default, asked of
        /// WebDriverAgent without the `AppiumAUT` scope `GET /source` adds
        /// (as I recall, xcuitest-driver `lib/commands/source.js`,
        /// `mobileGetSource`; formats.md 1.1: WebDriverAgent's own XML is
        /// rooted at the application).
        case source
        /// Both drivers: the device (name, model, locale, …); a saved
        /// screen does not record it.
        case deviceInfo
        /// Both drivers: the battery; a saved screen does not record it.
        case batteryInfo
        /// XCUITest: the active app's pid, bundle id, name and launch
        /// arguments (WebDriverAgent `/wda/activeAppInfo`); a page source
        /// records at most the bundle id and pid.
        case activeAppInfo
        /// UiAutomator2: the display density; a page source does not record it.
        case getDisplayDensity
    }

    /// How a replay answers it.
    public enum Meaning: Sendable, Hashable {
        case query(Query)
        case action
        /// Not an execute method: refused with this error.
        case refused(WebDriverError)
    }

    /// Reads `{"script": "mobile: …", "args": [{…}]}`.
    public init(body: [UInt8]) throws(WebDriverError) {
        let object = try WebDriverValue.object(from: body, expected: "{\"script\": \"mobile: …\", \"args\": [{…}]}")
        guard let script = object["script"]?.text else {
            throw .invalidArgument("the body has no \"script\" string; expected {\"script\": \"mobile: …\", \"args\": [{…}]}")
        }
        self.init(script: script)
        switch object["args"] {
        case .array(let values): arguments = values.first?.members ?? [:]
        case .object(let members): arguments = members
        default: break
        }
    }

    public init(script: String) {
        self.script = script
        let trimmed = script.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("mobile:") {
            let name = trimmed.dropFirst("mobile:".count).trimmingCharacters(in: .whitespacesAndNewlines)
            method = name.isEmpty ? nil : name
        } else {
            method = nil
        }
    }

    public var meaning: Meaning {
        guard let method else {
            return .refused(
                WebDriverError(
                    .unknownMethod,
                    "Method has not yet been implemented: in the native context the XCUITest and UiAutomator2 "
                        + "drivers execute only `mobile:` methods, not JavaScript (locatorlab replay)"))
        }
        return Query(rawValue: method).map(Meaning.query) ?? .action
    }

    /// The methods each driver has, of those a replay answers: another
    /// platform's is refused as Appium's base driver refuses an execute
    /// method its driver lacks (as I recall, `executeMethod`:
    /// "Unsupported execute method"). `getCurrentPackage` and
    /// `getCurrentActivity` are answered on iOS too (null there), as replay
    /// answered them before this table.
    static func isOffered(_ query: Query, on platform: Platform) -> Bool {
        switch query {
        case .getDisplayDensity: platform == .android
        case .getPasteboard, .source, .activeAppInfo: platform == .ios
        case .getCurrentPackage, .getCurrentActivity, .isKeyboardShown, .queryAppState, .isLocked, .getDeviceTime,
            .getClipboard, .deviceInfo, .batteryInfo:
            true
        }
    }

    /// The answer to `query` on `screen`, the session's current screen,
    /// with the method's `arguments`.
    static func answer(
        _ query: Query, on screen: Screen, capabilities: [String: WebDriverValue],
        arguments: [String: WebDriverValue] = [:]
    ) throws(WebDriverError) -> WebDriverValue {
        let tree = screen.tree
        let unrecorded = { (what: String) in
            WebDriverError(
                .unsupportedOperation,
                "mobile: \(query.rawValue) asks the device for \(what), which a saved screen does not record "
                    + "(locatorlab replay has no device)")
        }
        switch query {
        case .deviceInfo: throw unrecorded("its name, model, locale and time zone")
        case .batteryInfo: throw unrecorded("its battery level and state")
        case .getDisplayDensity: throw unrecorded("its display density")
        case .activeAppInfo: throw unrecorded("the active app's process and launch arguments")
        case .source:
            let format = arguments["format"]?.text ?? "xml"
            guard format == "xml" else {
                throw WebDriverError(
                    .unsupportedOperation,
                    "mobile: source with format '\(format)': locatorlab replay answers the xml format only (a saved "
                        + "screen is not WebDriverAgent's \(format) source)")
            }
            var unscoped = tree
            unscoped.wrapper = nil
            unscoped.xmlLayout = .current
            return .string(String(decoding: PageSourceWriter.write(unscoped, as: .xml), as: UTF8.self))
        case .getPasteboard:
            return .string("")
        default:
            return answer(query, on: tree, capabilities: capabilities)
        }
    }

    /// The answer to the queries a tree answers alone.
    private static func answer(
        _ query: Query, on tree: ElementTree, capabilities: [String: WebDriverValue]
    ) -> WebDriverValue {
        switch query {
        case .getCurrentPackage:
            let package = tree.ids.lazy.compactMap { tree.attribute("package", of: $0) }.first { !$0.isEmpty }
            return .optional(package)
        case .getCurrentActivity:
            return capabilities["appium:appActivity"] ?? capabilities["appActivity"] ?? .null
        case .isKeyboardShown:
            return .bool(tree.platform == .ios && tree.ids.contains { tree.type(of: $0) == "XCUIElementTypeKeyboard" })
        case .queryAppState:
            return .int(4)
        case .isLocked:
            return .bool(false)
        case .getDeviceTime:
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssxxx"
            return .string(formatter.string(from: Date()))
        case .getClipboard, .getPasteboard:
            return .string("")
        case .source, .deviceInfo, .batteryInfo, .activeAppInfo, .getDisplayDensity:
            return .null  // answered above
        }
    }

    /// What an execute method taken as an action answers: `null`, but for
    /// `hideKeyboard` on Android, which answers whether it hid a keyboard
    /// (appium-uiautomator2-driver's `mobile: hideKeyboard`: "true if the
    /// keyboard was successfully hidden or false if it was already
    /// invisible", as I recall its docs): false, as a saved Android screen
    /// never shows the keyboard (``Query/isKeyboardShown``). WebDriverAgent
    /// dismisses a keyboard that is not there by doing nothing and answers
    /// `null` (as I recall, `XCUIApplication+FBHelpers.m`,
    /// `fb_dismissKeyboardWithKeyNames:`, "short circuit if the keyboard is
    /// not visible").
    func actionAnswer(on platform: Platform) -> WebDriverValue {
        method == "hideKeyboard" && platform == .android ? .bool(false) : .null
    }
}
