/// Which screen a page source shows, told by the identity of its elements:
/// the set of its elements' types, each with its developer-chosen
/// identifier (``ElementIdentity/developerIdentifier``) when it has one.
/// Labels and texts are left out, so the same screen in another language
/// has the same signature; so are counts, so a list with 3 rows and the
/// same list with 20 are one screen.
///
/// Two page sources show the same screen when their sets overlap by at
/// least ``sameScreenThreshold`` (Jaccard: shared over all). The threshold
/// comes from the shirates-core Settings page sources of the shared corpus:
/// one screen in English and Japanese scores 1.00, and the same Security
/// screen taken twice 0.81; the Settings top screen against the others
/// 0.16–0.45, and Date & time or Languages against the rest 0.15–0.64. A
/// small release (a banner added, a switch and a row removed out of 15
/// elements) scores 0.79.
///
/// Screens built from one preference layout (Network & internet, Connected
/// devices, Security: 0.77–1.00, Security and Connected devices 1.00) differ
/// only in their labels, and so does one screen in two languages (Date &
/// time in English and Japanese: 1.00). Their titles tell them apart
/// (``ScreenTitle/tellsApart(_:)``): a title that is an identifier decides
/// alone; a title that is text decides only when the two title bars share
/// another label (`Navigate up`, the back button), so both are in one
/// language. The Japanese Date & time's bar says `上へ移動`, so its title
/// is left out and it stays the English screen's translation.
public struct ScreenSignature: Sendable, Hashable {
    /// See the type's documentation for where the number comes from.
    public static let sameScreenThreshold = 0.75

    /// Each element's type, with `#` and its identifier when it has one.
    private(set) var tokens: Set<String> = []
    /// The title of the screen's title bar, if it has one.
    public private(set) var title: ScreenTitle?

    public init(of tree: ElementTree) {
        title = ScreenTitle(of: tree)
        for id in tree.ids {
            let element = tree[id]
            let identifier = ElementIdentity(of: element, platform: tree.platform).developerIdentifier
            tokens.insert(identifier.map { element.type + "#" + $0 } ?? element.type)
        }
    }

    /// 0 (nothing in common) to 1 (the same types and identifiers).
    public func similarity(to other: ScreenSignature) -> Double {
        let union = tokens.union(other.tokens).count
        guard union > 0 else { return 1 }
        return Double(tokens.intersection(other.tokens).count) / Double(union)
    }

    /// What two page sources of one app are to each other.
    public enum Match: Sendable, Hashable {
        /// Elements that differ, or titles that tell the screens apart.
        case otherScreen
        /// Alike elements, and titles that agree (or only one has a title).
        case sameScreen
        /// Alike elements under different titles in what may be two
        /// languages (``ScreenTitle/Relation/otherLanguage``): the same
        /// screen translated, unless the layout fits several screens (see
        /// `ScreenGrouping`).
        case translated
    }

    /// A title only ever splits: elements that differ are other screens
    /// whatever their titles say.
    public func match(_ other: ScreenSignature) -> Match {
        match(other, similarity: similarity(to: other))
    }

    /// ``match(_:)`` given the two signatures' ``similarity(to:)``
    /// (``ScreenSignatureTable`` counts it faster).
    func match(_ other: ScreenSignature, similarity: Double) -> Match {
        guard similarity >= Self.sameScreenThreshold else { return .otherScreen }
        guard let title, let otherTitle = other.title else { return .sameScreen }
        switch title.relation(to: otherTitle) {
        case .sameTitle: return .sameScreen
        case .otherScreen: return .otherScreen
        case .otherLanguage: return .translated
        }
    }

    /// Whether the two may show one screen: ``match(_:)`` is not ``Match/otherScreen``.
    public func isSameScreen(as other: ScreenSignature) -> Bool {
        match(other) != .otherScreen
    }
}
