import Foundation
import LocatorLabModel

/// Checks the structure of a parsed JSON tree document and builds the
/// ``ElementTree``. Errors name a path such as
/// `root.children[2].attributes[0]`, since `JSONSerialization` keeps no
/// positions. Elements are walked with an explicit stack, never recursion.
struct JSONTreeDecoder {
    let file: String?
    let limits: ReadLimits

    /// One element whose children are being read.
    private struct OpenElement {
        let children: [Any]
        var next = 0
        /// This element's position in its parent's `children` (for paths).
        let position: Int
    }

    func decodeDocument(_ value: Any) throws -> ElementTree {
        guard let document = value as? [String: Any] else {
            throw notATree(value)
        }
        guard let format = document[JSONTreeFormat.DocumentKey.format] else {
            throw notATree(value)
        }
        guard let formatName = format as? String, formatName == JSONTreeFormat.name else {
            throw PageSourceError.unknownFormat(
                file: file,
                message: "the JSON's format is \(Self.describe(format)), not \"\(JSONTreeFormat.name)\"")
        }
        // The version comes first: a later version may add keys this one
        // does not know, and "unsupported version" is the useful message then.
        try checkVersion(document[JSONTreeFormat.DocumentKey.version])
        if let unknown = Self.unknownKey(in: document, allowed: JSONTreeFormat.DocumentKey.all) {
            throw malformed(
                "the top level", "unknown key \"\(unknown)\"", expected: Self.keyList(JSONTreeFormat.DocumentKey.all))
        }
        let platform = try decodePlatform(document[JSONTreeFormat.DocumentKey.platform])
        let wrapper = try decodeWrapper(document[JSONTreeFormat.DocumentKey.wrapper])
        var builder = ElementTreeBuilder(platform: platform, wrapper: wrapper)
        // Native types are tested before `NSNull`: testing a Swift array or
        // dictionary against a Foundation class bridges (copies) all of it.
        switch document[JSONTreeFormat.DocumentKey.root] {
        case nil:
            throw malformed(nil, "missing \"root\"", expected: "an element object, or null for an empty tree")
        case let root as [String: Any]:
            try decodeElements(root: root, platform: platform, into: &builder)
        case is NSNull:
            break
        case let other?:
            throw malformed(
                JSONTreeFormat.DocumentKey.root, "found \(Self.describe(other))",
                expected: "an element object, or null for an empty tree")
        }
        return builder.finish()
    }

    // MARK: Document

    /// The error for JSON that is not a LocatorLab tree, naming the likely
    /// mix-up: a WebDriver `/source` response holding XML.
    func notATree(_ value: Any) -> PageSourceError {
        if JSONTreeReader.embeddedXML(in: value) != nil {
            return .unknownFormat(
                file: file,
                message: "the JSON is a WebDriver /source response holding an XML page source, "
                    + "not a LocatorLab tree; read the XML inside it instead")
        }
        return .unknownFormat(
            file: file,
            message: "the JSON is not a LocatorLab tree: the top level must be an object with "
                + "\"\(JSONTreeFormat.DocumentKey.format)\" : \"\(JSONTreeFormat.name)\"")
    }

    private func checkVersion(_ value: Any?) throws {
        let expected = "\"\(JSONTreeFormat.DocumentKey.version)\" : \(JSONTreeFormat.version)"
        guard let value else {
            throw malformed(nil, "missing \"\(JSONTreeFormat.DocumentKey.version)\"", expected: expected)
        }
        guard let number = Self.number(value), let version = Int(exactly: number.doubleValue)
        else {
            throw malformed(
                JSONTreeFormat.DocumentKey.version, "found \(Self.describe(value))", expected: "a whole number")
        }
        guard version == JSONTreeFormat.version else {
            throw malformed(
                JSONTreeFormat.DocumentKey.version,
                "unsupported \(JSONTreeFormat.name) version \(version); this LocatorLab reads version "
                    + "\(JSONTreeFormat.version)", expected: expected)
        }
    }

    private func decodePlatform(_ value: Any?) throws -> Platform {
        let expected = Platform.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
        guard let value else {
            throw malformed(nil, "missing \"\(JSONTreeFormat.DocumentKey.platform)\"", expected: expected)
        }
        guard let name = value as? String, let platform = Platform(rawValue: name) else {
            throw malformed(JSONTreeFormat.DocumentKey.platform, "found \(Self.describe(value))", expected: expected)
        }
        return platform
    }

    private func decodeWrapper(_ value: Any?) throws -> String? {
        switch value {
        case nil:
            return nil
        case let name as String where !name.isEmpty:
            return name
        case is NSNull:
            return nil
        case let other?:
            throw malformed(
                JSONTreeFormat.DocumentKey.wrapper, "found \(Self.describe(other))",
                expected: "the name of the wrapper element, such as \"AppiumAUT\", or no \"wrapper\" key")
        }
    }

    // MARK: Elements

    /// What is wrong inside one element object, relative to its path.
    private struct ElementProblem: Error {
        var subpath = ""
        var problem: String
        var expected: String
    }

