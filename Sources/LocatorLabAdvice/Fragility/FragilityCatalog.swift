import LocatorLabModel

/// Every fragility rule a report may document, whatever strategy fired it:
/// the XPath rules (``FragilityRule/all``) in their order, then the rules
/// only native strategies and XCUITest queries have (``NativeFragilityRule/all``
/// minus the identifiers they share with an XPath rule, which name the same
/// construct). Reports list the rules that fired from here, so a
/// `recorder-chain` finding has its title and rationale beside it as an
/// XPath rule's has.
public enum FragilityCatalog {
    /// A rule as reports document it.
    public struct Entry: Sendable, Hashable {
        public let id: String
        public let title: String
        public let severity: Severity
        public let rationale: String
    }

    public static let all: [Entry] = {
        let xpath = FragilityRule.all.map { Entry(id: $0.id, title: $0.title, severity: $0.severity, rationale: $0.rationale) }
        let shared = Set(xpath.map(\.id))
        let native = NativeFragilityRule.all.filter { !shared.contains($0.id) }.map {
            Entry(id: $0.id, title: $0.title, severity: $0.severity, rationale: $0.rationale)
        }
        return xpath + native
    }()
}
