import LocatorLabFiles
/// Reads a JSON text (RFC 8259) into a ``WebDriverValue`` in one pass,
/// within a nesting bound, so that what a request costs to read is in
/// proportion to its size whatever its shape.
///
/// Foundation's `JSONDecoder` through `WebDriverValue`'s `Decodable` tries
/// each case in turn and builds an error (with its coding path) for every
/// miss: a 6 KiB body nested 500 deep took about 5 s of CPU, and two
/// 201 KiB `POST /session` bodies held both threads of the pool for minutes.
/// WebDriver bodies are shallow: W3C actions, the deepest a client sends,
/// nest 5 levels (`{"actions": [{"actions": [{…}]}]}`), capabilities with
/// `appium:options` 4, so 32 levels refuse nothing a client sends.
public struct WebDriverJSON {
    /// Why a text was not read: what was expected, at which byte (from 0).
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        public let offset: Int
        public let expected: String
        public var description: String { "expected \(expected) at byte \(offset)" }

        public init(offset: Int, expected: String) {
            self.offset = offset
            self.expected = expected
        }
    }

    /// The deepest nesting of arrays and objects accepted.
    public static let defaultMaximumDepth = 32

    private let bytes: [UInt8]
    private let maximumDepth: Int
    private var position = 0

    private init(_ bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    /// The value `bytes` hold: one JSON value, with white space around it.
    public static func parse(_ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth) throws(Failure) -> WebDriverValue {
        var reader = WebDriverJSON(bytes, maximumDepth: maximumDepth)
        reader.skipSpace()
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.position == bytes.count else { throw reader.failure("the end of the text") }
        return value
    }

    private mutating func value(depth: Int) throws(Failure) -> WebDriverValue {
        guard position < bytes.count else { throw failure("a value") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return try number()
        }
    }

    private mutating func object(depth: Int) throws(Failure) -> WebDriverValue {
        guard depth <= maximumDepth else { throw failure("at most \(maximumDepth) levels of nesting") }
        position += 1
        var members: [String: WebDriverValue] = [:]
        skipSpace()
        if peek(UInt8(ascii: "}")) { return .object(members) }
        while true {
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw failure("a member name in double quotes")
            }
            let name = try string()
            skipSpace()
            guard peek(UInt8(ascii: ":")) else { throw failure("':' after a member name") }
            skipSpace()
            members[name] = try value(depth: depth)
            skipSpace()
            if peek(UInt8(ascii: "}")) { return .object(members) }
            guard peek(UInt8(ascii: ",")) else { throw failure("',' or '}' in an object") }
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> WebDriverValue {
        guard depth <= maximumDepth else { throw failure("at most \(maximumDepth) levels of nesting") }
        position += 1
        var elements: [WebDriverValue] = []
        skipSpace()
        if peek(UInt8(ascii: "]")) { return .array(elements) }
        while true {
            skipSpace()
            elements.append(try value(depth: depth))
            skipSpace()
            if peek(UInt8(ascii: "]")) { return .array(elements) }
            guard peek(UInt8(ascii: ",")) else { throw failure("',' or ']' in an array") }
        }
    }

    /// A string from its opening quote; escapes decoded, UTF-8 checked.
    private mutating func string() throws(Failure) -> String {
        let start = position
        position += 1
        var decoded: [UInt8] = []
        var runStart = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                decoded += bytes[runStart..<position]
                position += 1
                guard let text = String(validating: decoded, as: UTF8.self) else {
                    position = start
                    throw failure("a string of UTF-8")
                }
                return text
            }
            if byte < 0x20 { throw failure("a control character escaped in a string") }
            if byte == UInt8(ascii: "\\") {
                decoded += bytes[runStart..<position]
                try escape(into: &decoded)
                runStart = position
                continue
            }
            position += 1
        }
        position = start
        throw failure("a string closed by '\"'")
    }

    /// One escape sequence from its backslash, appended as UTF-8.
    private mutating func escape(into decoded: inout [UInt8]) throws(Failure) {
        position += 1
        guard position < bytes.count else { throw failure("an escape sequence") }
        let simple: UInt8? =
            switch bytes[position] {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes[position]
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            decoded.append(simple)
            position += 1
            return
        }
        guard bytes[position] == UInt8(ascii: "u") else { throw failure("an escape such as \\n or \\u00e9") }
        position += 1
        var scalar = try hexQuad()
        if (0xD800...0xDBFF).contains(scalar) {
            // A surrogate pair: `\uD83D\uDE00`. A lone half becomes U+FFFD,
            // as Foundation's reader makes it.
            if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") {
                let mark = position
                position += 2
                let low = try hexQuad()
                if (0xDC00...0xDFFF).contains(low) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    position = mark
                    scalar = 0xFFFD
                }
            } else {
                scalar = 0xFFFD
            }
        } else if (0xDC00...0xDFFF).contains(scalar) {
            scalar = 0xFFFD
        }
        decoded += Array(String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
    }

    private mutating func hexQuad() throws(Failure) -> UInt32 {
        guard position + 4 <= bytes.count else { throw failure("four hexadecimal digits after \\u") }
        var scalar: UInt32 = 0
        for byte in bytes[position..<(position + 4)] {
            guard let digit = HexadecimalDigits.value(of: byte) else {
                throw failure("four hexadecimal digits after \\u")
            }
            scalar = scalar << 4 | UInt32(digit)
            position += 1
        }
        return scalar
    }

    /// A number: an integer that fits `Int` is `.int`, any other `.double`.
    private mutating func number() throws(Failure) -> WebDriverValue {
        let start = position
        if peek(UInt8(ascii: "-")) {}
        guard digits() > 0 else {
            position = start
            throw failure("a value (an object, array, string, number, true, false or null)")
        }
        var integral = true
        if peek(UInt8(ascii: ".")) {
            integral = false
            guard digits() > 0 else { throw failure("digits after '.'") }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            integral = false
            position += 1
            if !peek(UInt8(ascii: "+")) { _ = peek(UInt8(ascii: "-")) }
            guard digits() > 0 else { throw failure("digits in an exponent") }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if integral, let whole = Int(text) { return .int(whole) }
        guard let real = Double(text), real.isFinite else {
            position = start
            throw failure("a number a double can hold")
        }
        return .double(real)
    }

    private mutating func digits() -> Int {
        let start = position
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
        return position - start
    }

    private mutating func literal(_ word: StaticString, _ value: WebDriverValue) throws(Failure) -> WebDriverValue {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard position + expected.count <= bytes.count, bytes[position..<(position + expected.count)].elementsEqual(expected)
        else { throw failure("\(word)") }
        position += expected.count
        return value
    }

    /// Steps over `byte` when it is next.
    private mutating func peek(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    private mutating func skipSpace() {
        while position < bytes.count,
            bytes[position] == 0x20 || bytes[position] == 0x0A || bytes[position] == 0x0D || bytes[position] == 0x09
        {
            position += 1
        }
    }

    private func failure(_ expected: String) -> Failure {
        Failure(offset: position, expected: expected)
    }
}
