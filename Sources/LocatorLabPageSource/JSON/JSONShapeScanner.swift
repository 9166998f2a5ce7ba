import Foundation
import LocatorLabFiles

/// Checks the shape of a JSON tree in one pass over its bytes, before
/// `JSONSerialization` builds anything, so that content the format has no
/// place for is refused without ever being held in memory. Foundation keeps
/// every object as a dictionary of boxed values: 8 MiB of `{}` under an
/// unknown key took 3.5 GB and 15 s before ``JSONTreeDecoder`` refused the
/// key (about 440 bytes of memory per byte of input).
///
/// What it refuses, where it is found, with a line and column:
/// - arrays and objects where the format has none (a container under an
///   unknown key, as a type, a pair item or a scalar document key), and
///   scalars where it wants elements (`"children": [1, 1, …]`);
/// - element objects with unknown keys, pairs that are not two values,
///   more than ``ReadLimits/maximumAttributesPerElement`` attributes, more
///   elements than `--max-elements`, nesting deeper than `--max-depth` or
///   than Foundation's parser reads;
/// - brackets that do not match, and input that ends inside refused content.
///
/// The words are ``JSONTreeDecoder``'s, so a problem reads the same whether
/// this scan or the decoder finds it. Scalars in their right places (a
/// misspelt platform, a number as an attribute value) are left to the
/// decoder: each is one value, which costs no more than its bytes.
struct JSONShapeScanner {
    /// A refused container as ``JSONTreeDecoder/describe(_:)`` shows it,
    /// standing in for the value in a document the decoder checks.
    struct Stray {
        let description: String
    }

    /// What a container or scalar is in the format.
    private enum Role {
        case document, element, children, attributes, pair
        /// A scalar or a container in a place the format allows.
        case value
        /// A container the format has no place for, refused when it closes
        /// (when its item count, part of the message, is known).
        case stray(path: String, expected: String)
        /// A container holding the value of a top-level key: decided at the
        /// end of the document, in the decoder's order of checks.
        case topLevelStray(key: String)
        /// Inside refused content; skipped.
        case ignored
        /// A scalar where the format wants an element object.
        case notAnElement(path: String)
    }

    /// An open object or array.
    private struct Frame {
        let role: Role
        let isObject: Bool
        let start: Int
        /// Values directly inside.
        var items = 0
        /// Position among its parent's array items (an element's index in
        /// `children`, a pair's in `attributes`).
        let position: Int
        /// An object: whether the next string is a key, and the last key.
        var expectingKey = true
        var key = ""
        /// An element object: its first unknown key in sorted order, and
        /// where that key is.
        var unknownKey: String?
        var unknownKeyOffset = 0
        /// A pair holding an array or an object.
        var broken = false

        /// Whether the frame holds content the format has no place for.
        var isRefused: Bool {
            switch role {
            case .stray, .topLevelStray, .ignored: true
            default: false
            }
        }
    }

    let decoder: JSONTreeDecoder
    private let text: UnsafeRawBufferPointer
    private var frames: [Frame] = []
    private var elements = 0
    /// Top-level scalars the decoder may need to word a refusal, and
    /// stand-ins for top-level containers.
    private var topLevel: [String: Any] = [:]
    private var topLevelStrays = 0
    /// The first unknown top-level key in sorted order: the one the
    /// decoder names.
    private var firstUnknownKey: String?
    private var platform: String?

    static func check(_ text: UnsafeRawBufferPointer, decoder: JSONTreeDecoder) throws {
        var scanner = JSONShapeScanner(decoder: decoder, text: text)
        try scanner.scan()
    }

    private init(decoder: JSONTreeDecoder, text: UnsafeRawBufferPointer) {
        self.decoder = decoder
        self.text = text
    }

    private var limits: ReadLimits { decoder.limits }
    private var file: String? { decoder.file }

    // MARK: The pass

