import LocatorLabFiles
import LocatorLabModel

/// The top-level keys of a JSON tree other than the elements, gathered as
/// they are read, and their checks in one fixed order: whether it is a
/// LocatorLab tree at all, then `format`, `version`, unknown keys,
/// `platform`, `wrapper`, `root`. A later version may add keys this one
/// does not know, so "unsupported version" comes before "unknown key".
struct JSONDocumentHeader {
    /// A top-level key.
    enum Key {
        case format, version, platform, wrapper, root
        /// What a WebDriver `/source` response holds its page source in;
        /// unknown to the format, but it names the likely mix-up.
        case responseValue
        case unknown
    }

    var format: JSONScalar?
    var version: JSONScalar?
    var platform: JSONScalar?
    var wrapper: JSONScalar?
    /// The root when it is not an element object (null, or what to refuse).
    var root: JSONScalar?
    var rootIsElement = false
    var responseValue: JSONScalar?
    /// The first unknown key in sorted order, so a message does not depend
    /// on the order of the keys.
    var firstUnknownKey: String?

    /// Whether the keys the elements are checked against are known.
    var isReadyForRoot: Bool { format != nil && version != nil && platform != nil }

    mutating func set(_ key: Key, to value: JSONScalar) {
        switch key {
        case .format: format = value
        case .version: version = value
        case .platform: platform = value
        case .wrapper: wrapper = value
        case .root: root = value
        case .responseValue: responseValue = value
        case .unknown: break
        }
    }

    mutating func noteUnknownKey(_ key: String) {
        firstUnknownKey = min(firstUnknownKey ?? key, key)
    }

    /// The platform and wrapper, once every key read so far passes. With
    /// `complete`, the whole document has been read: `root` must be there.
    func check(file: String?, text: UnsafeRawBufferPointer, complete: Bool) throws(PageSourceError)
        -> (platform: Platform, wrapper: String?)
    {
        func malformed(_ value: JSONScalar?, _ path: String?, _ problem: String, expected: String) -> PageSourceError {
            .malformed(
                file: file, position: value.map { SourcePosition(byteOffset: $0.offset, in: text) },
                message: path.map { "\($0): \(problem)" } ?? problem, expected: expected)
        }
        typealias Keys = JSONTreeFormat.DocumentKey
        guard let format else {
            throw Self.notATree(file: file, holdingXML: responseValue?.string.map(Self.looksLikeXML) ?? false)
        }
        guard format.string == JSONTreeFormat.name else {
            throw .unknownFormat(
                file: file, message: "the JSON's format is \(format.description), not \"\(JSONTreeFormat.name)\"")
        }
        let versionExpected = "\"\(Keys.version)\" : \(JSONTreeFormat.version)"
        guard let version else { throw malformed(nil, nil, "missing \"\(Keys.version)\"", expected: versionExpected) }
        guard let number = version.wholeNumber else {
            throw malformed(version, Keys.version, "found \(version.description)", expected: "a whole number")
        }
        guard number == JSONTreeFormat.version else {
            throw malformed(
                version, Keys.version,
                "unsupported \(JSONTreeFormat.name) version \(number); this LocatorLab reads version "
                    + "\(JSONTreeFormat.version)", expected: versionExpected)
        }
        if let unknown = firstUnknownKey {
            throw malformed(nil, "the top level", "unknown key \"\(unknown)\"", expected: JSONTreeFormat.keyList(Keys.all))
        }
        let platformExpected = Platform.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
        guard let platform else { throw malformed(nil, nil, "missing \"\(Keys.platform)\"", expected: platformExpected) }
        guard let name = platform.string, let checkedPlatform = Platform(rawValue: name) else {
            throw malformed(platform, Keys.platform, "found \(platform.description)", expected: platformExpected)
        }
        var checkedWrapper: String?
        if let wrapper, !wrapper.isNull {
            guard let name = wrapper.string, !name.isEmpty else {
                throw malformed(
                    wrapper, Keys.wrapper, "found \(wrapper.description)",
                    expected: "the name of the wrapper element, such as \"AppiumAUT\", or no \"wrapper\" key")
            }
            checkedWrapper = name
        }
        if complete, !rootIsElement {
            let expected = "an element object, or null for an empty tree"
            guard let root else { throw malformed(nil, nil, "missing \"\(Keys.root)\"", expected: expected) }
            if !root.isNull { throw malformed(root, Keys.root, "found \(root.description)", expected: expected) }
        }
        return (checkedPlatform, checkedWrapper)
    }

    /// The error for JSON that is not a LocatorLab tree, naming the likely
    /// mix-up: a WebDriver `/source` response holding XML.
    static func notATree(file: String?, holdingXML: Bool) -> PageSourceError {
        if holdingXML {
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

    /// Whether a string is XML: its first character that is not whitespace is `<`.
    static func looksLikeXML(_ text: String) -> Bool {
        text.unicodeScalars.first(where: { !$0.properties.isWhitespace }) == "<"
    }
}
