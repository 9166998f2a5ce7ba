import LocatorLabModel

/// Builds an element's attributes the way WebDriverAgent writes them
/// (formats.md 1.4 and 1.5): in WDA order, `name`, `label` and `value` by
/// ``WebDriverAgentNaming``, `nil` values left out.
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
        let named = WebDriverAgentNaming.attributes(
            of: WebDriverAgentNaming.Snapshot(
                type: input.type.rawValue, identifier: input.identifier, label: input.label, value: input.value))
        attributes += named.inOrder
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
}
