import LocatorLabModel

/// Names shared by ``JSONTreeWriter`` and ``JSONTreeReader``: LocatorLab's
/// own JSON tree format, described in `docs/json-tree-format.md`.
enum JSONTreeFormat {
    /// The value of the top-level `format` key.
    static let name = "locatorlab-tree"
    /// The only version this LocatorLab reads and writes.
    static let version = 1

    /// Top-level keys, in the order they are written.
    enum DocumentKey {
        static let format = "format"
        static let version = "version"
        static let platform = "platform"
        static let wrapper = "wrapper"
        static let root = "root"
        static let all = [format, version, platform, wrapper, root]
    }

    /// Element keys, in the order they are written: the type and identifier
    /// come before the subtree so a reader of the file sees what an element
    /// is without scrolling past its children.
    enum ElementKey {
        static let type = "type"
        static let identifier = "identifier"
        static let attributes = "attributes"
        static let children = "children"
        static let all = [type, identifier, attributes, children]
    }

    /// The JSON reader refuses arrays and objects nested deeper than this.
    /// It is the limit of Foundation's `JSONSerialization` (on Linux and on
    /// Darwin), which read these trees before the streaming reader: kept so
    /// that a file this LocatorLab reads, earlier ones read too.
    static let maximumNesting = 512

    /// The JSON nesting level of an element object at `depth`: the document
    /// object is level 1, the root element level 2, and each level of
    /// elements adds a `children` array and an object.
    static func nesting(ofElementAt depth: Int) -> Int {
        2 + 2 * depth
    }

    /// The deepest element the JSON reader reads: its attribute pairs sit
    /// two levels below its object.
    static let maximumReadableDepth = (maximumNesting - 4) / 2

    /// What each place in an element expects, for
    /// ``JSONTreeStreamReader``'s messages.
    enum Expected {
        static let element = "an element object"
        static let children = "an array of element objects"
        static let attributes = "an array of [name, value] pairs of strings"
        static let pair = "a [name, value] pair of strings"
        static let identifier = "a string, or no \"\(JSONTreeFormat.ElementKey.identifier)\" key"

        static func type(platformName: String?) -> String {
            let example = platformName == Platform.android.rawValue ? "android.widget.Button" : "XCUIElementTypeButton"
            return "a non-empty string such as \"\(example)\""
        }

        /// For a container found as the value of `key` in an element.
        static func forElementKey(_ key: String, platformName: String?) -> String {
            switch key {
            case JSONTreeFormat.ElementKey.children: children
            case JSONTreeFormat.ElementKey.attributes: attributes
            case JSONTreeFormat.ElementKey.identifier: identifier
            default: type(platformName: platformName)
            }
        }
    }

    static func keyList(_ keys: [String]) -> String {
        "only the keys " + keys.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
