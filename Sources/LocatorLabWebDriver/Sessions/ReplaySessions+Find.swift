import LocatorLabLocators
import LocatorLabModel

extension ReplaySessions {
    /// `POST …/element(s)`: evaluates the locator on the session's current
    /// screen (below `context` when given) with the driver's semantics.
    ///
    /// Without a recording, a find from the root that matches nothing there
    /// is tried on the screens given after the current one, in order, and
    /// the first that matches becomes the current screen: a "jump", logged
    /// so the report shows where the suite went without an action saying
    /// so. An `element` find (the target of the next action, which a
    /// device must have) then tries the screens given before it as well;
    /// an `elements` find does not, because suites check that something is
    /// gone with one (AppiumLibrary's `Page Should Not Contain Element`),
    /// and going back to the screen it was on would fail the check.
    /// With a recording, the recording says where the session is.
    func find(session id: String, context: String?, plural: Bool, body: [UInt8], engines: ScreenEngines)
        throws(WebDriverError) -> WebDriverReply
    {
        let members = try WebDriverValue.object(from: body, expected: "{\"using\": \"xpath\", \"value\": \"//…\"}")
        guard let using = members["using"]?.text, let value = members["value"]?.text else {
            throw .invalidArgument("a find needs the strings 'using' and 'value'; expected {\"using\": …, \"value\": …}")
        }
        var state = try session(id)
        let locator = try FindStrategy.resolve(using, value, on: state.platform)
        // With a recording, a find from the root follows it to the step
        // where its session sent this locator (a scoped find stays, as its
        // element is on the current screen).
        var resynchronizedFrom: Int?
        if context == nil, let followed = followRecording(id, using: using, value: value) {
            (state, resynchronizedFrom) = (followed.state, followed.movedFrom)
        }
        let scope = try context.map { reference throws(WebDriverError) in try resolve(reference, in: state).1 }
        let logged = ReplayedFind.logged(value)
        let record = { (screen: Int, matches: [ElementID], milliseconds: Double, jumpedFrom: Int?, error: WebDriverError?) in
            self.append { sequence in
                ReplayedFind(
                    sequence: sequence, session: id, platform: state.platform, using: using, value: logged.text,
                    valueWasCut: logged.wasCut, plural: plural,
                    context: context, screen: self.screens[screen].name, screenIndex: screen, matches: matches.count,
                    firstElement: matches.first?.index,
                    references: matches.prefix(ReplayedFind.maximumReferences).map {
                        ElementReference(screen: screen, element: $0, sessionKey: state.key).string
                    },
                    firstElementDescription: matches.first.map { Self.describe($0, in: self.screens[screen].tree) },
                    evaluationMilliseconds: milliseconds,
                    jumpedFrom: (jumpedFrom ?? resynchronizedFrom).map { self.screens[$0].name },
                    resynchronized: jumpedFrom == nil && resynchronizedFrom != nil,
                    error: error?.code.rawValue, errorMessage: error.map { ReplayedFind.logged($0.message, limit: 1024).text },
                    implicitWaitMilliseconds: Self.implicitWait(state.timeouts.implicit, matches: matches, error: error))
            }
        }
        var screen = state.current
        var matches: [ElementID]
        var milliseconds: Double
        do {
            (matches, milliseconds) = try Self.evaluate(
                locator, on: engines, screen: screen, scope: scope, appPackage: state.appPackage)
        } catch {
            let failure = Self.failure(error, platform: state.platform)
            guard let failure else {
                // UiAutomator2 skips what is not an element: nothing found.
                return try answer(
                    plural, [], screen, for: state, using: using, value: value, log: { record(screen, [], 0, nil, $0) })
            }
            record(screen, [], 0, nil, failure)
            throw failure
        }
        var jumpedFrom: Int?
        if matches.isEmpty, scope == nil, plan == nil {
            let later = state.candidates.filter { $0 > screen }
            let earlier = plural ? [] : state.candidates.filter { $0 < screen }
            for other in later + earlier {
                guard
                    let found = try? Self.evaluate(
                        locator, on: engines, screen: other, scope: nil, appPackage: state.appPackage),
                    !found.matches.isEmpty
                else { continue }
                jumpedFrom = screen
                (screen, matches) = (other, found.matches)
                milliseconds += found.milliseconds
                update(id) { session in
                    guard session.current == state.current else { return }
                    session.screensBeforeJumps.append(session.current)
                    session.current = other
                }
                break
            }
        }
        let reply = try answer(plural, matches, screen, for: state, using: using, value: value) { error in
            record(screen, matches, milliseconds, jumpedFrom, error)
        }
        guard jumpedFrom != nil || resynchronizedFrom != nil else { return reply }
        return WebDriverReply(status: reply.status, value: reply.value, jumpedTo: screens[screen].name)
    }

