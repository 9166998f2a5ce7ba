/// A predicate, class chain or UiSelector proposed for some elements, and
/// what it is built on: expressions on identifiers and types survive a
/// translation, those on labels and text do not, and positions break when
/// siblings move.
public struct NativeCandidate: Sendable, Hashable {
    public enum Basis: String, Sendable, Hashable, Codable {
        /// An identifier (iOS `name` that is not the label, Android
        /// `resource-id` or an identifier-like `content-desc`), with the type.
        case identifier
        /// The element type alone.
        case type
        /// A label, value or text: changes with the language.
        case text
        /// An identifier several elements share (list cells), and the
        /// position among those that have it.
        case indexedIdentifier
        /// A position among similar elements.
        case position
    }

    public var locator: Locator
    public var basis: Basis

    public init(locator: Locator, basis: Basis) {
        self.locator = locator
        self.basis = basis
    }
}
