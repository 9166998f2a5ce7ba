/// The title a screen shows in its title bar, which is how people tell
/// apart the sub-screens of one app that share a layout: Settings' Network
/// & internet, Security and Connected devices are one preference list with
/// other rows, and only the title says which is which.
///
/// The title bar is the first one in document order:
/// - iOS: the first `XCUIElementTypeNavigationBar`; its title is the bar's
///   `name` (UIKit gives a navigation bar its title as identifier unless the
///   app sets one), else the first static text inside it.
/// - Android: the first app bar, an element whose resource-id entry is
///   `app_bar`, `collapsing_toolbar`, `action_bar` or `toolbar`, or whose
///   class ends in `Toolbar`; its title is the collapsing toolbar's
///   `content-desc` (CollapsingToolbarLayout describes itself with the
///   title), else the first non-empty `text` inside the bar. Rows titled
///   `android:id/title` are outside the bar, so a row is never the title.
///
/// A title is usually text and is translated with the app, so alone it
/// cannot tell another screen from the same screen in another language.
/// The bar's other labels can: the back button (`Navigate up`, iOS's back
/// button named after the parent screen) and the bar's actions (`Search
/// settings`) are words of the app's language shared by its sub-screens.
/// See ``relation(to:)`` for the rule.
public struct ScreenTitle: Sendable, Hashable {
    /// The title as the page source has it.
    public var text: String
    /// Whether the title is a developer-chosen identifier, which does not
    /// change with the language: it has an identifier's shape
    /// (``IdentifierShape/looksLikeIdentifier(_:)``: `Settings.Network`), or
    /// it is an iOS navigation bar's `name` that differs from its non-empty
    /// `label`. A `name` without a label is UIKit's default, the title text.
    public var isIdentifier: Bool
    /// The bar's other labels, texts and content descriptions: its back
    /// button and actions, in the app's language.
    public var barLabels: Set<String>

    public init(text: String, isIdentifier: Bool, barLabels: Set<String>) {
        self.text = text
        self.isIdentifier = isIdentifier
        self.barLabels = barLabels
    }

    /// The title of `tree`'s first title bar, or `nil` when it has none or
    /// the bar shows no title.
    public init?(of tree: ElementTree) {
        switch tree.platform {
        case .ios: self.init(iOS: tree)
        case .android: self.init(android: tree)
        }
    }

    /// What two titles say about page sources whose elements are alike.
    public enum Relation: Sendable, Hashable {
        /// The same title: nothing against one screen.
        case sameTitle
        /// Different titles in one language (two identifiers, or bars that
        /// share another label): other screens.
        case otherScreen
        /// Different text titles whose bars share no other label: perhaps
        /// one screen in two languages. The titles are left out, so labels
        /// alone never split a screen.
        case otherLanguage
    }

    /// Two identifiers decide alone; two texts decide only when their bars
    /// share another label, so that both are in one language.
    public func relation(to other: ScreenTitle) -> Relation {
        guard text != other.text else { return .sameTitle }
        if isIdentifier && other.isIdentifier { return .otherScreen }
        return barLabels.isDisjoint(with: other.barLabels) ? .otherLanguage : .otherScreen
    }

    // MARK: - iOS

    private init?(iOS tree: ElementTree) {
        guard let bar = tree.ids.first(where: { tree[$0].type == "XCUIElementTypeNavigationBar" }) else { return nil }
        let element = tree[bar]
        var title = element.name.flatMap { $0.isEmpty ? nil : $0 }
        var isIdentifier = false
        if let name = title {
            let label = element.label ?? ""
            isIdentifier = IdentifierShape.looksLikeIdentifier(name) || (!label.isEmpty && label != name)
        } else {
            title = tree.descendants(of: bar).lazy.map { tree[$0] }
                .first { $0.type == "XCUIElementTypeStaticText" && !($0.label ?? $0.name ?? "").isEmpty }
                .flatMap { $0.label ?? $0.name }
        }
        guard let title else { return nil }
        // The bar's own label is the title read aloud, not another word.
        var labels: Set<String> = []
        for id in tree.descendants(of: bar) {
            for text in [tree[id].name, tree[id].label] {
                if let text, !text.isEmpty, text != title, text != element.label { labels.insert(text) }
            }
        }
        self.init(text: title, isIdentifier: isIdentifier, barLabels: labels)
    }

    // MARK: - Android

    /// Resource-id entries of the app bars of AppCompat, Material and the
    /// Settings app (`app_bar` > `collapsing_toolbar` > `action_bar`, as the
    /// Settings page sources of the shared corpus nest them).
    private static let barEntries: Set<String> = ["app_bar", "collapsing_toolbar", "action_bar", "toolbar"]

    private static func isBar(_ element: Element) -> Bool {
        if let id = element.resourceID, Self.barEntries.contains(AndroidResourceName(id).entry) { return true }
        return element.type.hasSuffix("Toolbar")
    }

    private init?(android tree: ElementTree) {
        guard let bar = tree.ids.first(where: { Self.isBar(tree[$0]) }) else { return nil }
        let inside = [bar] + Array(tree.descendants(of: bar))
        let collapsing = inside.lazy.map { tree[$0] }.first {
            $0.resourceID.map { AndroidResourceName($0).entry == "collapsing_toolbar" } == true
                && !($0.contentDescription ?? "").isEmpty
        }
        guard
            let title = collapsing?.contentDescription
                ?? inside.lazy.compactMap({ tree[$0].text }).first(where: { !$0.isEmpty })
        else { return nil }
        var labels: Set<String> = []
        for id in inside {
            for text in [tree[id].text, tree[id].contentDescription] {
                if let text, !text.isEmpty, text != title { labels.insert(text) }
            }
        }
        self.init(text: title, isIdentifier: IdentifierShape.looksLikeIdentifier(title), barLabels: labels)
    }
}
