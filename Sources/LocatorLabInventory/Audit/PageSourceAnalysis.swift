import LocatorLabLocators
import LocatorLabModel

/// What the audit knows about one page source, computed in flat passes over
/// its elements (no recursion, whatever the depth).
struct PageSourceAnalysis {
    let name: String
    let tree: ElementTree
    /// Per element, in document order.
    let identities: [ElementIdentity]
    /// Per element: its interactive role, or `nil` for other elements and
    /// for the system's own UI (iOS keyboard and status bar), which the app
    /// cannot give identifiers.
    let roles: [InteractiveRole?]
    /// Per element: the longest dotted branch shared by the dotted
    /// accessibility identifiers in its subtree, itself included (`[]` when
    /// they share nothing), or `nil` when there are none.
    private let subtreeBranches: [[Substring]?]

    /// iOS element types whose subtree belongs to the system, not the app.
    private static let systemTypes: Set<String> = ["XCUIElementTypeKeyboard", "XCUIElementTypeStatusBar"]

    init(_ source: InventoryPageSource) {
        name = source.name
        tree = source.tree
        let platform = tree.platform
        let identities = tree.elements.map { ElementIdentity(of: $0, platform: platform) }
        var isSystem = [Bool](repeating: false, count: tree.count)
        var roles = [InteractiveRole?](repeating: nil, count: tree.count)
        for (index, element) in tree.elements.enumerated() {
            let inherited = element.parent.map { isSystem[$0.index] } ?? false
            isSystem[index] = inherited || (platform == .ios && Self.systemTypes.contains(element.type))
            if !isSystem[index] { roles[index] = InteractiveRole(of: element, platform: platform) }
        }
        // Children come after their parent: walking backwards merges every
        // subtree into its parent before the parent is merged upwards.
        var branches = identities.map { $0.accessibilityIdentifier.flatMap(Self.dottedBranch) }
        for index in stride(from: tree.count - 1, through: 1, by: -1) {
            guard let parent = tree.elements[index].parent?.index, let branch = branches[index] else { continue }
            branches[parent] = branches[parent].map { Self.commonPrefix($0, branch) } ?? branch
        }
        self.identities = identities
        self.roles = roles
        self.subtreeBranches = branches
    }

    func path(_ id: ElementID) -> ElementPath {
        ElementPath(id, in: tree)
    }

    /// The branch an element's identifier belongs in: its own identifier
    /// without the last segment when it has a dotted one, else the branch
    /// suggested from its surroundings (``suggestedBranch(for:)``).
    func branch(of id: ElementID) -> [Substring] {
        if let identifier = identities[id.index].accessibilityIdentifier, let own = Self.dottedBranch(identifier) {
            return own
        }
        return suggestedBranch(for: id)
    }

    /// The branch for a new identifier of `id`, from the nearest ancestor
    /// that tells one: an ancestor's own accessibility identifier (the
    /// branch/leaf style: a container's identifier is the branch of what is
    /// inside), else the branch its other identified descendants share (the
    /// element's identified siblings and cousins). Empty when nothing around
    /// the element is identified.
    func suggestedBranch(for id: ElementID) -> [Substring] {
        for ancestor in tree.ancestors(of: id) {
            if let identifier = identities[ancestor.index].accessibilityIdentifier {
                return identifier.split(separator: ".", omittingEmptySubsequences: false)
            }
            if let shared = subtreeBranches[ancestor.index], !shared.isEmpty { return shared }
        }
        return []
    }

    /// The identifier without its last segment, when it is a dotted path
    /// with no empty segment; `nil` otherwise.
    static func dottedBranch(_ identifier: String) -> [Substring]? {
        let segments = identifier.split(separator: ".", omittingEmptySubsequences: false)
        guard segments.count >= 2, !segments.contains(where: \.isEmpty) else { return nil }
        return Array(segments.dropLast())
    }

    private static func commonPrefix(_ lhs: [Substring], _ rhs: [Substring]) -> [Substring] {
        var count = 0
        while count < lhs.count, count < rhs.count, lhs[count] == rhs[count] { count += 1 }
        return Array(lhs.prefix(count))
    }

    /// `XCUIElementTypeButton "Add user"` or `android.widget.ImageButton "Navigate up"`:
    /// the type and what the element shows, for messages.
    func describe(_ id: ElementID) -> String {
        let element = tree[id]
        let shown: String?
        switch tree.platform {
        case .ios: shown = element.label.flatMap(Self.nonEmpty) ?? element.value.flatMap(Self.nonEmpty)
        case .android:
            shown = element.contentDescription.flatMap(Self.nonEmpty) ?? element.text.flatMap(Self.nonEmpty)
                ?? element[attribute: "hint"].flatMap(Self.nonEmpty)
        }
        guard let shown else { return element.type }
        return "\(element.type) '\(Self.shortened(shown))'"
    }

    private static func nonEmpty(_ text: String) -> String? {
        text.isEmpty ? nil : text
    }

    /// At most 40 characters on one line, for messages.
    static func shortened(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? text
        return line.count > 40 ? line.prefix(39) + "…" : line
    }
}
