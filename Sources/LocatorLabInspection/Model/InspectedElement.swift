import LocatorLabInventory
import LocatorLabModel

/// One element of an inspected screen, with everything the page shows about
/// it. Elements are listed in document order, so an element's subtree is
/// the elements after it up to ``subtreeEnd``. A view made on demand
/// (``InspectedElements``): the page stores elements as columns.
public struct InspectedElement: Sendable, Hashable {
    public var parent: Int?
    public var depth: Int
    /// The index just past the element's last descendant.
    public var subtreeEnd: Int
    public var type: String
    /// The element's step of its absolute path (`XCUIElementTypeCell[7]`).
    public var step: String
    /// The accessibility identifier (iOS identifier, identifier-like Android
    /// content-desc), as the audit reads it.
    public var identifier: String?
    /// Android `resource-id`.
    public var resourceID: String?
    /// A name a driver matches by accessibility id that is really the label.
    public var labelDerivedName: String?
    /// What a person reads: iOS `label`, Android `text`.
    public var label: String?
    /// iOS `value`.
    public var value: String?
    /// Every attribute as the page source gives it, in order.
    public var attributes: [[String]]
    /// `[x, y, width, height]` in points (iOS) or pixels (Android).
    public var frame: [Int]?
    public var verdict: IdentifierVerdict
    public var locators: [InspectedLocator]
    /// Whether ``locators`` are the full suggestions, or only the quick ones
    /// (``QuickLocators``) without the absolute path, which the page builds
    /// from ``step`` (large screens; see ``PageInspector/fullLocatorLimit``).
    public var locatorsComplete: Bool
    /// The positions of the audit's findings on the element in its page's
    /// ``InspectionPage/audit`` (``InspectionPage/marks(of:)``).
    public var audit: [Int]
}

/// An audit finding as the page shows it on the element it concerns.
public struct InspectedAuditMark: Sendable, Hashable, Encodable {
    public var rule: AuditRule
    public var severity: Severity
    public var message: String
    /// A suggested identifier (missing identifiers only).
    public var suggestion: String?

    public init(rule: AuditRule, severity: Severity, message: String, suggestion: String?) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.suggestion = suggestion
    }

    /// The finding as the page shows it. The page shows the suggestion as
    /// code after the message, so the message's own "; suggested: …" (the
    /// audit's text reports need it) goes, wherever it stands (a note on a
    /// label-based name may follow it): the page read "…; suggested:
    /// Login.Button — suggested: Login.Button".
    public init(_ finding: AuditFinding) {
        var message = finding.message
        if let suggestion = finding.suggestion {
            let repeated = "; suggested: " + suggestion
            if let range = Self.firstRange(of: repeated, in: message) { message.removeSubrange(range) }
        }
        self.init(rule: finding.rule, severity: finding.severity, message: message, suggestion: finding.suggestion)
    }

    /// `text.firstRange(of: part)`, found in the UTF-8 bytes when both are
    /// ASCII without a carriage return (every character is then one byte,
    /// so the bytes give the characters' answer): the generic search, one
    /// per finding with a suggestion, was 3% of `inspect` on a generated
    /// 100k-element screen.
    static func firstRange(of part: String, in text: String) -> Range<String.Index>? {
        let plain = { (string: String) in string.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") } }
        let wanted = Array(part.utf8)
        guard let first = wanted.first, plain(part), plain(text) else { return text.firstRange(of: part) }
        let bytes = text.utf8
        guard bytes.count >= wanted.count else { return nil }
        var start = bytes.startIndex
        let last = bytes.index(bytes.endIndex, offsetBy: -wanted.count)
        while start <= last {
            if bytes[start] == first, bytes[start..<bytes.index(start, offsetBy: wanted.count)].elementsEqual(wanted) {
                return start..<bytes.index(start, offsetBy: wanted.count)
            }
            start = bytes.index(after: start)
        }
        return nil
    }
}
