import LocatorLabModel

/// The checks `locatorlab audit` runs, with stable kebab-case ids (used in
/// every output format, SARIF included).
public enum AuditRule: String, Sendable, Hashable, Codable, CaseIterable {
    /// An interactive element without an accessibility identifier or resource-id.
    case missingIdentifier = "missing-identifier"
    /// An interactive element found by its label (iOS `name` = `label`,
    /// Android `content-desc` text), which changes with the app's language.
    case labelDerivedName = "label-derived-name"
    /// One identifier on unrelated elements.
    case duplicateIdentifier = "duplicate-identifier"
    /// A control and its own text or image child share the identifier.
    case duplicateButtonText = "duplicate-button-text"
    /// A container's identifier repeated on its descendants (SwiftUI applies
    /// a stack's identifier to its children).
    case duplicateContainer = "duplicate-container"
    /// One identifier in each row of a list: rows cannot be told apart.
    case duplicateInRows = "duplicate-in-rows"
    /// An identifier that looks machine-made (UUID, address, long number, hash).
    case generatedIdentifier = "generated-identifier"
    /// An identifier that carries state (`?isSelected=true`, `selected`, a
    /// count, a time): it changes when the element's state does.
    case stateCarryingIdentifier = "state-carrying-identifier"
    /// An accessibility identifier that does not match `--convention`.
    case offConvention = "off-convention"
    /// Indexed identifiers with a missing index between present ones.
    case indexGap = "index-gap"

    public var defaultSeverity: Severity {
        switch self {
        case .duplicateIdentifier: return .error
        case .missingIdentifier, .labelDerivedName, .duplicateContainer, .duplicateInRows, .generatedIdentifier,
            .stateCarryingIdentifier, .offConvention:
            return .warning
        case .duplicateButtonText, .indexGap: return .note
        }
    }

    /// A short title (report headings, SARIF `shortDescription`).
    public var title: String {
        switch self {
        case .missingIdentifier: return "Interactive element without identifier"
        case .labelDerivedName: return "Name derived from the label"
        case .duplicateIdentifier: return "Identifier on unrelated elements"
        case .duplicateButtonText: return "Control and its own text share an identifier"
        case .duplicateContainer: return "Container identifier repeated on descendants"
        case .duplicateInRows: return "Same identifier in every list row"
        case .generatedIdentifier: return "Identifier looks generated"
        case .stateCarryingIdentifier: return "Identifier carries state"
        case .offConvention: return "Identifier off the naming convention"
        case .indexGap: return "Gap in indexed identifiers"
        }
    }

    /// What the rule checks and what to do about it (SARIF `fullDescription`).
    public var explanation: String {
        switch self {
        case .missingIdentifier:
            return "Buttons, cells, text inputs, switches, sliders, links and tabs (Android: clickable, checkable or "
                + "editable nodes) need an accessibility identifier or resource-id so tests can find them without "
                + "XPath or labels. The finding suggests one composed from the identified elements around it."
        case .labelDerivedName:
            return "WebDriverAgent's name falls back to the label when there is no identifier, and an Android "
                + "content-desc is the TalkBack label: a test using it breaks when the app runs in another language."
        case .duplicateIdentifier:
            return "The same identifier is on elements that are neither nested nor list rows, so an accessibility-id "
                + "locator finds several and tests get whichever comes first."
        case .duplicateButtonText:
            return "A control and its own text (or image) child carry the same identifier. Locators find both; the "
                + "control comes first in document order, so this is usually harmless."
        case .duplicateContainer:
            return "A container's identifier is repeated on its descendants: in SwiftUI an identifier set on a stack "
                + "reaches its children unless the stack is made a container with .accessibilityElement(children: .contain)."
        case .duplicateInRows:
            return "Each row of a list carries the same identifier, so rows cannot be told apart: add the row index "
                + "(Item_0, Item_1) or find the row first and search inside it."
        case .generatedIdentifier:
            return
                "UUIDs, memory addresses, long numbers and hashes change between builds or runs; tests cannot rely on them."
        case .stateCarryingIdentifier:
            return "An identifier with a query-like state (?isSelected=true), a state word (selected, checked), a "
                + "count or a time changes when the element's state does; tests find the element in one state only."
        case .offConvention:
            return "The whole identifier must match the regular expression given with --convention."
        case .indexGap:
            return "Indexed identifiers (Cell_0, Cell_1…) skip an index between present ones: an element is missing "
                + "its identifier, or indices are not assigned in order."
        }
    }

    /// The rule's name in UpperCamelCase (SARIF `name`).
    public var name: String {
        rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
