import LocatorLabModel
import LocatorLabRecording

/// What `record` keeps of an upstream's answer, read once by
/// ``WebDriverJSON`` (as a replay reads requests): the W3C error code, the
/// element references a find answered, a string value (`/source`,
/// `/screenshot`), and the session a `POST /session` created.
public struct WebDriverAnswer: Sendable {
    /// The answer's JSON, or nil when it is not JSON.
    public let json: WebDriverValue?

    /// An upstream answer nests deeper than a request may (capabilities
    /// echo what the client sent, drivers add their own): 64 levels.
    public static let maximumDepth = 64

    public init(body: [UInt8]) {
        json = try? WebDriverJSON.parse(body, maximumDepth: Self.maximumDepth)
    }

    /// `value`, as W3C answers carry it.
    public var value: WebDriverValue? { json?.members?["value"] }

    /// The W3C error code (`no such element`), if the answer is an error.
    public var error: String? { value?.members?["error"]?.text }

    /// A string `value` (`/source`, `/screenshot`).
    public var stringValue: String? { value?.text }

    /// The element references a find answered, in order (W3C's key, else the JSON wire protocol's).
    public var elements: [String] {
        func reference(_ value: WebDriverValue) -> String? {
            guard let members = value.members else { return nil }
            return members[ElementReference.w3cKey]?.text ?? members[ElementReference.legacyKey]?.text
        }
        switch value {
        case .array(let list): return list.compactMap(reference)
        case let single?: return reference(single).map { [$0] } ?? []
        case nil: return []
        }
    }

    /// The session a `POST /session` created: its id from the answer
    /// (W3C `{"value": {"sessionId", "capabilities"}}`, or the JSON wire
    /// protocol's `{"sessionId", "value"}`), its capabilities as the
    /// request asked them (``NewSessionRequest``'s W3C merge) overlaid by
    /// those the driver answered.
    public func session(request: [UInt8]) -> RecordedSession? {
        let top = json?.members
        let value = self.value?.members
        guard let id = value?["sessionId"]?.text ?? top?["sessionId"]?.text else { return nil }
        var capabilities = (try? NewSessionRequest(body: request))?.capabilities ?? [:]
        let answered = value?["capabilities"]?.members ?? (value?["sessionId"] == nil ? value : nil) ?? [:]
        capabilities.merge(answered) { _, new in new }
        func capability(_ name: String) -> String? {
            capabilities["appium:" + name]?.text ?? capabilities[name]?.text
        }
        let automation = capability("automationName")
        let platform: Platform =
            Platform(rawValue: (capability("platformName") ?? "").lowercased())
            ?? (["uiautomator2", "espresso"].contains(automation?.lowercased() ?? "") ? .android : .ios)
        return RecordedSession(
            id: id, platform: platform, automationName: automation, appPackage: capability("appPackage"),
            bundleID: capability("bundleId"))
    }
}
