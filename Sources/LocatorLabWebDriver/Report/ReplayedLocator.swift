import LocatorLabModel

/// One distinct locator of a replayed run: every find that sent it, what
/// they found, and the verdict on it.
public struct ReplayedLocator: Sendable, Encodable {
    public var platform: Platform
    public var using: String
    public var value: String
    /// The finds' sequence numbers.
    public var sequences: [Int]
    /// The screens it was answered on, in the order first seen.
    public var screens: [String]
    /// The distinct match counts the finds had, ascending.
    public var matchCounts: [Int]
    public var jumps: Int
    /// The distinct errors the finds were answered with.
    public var errors: [String]
    /// The median evaluation time of its finds on this machine, in ms.
    public var medianEvaluationMilliseconds: Double
    public var verdict: Verdict
    /// What `compare` says of it on those screens (XPath locators), or why nothing.
    public var comparison: ReplayVerdicts.Judgement

    /// One word for the locator over the whole run, worst first: a locator
    /// the driver refused is `invalid`; one whose `element` find found
    /// nothing is `broken`; one whose `element` find found several (the
    /// test acts on the first) is `ambiguous`. A locator sent only to
    /// `elements` asks for a list: `listed` when every list had elements,
    /// `empty` when one had none (a test of absence, or a broken locator:
    /// the report cannot tell).
    public enum Verdict: String, Sendable, Hashable, Encodable {
        case invalid, broken, ambiguous, empty, listed, unique
    }

    init(finds: [ReplayedFind], verdicts: ReplayVerdicts) {
        let first = finds[0]
        platform = first.platform
        using = first.using
        value = first.value
        sequences = finds.map(\.sequence)
        var seen: [String] = []
        for find in finds where !seen.contains(find.screen) { seen.append(find.screen) }
        screens = seen
        matchCounts = Array(Set(finds.filter { $0.error == nil || $0.error == "no such element" }.map(\.matches))).sorted()
        jumps = finds.filter { $0.jumpedFrom != nil }.count
        errors = Array(Set(finds.compactMap { find in find.error.map { "\($0): \(find.errorMessage ?? "")" } })).sorted()
        let times = finds.map(\.evaluationMilliseconds).sorted()
        medianEvaluationMilliseconds = times.isEmpty ? 0 : times[times.count / 2]
        let single = finds.filter { !$0.plural }
        if finds.contains(where: { $0.error != nil && $0.error != "no such element" }) {
            verdict = .invalid
        } else if single.contains(where: { $0.matches == 0 }) {
            verdict = .broken
        } else if single.contains(where: { $0.matches > 1 }) {
            verdict = .ambiguous
        } else if !single.isEmpty {
            verdict = .unique
        } else {
            verdict = finds.contains { $0.matches == 0 } ? .empty : .listed
        }
        comparison = verdicts.judge(using: first.using, value: first.value, platform: first.platform, on: Set(finds.map(\.screenIndex)))
    }
}
