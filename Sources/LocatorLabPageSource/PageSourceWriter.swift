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
