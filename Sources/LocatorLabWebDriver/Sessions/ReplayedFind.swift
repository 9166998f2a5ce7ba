import LocatorLabModel

/// One find a replay answered, as the run report lists it.
public struct ReplayedFind: Sendable, Hashable, Codable {
    /// The position among every find of the replay, from 1.
    public let sequence: Int
    public let session: String
    public let platform: Platform
    /// The wire strategy as sent (`accessibility id`, `-ios class chain`, …).
    public let using: String
    public let value: String
    /// `elements` rather than `element`.
    public let plural: Bool
    /// The element reference the find was scoped to, if any.
    public let context: String?
    /// The screen it was answered on (the page source's file name).
    public let screen: String
    /// Its position among the given screens, from 0.
    public let screenIndex: Int
    /// The number of matches.
    public let matches: Int
    /// The first match's position in its tree (document order), if any.
    public let firstElement: Int?
    /// The references answered, in document order.
    public let references: [String]
    /// The first match in words: `XCUIElementTypeButton name="Log in"`.
    public let firstElementDescription: String?
    /// The evaluation's wall-clock time on this machine, in milliseconds.
    public let evaluationMilliseconds: Double
    /// The screen the session was on before this find moved it, when the
    /// find matched nothing there and matched here (no recording given).
    public let jumpedFrom: String?
    /// The W3C error code the find was answered with, if it failed.
    public let error: String?
    public let errorMessage: String?
}