    private mutating func scan() throws {
        // In a valid tree every object below the top level is an element, at
        // nesting 2 + 2 * depth; attribute pairs sit two levels lower. The
        // limit counts levels (as for XML), so the deepest element allowed is
        // at depth `maximumDepth - 1`.
        let clampedDepth = min(max(limits.maximumDepth, 0), JSONTreeFormat.maximumNesting)
        let objectLimit = JSONTreeFormat.nesting(ofElementAt: clampedDepth - 1)
        let arrayLimit = objectLimit + 2
        var offset = 0
        var scalarStart: Int?
        var scalarRole = Role.value
        while offset < text.count {
            let byte = text[offset]
            if let start = scalarStart {
                if !Self.endsScalar[Int(byte)] {
                    offset += 1
                    continue
                }
                try endScalar(start..<offset, role: scalarRole)
                scalarStart = nil
            }
            switch byte {
            case UInt8(ascii: "\""):
                let end = Self.endOfString(text, from: offset)
                if let top = frames.indices.last, frames[top].isObject, frames[top].expectingKey {
                    frames[top].key = key(offset..<end)
                    noteKey(frames[top].key, in: top, at: offset)
                } else {
                    try endScalar(offset..<end, role: beginValue(at: offset))
                }
                offset = end
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let role = beginValue(at: offset)
                let nesting = frames.count + 1
                if nesting > arrayLimit || (byte == UInt8(ascii: "{") && nesting > objectLimit) {
                    throw PageSourceError.limitExceeded(
                        file: file, position: position(offset), what: "element nesting depth",
                        limit: limits.maximumDepth, option: ReadLimits.depthOption)
                }
                if nesting > JSONTreeFormat.maximumNesting {
                    throw PageSourceError.malformed(
                        file: file, position: position(offset),
                        message: "the tree is nested too deeply for the JSON reader, which reads "
                            + "\(JSONTreeFormat.maximumNesting) levels of JSON nesting "
                            + "(elements up to depth \(JSONTreeFormat.maximumReadableDepth))",
                        expected: nil)
                }
                try open(role, isObject: byte == UInt8(ascii: "{"), at: offset)
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                try close(isObject: byte == UInt8(ascii: "}"), at: offset)
            case UInt8(ascii: ":"):
                if let top = frames.indices.last, frames[top].isObject { frames[top].expectingKey = false }
            case UInt8(ascii: ","):
                if let top = frames.indices.last, frames[top].isObject { frames[top].expectingKey = true }
            case 0x20, 0x09, 0x0A, 0x0D:
                break
            default:
                scalarRole = beginValue(at: offset)
                scalarStart = offset
            }
            offset += 1
        }
        if let start = scalarStart { try endScalar(start..<text.count, role: scalarRole) }
        if frames.contains(where: \.isRefused) {
            // Foundation would build all of the refused content before
            // finding the end; the message is its words.
            throw PageSourceError.malformed(
                file: file, position: position(JSONSyntaxError.endOfContent(in: text)),
                message: "the input is not valid JSON: unexpected end of file", expected: nil)
        }
    }

    // MARK: Values