    private func decodeElements(root: Any, platform: Platform, into builder: inout ElementTreeBuilder) throws {
        let rootChildren = try open(root, platform: platform, into: &builder, stack: [], position: nil)
        var stack = [OpenElement(children: rootChildren, position: 0)]
        while !stack.isEmpty {
            let top = stack.count - 1
            guard stack[top].next < stack[top].children.count else {
                builder.close()
                stack.removeLast()
                continue
            }
            let position = stack[top].next
            stack[top].next += 1
            // The child about to open is at depth `stack.count`; the limit
            // counts levels, the root being the first.
            if stack.count >= limits.maximumDepth {
                throw PageSourceError.limitExceeded(
                    file: file, position: nil, what: "element nesting depth", limit: limits.maximumDepth,
                    option: ReadLimits.depthOption)
            }
            let children = try open(
                stack[top].children[position], platform: platform, into: &builder, stack: stack, position: position)
            stack.append(OpenElement(children: children, position: position))
        }
    }

    /// Checks one element object, opens it in `builder` and returns its
    /// children. `stack` and `position` only serve to name the element's
    /// path in an error.
    private func open(
        _ value: Any, platform: Platform, into builder: inout ElementTreeBuilder, stack: [OpenElement], position: Int?
    ) throws -> [Any] {
        if builder.count >= limits.maximumElements {
            throw PageSourceError.limitExceeded(
                file: file, position: nil, what: "the number of elements", limit: limits.maximumElements,
                option: ReadLimits.elementsOption)
        }
        do {
            let (element, children) = try decodeElement(value, platform: platform, isRoot: stack.isEmpty)
            builder.open(element)
            return children
        } catch {
            var path = Self.path(of: stack)
            if let position { path += ".\(JSONTreeFormat.ElementKey.children)[\(position)]" }
            throw malformed(path + error.subpath, error.problem, expected: error.expected)
        }
    }

    private func decodeElement(_ value: Any, platform: Platform, isRoot: Bool) throws(ElementProblem) -> (Element, [Any]) {
        guard let object = value as? [String: Any] else {
            throw ElementProblem(problem: "found \(Self.describe(value))", expected: JSONTreeFormat.Expected.element)
        }
        if let unknown = Self.unknownKey(in: object, allowed: JSONTreeFormat.ElementKey.all) {
            throw ElementProblem(
                problem: "unknown key \"\(unknown)\"", expected: Self.keyList(JSONTreeFormat.ElementKey.all))
        }
        let typeExpected = JSONTreeFormat.Expected.type(platformName: platform.rawValue)
        guard let typeValue = object[JSONTreeFormat.ElementKey.type] else {
            throw ElementProblem(problem: "missing \"\(JSONTreeFormat.ElementKey.type)\"", expected: typeExpected)
        }
        guard let type = typeValue as? String, !type.isEmpty else {
            throw ElementProblem(
                subpath: ".\(JSONTreeFormat.ElementKey.type)", problem: "found \(Self.describe(typeValue))",
                expected: typeExpected)
        }
        try Self.checkWritable(type: type, platform: platform, isRoot: isRoot)
        var identifier: String?
        switch object[JSONTreeFormat.ElementKey.identifier] {
        case nil:
            break
        case let text as String:
            try Self.checkLength(text, subpath: ".\(JSONTreeFormat.ElementKey.identifier)")
            identifier = text
        case is NSNull:
            break
        case let other?:
            throw ElementProblem(
                subpath: ".\(JSONTreeFormat.ElementKey.identifier)", problem: "found \(Self.describe(other))",
                expected: JSONTreeFormat.Expected.identifier)
        }
        let attributes = try decodeAttributes(object[JSONTreeFormat.ElementKey.attributes])
        let children: [Any]
        switch object[JSONTreeFormat.ElementKey.children] {
        case nil:
            children = []
        case let array as [Any]:
            children = array
        case is NSNull:
            children = []
        case let other?:
            throw ElementProblem(
                subpath: ".\(JSONTreeFormat.ElementKey.children)", problem: "found \(Self.describe(other))",
                expected: JSONTreeFormat.Expected.children)
        }
        return (Element(type: type, attributes: attributes, identifier: identifier), children)
    }

