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
/// elements) scores 0.79. Screens built from one preference layout (Network
/// & internet, Connected devices, Security: 0.77–1.00) cannot be told apart
/// by anything that does not change with the language; name those groups
/// explicitly (`--screen`, `screens:` in `locatorlab.yml`).
public struct ScreenSignature: Sendable, Hashable {
    /// See the type's documentation for where the number comes from.
    public static let sameScreenThreshold = 0.75

    private var tokens: Set<String> = []

    public init(of tree: ElementTree) {
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

    public func isSameScreen(as other: ScreenSignature) -> Bool {
        similarity(to: other) >= Self.sameScreenThreshold
    }
}
