import Foundation
import LocatorLabPageSource
import LocatorLabTestSupport
import LocatorLabWebDriver
import Testing

@Suite("Replay sessions answer as the XCUITest and UiAutomator2 drivers do")
struct ReplaySessionsTests {
    /// Every strategy XCUITest accepts, with WebDriverAgent's semantics
    /// (`name` is the accessibility id; the class-name prefix; a predicate
    /// on `enabled`), and the count each finds on the login screen.
    @Test(arguments: [
        ("accessibility id", "login.email", 1), ("id", "login.password", 1), ("name", "Log in", 2),
        ("class name", "XCUIElementTypeButton", 2), ("xpath", "//XCUIElementTypeStaticText", 2),
        ("-ios predicate string", "type == 'XCUIElementTypeButton' AND enabled == 0", 1),
        ("-ios class chain", "**/XCUIElementTypeButton[`label == 'Log in'`]", 1),
    ])
    func iOSStrategies(using: String, value: String, count: Int) throws {
        let replay = try ReplayHarness()
        let session = replay.session(platform: "iOS")
        let (status, value) = replay.find(session, using, value, plural: true)
        #expect(status == 200)
        #expect((value as? [Any])?.count == count)
    }

    /// The XPath document is rooted at the application, without AppiumAUT:
    /// an absolute path copied from the page source finds nothing.
    @Test func iOSXPathSeesNoAppiumAUT() throws {
        let replay = try ReplayHarness()
        let session = replay.session(platform: "iOS")
        #expect(replay.find(session, "xpath", "/XCUIElementTypeApplication/XCUIElementTypeWindow", plural: true).value as? [Any] != nil)
        #expect((replay.find(session, "xpath", "/XCUIElementTypeApplication", plural: true).value as? [Any])?.count == 1)
        #expect((replay.find(session, "xpath", "/AppiumAUT/XCUIElementTypeApplication", plural: true).value as? [Any])?.count == 0)
    }

    @Test func androidIDsAreCompletedWithTheSessionsPackage() throws {
        let replay = try ReplayHarness()
        let session = replay.session(platform: "Android", extra: "\"appium:appPackage\": \"com.example.shop\"")
        let email = try #require(replay.element(session, "id", "email"))
        #expect(replay.send("GET", "/session/\(session)/element/\(email)/text").value as? String == "Email")
        // Another package: the bare id is completed with it and finds nothing.
        let other = replay.session(platform: "Android", extra: "\"appium:appPackage\": \"org.other\"")
        #expect(ReplayHarness.error(replay.find(other, "id", "email").value) == "no such element")
    }

    @Test(arguments: [
        ("iOS", "-android uiautomator", "new UiSelector()"), ("Android", "-ios predicate string", "name == 'x'"),
        ("Android", "-ios class chain", "**/X"), ("Android", "name", "x"), ("iOS", "link text", "x"),
    ])
    func theOtherPlatformsStrategyIsRefused(platform: String, using: String, value: String) throws {
        let replay = try ReplayHarness()
        let session = replay.session(platform: platform)
        let (status, reply) = replay.find(session, using, value)
        #expect(status == 400)
        #expect(ReplayHarness.error(reply) == "invalid selector")
        #expect(ReplayHarness.message(reply) == "Locator Strategy '\(using)' is not supported for this session")
    }