    /// The role of the value starting at `offset`, counted in its parent.
    private mutating func beginValue(at offset: Int) -> Role {
        guard let top = frames.indices.last else {
            // The top level: an object is the document; any other container
            // is decided when it closes, like a top-level stray.
            switch text[offset] {
            case UInt8(ascii: "{"): return .document
            case UInt8(ascii: "["): return .topLevelStray(key: "")
            default: return .value
            }
        }
        frames[top].items += 1
        let index = frames[top].items - 1
        let isContainer = text[offset] == UInt8(ascii: "{") || text[offset] == UInt8(ascii: "[")
        let isObject = text[offset] == UInt8(ascii: "{")
        switch frames[top].role {
        case .document:
            let key = frames[top].key
            if key == JSONTreeFormat.DocumentKey.root, isObject { return .element }
            return isContainer ? .topLevelStray(key: key) : .value
        case .element:
            guard isContainer else { return .value }
            let key = frames[top].key
            switch key {
            case JSONTreeFormat.ElementKey.children where !isObject:
                return .children
            case JSONTreeFormat.ElementKey.attributes where !isObject:
                return .attributes
            case JSONTreeFormat.ElementKey.children, JSONTreeFormat.ElementKey.attributes,
                JSONTreeFormat.ElementKey.type, JSONTreeFormat.ElementKey.identifier:
                let expected = JSONTreeFormat.Expected.forElementKey(key, platformName: platform)
                return .stray(path: path(through: top) + ".\(key)", expected: expected)
            default:
                return .ignored  // the element is refused for the unknown key
            }
        case .children:
            let here = path(through: top - 1) + ".children[\(index)]"
            if isObject { return .element }
            return isContainer
                ? .stray(path: here, expected: JSONTreeFormat.Expected.element) : .notAnElement(path: here)
        case .attributes:
            guard isContainer else { return .value }
            return isObject
                ? .stray(path: path(through: top - 1) + ".attributes[\(index)]", expected: JSONTreeFormat.Expected.pair)
                : .pair
        case .pair:
            if isContainer { frames[top].broken = true }
            return isContainer ? .ignored : .value
        case .value, .notAnElement, .stray, .topLevelStray, .ignored:
            return .ignored
        }
    }

    private mutating func endScalar(_ range: Range<Int>, role: Role) throws {
        if case .notAnElement(let path) = role {
            throw PageSourceError.malformed(
                file: file, position: position(range.lowerBound),
                message: "\(path): found \(describe(range))", expected: JSONTreeFormat.Expected.element)
        }
        // The document keys the decoder's messages may need.
        if let top = frames.indices.last, case .document = frames[top].role {
            let key = frames[top].key
            if JSONTreeFormat.DocumentKey.all.contains(key) || key == "value" {
                topLevel[key] = scalar(range) ?? NSNull()
                if key == JSONTreeFormat.DocumentKey.platform { platform = topLevel[key] as? String }
            }
        }
    }

    private mutating func noteKey(_ key: String, in frame: Int, at offset: Int) {
        switch frames[frame].role {
        case .element where !JSONTreeFormat.ElementKey.all.contains(key):
            if frames[frame].unknownKey.map({ key < $0 }) ?? true {
                frames[frame].unknownKey = key
                frames[frame].unknownKeyOffset = offset
            }
        case .document where !JSONTreeFormat.DocumentKey.all.contains(key) && key != "value":
            firstUnknownKey = min(firstUnknownKey ?? key, key)
        default:
            break
        }
    }

    // MARK: Containers

    private mutating func open(_ role: Role, isObject: Bool, at offset: Int) throws {
        let position = frames.last.map { $0.items - 1 } ?? 0
        if case .element = role {
            elements += 1
            if elements > limits.maximumElements {
                throw PageSourceError.limitExceeded(
                    file: file, position: self.position(offset), what: "the number of elements",
                    limit: limits.maximumElements, option: ReadLimits.elementsOption)
            }
        }
        frames.append(Frame(role: role, isObject: isObject, start: offset, position: position))
    }

