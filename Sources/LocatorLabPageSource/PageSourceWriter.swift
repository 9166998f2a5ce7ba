import LocatorLabModel

/// Writes a tree in one of the output forms.
public enum PageSourceWriter {
    /// The output forms.
    public enum Target: String, Sendable, CaseIterable {
        /// Appium XML for the tree's platform.
        case xml
        /// LocatorLab's JSON tree format.
        case json
    }

    /// Why `tree` has no form as `target` that reads back, or nil. An empty
    /// tree (`"root": null` in JSON) has no XML page source: the bare XML
    /// declaration it would give is not a document.
    public static func problem(writing tree: ElementTree, as target: Target, file: String?) -> PageSourceError? {
        guard target == .xml, tree.elements.isEmpty else { return nil }
        return .malformed(
            file: file, position: nil, message: "the tree is empty (\"root\" : null), which has no XML page source",
            expected: "a tree with a root element, or --to json")
    }

    public static func write(_ tree: ElementTree, as target: Target) -> [UInt8] {
        switch target {
        case .xml:
            switch tree.platform {
            case .ios: return IOSPageSourceWriter.write(tree)
            case .android: return AndroidPageSourceWriter.write(tree)
            }
        case .json:
            return JSONTreeWriter.write(tree)
        }
    }
}
