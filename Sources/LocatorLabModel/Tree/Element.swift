/// One UI element: its type, the attributes a driver writes for it (in the
/// order they were read; unknown attributes are kept), and where it sits in
/// its tree.
public struct Element: Sendable {
    /// The element type: `XCUIElementTypeButton` on iOS, the class name
    /// (`android.widget.TextView`) on Android, `hierarchy` for Android's root.
    public var type: String
    /// Attributes as the driver writes them, in the order read.
    public var attributes: [Attribute]
    /// The raw accessibility identifier, when the source tells it apart from
    /// the driver's derived `name` (debugDescription dumps, JSON trees, trees
    /// built in Swift). `nil` means unknown, `""` means known to have none:
    /// an iOS XML page source only has `name`, which is the identifier *or*
    /// the label, so its elements carry `nil`.
    public var identifier: String?
    /// XCTest's `value`, where the source tells it apart from the driver's
    /// derived `value` attribute: a debugDescription dump prints the
    /// snapshot's value alone, while WebDriverAgent's `wdValue` falls back
    /// to the label (static texts), the placeholder (text inputs) or `1`
    /// (selected buttons). `nil` means the `value` attribute is XCTest's
    /// value (XML page sources, JSON trees, trees built in Swift); `""`
    /// means XCTest has none.
    public var snapshotValue: String?

    public internal(set) var parent: ElementID?
    /// 0 for the root.
    public internal(set) var depth: Int
    /// One past the last element of this element's subtree, in document order.
    public internal(set) var subtreeEnd: Int

    public init(type: String, attributes: [Attribute] = [], identifier: String? = nil, snapshotValue: String? = nil) {
        self.type = type
        self.attributes = attributes
        self.identifier = identifier
        self.snapshotValue = snapshotValue
        self.parent = nil
        self.depth = 0
        self.subtreeEnd = 0
    }

    /// The value of the attribute called `name`, if present.
    public subscript(attribute name: String) -> String? {
        get {
            for attribute in attributes where attribute.name == name {
                return attribute.value
            }
            return nil
        }
        set {
            if let position = attributes.firstIndex(where: { $0.name == name }) {
                if let newValue {
                    attributes[position].value = newValue
                } else {
                    attributes.remove(at: position)
                }
            } else if let newValue {
                attributes.append(Attribute(name, newValue))
            }
        }
    }

    /// iOS `name`: the accessibility identifier, or the label when there is none.
    public var name: String? { self[attribute: AttributeName.name] }
    /// iOS `label`.
    public var label: String? { self[attribute: AttributeName.label] }
    /// iOS `value`.
    public var value: String? { self[attribute: AttributeName.value] }
    /// Android `text`.
    public var text: String? { self[attribute: AttributeName.text] }
    /// Android `content-desc`.
    public var contentDescription: String? { self[attribute: AttributeName.contentDescription] }
    /// Android `resource-id`.
    public var resourceID: String? { self[attribute: AttributeName.resourceID] }

    /// The element's frame: iOS `x`/`y`/`width`/`height`, or Android `bounds`.
    public var frame: Frame? {
        if let bounds = self[attribute: AttributeName.bounds] {
            return Frame(androidBounds: bounds)
        }
        guard let x = self[attribute: AttributeName.x].flatMap({ Int($0) }),
            let y = self[attribute: AttributeName.y].flatMap({ Int($0) }),
            let width = self[attribute: AttributeName.width].flatMap({ Int($0) }),
            let height = self[attribute: AttributeName.height].flatMap({ Int($0) })
        else { return nil }
        return Frame(x: x, y: y, width: width, height: height)
    }

    /// Whether the element has no attribute called `name`.
    public func lacks(_ name: String) -> Bool {
        self[attribute: name] == nil
    }
}