    /// An XCUITest query never goes on the wire: replay refuses it as the
    /// base driver refuses an unknown strategy, and says why.
    @Test(arguments: ["xcuitest", "xcuiquery"])
    func anXCUITestQueryIsRefused(using: String) throws {
        let replay = try ReplayHarness()
        let session = replay.session(platform: "iOS")
        let (status, reply) = replay.find(session, using, #"app.buttons["Done"]"#)
        #expect(status == 400)
        #expect(ReplayHarness.error(reply) == "invalid selector")
        #expect(ReplayHarness.message(reply).hasPrefix("Locator Strategy '\(using)' is not supported for this session: an XCUITest query"))
    }

    @Test func aBadLocatorIsAnInvalidSelectorWithItsOffset() throws {
        let replay = try ReplayHarness()
        let session = replay.session(platform: "iOS")
        let (status, value) = replay.find(session, "xpath", "//XCUIElementTypeButton[@name=")
        #expect(status == 400)
        #expect(ReplayHarness.error(value) == "invalid selector")
        #expect(ReplayHarness.message(value).contains("at offset"))
        let chain = replay.find(session, "-ios class chain", "**/XCUIElementTypeButton[0]")
        #expect(ReplayHarness.error(chain.value) == "invalid selector")
        #expect(ReplayHarness.message(chain.value).contains("at offset"))
    }

    @Test func errorsOfSessionsAndElementsAreTheDrivers() throws {
        let replay = try ReplayHarness()
        let missing = replay.find("no-such-session", "id", "x")
        #expect(missing.status == 404)
        #expect(ReplayHarness.error(missing.value) == "invalid session id")
        let session = replay.session(platform: "iOS")
        let none = replay.find(session, "accessibility id", "nothing.here")
        #expect(none.status == 404)
        #expect(ReplayHarness.error(none.value) == "no such element")
        let unknown = replay.send("GET", "/session/\(session)/element/not-a-reference/text")
        #expect(ReplayHarness.error(unknown.value) == "no such element")
        #expect(replay.send("DELETE", "/session/\(session)").status == 200)
        #expect(ReplayHarness.error(replay.send("GET", "/session/\(session)/source").value) == "invalid session id")
    }

    /// Accessibility id from an element matches the element itself, as
    /// WebDriverAgent's does; XPath from it sees only its subtree.
    @Test func scopedFindsSearchTheElementAndBelow() throws {
        let replay = try ReplayHarness()
        let session = replay.session(platform: "iOS")
        let button = try #require(replay.element(session, "class name", "XCUIElementTypeButton"))
        let inside = replay.find(session, "accessibility id", "Log in", plural: true, from: button)
        #expect((inside.value as? [Any])?.count == 2)
        let text = replay.find(session, "xpath", "//XCUIElementTypeStaticText", plural: true, from: button)
        #expect((text.value as? [Any])?.count == 1)
        let title = replay.find(session, "accessibility id", "login.title", plural: true, from: button)
        #expect((title.value as? [Any])?.count == 0)
    }

    /// Without a recording, a find that matches nothing moves the session
    /// to the next page source where it matches; old references go stale.
    @Test func aFindThatMatchesNothingJumpsAndLeavesOldElementsStale() throws {
        let replay = try ReplayHarness()
        let session = replay.session(platform: "iOS")
        let email = try #require(replay.element(session, "accessibility id", "login.email"))
        let cell = replay.find(session, "class name", "XCUIElementTypeCell")
        #expect(cell.status == 200)
        let stale = replay.send("GET", "/session/\(session)/element/\(email)/text")
        #expect(stale.status == 404)
        #expect(ReplayHarness.error(stale.value) == "stale element reference")
        let finds = replay.sessions.finds
        #expect(finds.last?.jumpedFrom == "ios-login.xml")
        #expect(finds.last?.screen == "ios-home.xml")
        // An element find goes back to an earlier screen; a list does not.
        let gone = replay.find(session, "accessibility id", "login.email", plural: true)
        #expect((gone.value as? [Any])?.count == 0)
        #expect(replay.element(session, "accessibility id", "login.email") != nil)
        #expect(replay.sessions.finds.last?.jumpedFrom == "ios-home.xml")
    }

    /// Without a recording, `back` returns to the screen the session was on
    /// before its last jump, and a list find there sees that screen.
    @Test func backReturnsToTheScreenBeforeTheLastJump() throws {
        let replay = try ReplayHarness()
        let session = replay.session(platform: "iOS")
        #expect(replay.find(session, "class name", "XCUIElementTypeCell").status == 200)
        #expect(replay.sessions.finds.last?.jumpedFrom == "ios-login.xml")
        #expect(replay.send("POST", "/session/\(session)/back", "{}").status == 200)
        let fields = replay.find(session, "accessibility id", "login.email", plural: true)
        #expect((fields.value as? [Any])?.count == 1)
        #expect(replay.sessions.finds.last?.screen == "ios-login.xml")
        // Nothing more to undo: back again stays.
        #expect(replay.send("POST", "/session/\(session)/back", "{}").status == 200)
        #expect((replay.find(session, "accessibility id", "login.email", plural: true).value as? [Any])?.count == 1)
    }

    @Test func theSessionStartsOnTheNamedScreen() throws {
        let replay = try ReplayHarness()
        let session = replay.session(platform: "iOS", screen: "ios-home")
        #expect(replay.element(session, "class name", "XCUIElementTypeCell") != nil)
        #expect(replay.sessions.finds.last?.jumpedFrom == nil)
        let (status, value) = replay.send("POST", "/session", #"{"capabilities": {"alwaysMatch": {"platformName": "iOS", "locatorlab:screen": "nowhere"}}}"#)
        #expect(status == 500)
        #expect(ReplayHarness.error(value) == "session not created")
    }

    /// Attributes as each driver names them: WebDriverAgent's, and
    /// UiAutomator2's aliases (`name` is the text, `contentDescription`).
    @Test func elementsAreReadAsTheDriversAnswer() throws {
        let replay = try ReplayHarness()
        let ios = replay.session(platform: "iOS")
        let forgot = try #require(replay.element(ios, "accessibility id", "login.forgot"))
        let read = { (session: String, element: String, what: String) in
            replay.send("GET", "/session/\(session)/element/\(element)/\(what)").value
        }
        #expect(read(ios, forgot, "attribute/label") as? String == "Forgot password?")
        #expect(read(ios, forgot, "attribute/enabled") as? String == "false")
        #expect(read(ios, forgot, "attribute/value") is NSNull)
        #expect(read(ios, forgot, "enabled") as? Bool == false)
        #expect(read(ios, forgot, "name") as? String == "XCUIElementTypeButton")
        #expect(read(ios, forgot, "text") as? String == "Forgot password?")
        let android = replay.session(platform: "Android")
        let login = try #require(replay.element(android, "accessibility id", "login button"))
        #expect(read(android, login, "attribute/name") as? String == "Log in")
        #expect(read(android, login, "attribute/contentDescription") as? String == "login button")
        #expect(read(android, login, "attribute/resourceId") as? String == "com.example.shop:id/login")
        #expect(read(android, login, "attribute/class") as? String == "android.widget.Button")
        #expect(read(android, login, "name") as? String == "android.widget.Button")
        let rect = read(android, login, "rect") as? [String: Int]
        #expect(rect == ["x": 48, "y": 680, "width": 984, "height": 120])
        #expect(ReplayHarness.error(read(android, login, "attribute/nonsense")) == "invalid argument")
    }

    /// `GET /source` answers the driver's layout: for iOS the AppiumAUT
    /// scope, even when the page source was WebDriverAgent's own XML.
    @Test func theSourceIsTheDriversLayout() throws {
        let replay = try ReplayHarness()
        let session = replay.session(platform: "iOS")
        let source = try #require(replay.send("GET", "/session/\(session)/source").value as? String)
        #expect(source == (try TestFixtures.text(ReplayHarness.iosLogin)))
        let bare = Array("<XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" name=\"A\"/>".utf8)
        let screen = ReplayScreen(
            name: "bare.xml", tree: try PageSourceReader.read(bare, file: "bare.xml"), bytes: bare, screenshot: nil)
        #expect(String(decoding: screen.source, as: UTF8.self).contains("<AppiumAUT>"))
        // No --screenshot: a blank PNG of the window's size, counted for the report.
        let screenshot = try #require(replay.send("GET", "/session/\(session)/screenshot").value as? String)
        let png = try #require(Data(base64Encoded: screenshot))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: width and height, big-endian, after the signature, length and type.
        #expect(Array(png[16..<24]) == [0, 0, 1, 0x86, 0, 0, 3, 0x4C])  // 390 × 844 points
        #expect(replay.sessions.run.blankScreenshots == 1)
    }

    @Test func actionsAreAcceptedAndKeepTheScreenWithoutARecording() throws {
        let replay = try ReplayHarness()
        let session = replay.session(platform: "iOS")
        let button = try #require(replay.element(session, "accessibility id", "login.forgot"))
        #expect(replay.send("POST", "/session/\(session)/element/\(button)/click", "{}").status == 200)
        #expect(replay.send("POST", "/session/\(session)/actions", #"{"actions": []}"#).status == 200)
        #expect(replay.send("GET", "/session/\(session)/element/\(button)/text").status == 200)
    }

    /// Device calls arrive as execute methods: answered from the saved
    /// screen where they ask about it, accepted as actions otherwise (a
    /// recorded session follows them as after a click), JavaScript refused.
    @Test func executeMethodsAreAnsweredFromTheScreenOrTakenAsActions() throws {
        let replay = try ReplayHarness()
        let android = replay.session(platform: "Android", screen: "android-login.xml", extra: #""appium:appActivity": ".Login""#)
        func execute(_ session: String, _ script: String) -> (status: Int, value: Any?) {
            replay.send("POST", "/session/\(session)/execute/sync", #"{"script": "\#(script)", "args": [{}]}"#)
        }
        #expect(execute(android, "mobile: getCurrentPackage").value as? String == "com.example.shop")
        #expect(execute(android, "mobile: getCurrentActivity").value as? String == ".Login")
        #expect(execute(android, "mobile: isKeyboardShown").value as? Bool == false)
        #expect(execute(android, "mobile: queryAppState").value as? Int == 4)
        let scroll = execute(android, "mobile: scrollGesture")
        #expect(scroll.status == 200)
        #expect(scroll.value is NSNull)
        let script = execute(android, "return 1")
        #expect(script.status == 405)
        #expect(ReplayHarness.error(script.value) == "unknown method")
        #expect(ReplayHarness.error(execute("no-such-session", "mobile: scroll").value) == "invalid session id")
        let ios = replay.session(platform: "iOS", screen: "ios-login.xml")
        #expect(execute(ios, "mobile: isKeyboardShown").value as? Bool == false)
        #expect(execute(ios, "mobile: getCurrentPackage").value is NSNull)
        // The legacy routes of java-client 7 and appium_lib ask and act the same way.
        #expect(replay.send("GET", "/session/\(android)/appium/device/current_package").value as? String == "com.example.shop")
        #expect(replay.send("POST", "/session/\(android)/appium/device/app_state", #"{"appId": "x"}"#).value as? Int == 4)
        #expect(replay.send("POST", "/session/\(android)/appium/device/press_keycode", #"{"keycode": 4}"#).status == 200)
    }

    /// An iOS screen saved with an alert on it: its text as WebDriverAgent
    /// gives it (each static text's label, a line each), accepting it is
    /// an action; without an alert, `no such alert` (404).
    @Test func alertsAreReadOffTheSavedScreen() throws {
        let page = Array(#"""
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" x="0" y="0" width="390" height="844">
            <XCUIElementTypeAlert type="XCUIElementTypeAlert" name="Allow Notifications?" x="40" y="300" width="310" height="200">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Allow Notifications?" label="“Shop” Would Like to Send You Notifications"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Sounds and badges"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Don’t Allow" label="Don’t Allow"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Allow" label="Allow"/>
            </XCUIElementTypeAlert></XCUIElementTypeApplication></AppiumAUT>
            """#.utf8)
        let screens = [
            ReplayScreen(name: "alert.xml", tree: try PageSourceReader.read(page, file: "alert.xml"), bytes: page, screenshot: nil),
            ReplayScreen(
                name: "login.xml", tree: try PageSourceReader.read(try TestFixtures.bytes(ReplayHarness.iosLogin), file: "login.xml"),
                bytes: try TestFixtures.bytes(ReplayHarness.iosLogin), screenshot: nil),
        ]
        let sessions = ReplaySessions(screens: screens)
        func send(_ method: String, _ path: String, _ body: String = "") throws -> (Int, Any?) {
            let (status, bytes) = sessions.handle(try WebDriverCommand.parse(method: method, path: path), body: Array(body.utf8), engines: nil).encoded()
            return (status, (try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])?["value"])
        }
        let created = try send("POST", "/session", #"{"capabilities": {"alwaysMatch": {"platformName": "iOS"}}}"#)
        let session = try #require((created.1 as? [String: Any])?["sessionId"] as? String)
        let text = try send("GET", "/session/\(session)/alert/text")
        #expect(text.0 == 200)
        #expect(text.1 as? String == "“Shop” Would Like to Send You Notifications\nSounds and badges")
        #expect(try send("POST", "/session/\(session)/alert/accept", "{}").0 == 200)

        let onLogin = try send(
            "POST", "/session", #"{"capabilities": {"alwaysMatch": {"platformName": "iOS", "locatorlab:screen": "login.xml"}}}"#)
        let other = try #require((onLogin.1 as? [String: Any])?["sessionId"] as? String)
        let none = try send("POST", "/session/\(other)/alert/dismiss", "{}")
        #expect(none.0 == 404)
        #expect(ReplayHarness.error(none.1) == "no such alert")
    }
}
