import Foundation

/// A JSON value of a WebDriver body, encoded with sorted keys so the same
/// answer is the same bytes (goldens compare them), and read by
/// ``WebDriverJSON`` (not `Decodable`: see there why).
public indirect enum WebDriverValue: Sendable, Hashable, Encodable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([WebDriverValue])
    case object([String: WebDriverValue])

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let flag): try container.encode(flag)
        case .int(let number): try container.encode(number)
        case .double(let number): try container.encode(number)
        case .string(let text): try container.encode(text)
        case .array(let values): try container.encode(values)
        case .object(let members): try container.encode(members)
        }
    }

    /// A request body as a JSON object (an empty body is `{}`), or `invalid
    /// argument` saying what was `expected` and where the text went wrong.
    /// Read by ``WebDriverJSON``: in one pass, at most 32 levels deep (the
    /// server bounds the body's size).
    public static func object(from body: [UInt8], expected: String) throws(WebDriverError) -> [String: WebDriverValue] {
        if body.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return [:] }
        let value: WebDriverValue
        do {
            value = try WebDriverJSON.parse(body)
        } catch {
            throw .invalidArgument("the body is not JSON (\(error)); expected \(expected)")
        }
        guard case .object(let members) = value else {
            throw .invalidArgument("the body is not a JSON object; expected \(expected)")
        }
        return members
    }

    /// The string, when this is one.
    public var text: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The members, when this is an object.
    public var members: [String: WebDriverValue]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// A string or null.
    static func optional(_ text: String?) -> WebDriverValue {
        text.map(WebDriverValue.string) ?? .null
    }
}