    /// The elements `locator` matches on `screen` (below and including
    /// `scope` when given), in document order, with the time the
    /// evaluation took (not the engine's making).
    static func evaluate(
        _ locator: Locator, on engines: ScreenEngines, screen: Int, scope: ElementID?, appPackage: String?
    ) throws(LocatorError) -> (matches: [ElementID], milliseconds: Double) {
        let engine = engines.engine(screen: screen, appPackage: appPackage, scope: scope)
        let clock = ContinuousClock()
        let start = clock.now
        let found = try engine.evaluate(locator).found
        let milliseconds = (clock.now - start).inMilliseconds
        return (ScreenEngines.screenElements(found.array, scope: scope), milliseconds)
    }

    /// The find's answer: every match for `elements`, the first for
    /// `element`; the references answered are the session's to resolve.
    private func answer(
        _ plural: Bool, _ matches: [ElementID], _ screen: Int, for state: ReplaySession, using: String, value: String,
        log: (WebDriverError?) -> Void
    ) throws(WebDriverError) -> WebDriverReply {
        let answered = (plural ? matches[...] : matches.prefix(1)).map {
            ElementReference(screen: screen, element: $0, sessionKey: state.key)
        }
        guard plural || !answered.isEmpty else {
            let error = WebDriverError.noSuchElement(using: using, value: value)
            log(error)
            throw error
        }
        handOut(answered, to: state.id)
        log(nil)
        return plural ? WebDriverReply(value: .array(answered.map(\.value))) : WebDriverReply(value: answered[0].value)
    }

    /// The implicit wait a device would have spent on a find that found
    /// nothing: the drivers retry a find until it finds something or the
    /// implicit wait is over, an `elements` find as well as an `element`
    /// one (as I recall, appium-xcuitest-driver `lib/commands/find.js`,
    /// `doFind` under `implicitWaitForCondition`; appium base driver
    /// `lib/basedriver/commands/timeout.js`), and an error other than
    /// finding nothing is answered at once. `nil` when it would not wait.
    static func implicitWait(_ implicit: Int, matches: [ElementID], error: WebDriverError?) -> Int? {
        guard implicit > 0, matches.isEmpty, error == nil || error?.code == .noSuchElement else { return nil }
        return implicit
    }

    /// The W3C error a ``LocatorError`` is on the wire, or `nil` when the
    /// driver finds nothing instead of failing (UiAutomator2 skips an
    /// XPath's non-element results).
    public static func failure(_ error: LocatorError, platform: Platform) -> WebDriverError? {
        switch error {
        case .invalidXPath, .invalidPredicate, .invalidClassChain, .invalidUiSelector, .invalidClassName, .wrongPlatform,
            .invalidXCUIQuery:
            return WebDriverError(.invalidSelector, error.description)
        case .nonElementResult:
            return platform == .android ? nil : WebDriverError(.invalidSelector, error.description)
        case .xpathEvaluationFailed where error.isStoppedByLimit, .workLimitExceeded, .strategyWorkLimitExceeded,
            .timeLimitExceeded:
            return WebDriverError(.timeout, error.description)
        case .xpathEvaluationFailed:
            return WebDriverError(.invalidSelector, error.description)
        case .unsupportedXPathFunction:
            return WebDriverError(.unsupportedOperation, error.description)
        case .outOfMemory:
            return WebDriverError(.unknownError, error.description)
        }
    }

    /// `XCUIElementTypeButton name="Log in"`: the type and the attribute a
    /// reader knows the element by.
    static func describe(_ id: ElementID, in tree: ElementTree) -> String {
        let type = tree.type(of: id)
        let names = tree.platform == .ios ? ["name", "label"] : ["resource-id", "content-desc", "text"]
        for name in names {
            if let value = tree.attribute(name, of: id), !value.isEmpty {
                return "\(type) \(name)=\"\(value.count > 60 ? value.prefix(59) + "…" : Substring(value))\""
            }
        }
        return type
    }
}