    private func decodeAttributes(_ value: Any?) throws(ElementProblem) -> [Attribute] {
        let key = JSONTreeFormat.ElementKey.attributes
        let pairs: [Any]
        switch value {
        case nil:
            return []
        case let array as [Any]:
            pairs = array
        case is NSNull:
            return []
        case let other?:
            throw ElementProblem(
                subpath: ".\(key)", problem: "found \(Self.describe(other))",
                expected: JSONTreeFormat.Expected.attributes)
        }
        let limit = ReadLimits.maximumAttributesPerElement
        guard pairs.count <= limit else {
            throw ElementProblem(
                subpath: ".\(key)", problem: "\(pairs.count) attributes, more than \(limit), which no page source has",
                expected: "at most \(limit) attributes per element")
        }
        var attributes: [Attribute] = []
        attributes.reserveCapacity(pairs.count)
        for (position, pair) in pairs.enumerated() {
            guard let items = pair as? [Any], items.count == 2, let name = items[0] as? String,
                let text = items[1] as? String
            else {
                throw ElementProblem(
                    subpath: ".\(key)[\(position)]", problem: "found \(Self.describe(pair))",
                    expected: JSONTreeFormat.Expected.pair)
            }
            try Self.checkLength(text, subpath: ".\(key)[\(position)]")
            guard XMLName.isValid(name) else {
                throw ElementProblem(
                    subpath: ".\(key)[\(position)]", problem: "the attribute name \"\(name)\" is not an XML name",
                    expected: "a name such as \"label\" or \"content-desc\" (the tree must be writable as XML)")
            }
            if let first = attributes.firstIndex(where: { $0.name == name }) {
                throw ElementProblem(
                    subpath: ".\(key)[\(position)]", problem: "a second \"\(name)\" attribute (the first is [\(first)])",
                    expected: "each attribute name once, as XML requires")
            }
            attributes.append(Attribute(name, text))
        }
        return attributes
    }

    // MARK: Helpers

    /// What the XML reader requires of an element's name, so an accepted
    /// tree writes as a page source that reads back: on iOS an
    /// `XCUIElementType…` name, on Android no nested `hierarchy`, and an XML
    /// name everywhere.
    private static func checkWritable(type: String, platform: Platform, isRoot: Bool) throws(ElementProblem) {
        let subpath = ".\(JSONTreeFormat.ElementKey.type)"
        guard XMLName.isValid(type) else {
            throw ElementProblem(
                subpath: subpath, problem: "\"\(type)\" is not an XML name",
                expected: "a type the XML page source can carry as an element name")
        }
        if platform == .ios, !type.hasPrefix("XCUIElementType") {
            throw ElementProblem(
                subpath: subpath, problem: "\"\(type)\" in an iOS tree",
                expected: "an XCUIElementType… name such as \"XCUIElementTypeButton\"")
        }
        if platform == .android, !isRoot, type == "hierarchy" {
            throw ElementProblem(
                subpath: subpath, problem: "a nested \"hierarchy\" element", expected: "class-named elements")
        }
    }

    /// The XML reader's limit on one value (`ReadLimits.maximumAttributeLength`).
    private static func checkLength(_ text: String, subpath: String) throws(ElementProblem) {
        let limit = ReadLimits.maximumAttributeLength
        let length = text.utf8.count
        guard length <= limit else {
            throw ElementProblem(
                subpath: subpath, problem: "a value of \(length) bytes, longer than any page source has",
                expected: "at most \(limit) bytes per value")
        }
    }

    /// The first key (in sorted order, so messages do not depend on
    /// hashing) that the format does not define. Unknown keys are errors
    /// rather than silently dropped data: a misspelt key would lose content.
    private static func unknownKey(in object: [String: Any], allowed: [String]) -> String? {
        object.keys.filter { !allowed.contains($0) }.min()
    }

    static func keyList(_ keys: [String]) -> String {
        "only the keys " + keys.map { "\"\($0)\"" }.joined(separator: ", ")
    }

    private func malformed(_ path: String?, _ problem: String, expected: String?) -> PageSourceError {
        .malformed(file: file, position: nil, message: path.map { "\($0): \(problem)" } ?? problem, expected: expected)
    }

    /// `root.children[0].children[3]` for the open elements on `stack`.
    private static func path(of stack: [OpenElement]) -> String {
        var path = JSONTreeFormat.DocumentKey.root
        for element in stack.dropFirst() {
            path += ".\(JSONTreeFormat.ElementKey.children)[\(element.position)]"
        }
        return path
    }

    /// A parsed JSON number (not a boolean).
    static func number(_ value: Any) -> NSNumber? {
        guard !(value is String), !(value is [Any]), !(value is [String: Any]), !isBoolean(value) else { return nil }
        return value as? NSNumber
    }

    /// Whether a parsed value is JSON `true` or `false`. Foundation hands
    /// booleans over as `NSNumber`s that also cast to `Bool` and `Int` (as
    /// numbers do), so only their class tells them apart.
    static func isBoolean(_ value: Any) -> Bool {
        guard !(value is String), !(value is [Any]), !(value is [String: Any]), let number = value as? NSNumber
        else { return false }
        return type(of: number) == type(of: NSNumber(value: true))
    }

    /// What a JSON value is, for error messages.
    static func describe(_ value: Any) -> String {
        switch value {
        case let stray as JSONShapeScanner.Stray:
            return stray.description
        case let text as String:
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            return "the string \"\(shown)\""
        case let array as [Any]:
            return array.isEmpty ? "an empty array" : "an array of \(array.count) item\(array.count == 1 ? "" : "s")"
        case is [String: Any]:
            return "an object"
        case is NSNull:
            return "null"
        case let flag as NSNumber where isBoolean(flag):
            return flag.boolValue ? "true" : "false"
        case let number as NSNumber:
            return "the number \(number)"
        default:
            return "an unexpected value"
        }
    }
}
