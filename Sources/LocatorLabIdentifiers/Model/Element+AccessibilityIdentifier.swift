import LocatorLabModel

extension Element {
    /// The element's accessibility identifier, read and written the way an
    /// ``AccessibilityIdentifierCarrier``'s is. `Element` is a value inside
    /// an `ElementTree`, so it cannot adopt that class protocol; this is the
    /// same property for it (`tree[id].accessibilityIdentifier = "Users.Label"`).
    ///
    /// Reading gives the raw identifier, `nil` when there is none or when the
    /// source does not tell it (an iOS XML page source only has `name`).
    /// Writing sets ``Element/identifier`` (`""` for none, since the element is
    /// then known to have none) and, on an iOS element (`XCUIElementType…`),
    /// keeps WDA's `name` in step: the identifier, else the label, inserted in
    /// WDA's attribute order when it was missing.
    public var accessibilityIdentifier: String? {
        get {
            guard let identifier, !identifier.isEmpty else { return nil }
            return identifier
        }
        set {
            identifier = newValue ?? ""
            guard type.hasPrefix("XCUIElementType") else { return }
            let name = WebDriverAgentNaming.attributes(
                of: WebDriverAgentNaming.Snapshot(type: type, identifier: newValue, label: label)
            ).name
            if self[attribute: AttributeName.name] != nil || name == nil {
                self[attribute: AttributeName.name] = name
            } else if let name {
                attributes.insert(Attribute(AttributeName.name, name), at: wdaPosition(for: AttributeName.name))
            }
        }
    }

    /// Where an attribute called `name` belongs among the present attributes
    /// in WDA's order: before the first attribute that WDA writes after it.
    private func wdaPosition(for name: String) -> Int {
        let order = AttributeName.iosOrder + AttributeName.iosTrailing
        guard let rank = order.firstIndex(of: name) else { return attributes.count }
        return attributes.firstIndex { attribute in
            order.firstIndex(of: attribute.name).map { $0 > rank } ?? false
        } ?? attributes.count
    }
}
