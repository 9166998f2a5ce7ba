import LocatorLabFiles
import LocatorLabModel

/// Reads a JSON tree in one pass over its tokens, straight into an
/// ``ElementTreeBuilder``: no JSON value is built, so reading costs what the
/// tree costs, as for XML. Through `JSONSerialization` a valid 48 MB tree
/// took 4.6 GB (about 100 times its size) and a fatal error under a 4 GiB
/// cap.
///
/// Open arrays and objects wait on an explicit stack of frames, never on
/// the call stack, and the stack is bounded by `--max-depth` (and by
/// ``JSONTreeFormat/maximumNesting``). Every problem is found where it
/// stands, with a line and column; content the format has no place for
/// is read over without being kept.
///
/// An element is added to the tree when its `children` start or, without
/// children, when it closes; its keys may come in any order. The
/// document's own keys are checked before the first element: when `root`
/// comes before `format`, `version` or `platform`, the first pass reads
/// over it and a second pass, knowing them, builds it.
struct JSONTreeStreamReader {
    /// What an open array or object is in the format.
    enum Role {
        case document, element, children, attributes, pair
        /// An array or object the format has no place for, refused when it
        /// closes (when its item count, part of the message, is known).
        case stray(path: String, expected: String)
        /// An array or object holding a top-level key's value, counted for
        /// the message; `nil` for a top-level array (not a tree at all).
        case topLevelValue(JSONDocumentHeader.Key?)
        /// Read over: under an unknown key, inside refused content, or the
        /// root on a first pass.
        case ignored
    }

    /// A key of an element object.
    enum ElementKey: UInt8 {
        case type = 1, identifier = 2, attributes = 4, children = 8
        case unknown = 0
    }

    /// An open array or object.
    struct Frame {
        var role: Role
        let isObject: Bool
        /// Where it opens in the input.
        let start: Int
        /// Values directly inside.
        var items = 0
        /// Its position among its parent's array items (an element's index
        /// in `children`, a pair's in `attributes`).
        let position: Int
        /// An object: its last key.
        var documentKey = JSONDocumentHeader.Key.unknown
        var elementKey = ElementKey.unknown
        /// A pair: its two items, and whether it holds an array or object.
        var first: JSONTokenizer.Token?
        var second: JSONTokenizer.Token?
        var broken = false
        /// An element: what it holds so far.
        var element = PendingElement()
    }

    /// An element object being read: its scalar values until they are
    /// checked (in a fixed order, whatever the order of the keys).
    struct PendingElement {
        var type: JSONTokenizer.Token?
        var identifier: JSONTokenizer.Token?
        /// A scalar other than null under `attributes` or `children`.
        var attributesScalar: JSONTokenizer.Token?
        var childrenScalar: JSONTokenizer.Token?
        /// The keys seen, as ``ElementKey`` bits; a key twice is refused.
        var keys: UInt8 = 0
        /// The first unknown key in sorted order, and where it is.
        var unknownKey: String?
        var unknownKeyOffset = 0
        /// Set once it is in the tree; `committedKeys` are the keys whose
        /// values went in then. Keys after its children are set at its end.
        var id: ElementID?
        var committedKeys: UInt8 = 0
        /// Where its items start in ``pendingAttributes``.
        var attributesStart = 0
    }

    /// One item of an element's `attributes`, checked when the element is
    /// added.
    enum PendingAttribute {
        case pair(name: JSONTokenizer.Token, value: JSONTokenizer.Token, position: Int, start: Int)
        case notAPair(JSONTokenizer.Token, position: Int)
    }

    /// Where the reader is in the grammar.
    private enum Expect {
        case value, valueOrEnd, key, keyOrEnd, colon, commaOrEnd, nothing
    }

