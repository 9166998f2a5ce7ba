import LocatorLabModel

/// Builds an element's attributes the way WebDriverAgent writes them
/// (formats.md 1.4 and 1.5): in WDA order, `nil` values left out.
enum WDAAttributeList {
    struct Input {
        var type: IOSElementType
        var identifier: String?
        var label: String?
        var value: String?
        var isEnabled: Bool
        var isAccessible: Bool
        var frame: Frame
        var index: Int
        var traits: String
    }

    static func make(_ input: Input) -> [Attribute] {
        var attributes = [Attribute(AttributeName.type, input.type.rawValue)]
        if let value = value(of: input) {
            attributes.append(Attribute(AttributeName.value, value))
        }
        if let name = name(identifier: input.identifier, label: input.label) {
            attributes.append(Attribute(AttributeName.name, name))
        }
        if let label = label(of: input) {
            attributes.append(Attribute(AttributeName.label, label))
        }
        attributes.append(Attribute(AttributeName.enabled, input.isEnabled ? "true" : "false"))
        attributes.append(Attribute(AttributeName.visible, "true"))
        attributes.append(Attribute(AttributeName.accessible, input.isAccessible ? "true" : "false"))
        attributes.append(Attribute(AttributeName.x, String(input.frame.x)))
        attributes.append(Attribute(AttributeName.y, String(input.frame.y)))
        attributes.append(Attribute(AttributeName.width, String(input.frame.width)))
        attributes.append(Attribute(AttributeName.height, String(input.frame.height)))
        attributes.append(Attribute(AttributeName.index, String(input.index)))
        attributes.append(Attribute(AttributeName.traits, input.traits))
        return attributes
    }

    /// WDA's `wdName`: the identifier, or the label when the identifier is
    /// empty; an empty label counts as none.
    static func name(identifier: String?, label: String?) -> String? {
        nonEmpty(identifier) ?? nonEmpty(label)
    }

    /// WDA's `wdLabel`: text fields keep an empty label, others drop it.
    private static func label(of input: Input) -> String? {
        input.type == .textField || input.type == .secureTextField ? input.label : nonEmpty(input.label)
    }

    /// WDA's `wdValue`: static text falls back to its label.
    private static func value(of input: Input) -> String? {
        input.type == .staticText ? nonEmpty(input.value) ?? nonEmpty(input.label) : nonEmpty(input.value)
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
