import LocatorLabModel

/// An element reference a replay hands out: the screen it was found on
/// and its ``ElementID`` there, written as an opaque UUID-shaped string as
/// WebDriverAgent's are (`00000003-0000-0000-0000-00000000002A`: screen 3,
/// element 42). It is sent under both keys clients read: W3C's
/// `element-6066-11e4-a52e-4f735466cecf` and the JSON Wire Protocol's
/// `ELEMENT` (Appium's base driver sends both, `util.wrapElement`).
public struct ElementReference: Sendable, Hashable {
    public let screen: Int
    public let element: ElementID

    public static let w3cKey = "element-6066-11e4-a52e-4f735466cecf"
    public static let legacyKey = "ELEMENT"

    public init(screen: Int, element: ElementID) {
        self.screen = screen
        self.element = element
    }

    public var string: String {
        hex(screen, digits: 8) + "-0000-0000-0000-" + hex(element.index, digits: 12)
    }

    /// The reference `text` names, or `nil` when it is not one a replay made.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 5, parts[0].count == 8, parts[4].count == 12, parts[1...3].allSatisfy({ $0 == "0000" }),
            let screen = Int(parts[0], radix: 16), let element = Int(parts[4], radix: 16)
        else { return nil }
        self.init(screen: screen, element: ElementID(element))
    }

    /// `{"element-6066-…": id, "ELEMENT": id}`.
    var value: WebDriverValue {
        .object([Self.w3cKey: .string(string), Self.legacyKey: .string(string)])
    }

    private func hex(_ number: Int, digits: Int) -> String {
        let text = String(number, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