    private mutating func close(isObject: Bool, at offset: Int) throws {
        guard let frame = frames.popLast(), frame.isObject == isObject else {
            // Foundation would read on to here, holding everything before.
            let expected = frames.last.map { $0.isObject ? "'}'" : "']'" } ?? "nothing"
            throw PageSourceError.malformed(
                file: file, position: position(offset),
                message: "the input is not valid JSON: '\(isObject ? "}" : "]")' where \(expected) belongs",
                expected: nil)
        }
        let found = Self.describe(count: frame.items, isObject: isObject)
        switch frame.role {
        case .element:
            if let unknown = frame.unknownKey {
                throw PageSourceError.malformed(
                    file: file, position: position(frame.unknownKeyOffset),
                    message: "\(path(through: frames.count, closing: frame)): unknown key \"\(unknown)\"",
                    expected: JSONTreeDecoder.keyList(JSONTreeFormat.ElementKey.all))
            }
        case .attributes:
            let limit = ReadLimits.maximumAttributesPerElement
            if frame.items > limit {
                throw PageSourceError.malformed(
                    file: file, position: position(frame.start),
                    message: "\(path(through: frames.count - 1)).attributes: \(frame.items) attributes, more than "
                        + "\(limit), which no page source has", expected: "at most \(limit) attributes per element")
            }
        case .pair where frame.broken || frame.items != 2:
            throw PageSourceError.malformed(
                file: file, position: position(frame.start),
                message: "\(path(through: frames.count - 2)).attributes[\(frame.position)]: found \(found)",
                expected: JSONTreeFormat.Expected.pair)
        case .stray(let path, let expected):
            throw PageSourceError.malformed(
                file: file, position: position(frame.start), message: "\(path): found \(found)", expected: expected)
        case .topLevelStray(let key):
            if frames.isEmpty {
                throw decoder.notATree([Any]())
            }
            // An unknown key's value only matters as the key's existence.
            if JSONTreeFormat.DocumentKey.all.contains(key) || key == "value" {
                topLevel[key] = Stray(description: found)
            }
            topLevelStrays += 1
        case .document:
            // The decoder's checks in its order, on the scalars and the
            // stand-ins: each stand-in fails one of them before the root.
            if topLevelStrays > 0 {
                var document = topLevel
                if let key = firstUnknownKey { document[key] = NSNull() }
                _ = try decoder.decodeDocument(document)
            }
        default:
            break
        }
    }

    // MARK: Helpers

    /// `root.children[0].children[3]` for the element frame at `index`
    /// (`closing` is that frame when it has just been taken off the stack).
    private func path(through index: Int, closing: Frame? = nil) -> String {
        var path = JSONTreeFormat.DocumentKey.root
        var seenRoot = false
        for frame in frames[..<min(index + 1, frames.count)] + (closing.map { [$0] } ?? []) {
            guard case .element = frame.role else { continue }
            if seenRoot { path += ".\(JSONTreeFormat.ElementKey.children)[\(frame.position)]" }
            seenRoot = true
        }
        return path
    }

    private func position(_ offset: Int) -> SourcePosition {
        SourcePosition(byteOffset: offset, in: text)
    }

    private func scalar(_ range: Range<Int>) -> Any? {
        let data = Data(text[range])
        return try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    }

    private func describe(_ range: Range<Int>) -> String {
        scalar(range).map(JSONTreeDecoder.describe) ?? "an unexpected value"
    }

    /// A key's text; escapes are rare in keys, so only then is it decoded.
    private func key(_ range: Range<Int>) -> String {
        let bytes = text[range.lowerBound + 1..<max(range.lowerBound + 1, range.upperBound - 1)]
        guard bytes.contains(UInt8(ascii: "\\")) else { return String(decoding: bytes, as: UTF8.self) }
        return scalar(range) as? String ?? String(decoding: bytes, as: UTF8.self)
    }

    static func describe(count: Int, isObject: Bool) -> String {
        if isObject { return "an object" }
        return count == 0 ? "an empty array" : "an array of \(count) item\(count == 1 ? "" : "s")"
    }

    /// The offset just past the closing quote of the string opening at
    /// `start` (or the end of the text).
    static func endOfString<Text: RandomAccessCollection<UInt8>>(_ text: Text, from start: Int) -> Int
    where Text.Index == Int {
        var offset = start + 1
        while offset < text.count {
            switch text[offset] {
            case UInt8(ascii: "\\"): offset += 2
            case UInt8(ascii: "\""): return offset + 1
            default: offset += 1
            }
        }
        return text.count
    }

    /// Bytes that end a number or a literal: structure, quotes, whitespace.
    private static let endsScalar: [Bool] = (0...255).map { ",]}:\"{[ \t\n\r".utf8.contains(UInt8($0)) }
}
