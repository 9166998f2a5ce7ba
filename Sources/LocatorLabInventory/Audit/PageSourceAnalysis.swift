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
    /// Per element: the branch it stands for when its neighbours vote on a
    /// suggestion — its own dotted identifier's branch, else the longest
    /// branch the dotted identifiers inside it share (`[]` when they share
    /// nothing) — or `nil` when it holds no dotted identifier at all.
    private let votes: [[Substring]?]
    /// Per element: the branch its children agree on (``majorityBranch(of:)``),
    /// counted once per container: counted per element that asks, each
    /// child of a list of `n` rows tallied all `n` votes again.
    private let childrenBranches: [[Substring]]
    private let paths: ElementPathTable

    /// iOS element types whose subtree belongs to the system, not the app.
    private static let systemTypes: Set<String> = ["XCUIElementTypeKeyboard", "XCUIElementTypeStatusBar"]

    init(_ source: Screen) {
        name = source.name
        tree = source.tree
        let platform = tree.platform
        // One pass, so each `Element` (its strings) is built once here, not
        // twice: `ElementTree.element(at:)` was 7% of `inspect` on a
        // 1M-element screen.
        var identities: [ElementIdentity] = []
        identities.reserveCapacity(tree.count)
        var isSystem = [Bool](repeating: false, count: tree.count)
        var roles = [InteractiveRole?](repeating: nil, count: tree.count)
        for (index, element) in tree.elements.enumerated() {
            identities.append(ElementIdentity(of: element, platform: platform))
            let inherited = element.parent.map { isSystem[$0.index] } ?? false
            isSystem[index] = inherited || (platform == .ios && Self.systemTypes.contains(element.type))
            if !isSystem[index] { roles[index] = InteractiveRole(of: element, platform: platform) }
        }
        // Children come after their parent: walking backwards merges every
        // subtree into its parent before the parent is merged upwards.
        let own = identities.map { $0.accessibilityIdentifier.flatMap(Self.dottedBranch) }
        var shared = own
        for index in stride(from: tree.count - 1, through: 1, by: -1) {
            guard let parent = tree.parent(of: ElementID(index))?.index, let branch = shared[index] else { continue }
            shared[parent] = shared[parent].map { Self.commonPrefix($0, branch) } ?? branch
        }
        self.identities = identities
        self.roles = roles
        let votes = zip(own, shared).map { $0 ?? $1 }
        var childVotes = [[[Substring]]](repeating: [], count: tree.count)
        for index in 1..<max(1, tree.count) {
            if let parent = tree.parent(of: ElementID(index))?.index, let vote = votes[index] {
                childVotes[parent].append(vote)
            }
        }
        self.votes = votes
        childrenBranches = childVotes.map { $0.isEmpty ? [] : Self.majorityBranch(of: $0) }
        self.paths = ElementPathTable(tree)
    }

    /// `id`'s path, written when a report reads it: `inspect` reads none.
    func path(_ id: ElementID) -> ElementPath {
        paths.deferredPath(of: id)
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
    /// inside), else the branch most of the ancestor's other children are in
    /// (``majorityBranch(of:)``). Empty when nothing around the element is
    /// identified.
    func suggestedBranch(for id: ElementID) -> [Substring] {
        for ancestor in tree.ancestors(of: id) {
            if let identifier = identities[ancestor.index].accessibilityIdentifier {
                return identifier.split(separator: ".", omittingEmptySubsequences: false)
            }
            let branch = childrenBranches[ancestor.index]
            if !branch.isEmpty { return branch }
        }
        return []
    }

    /// The branch the children of a container agree on, one vote each,
    /// segment by segment for as long as one segment has more than half of
    /// the votes that got that far: a button among four siblings in
    /// `SignUpViewController` and one in `SignUp` goes to `SignUpViewController`;
    /// one between `Users.AddUserButton` and a `Users.UserDetails` stack goes
    /// to `Users`.
    static func majorityBranch(of votes: [[Substring]]) -> [Substring] {
        var voters = votes
        var result: [Substring] = []
        while !voters.isEmpty {
            var tally: [Substring: Int] = [:]
            for vote in voters where vote.count > result.count { tally[vote[result.count], default: 0] += 1 }
            guard let winner = tally.first(where: { $0.value * 2 > voters.count })?.key else { break }
            result.append(winner)
            voters = voters.filter { $0.count >= result.count && $0[result.count - 1] == winner }
        }
        return result
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
        guard let shown = shown(id) else { return element.type }
        return "\(element.type) '\(Self.shortened(shown))'"
    }

    /// What the element shows: iOS `label`, else `value`; Android
    /// `content-desc`, else `text`, else `hint`.
    func shown(_ id: ElementID) -> String? {
        let element = tree[id]
        switch tree.platform {
        case .ios: return element.label.flatMap(Self.nonEmpty) ?? element.value.flatMap(Self.nonEmpty)
        case .android:
            return element.contentDescription.flatMap(Self.nonEmpty) ?? element.text.flatMap(Self.nonEmpty)
                ?? element[attribute: "hint"].flatMap(Self.nonEmpty)
        }
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
