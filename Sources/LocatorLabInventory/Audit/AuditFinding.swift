import LocatorLabLocators
import LocatorLabModel

/// One problem the audit found, as data: which rule, how serious, what to
/// say, and where (page source and element).
public struct AuditFinding: Sendable, Hashable, Encodable {
    public var rule: AuditRule
    public var severity: Severity
    /// A sentence fragment in plain text.
    public var message: String
    /// The page source's name as given to the audit.
    public var pageSource: String
    /// The element the finding is about (for duplicates, the first one).
    public var element: ElementPath
    /// The identifier concerned (duplicates, generated, convention, gaps), or
    /// the label-derived name; `nil` for a missing identifier.
    public var identifier: String?
    /// A suggested identifier (missing identifiers only).
    public var suggestion: String?
    /// The label the suggestion's last segment is built from, when it is:
    /// it is in the page source's language, not necessarily the code's.
    public var suggestionLabel: String?
    /// The other elements involved (the rest of a duplicate group).
    public var relatedElements: [ElementPath]

    public init(
        rule: AuditRule, severity: Severity? = nil, message: String, pageSource: String, element: ElementPath,
        identifier: String? = nil, suggestion: String? = nil, suggestionLabel: String? = nil,
        relatedElements: [ElementPath] = []
    ) {
        self.rule = rule
        self.severity = severity ?? rule.defaultSeverity
        self.message = message
        self.pageSource = pageSource
        self.element = element
        self.identifier = identifier
        self.suggestion = suggestion
        self.suggestionLabel = suggestionLabel
        self.relatedElements = relatedElements
    }

    /// The report order: page source, then document order, then rule, then message.
    static func precedes(_ lhs: AuditFinding, _ rhs: AuditFinding) -> Bool {
        if lhs.pageSource != rhs.pageSource { return lhs.pageSource < rhs.pageSource }
        if lhs.element.element != rhs.element.element { return lhs.element.element < rhs.element.element }
        if lhs.rule != rhs.rule { return lhs.rule.rawValue < rhs.rule.rawValue }
        return lhs.message < rhs.message
    }

    private enum CodingKeys: String, CodingKey {
        case rule, severity, message, pageSource, path, elementIndex, identifier, suggestion, relatedPaths
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rule, forKey: .rule)
        try container.encode(severity, forKey: .severity)
        try container.encode(message, forKey: .message)
        try container.encode(pageSource, forKey: .pageSource)
        try container.encode(element.expression, forKey: .path)
        try container.encode(element.element.index, forKey: .elementIndex)
        try container.encode(identifier, forKey: .identifier)
        try container.encode(suggestion, forKey: .suggestion)
        try container.encode(relatedElements.map(\.expression), forKey: .relatedPaths)
    }
}
