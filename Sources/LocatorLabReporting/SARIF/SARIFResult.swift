/// One finding: which rule, how serious, what to say, where, and optionally
/// how to fix it.
public struct SARIFResult: Sendable, Codable, Equatable {
    public var ruleId: String?
    /// The rule's position in the driver's `rules`; `SARIFLog(tool:results:)`
    /// fills it in from `ruleId`.
    public var ruleIndex: Int?
    public var level: SARIFLevel?
    public var message: SARIFMessage
    public var locations: [SARIFLocation]?
    public var fixes: [SARIFFix]?
    /// Stable keys that let viewers track a finding across runs even when
    /// lines move (e.g. `["locator/v1": "<hash of the locator>"]`).
    public var partialFingerprints: [String: String]?

    public init(
        ruleId: String?, level: SARIFLevel? = nil, message: String, locations: [SARIFLocation] = [],
        fixes: [SARIFFix] = [], partialFingerprints: [String: String]? = nil, ruleIndex: Int? = nil
    ) {
        self.ruleId = ruleId
        self.ruleIndex = ruleIndex
        self.level = level
        self.message = SARIFMessage(message)
        self.locations = locations.isEmpty ? nil : locations
        self.fixes = fixes.isEmpty ? nil : fixes
        self.partialFingerprints = partialFingerprints
    }
}
