/// WebDriverAgent's rules for the three attributes a test reads most:
/// `name`, `label` and `value` (formats.md 1.5, copied from WDA's
/// `Categories/XCUIElement+FBWebDriverAttributes.m`: `wdName`, `wdLabel`,
/// `wdValue`). Every writer of iOS attributes calls ``attributes(of:)``: the
/// debugDescription converter, the synthetic page sources and the app-side
/// renderer of `LocatorLabIdentifiers`.
public enum WebDriverAgentNaming {
    /// What an element snapshot knows, as XCTest names it.
    public struct Snapshot: Sendable, Hashable {
        /// The full type name, `XCUIElementTypeButton`.
        public var type: String
        /// The accessibility identifier; `nil` or `""` when there is none.
        public var identifier: String?
        /// The accessibility label. XCTest's is never `nil`; `nil` here
        /// reads as `""`.
        public var label: String?
        /// The raw accessibility value, as text.
        public var value: String?
        /// The placeholder of a text input.
        public var placeholderValue: String?
        /// Whether the element is selected (a selected button's value is `1`).
        public var isSelected: Bool

        public init(
            type: String, identifier: String? = nil, label: String? = nil, value: String? = nil,
            placeholderValue: String? = nil, isSelected: Bool = false
        ) {
            self.type = type
            self.identifier = identifier
            self.label = label
            self.value = value
            self.placeholderValue = placeholderValue
            self.isSelected = isSelected
        }
    }

    /// The attributes WebDriverAgent writes; `nil` ones are left out.
    public struct Attributes: Sendable, Hashable {
        public var name: String?
        public var label: String?
        public var value: String?

        public init(name: String?, label: String?, value: String?) {
            self.name = name
            self.label = label
            self.value = value
        }

        /// The present ones in WDA's order: `value`, `name`, `label`
        /// (``AttributeName/iosOrder``).
        public var inOrder: [Attribute] {
            [(AttributeName.value, value), (AttributeName.name, name), (AttributeName.label, label)].compactMap {
                name, text in text.map { Attribute(name, $0) }
            }
        }
    }

    /// The types whose value falls back to the placeholder, and the only
    /// ones WDA writes `placeholderValue` for (`FBXPath.m`, WDA 9.1.0).
    public static let textInputTypes: Set<String> = [
        "XCUIElementTypeTextView", "XCUIElementTypeTextField", "XCUIElementTypeSearchField",
        "XCUIElementTypeSecureTextField",
    ]

    /// The types whose empty label WDA keeps as `label=""` (`wdLabel`).
    private static let keepsEmptyLabel: Set<String> = ["XCUIElementTypeTextField", "XCUIElementTypeSecureTextField"]

    /// `name`, `label` and `value` as WebDriverAgent derives them:
    /// - `wdName`: the identifier, else the label; omitted when both are empty;
    /// - `wdLabel`: omitted when empty, except that text fields keep `""`;
    /// - `wdValue`: a static text falls back to its label, a selected button
    ///   reads `1`, a switch `1`/`0` (`-[NSString boolValue]`), a text input
    ///   falls back to its placeholder; an empty value is omitted.
    public static func attributes(of snapshot: Snapshot) -> Attributes {
        let label = snapshot.label ?? ""
        return Attributes(
            name: nonEmpty(snapshot.identifier) ?? nonEmpty(label),
            label: keepsEmptyLabel.contains(snapshot.type) ? label : nonEmpty(label),
            value: value(of: snapshot))
    }

    private static func value(of snapshot: Snapshot) -> String? {
        switch snapshot.type {
        case "XCUIElementTypeStaticText": nonEmpty(snapshot.value) ?? nonEmpty(snapshot.label)
        case "XCUIElementTypeButton": nonEmpty(snapshot.value) ?? (snapshot.isSelected ? "1" : nil)
        case "XCUIElementTypeSwitch": foundationBoolValue(snapshot.value) ? "1" : "0"
        case _ where textInputTypes.contains(snapshot.type):
            nonEmpty(snapshot.value) ?? nonEmpty(snapshot.placeholderValue)
        default: nonEmpty(snapshot.value)
        }
    }

    /// `-[NSString boolValue]`: leading whitespace, a sign and zeros are
    /// skipped; `Y`, `y`, `T`, `t` or a digit 1–9 mean true. `nil` is false.
    public static func foundationBoolValue(_ text: String?) -> Bool {
        guard let text else { return false }
        var scalars = Substring(text).unicodeScalars.drop(while: { $0.properties.isWhitespace })
        if let sign = scalars.first, sign == "+" || sign == "-" { scalars = scalars.dropFirst() }
        scalars = scalars.drop(while: { $0 == "0" })
        guard let first = scalars.first else { return false }
        return "YyTt123456789".unicodeScalars.contains(first)
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
