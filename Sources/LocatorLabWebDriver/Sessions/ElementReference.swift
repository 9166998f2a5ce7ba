import LocatorLabFiles
import LocatorLabModel

/// An element reference a replay hands out: the screen it was found on,
/// its ``ElementID`` there and the key of the session it was handed to,
/// written as an opaque UUID-shaped string as WebDriverAgent's are
/// (`00000003-9A1F-03C2-77E0-00000000002A`: screen 3, session key
/// `9A1F03C277E0`, element 42). It is sent under both keys clients read:
/// W3C's `element-6066-11e4-a52e-4f735466cecf` and the JSON Wire Protocol's
/// `ELEMENT` (Appium's base driver sends both, `util.wrapElement`).
///
/// The session key (48 random bits per session) makes another session's
/// reference, or one made up, fail to resolve, as a driver's element cache
/// is per session: a reference is `no such element` anywhere but in the
/// session it was handed to (``ReplaySession/handedOut``).
public struct ElementReference: Sendable, Hashable {
    public let screen: Int
    public let element: ElementID
    /// The session's key, 48 bits.
    public let sessionKey: UInt64

    public static let w3cKey = "element-6066-11e4-a52e-4f735466cecf"
    public static let legacyKey = "ELEMENT"

    public init(screen: Int, element: ElementID, sessionKey: UInt64) {
        self.screen = screen
        self.element = element
        self.sessionKey = sessionKey & 0xFFFF_FFFF_FFFF
    }

    public var string: String {
        let key = hex(Int(sessionKey), digits: 12)
        let middle = [key.prefix(4), key.dropFirst(4).prefix(4), key.suffix(4)].joined(separator: "-")
        return hex(screen, digits: 8) + "-" + middle + "-" + hex(element.index, digits: 12)
    }

    /// The reference `text` names, or `nil` when it is not one a replay made.
    /// Read as bytes of ASCII hexadecimal digits, whatever `text` holds.
    public init?(_ text: String) {
        let parts = Array(text.utf8).split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard parts.count == 5, parts.map(\.count) == [8, 4, 4, 4, 12],
            let screen = HexadecimalDigits.number(parts[0]), let element = HexadecimalDigits.number(parts[4]),
            let key = HexadecimalDigits.number(parts[1] + parts[2] + parts[3])
        else { return nil }
        self.init(screen: Int(screen), element: ElementID(Int(element)), sessionKey: key)
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
