import Foundation

/// A JSON value of a WebDriver body, encoded with sorted keys so the same
/// answer is the same bytes (goldens compare them).
public indirect enum WebDriverValue: Sendable, Hashable, Codable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Int.self) {
            self = .int(number)
        } else if let number = try? container.decode(Double.self) {
            self = .double(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let values = try? container.decode([WebDriverValue].self) {
            self = .array(values)
        } else {
            self = .object(try container.decode([String: WebDriverValue].self))
        }
    }

    /// A request body as a JSON object (an empty body is `{}`), or `invalid
    /// argument` saying what was `expected`. Foundation's parser stops at 512
    /// levels of nesting, and the server bounds the body's size.
    public static func object(from body: [UInt8], expected: String) throws(WebDriverError) -> [String: WebDriverValue] {
        if body.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return [:] }
        guard let value = try? JSONDecoder().decode(WebDriverValue.self, from: Data(body)), case .object(let members) = value
        else {
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
