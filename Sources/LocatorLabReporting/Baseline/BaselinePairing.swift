/// Which page source of this run is which page source of the baseline.
///
/// The same name as given pairs first (a CI job that writes each night's
/// screens to the same paths). A name left over then pairs by its file
/// name, when exactly one page source on each side has that file name:
/// `build-41/login.xml` is `build-42/login.xml`. Anything else is a page
/// source added or removed, never a guess.
public struct BaselinePairing: Sendable, Hashable {
    /// `(baseline name, current name)`, in the current run's order.
    public var pairs: [(baseline: String, current: String)]
    /// Page sources only the current run has, in its order.
    public var added: [String]
    /// Page sources only the baseline has, in its order.
    public var removed: [String]

    public init(baseline: [String], current: [String]) {
        let baselineNames = Set(baseline)
        var matched: [String: String] = [:]
        for name in current where baselineNames.contains(name) { matched[name] = name }
        let usedBaseline = Set(matched.values)
        let leftBaseline = baseline.filter { !usedBaseline.contains($0) }
        let leftCurrent = current.filter { matched[$0] == nil }
        let baselineByFile = Dictionary(grouping: leftBaseline, by: Self.fileName)
        let currentByFile = Dictionary(grouping: leftCurrent, by: Self.fileName)
        for (file, names) in currentByFile where names.count == 1 {
            guard let olds = baselineByFile[file], olds.count == 1 else { continue }
            matched[names[0]] = olds[0]
        }
        pairs = current.compactMap { name in matched[name].map { (baseline: $0, current: name) } }
        added = current.filter { matched[$0] == nil }
        let paired = Set(matched.values)
        removed = baseline.filter { !paired.contains($0) }
    }

    /// The baseline's name for a current page source, if it has one.
    public func baselineName(of current: String) -> String? {
        pairs.first { $0.current == current }?.baseline
    }

    /// The last path component (`a/b/login.xml` → `login.xml`).
    static func fileName(_ path: String) -> String {
        String(path.split(separator: "/", omittingEmptySubsequences: true).last ?? Substring(path))
    }

    public static func == (lhs: BaselinePairing, rhs: BaselinePairing) -> Bool {
        lhs.pairs.map(\.baseline) == rhs.pairs.map(\.baseline) && lhs.pairs.map(\.current) == rhs.pairs.map(\.current)
            && lhs.added == rhs.added && lhs.removed == rhs.removed
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pairs.map(\.baseline))
        hasher.combine(pairs.map(\.current))
        hasher.combine(added)
        hasher.combine(removed)
    }
}
