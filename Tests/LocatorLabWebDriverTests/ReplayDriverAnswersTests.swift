import Foundation
import LocatorLabComparison
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabTestSupport
import LocatorLabWebDriver
import Testing

/// The drivers' answers a replay gives (issue 28 item 3): the state a
/// session sets and reads back, the types of attributes, one path for a
/// find of one and of many, sessions without a platform, execute methods
/// that ask, screenshots in pixels.
@Suite("Replay answers what the drivers keep and read")
struct ReplayDriverAnswersTests {
    // MARK: State a session keeps

    /// W3C timeouts set are read back, and the JSON wire forms set them too.
    @Test func timeoutsRoundTrip() throws {
        let replay = try ReplayHarness()
        let session = replay.session(platform: "iOS")
        let path = "/session/\(session)/timeouts"
        #expect(replay.send("GET", path).value as? [String: Int] == ["implicit": 0, "pageLoad": 300_000, "script": 30_000])
        #expect(replay.send("POST", path, #"{"implicit": 5000, "pageLoad": 1000, "script": 2000}"#).status == 200)
        #expect(replay.send("GET", path).value as? [String: Int] == ["implicit": 5000, "pageLoad": 1000, "script": 2000])
        #expect(replay.send("POST", path + "/implicit_wait", #"{"ms": 750}"#).status == 200)
        #expect((replay.send("GET", path).value as? [String: Int])?["implicit"] == 750)
        #expect(replay.send("POST", path, #"{"type": "script", "ms": 42}"#).status == 200)
        #expect((replay.send("GET", path).value as? [String: Int])?["script"] == 42)
        // Nothing to set, or a negative wait: invalid argument, nothing changed.
        #expect(ReplayHarness.error(replay.send("POST", path, "{}").value) == "invalid argument")
        #expect(ReplayHarness.error(replay.send("POST", path, #"{"implicit": -1}"#).value) == "invalid argument")
        #expect((replay.send("GET", path).value as? [String: Int])?["implicit"] == 750)
        // Another session keeps its own.
        let other = replay.session(platform: "iOS")
        #expect((replay.send("GET", "/session/\(other)/timeouts").value as? [String: Int])?["implicit"] == 0)
    }

    /// A find that finds nothing with an implicit wait set is answered at
    /// once, and the run report says what a device would have waited.
    @Test func theImplicitWaitADeviceWouldHaveSpentIsReported() throws {
        let replay = try ReplayHarness([ReplayHarness.iosLogin])
        let session = replay.session(platform: "iOS")
        #expect(replay.find(session, "accessibility id", "nothing.here").status == 404)
        replay.send("POST", "/session/\(session)/timeouts", #"{"implicit": 2500}"#)
        #expect(replay.find(session, "accessibility id", "nothing.here").status == 404)
        #expect((replay.find(session, "accessibility id", "nothing.here", plural: true).value as? [Any])?.count == 0)
        #expect(replay.find(session, "accessibility id", "login.email").status == 200)
        #expect(replay.sessions.finds.map(\.implicitWaitMilliseconds) == [nil, 2500, 2500, nil])
        let report = replay.sessions.run.report(
            screens: replay.sessions.screens, settings: CompareSettings(timings: [], mutations: [], seeds: [1]),
            clock: ContinuousMeasurementClock())
        #expect(
            report.notes.contains {
                $0.hasPrefix("2 finds found nothing with an implicit wait set") && $0.contains("5 s in all")
            }, "\(report.notes)")
    }

    /// Settings set are read back merged over the driver's defaults.
    @Test func settingsRoundTrip() throws {
        let replay = try ReplayHarness()
        let session = replay.session(platform: "Android")
        let path = "/session/\(session)/appium/settings"
        let before = try #require(replay.send("GET", path).value as? [String: Any])
        #expect(before["enforceXpath1"] as? Bool == false)
        #expect(replay.send("POST", path, #"{"settings": {"enforceXpath1": true, "waitForIdleTimeout": 0}}"#).status == 200)
        let after = try #require(replay.send("GET", path).value as? [String: Any])
        #expect(after["enforceXpath1"] as? Bool == true)
        #expect(after["waitForIdleTimeout"] as? Int == 0)
        #expect(after["limitXpathContextScope"] as? Bool == true)
        #expect(ReplayHarness.error(replay.send("POST", path, #"{"enforceXpath1": true}"#).value) == "invalid argument")
        let ios = replay.session(platform: "iOS")
        #expect((replay.send("GET", "/session/\(ios)/appium/settings").value as? [String: Any])?["snapshotMaxDepth"] as? Int == 50)
    }

