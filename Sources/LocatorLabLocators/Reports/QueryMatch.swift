import LocatorLabModel

/// One element a locator found, described for people and machines.
public struct QueryMatch: Sendable, Equatable, Codable {
    /// The element type (`XCUIElementTypeButton`, `android.widget.TextView`).
    public var type: String
    /// What accessibility id matches: iOS `name` (identifier, else label),
    /// Android `content-desc`.
    public var name: String?
    /// What a person reads: iOS `label`, Android `text`.
    public var label: String?
    /// The raw accessibility identifier, when the source tells it apart.
    public var identifier: String?
    /// iOS `value`.
    public var value: String?
    /// Android `resource-id`.
    public var resourceID: String?
    /// An absolute XPath that selects exactly this element on a device.
    public var path: String
    public var frame: Frame?

    public init(element id: ElementID, in tree: ElementTree, paths: ElementPathTable? = nil) {
        let element = tree[id]
        type = element.type
        identifier = element.identifier
        path = (paths?.path(of: id) ?? ElementPath(id, in: tree)).expression
        frame = element.frame
        switch tree.platform {
        case .ios:
            name = element.name
            label = element.label
            value = element.value
        case .android:
            name = element.contentDescription
            label = element.text
            resourceID = element.resourceID
        }
    }

    private enum CodingKeys: String, CodingKey {
        case type, name, label, identifier, value, resourceID = "resourceId", path, frame
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        // `name` and `label` are always present (null when absent) so
        // consumers can rely on the keys.
        try container.encode(name, forKey: .name)
        try container.encode(label, forKey: .label)
        try container.encodeIfPresent(identifier, forKey: .identifier)
        try container.encodeIfPresent(value, forKey: .value)
        try container.encodeIfPresent(resourceID, forKey: .resourceID)
        try container.encode(path, forKey: .path)
        try container.encodeIfPresent(frame, forKey: .frame)
    }
}
