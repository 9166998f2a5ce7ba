import LocatorLabModel

/// Reads XCTest's `XCUIElementAttributes` from an iOS element tree: what an
/// XCUITest query compares.
///
/// - `identifier`: the raw accessibility identifier where the source keeps
///   it apart (debugDescription dumps, JSON trees with `identifier`). A
///   WebDriverAgent XML page source has only `name`, which is the identifier
///   *else the label* (`wdName`, ``WebDriverAgentNaming``): there `name` is
///   read as the identifier, and where it equals the label the element may
///   have no identifier at all. ``nameMayBeLabel(_:)`` tells those elements,
///   for the note of a result.
/// - `title`: no iOS page source records it (it is a macOS attribute); read
///   as `""`, what XCTest reports on iOS.
/// - `value`: Apple, `XCUIElementAttributes.value`: "The raw value
///   attribute of the element"; WebDriverAgent's `value` is instead "a
///   complex attribute whose calculation algorithm depends on the actual
///   element type" (appium-xcuitest-driver, element attributes: `wdValue`).
///   A debugDescription dump prints the raw value
///   apart from the identifier and the label, and the tree keeps it where
///   WebDriverAgent's `wdValue` (the `value` attribute) falls back to the
///   label, the placeholder or a selection (``ElementTree/snapshotValue(of:)``);
///   elsewhere the `value` attribute is read.
/// - `label`, `placeholderValue`: the attributes as written.
/// - `elementType`: the `XCUIElement.ElementType` raw value of the type.
/// - `isEnabled`: `enabled`; `isSelected`: `selected`, else the `Selected`
///   trait; `hasFocus`: `focused`. Booleans are numbers 1/0, as NSPredicate
///   sees an `NSNumber`.
struct XCUIAttributeReader {
    let tree: ElementTree

    /// The identifier XCTest would report.
    func identifier(of id: ElementID) -> String {
        tree.identifier(of: id) ?? tree.attribute(AttributeName.name, of: id) ?? ""
    }

    /// Whether `identifier(of:)` came from a `name` that may be the label:
    /// the source has no raw identifier and `name` equals `label`.
    func nameMayBeLabel(_ id: ElementID) -> Bool {
        guard tree.identifier(of: id) == nil, let name = tree.attribute(AttributeName.name, of: id) else { return false }
        return name == tree.attribute(AttributeName.label, of: id)
    }

    /// Apple, `matching(identifier:)`: "A string to match against any one of
    /// each element's identifying properties: identifier, title, label,
    /// value, or placeholderValue." Compared exactly, as `"key" IN
    /// identifiers` is.
    func hasIdentifyingProperty(_ key: String, _ id: ElementID) -> Bool {
        if identifier(of: id) == key { return true }
        if tree.attribute(AttributeName.label, of: id) == key || value(of: id) == key { return true }
        return tree.attribute(AttributeName.placeholderValue, of: id) == key
    }

    /// XCTest's `value`, or `nil` when it has none.
    func value(of id: ElementID) -> String? {
        guard let snapshot = tree.snapshotValue(of: id) else { return tree.attribute(AttributeName.value, of: id) }
        return snapshot.isEmpty ? nil : snapshot
    }

    /// Which identifying property matched `key` first, in Apple's order
    /// (`identifier`, `title`, `label`, `value`, `placeholderValue`), for
    /// the fragility of a query.
    func identifyingProperty(matching key: String, _ id: ElementID) -> String? {
        if identifier(of: id) == key, !key.isEmpty { return nameMayBeLabel(id) ? "identifier or label" : "identifier" }
        if tree.attribute(AttributeName.label, of: id) == key { return "label" }
        if value(of: id) == key { return "value" }
        if tree.attribute(AttributeName.placeholderValue, of: id) == key { return "placeholderValue" }
        return nil
    }

    /// `key` as an NSPredicate on an `XCUIElementAttributes` object sees it.
    func value(of key: PredicateKey, on id: ElementID) -> PredicateValue {
        switch key {
        case .identifier: return .string(identifier(of: id))
        case .title: return .string("")
        case .label: return .string(tree.attribute(AttributeName.label, of: id) ?? "")
        case .value: return value(of: id).map(PredicateValue.string) ?? .null
        case .placeholderValue: return tree.attribute(AttributeName.placeholderValue, of: id).map(PredicateValue.string) ?? .null
        case .elementType:
            return .number(Double(XCUIElementTypeTable.entry(forFullName: tree.type(of: id))?.rawValue ?? 1))
        case .enabled: return flag(AttributeName.enabled, of: id) ?? .number(1)
        case .selected:
            if let selected = flag("selected", of: id) { return selected }
            let traits = tree.attribute(AttributeName.traits, of: id) ?? ""
            return .number(traits.split(separator: ",").contains { $0.trimmingPrefix(while: { $0 == " " }) == "Selected" } ? 1 : 0)
        case .focused: return flag("focused", of: id) ?? .number(0)
        default: return .null
        }
    }

    private func flag(_ name: String, of id: ElementID) -> PredicateValue? {
        tree.attribute(name, of: id).map { .number(WebDriverAgentNaming.foundationBoolValue($0) ? 1 : 0) }
    }

    /// Whether the source says `key` may not be what XCTest reads: keys a
    /// page source lacks, named once per query.
    func notes(forKeys keys: Set<PredicateKey>) -> [String] {
        var notes: [String] = []
        if keys.contains(.title) {
            notes.append("title is not in iOS page sources; it was read as \"\", what XCTest reports on iOS")
        }
        if keys.contains(.selected), !tree.ids.contains(where: { tree.attribute("selected", of: $0) != nil }),
            !tree.ids.contains(where: { tree.attribute(AttributeName.traits, of: $0) != nil })
        {
            notes.append("isSelected is not in this page source (no selected attribute or traits); it was read as false")
        }
        if keys.contains(.focused), !tree.ids.contains(where: { tree.attribute("focused", of: $0) != nil }) {
            notes.append(
                "hasFocus is not in this page source (no element is focused: WebDriverAgent writes focused only for "
                    + "tvOS, a debugDescription dump prints Focused); it was read as false")
        }
        return notes
    }
}
