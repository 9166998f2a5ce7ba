import LocatorLabModel

/// The names in an XPath that only the other platform's page sources have:
/// element types (`XCUIElementType…` on Android; dotted class names such as
/// `android.widget.TextView` on iOS, whose types never contain a dot) and
/// attributes that one driver writes and the other never does (formats.md
/// 1 and 2.1). An XPath that names them and finds nothing was most likely
/// written for the other platform, which "0 matches" alone does not say.
struct ForeignPlatformNames: Sendable {
    /// Attributes UiAutomator2 writes and WebDriverAgent never does.
    static var androidOnlyAttributes: Set<String> { Platform.android.onlyAttributeNames }
    /// Attributes WebDriverAgent writes and UiAutomator2 never does.
    static var iosOnlyAttributes: Set<String> { Platform.ios.onlyAttributeNames }

    /// Element names, in the order written, each once.
    let elementNames: [String]
    /// Attribute names, sorted.
    let attributeNames: [String]

    var isEmpty: Bool { elementNames.isEmpty && attributeNames.isEmpty }

    init(elementNames: [String], attributes: XPathAttributeSelection, platform: Platform) {
        var seen: Set<String> = []
        self.elementNames = elementNames.filter { name in
            let foreign =
                switch platform {
                case .ios: name.contains(".")
                case .android: name.hasPrefix(IOSElementType.prefix)
                }
            return foreign && seen.insert(name).inserted
        }
        guard case .named(let names) = attributes else {
            attributeNames = []
            return
        }
        let foreign = platform.other.onlyAttributeNames
        attributeNames = names.filter(foreign.contains).sorted()
    }

    /// The element types and attribute names a tree has, gathered once per
    /// engine for the notes of all its XPaths.
    struct NamesInTree {
        let types: Set<StringID>
        let attributes: Set<StringID>

        init(_ tree: ElementTree) {
            var types: Set<StringID> = []
            var attributes: Set<StringID> = []
            tree.forEachElement(in: 0..<tree.count) { _, type, elementAttributes in
                types.insert(type)
                for attribute in elementAttributes { attributes.insert(attribute.name) }
            }
            self.types = types
            self.attributes = attributes
        }
    }

    /// The note for a result of no elements on `tree`, naming those of the
    /// names that `tree` (whose names are `present`) does not have either: a
    /// tree read from JSON may.
    func note(on tree: ElementTree, present: NamesInTree) -> String? {
        let strings = tree.strings
        let missing =
            elementNames.filter { name in strings.id(of: name).map { !present.types.contains($0) } ?? true }
            + attributeNames.filter { name in strings.id(of: name).map { !present.attributes.contains($0) } ?? true }
            .map { "@" + $0 }
        guard !missing.isEmpty else { return nil }
        let this = tree.platform.displayName
        let other = "\(tree.platform.other.displayName) (\(tree.platform.other.driverName))"
        let list = missing.count == 1 ? missing[0] : missing.dropLast().joined(separator: ", ") + " and " + missing.last!
        return "this is an \(this) page source, but the XPath names \(list), which only \(other) page sources have: "
            + "it is probably meant for the other platform"
    }
}
