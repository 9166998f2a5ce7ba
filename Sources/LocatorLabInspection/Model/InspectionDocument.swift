import LocatorLabAdvice
import LocatorLabInventory
import LocatorLabLocators
import LocatorLabModel
import LocatorLabReporting

/// Everything the inspector page shows, for one or several screens, and the
/// page itself: ``html()`` is one self-contained file (inline style, script
/// and data; no network), ``json()`` the same data for other tools
/// (``island()``).
public struct InspectionDocument: Sendable {
    /// Bumped when a key changes meaning or goes away.
    /// 2: audit findings once per page, elements list their positions.
    /// 3: elements as columns of numbers over one string table per page.
    public static let currentSchemaVersion = 3

    public struct RuleDescription: Sendable, Hashable, Encodable {
        public var title: String
        public var severity: String
        public var rationale: String
    }

    public var schemaVersion = InspectionDocument.currentSchemaVersion
    public var title: String
    public var pages: [InspectionPage]
    /// Whether the page is served with a live query endpoint (`--serve`).
    public var live: Bool
    /// The fragility rules and audit rules the findings refer to, by id.
    public var fragilityRules: [String: RuleDescription]
    public var auditRules: [String: RuleDescription]
    /// How each client language spells a locator and a string literal: the
    /// page builds the code it offers to copy from this table alone.
    public var clients: [ClientLanguage.Entry]
    /// Each element type's XCUITest query (`XCUIElementTypeButton` →
    /// `buttons`), from the one type table, for the Swift snippets.
    public var xcuiQueryNames: [String: String]

    public init(title: String, pages: [InspectionPage], live: Bool) {
        self.title = title
        self.pages = pages
        self.live = live
        clients = ClientLanguage.table
        xcuiQueryNames = Dictionary(
            uniqueKeysWithValues: XCUIElementTypeTable.entries.compactMap { entry in
                entry.queryName.map { (entry.fullName, $0) }
            })
        fragilityRules = Dictionary(
            uniqueKeysWithValues: FragilityCatalog.all.map {
                ($0.id, RuleDescription(title: $0.title, severity: $0.severity.fragilityGrade, rationale: $0.rationale))
            })
        auditRules = Dictionary(
            uniqueKeysWithValues: AuditRule.allCases.map {
                ($0.rawValue, RuleDescription(title: $0.title, severity: $0.defaultSeverity.rawValue, rationale: $0.explanation))
            })
    }

    /// The data as compact JSON with sorted keys, the page's island
    /// (``island()``), ending in a newline.
    public func json() throws(InspectionError) -> [UInt8] {
        try island() + [UInt8(ascii: "\n")]
    }

    /// The interactive page. Its data is compact JSON, packed with the script
    /// (``InteractivePage``): a page is the viewer's 30 KB (script, style,
    /// the shared tables) plus a quarter to a half of its page source.
    public func html() throws(InspectionError) -> [UInt8] {
        let data = try island()
        let subtitle = pages.count == 1
            ? "\(pages[0].columns.count) elements" : "\(pages.count) screens"
        do throws(ReportingError) {
            return try InteractivePage(
                title: title, subtitle: subtitle, styleSheet: InspectorAssets.styleSheet, body: InspectorMarkup.body,
                script: InspectorAssets.script, data: data, allowsConnections: live
            ).bytes()
        } catch {
            throw .unencodable(error.description)
        }
    }
}
