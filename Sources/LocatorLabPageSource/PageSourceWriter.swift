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
    /// declaration it would give is not a document. A tree deeper than
    /// ``JSONTreeReader/maximumReadableDepth`` has no JSON form that
    /// Foundation's parser reads (it stops at 512 levels of nesting).
    public static func problem(writing tree: ElementTree, as target: Target, file: String?) -> PageSourceError? {
        if target == .json, tree.maximumDepth > JSONTreeReader.maximumReadableDepth {
            return .malformed(
                file: file, position: nil,
                message: "the tree is \(tree.maximumDepth + 1) levels deep, and LocatorLab's JSON reader reads "
                    + "\(JSONTreeReader.maximumReadableDepth + 1) (512 levels of JSON nesting)",
                expected: "a shallower tree, or --to xml")
        }
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
