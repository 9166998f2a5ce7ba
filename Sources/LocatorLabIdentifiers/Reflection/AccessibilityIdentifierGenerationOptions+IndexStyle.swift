extension AccessibilityIdentifierGenerationOptions {
    /// How the 0-based position of an element in an array property is added.
    public enum IndexStyle: Sendable, Hashable {
        /// `<Type>.<property>_<index>` (seed 002).
        case underscore
        /// `<Type>.<property>.<index>` (seed 001's `class.listname.index`).
        case dot

        func identifier(base: String, index: Int) -> String {
            switch self {
            case .underscore: return "\(base)_\(index)"
            case .dot: return "\(base).\(index)"
            }
        }
    }
}
