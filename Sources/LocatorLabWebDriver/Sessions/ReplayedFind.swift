import LocatorLabModel

/// One find a replay answered, as the run report lists it.
///
/// A replay keeps every find until it stops, so what one find adds to the
/// log is bounded whatever a client sends: at most
/// ``maximumReferences`` references (`//*` on a screen of 6,000 elements
/// once added 220 KB a find) and a locator's first
/// ``maximumLoggedValueBytes`` bytes (a body may hold 1 MiB).
public struct ReplayedFind: Sendable, Hashable, Codable {
    /// References kept of one find; ``matches`` counts them all.
    public static let maximumReferences = 100
    /// Bytes of a locator kept; a longer one is cut (``valueWasCut``) and
    /// left out of the run report's analysis.
    public static let maximumLoggedValueBytes = 8 << 10

    /// The position among every find of the replay, from 1.
    public let sequence: Int
    public let session: String
    public let platform: Platform
    /// The wire strategy as sent (`accessibility id`, `-ios class chain`, …).
    public let using: String
    public let value: String
    /// Whether ``value`` is the first ``maximumLoggedValueBytes`` bytes of a longer locator.
    public let valueWasCut: Bool
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
    /// The references answered, in document order (the first ``maximumReferences``).
    public let references: [String]
    /// The first match in words: `XCUIElementTypeButton name="Log in"`.
    public let firstElementDescription: String?
    /// The evaluation's wall-clock time on this machine, in milliseconds.
    public let evaluationMilliseconds: Double
    /// The screen the session was on before this find moved it, when the
    /// find matched nothing there and matched here (no recording given).
    public let jumpedFrom: String?
    /// Whether that move followed the recording to the step where its
    /// session sent this locator (a find the recording has elsewhere),
    /// rather than a jump to a screen where it matched.
    public let resynchronized: Bool
    /// The W3C error code the find was answered with, if it failed.
    public let error: String?
    public let errorMessage: String?
    /// The session's implicit wait, when the find found nothing with one
    /// set: a device would have waited that long before answering; a
    /// replay answers at once (its screens do not change by themselves).
    public let implicitWaitMilliseconds: Int?
}

extension ReplayedFind {
    /// `text` as the log keeps it: whole, or cut on a character boundary
    /// at ``maximumLoggedValueBytes`` bytes; and whether it was cut.
    static func logged(_ text: String, limit: Int = maximumLoggedValueBytes) -> (text: String, wasCut: Bool) {
        guard text.utf8.count > limit else { return (text, false) }
        var end = text.utf8.index(text.utf8.startIndex, offsetBy: limit)
        // Back to the start of a scalar: at most 3 bytes.
        while end.samePosition(in: text.unicodeScalars) == nil { end = text.utf8.index(before: end) }
        return (String(text.unicodeScalars[..<end]), true)
    }
}