    /// Orientation set is read back; a name the driver does not know is
    /// refused as it refuses it.
    @Test func orientationRoundTrip() throws {
        let replay = try ReplayHarness()
        for platform in ["iOS", "Android"] {
            let session = replay.session(platform: platform)
            let path = "/session/\(session)/orientation"
            #expect(replay.send("GET", path).value as? String == "PORTRAIT")
            #expect(replay.send("POST", path, #"{"orientation": "LANDSCAPE"}"#).status == 200)
            #expect(replay.send("GET", path).value as? String == "LANDSCAPE")
            let sideways = replay.send("POST", path, #"{"orientation": "SIDEWAYS"}"#)
            #expect(ReplayHarness.error(sideways.value) == (platform == "iOS" ? "unknown error" : "invalid argument"))
            #expect(replay.send("GET", path).value as? String == "LANDSCAPE")
        }
    }

    /// The focused element, where the page source records focus.
    @Test func theActiveElementIsTheFocusedOne() throws {
        let focusedPage = try TestFixtures.text(ReplayHarness.androidLogin)
            .replacingOccurrences(
                of: #"resource-id="com.example.shop:id/password" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false""#,
                with: #"resource-id="com.example.shop:id/password" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="true""#)
        #expect(focusedPage.contains(#"focused="true""#))
        let bytes = Array(focusedPage.utf8)
        let screen = Screen(
            name: "focused.xml", tree: try PageSourceReader.read(bytes, file: "focused.xml"), source: bytes, screenshot: nil)
        let replay = try ReplayHarness()
        let withFocus = ReplaySessions(screens: [screen])
        let create = try WebDriverCommand.parse(method: "POST", path: "/session")
        let created = withFocus.handle(
            create, body: Array(#"{"capabilities": {"alwaysMatch": {"platformName": "Android"}}}"#.utf8), engines: nil)
        guard case .object(let members) = created.value, let id = members["sessionId"]?.text else {
            Issue.record("no session: \(created)")
            return
        }
        let active = withFocus.handle(try WebDriverCommand.parse(method: "GET", path: "/session/\(id)/element/active"), body: [], engines: nil)
        guard case .object(let reference) = active.value, let element = reference[ElementReference.w3cKey]?.text else {
            Issue.record("no element: \(active)")
            return
        }
        let read = withFocus.handle(
            try WebDriverCommand.parse(method: "GET", path: "/session/\(id)/element/\(element)/attribute/resource-id"), body: [],
            engines: nil)
        #expect(read.value == .string("com.example.shop:id/password"))
        // Focus recorded, nobody has it: no such element.
        let android = replay.session(platform: "Android")
        let none = replay.send("GET", "/session/\(android)/element/active")
        #expect(none.status == 404)
        #expect(ReplayHarness.error(none.value) == "no such element")
        // WebDriverAgent's XML does not record focus.
        let ios = replay.session(platform: "iOS")
        let unknown = replay.send("GET", "/session/\(ios)/element/active")
        #expect(ReplayHarness.error(unknown.value) == "unsupported operation")
        #expect(ReplayHarness.message(unknown.value).contains("does not record focus"))
    }

    // MARK: Types

    /// An Android attribute the page source leaves out is what UiAutomator2
    /// answers (null for what the node has no value of), or refused where
    /// the saved screen cannot say; never "false" for everything.
    @Test func absentAndroidAttributesAreAnsweredAsUiAutomator2AnswersThem() throws {
        let replay = try ReplayHarness()
        let session = replay.session(platform: "Android")
        let title = try #require(replay.element(session, "id", "com.example.shop:id/title"))
        let read = { (name: String) in replay.send("GET", "/session/\(session)/element/\(title)/attribute/\(name)") }
        #expect(read("content-desc").value is NSNull)
        #expect(read("hint").value is NSNull)
        #expect(read("selection-start").value is NSNull)
        #expect(read("checked").value as? String == "false")
        #expect(read("text").value as? String == "Welcome back")
        for name in ["drawing-order", "heading", "original-text", "extras"] {
            let reply = read(name)
            #expect(ReplayHarness.error(reply.value) == "unsupported operation", "\(name)")
            #expect(ReplayHarness.message(reply.value).contains(name), "\(name)")
        }
    }

    /// An iOS element with neither value nor label has the text "".
    @Test func anIOSElementWithoutValueOrLabelHasEmptyText() throws {
        let replay = try ReplayHarness()
        let session = replay.session(platform: "iOS")
        let window = try #require(replay.element(session, "class name", "XCUIElementTypeWindow"))
        #expect(replay.send("GET", "/session/\(session)/element/\(window)/text").value as? String == "")
    }

    // MARK: One path for one and many

    /// A non-element XPath gets one answer from `element` and `elements`:
    /// WebDriverAgent fails it (`invalid selector`) both ways; UiAutomator2
    /// skips what is not an element, so both find nothing.
    @Test(arguments: ["count(//*)", "//*/@name", "//*/@label", "string(//*)"])
    func aNonElementXPathIsOnePath(xpath: String) throws {
        let replay = try ReplayHarness()
        let ios = replay.session(platform: "iOS")
        let one = replay.find(ios, "xpath", xpath)
        let many = replay.find(ios, "xpath", xpath, plural: true)
        #expect(one.status == 400 && many.status == 400)
        #expect(ReplayHarness.error(one.value) == "invalid selector")
        #expect(ReplayHarness.message(one.value) == ReplayHarness.message(many.value))
        let android = replay.session(platform: "Android")
        let androidOne = replay.find(android, "xpath", xpath)
        let androidMany = replay.find(android, "xpath", xpath, plural: true)
        #expect(ReplayHarness.error(androidOne.value) == "no such element")
        #expect((androidMany.value as? [Any])?.count == 0)
        // Neither moved the session: a later find is answered where it was.
        #expect(replay.sessions.finds.suffix(2).allSatisfy { $0.jumpedFrom == nil && $0.screen == "android-login.xml" })
    }

    // MARK: Sessions

    @Test func aSessionWithoutPlatformNameIsNotCreated() throws {
        let replay = try ReplayHarness()
        let (status, value) = replay.send("POST", "/session", #"{"capabilities": {"alwaysMatch": {"appium:automationName": "XCUITest"}}}"#)
        #expect(status == 500)
        #expect(ReplayHarness.error(value) == "session not created")
        #expect(ReplayHarness.message(value).contains("platformName"))
        #expect(replay.sessions.run.sessions.isEmpty)
    }

    // MARK: Execute methods that ask

    @Test func executeMethodsThatAskAreAnsweredOrRefusedWithTheReason() throws {
        let replay = try ReplayHarness()
        let ios = replay.session(platform: "iOS")
        let android = replay.session(platform: "Android")
        func execute(_ session: String, _ script: String, _ args: String = "{}") -> (status: Int, value: Any?) {
            replay.send("POST", "/session/\(session)/execute/sync", #"{"script": "\#(script)", "args": [\#(args)]}"#)
        }
        for (session, method) in [
            (ios, "deviceInfo"), (android, "deviceInfo"), (ios, "batteryInfo"), (android, "batteryInfo"),
            (ios, "activeAppInfo"), (android, "getDisplayDensity"),
        ] {
            let reply = execute(session, "mobile: \(method)")
            #expect(ReplayHarness.error(reply.value) == "unsupported operation", "\(method)")
            #expect(ReplayHarness.message(reply.value).contains("does not record"), "\(method)")
        }
        // Another platform's method is unsupported, as Appium refuses it.
        #expect(ReplayHarness.message(execute(android, "mobile: getPasteboard").value).contains("Unsupported execute method"))
        #expect(ReplayHarness.message(execute(ios, "mobile: getDisplayDensity").value).contains("Unsupported execute method"))
        #expect(execute(ios, "mobile: getPasteboard").value as? String == "")
        // mobile: source is WebDriverAgent's XML, without the AppiumAUT scope.
        let source = try #require(execute(ios, "mobile: source").value as? String)
        #expect(!source.contains("AppiumAUT"))
        #expect(source.contains("<XCUIElementTypeApplication"))
        #expect(ReplayHarness.error(execute(ios, "mobile: source", #"{"format": "json"}"#).value) == "unsupported operation")
        // hideKeyboard with no keyboard: UiAutomator2 answers false, WebDriverAgent null.
        #expect(execute(android, "mobile: hideKeyboard").value as? Bool == false)
        #expect(execute(ios, "mobile: hideKeyboard").value is NSNull)
        #expect(execute(ios, "mobile: hideKeyboard").status == 200)
    }

    // MARK: Screenshots

    /// With the scale known, a blank screenshot is the device's size in pixels.
    @Test(arguments: [
        (#""locatorlab:screenScale": 3"#, 1170, 2532), (#""appium:pixelRatio": 2"#, 780, 1688), ("", 390, 844),
    ])
    func screenshotsAreInPixelsWhenTheScaleIsKnown(capability: String, width: Int, height: Int) throws {
        let replay = try ReplayHarness()
        let session = replay.session(platform: "iOS", extra: capability)
        let screenshot = try #require(replay.send("GET", "/session/\(session)/screenshot").value as? String)
        let png = try #require(Data(base64Encoded: screenshot))
        let size = png[16..<24].map(Int.init)
        #expect(size[0] << 24 | size[1] << 16 | size[2] << 8 | size[3] == width)
        #expect(size[4] << 24 | size[5] << 16 | size[6] << 8 | size[7] == height)
    }
}