    var tokenizer: JSONTokenizer
    let file: String?
    let limits: ReadLimits
    var frames: [Frame] = []
    var header: JSONDocumentHeader
    var builder = ElementTreeBuilder(platform: .ios)
    /// The attribute items of the elements being read, each element's
    /// after its parent's (a parent's wait only when they come after its
    /// children have started).
    var pendingAttributes: [PendingAttribute] = []
    /// Reused for checked attributes and for decoding escaped strings.
    var checkedAttributes: [(name: StringID, value: StringID)] = []
    var decoded: [UInt8] = []
    private var elements = 0
    private var topLevelScalar: JSONTokenizer.Token?
    private var rootSeen = false
    private var rootSkipped = false
    /// The document's keys passed their checks (on a second pass, before it).
    private var headerChecked: Bool

    /// Reads the tree in `text` (UTF-8 without a byte-order mark).
    static func read(_ text: UnsafeRawBufferPointer, file: String?, limits: ReadLimits) throws(PageSourceError)
        -> ElementTree
    {
        var first = JSONTreeStreamReader(text: text, file: file, limits: limits, header: nil)
        if let tree = try first.readDocument() { return tree }
        var second = JSONTreeStreamReader(text: text, file: file, limits: limits, header: first.header)
        guard let tree = try second.readDocument() else {
            preconditionFailure("a second pass knows the document's keys before the root")
        }
        return tree
    }

    private init(text: UnsafeRawBufferPointer, file: String?, limits: ReadLimits, header: JSONDocumentHeader?) {
        tokenizer = JSONTokenizer(text: text, file: file)
        self.file = file
        self.limits = limits
        self.header = header ?? JSONDocumentHeader()
        headerChecked = header != nil
    }

    var text: UnsafeRawBufferPointer { tokenizer.text }

    // MARK: The grammar

    /// The tree, or nil when the root was read over and a second pass must
    /// build it.
    private mutating func readDocument() throws(PageSourceError) -> ElementTree? {
        var expect = Expect.value
        while true {
            let token = try tokenizer.next()
            switch expect {
            case .value, .valueOrEnd:
                if token.kind == .endArray, expect == .valueOrEnd {
                    try close()
                } else if token.isScalar {
                    try scalar(token)
                } else if token.isContainerStart {
                    try open(token)
                    expect = token.kind == .beginObject ? .keyOrEnd : .valueOrEnd
                    continue
                } else {
                    throw unexpected(token, where: "a value")
                }
            case .key, .keyOrEnd:
                if token.kind == .endObject, expect == .keyOrEnd {
                    try close()
                } else {
                    guard token.kind == .string else { throw unexpected(token, where: "a key (a string in double quotes)") }
                    key(token)
                    expect = .colon
                    continue
                }
            case .colon:
                guard token.kind == .colon else { throw unexpected(token, where: "':'") }
                expect = .value
                continue
            case .commaOrEnd:
                let isObject = frames[frames.count - 1].isObject
                if token.kind == .comma {
                    // Foundation accepted a trailing comma; files with one still read.
                    expect = isObject ? .keyOrEnd : .valueOrEnd
                    continue
                }
                guard token.kind == (isObject ? .endObject : .endArray) else {
                    throw unexpected(token, where: isObject ? "',' or '}'" : "',' or ']'")
                }
                try close()
            case .nothing:
                guard token.kind == .end else { throw unexpected(token, where: "nothing (the document has ended)") }
                return try finish()
            }
            expect = frames.isEmpty ? .nothing : .commaOrEnd
        }
    }

