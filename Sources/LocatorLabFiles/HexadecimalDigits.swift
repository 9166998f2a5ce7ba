/// Hexadecimal digits as bytes (`0-9`, `a-f`, `A-F`): one reading for the
/// JSON `\u` escapes of page sources and WebDriver bodies, element
/// references and the escapes of test-source string literals.
public enum HexadecimalDigits {
    /// The value of one digit, or `nil` for any other byte.
    @inlinable
    public static func value(of byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The number `digits` spell (at most 16 of them), or `nil` when one
    /// of them is not a digit.
    @inlinable
    public static func number(_ digits: some Collection<UInt8>) -> UInt64? {
        var number: UInt64 = 0
        for byte in digits {
            guard let digit = value(of: byte) else { return nil }
            number = number << 4 | UInt64(digit)
        }
        return number
    }
}