    private func unexpected(_ token: JSONTokenizer.Token, where expected: String) -> PageSourceError {
        if token.kind == .end {
            return tokenizer.error(at: token.range.lowerBound, "unexpected end of file")
        }
        if token.kind == .endObject || token.kind == .endArray, let top = frames.last,
            top.isObject != (token.kind == .endObject)
        {
            return tokenizer.error(
                at: token.range.lowerBound,
                "'\(token.kind == .endObject ? "}" : "]")' where '\(top.isObject ? "}" : "]")' belongs")
        }
        return tokenizer.error(
            at: token.range.lowerBound, "found \(tokenizer.describeCharacter(at: token.range.lowerBound)) where \(expected) belongs")
    }

    // MARK: Keys and scalars

    private mutating func key(_ token: JSONTokenizer.Token) {
        let top = frames.count - 1
        switch frames[top].role {
        case .document:
            let key = documentKey(token)
            frames[top].documentKey = key
            if key == .unknown || key == .responseValue { header.noteUnknownKey(tokenizer.string(token)) }
        case .element:
            frames[top].elementKey = elementKey(token)
            if frames[top].elementKey == .unknown {
                let name = tokenizer.string(token)
                if frames[top].element.unknownKey.map({ name < $0 }) ?? true {
                    frames[top].element.unknownKey = name
                    frames[top].element.unknownKeyOffset = token.range.lowerBound
                }
            }
        default:
            break  // keys of content read over do not matter
        }
    }

    private mutating func scalar(_ token: JSONTokenizer.Token) throws(PageSourceError) {
        guard let top = frames.indices.last else {
            topLevelScalar = token
            return
        }
        frames[top].items += 1
        let index = frames[top].items - 1
        switch frames[top].role {
        case .document:
            let key = frames[top].documentKey
            if key == .root { try noteRoot(at: token.range.lowerBound) }
            header.set(key, to: JSONScalar(token, in: tokenizer))
        case .element:
            try elementValue(in: top, at: token.range.lowerBound)
            switch frames[top].elementKey {
            case .type: frames[top].element.type = token
            case .identifier: frames[top].element.identifier = token
            case .attributes where token.kind != .null: frames[top].element.attributesScalar = token
            case .children where token.kind != .null: frames[top].element.childrenScalar = token
            default: break
            }
        case .children:
            throw malformed(
                at: token.range.lowerBound, path(through: top - 1) + ".children[\(index)]",
                "found \(JSONScalar(token, in: tokenizer).description)", expected: JSONTreeFormat.Expected.element)
        case .attributes:
            if index < ReadLimits.maximumAttributesPerElement {
                pendingAttributes.append(.notAPair(token, position: index))
            }
        case .pair:
            if index == 0 { frames[top].first = token }
            if index == 1 { frames[top].second = token }
        case .stray, .topLevelValue, .ignored:
            break
        }
    }

    /// A second root would be a second tree.
    private mutating func noteRoot(at offset: Int) throws(PageSourceError) {
        guard !rootSeen else {
            throw malformed(
                at: offset, "the top level", "a second \"\(JSONTreeFormat.DocumentKey.root)\" key",
                expected: "one root element")
        }
        rootSeen = true
    }

    // MARK: Arrays and objects

    private mutating func open(_ token: JSONTokenizer.Token) throws(PageSourceError) {
        let isObject = token.kind == .beginObject
        let offset = token.range.lowerBound
        try checkNesting(isObject: isObject, at: offset)
        guard let top = frames.indices.last else {
            frames.append(Frame(role: isObject ? .document : .topLevelValue(nil), isObject: isObject, start: offset, position: 0))
            return
        }
        frames[top].items += 1
        let index = frames[top].items - 1
        var role = Role.ignored
        switch frames[top].role {
        case .document:
            let key = frames[top].documentKey
            switch key {
            case .root where isObject:
                try noteRoot(at: offset)
                header.rootIsElement = true
                if header.isReadyForRoot {
                    try startTree()
                    try countElement(at: offset)
                    role = .element
                } else {
                    rootSkipped = true
                }
            case .unknown:
                break
            default:
                if key == .root { try noteRoot(at: offset) }
                role = .topLevelValue(key)
            }
        case .element:
            try elementValue(in: top, at: offset)
            let key = frames[top].elementKey
            switch key {
            case .children where !isObject:
                try commitElement(top, final: false)
                role = .children
            case .attributes where !isObject:
                role = .attributes
            case .type, .identifier, .attributes, .children:
                let keyName = Self.name(of: key)
                let expected = JSONTreeFormat.Expected.forElementKey(keyName, platformName: builder.platform.rawValue)
                role = .stray(path: path(through: top) + ".\(keyName)", expected: expected)
            case .unknown:
                break
            }
        case .children:
            if isObject {
                try countElement(at: offset)
                role = .element
            } else {
                role = .stray(path: path(through: top - 1) + ".children[\(index)]", expected: JSONTreeFormat.Expected.element)
            }
        case .attributes:
            role = isObject
                ? .stray(path: path(through: top - 1) + ".attributes[\(index)]", expected: JSONTreeFormat.Expected.pair)
                : .pair
        case .pair:
            frames[top].broken = true
        case .stray, .topLevelValue, .ignored:
            break
        }
        if isObject, case .stray(let path, let expected) = role {
            // An object says what it is at once; an array's message needs its count.
            throw malformed(at: offset, path, "found an object", expected: expected)
        }
        frames.append(Frame(role: role, isObject: isObject, start: offset, position: index))
        if case .element = role { frames[frames.count - 1].element.attributesStart = pendingAttributes.count }
    }

    /// Elements sit at JSON nesting 2 + 2 × depth, their attribute pairs
    /// two levels lower. The limit counts levels (as for XML), so the
    /// deepest element allowed is at depth `maximumDepth - 1`.
    private func checkNesting(isObject: Bool, at offset: Int) throws(PageSourceError) {
        let clampedDepth = min(max(limits.maximumDepth, 0), JSONTreeFormat.maximumNesting)
        let objectLimit = JSONTreeFormat.nesting(ofElementAt: clampedDepth - 1)
        let nesting = frames.count + 1
        if nesting > objectLimit + 2 || (isObject && nesting > objectLimit) {
            throw .limitExceeded(
                file: file, position: position(offset), what: "element nesting depth", limit: limits.maximumDepth,
                option: ReadLimits.depthOption)
        }
        if nesting > JSONTreeFormat.maximumNesting {
            throw malformed(
                at: offset, nil,
                "the tree is nested too deeply for the JSON reader, which reads "
                    + "\(JSONTreeFormat.maximumNesting) levels of JSON nesting "
                    + "(elements up to depth \(JSONTreeFormat.maximumReadableDepth))", expected: nil)
        }
    }

    private mutating func countElement(at offset: Int) throws(PageSourceError) {
        elements += 1
        if elements > limits.maximumElements {
            throw .limitExceeded(
                file: file, position: position(offset), what: "the number of elements", limit: limits.maximumElements,
                option: ReadLimits.elementsOption)
        }
    }

    private mutating func close() throws(PageSourceError) {
        let top = frames.count - 1
        let frame = frames[top]
        switch frame.role {
        case .element:
            try closeElement(top)
        case .attributes:
            let limit = ReadLimits.maximumAttributesPerElement
            if frame.items > limit {
                throw malformed(
                    at: frame.start, path(through: top - 1) + ".attributes",
                    "\(frame.items) attributes, more than \(limit), which no page source has",
                    expected: "at most \(limit) attributes per element")
            }
        case .pair:
            guard !frame.broken, frame.items == 2, let name = frame.first, let value = frame.second else {
                throw malformed(
                    at: frame.start, path(through: top - 2) + ".attributes[\(frame.position)]",
                    "found \(JSONScalar.describe(count: frame.items, isObject: false))",
                    expected: JSONTreeFormat.Expected.pair)
            }
            if frame.position < ReadLimits.maximumAttributesPerElement {
                pendingAttributes.append(.pair(name: name, value: value, position: frame.position, start: frame.start))
            }
        case .stray(let path, let expected):
            throw malformed(
                at: frame.start, path, "found \(JSONScalar.describe(count: frame.items, isObject: frame.isObject))",
                expected: expected)
        case .topLevelValue(let key):
            guard let key else { throw JSONDocumentHeader.notATree(file: file, holdingXML: false) }
            header.set(
                key,
                to: JSONScalar(
                    .container(JSONScalar.describe(count: frame.items, isObject: frame.isObject)), at: frame.start))
        case .document, .children, .ignored:
            break
        }
        frames.removeLast()
    }

    // MARK: The document

    /// Checks the document's keys read so far, before the first element.
    private mutating func startTree() throws(PageSourceError) {
        let (platform, wrapper) = try header.check(file: file, text: text, complete: false)
        headerChecked = true
        builder.platform = platform
        builder.wrapper = wrapper
    }

    private mutating func finish() throws(PageSourceError) -> ElementTree? {
        if let scalar = topLevelScalar {
            let holdingXML = scalar.kind == .string && JSONDocumentHeader.looksLikeXML(tokenizer.string(scalar))
            throw JSONDocumentHeader.notATree(file: file, holdingXML: holdingXML)
        }
        let (platform, wrapper) = try header.check(file: file, text: text, complete: true)
        if rootSkipped { return nil }
        builder.platform = platform
        builder.wrapper = wrapper
        return builder.finish()
    }

    // MARK: Helpers

    private func documentKey(_ token: JSONTokenizer.Token) -> JSONDocumentHeader.Key {
        typealias Keys = JSONTreeFormat.DocumentKey
        return withKey(token) { bytes -> JSONDocumentHeader.Key in
            if Self.equals(bytes, "format") { return .format }
            if Self.equals(bytes, "version") { return .version }
            if Self.equals(bytes, "platform") { return .platform }
            if Self.equals(bytes, "wrapper") { return .wrapper }
            if Self.equals(bytes, "root") { return .root }
            if Self.equals(bytes, "value") { return .responseValue }
            return .unknown
        }
    }

    private func elementKey(_ token: JSONTokenizer.Token) -> ElementKey {
        withKey(token) { bytes -> ElementKey in
            if Self.equals(bytes, "type") { return .type }
            if Self.equals(bytes, "identifier") { return .identifier }
            if Self.equals(bytes, "attributes") { return .attributes }
            if Self.equals(bytes, "children") { return .children }
            return .unknown
        }
    }

    static func name(of key: ElementKey) -> String {
        switch key {
        case .type: JSONTreeFormat.ElementKey.type
        case .identifier: JSONTreeFormat.ElementKey.identifier
        case .attributes: JSONTreeFormat.ElementKey.attributes
        case .children: JSONTreeFormat.ElementKey.children
        case .unknown: ""
        }
    }

    /// Calls `body` with the bytes of a key (escapes are rare in keys, so
    /// only then is it decoded).
    private func withKey<Result>(_ token: JSONTokenizer.Token, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        if !token.hasEscapes { return body(rawValue(of: token)) }
        var bytes: [UInt8] = []
        tokenizer.decodeString(token, into: &bytes)
        return bytes.withUnsafeBytes(body)
    }

    /// The bytes between a string token's quotes.
    func rawValue(of token: JSONTokenizer.Token) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: text[token.range.lowerBound + 1..<token.range.upperBound - 1])
    }

    static func equals(_ bytes: UnsafeRawBufferPointer, _ literal: StaticString) -> Bool {
        literal.withUTF8Buffer { bytes.elementsEqual($0) }
    }

    /// `root.children[0].children[3]` for the element frame at `index`.
    func path(through index: Int) -> String {
        var path = JSONTreeFormat.DocumentKey.root
        var seenRoot = false
        for frame in frames[..<min(index + 1, frames.count)] {
            guard case .element = frame.role else { continue }
            if seenRoot { path += ".\(JSONTreeFormat.ElementKey.children)[\(frame.position)]" }
            seenRoot = true
        }
        return path
    }

    func position(_ offset: Int) -> SourcePosition {
        SourcePosition(byteOffset: offset, in: text)
    }

    func malformed(at offset: Int?, _ path: String?, _ problem: String, expected: String?) -> PageSourceError {
        .malformed(
            file: file, position: offset.map(position), message: path.map { "\($0): \(problem)" } ?? problem,
            expected: expected)
    }
}
