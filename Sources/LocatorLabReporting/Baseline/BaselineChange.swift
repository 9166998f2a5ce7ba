/// One thing that differs between the baseline (an earlier JSON report of
/// the same command) and this run: a locator newly broken, an identifier
/// newly missing, coverage that dropped, or the same things fixed.
public struct BaselineChange: Sendable, Hashable, Encodable {
    /// Whether the change makes the build worse (what `--fail-on regression`
    /// fails on), better, or neither (a new note, a page source added).
    public enum Direction: String, Sendable, Hashable, Encodable, CaseIterable {
        case regression
        case improvement
        case neutral
    }

    public var direction: Direction
    /// A stable kebab-case word for what changed (`newly-broken`,
    /// `new-finding`, `coverage-dropped` …), for filters and JUnit types.
    public var kind: String
    /// The page source it is about, as this run names it (the baseline's
    /// name when the page source is gone).
    public var pageSource: String?
    /// The locator, finding or figure it is about (`//XCUIElementTypeButton[1]`,
    /// `missing-identifier at /hierarchy/…`).
    public var subject: String
    /// A sentence fragment saying what changed.
    public var message: String
    /// The value before and after, as shown (`unique`, `87.5%`), when there is one.
    public var before: String?
    public var after: String?

    public init(
        direction: Direction, kind: String, pageSource: String?, subject: String, message: String,
        before: String? = nil, after: String? = nil
    ) {
        self.direction = direction
        self.kind = kind
        self.pageSource = pageSource
        self.subject = subject
        self.message = message
        self.before = before
        self.after = after
    }

    /// `before → after`, or the one that exists.
    public var valueText: String? {
        switch (before, after) {
        case (let before?, let after?): return "\(before) → \(after)"
        case (let before?, nil): return "was \(before)"
        case (nil, let after?): return after
        case (nil, nil): return nil
        }
    }

    /// The report order: regressions, then improvements, then the rest; by
    /// page source, subject and kind within each, so output is deterministic.
    static func precedes(_ lhs: BaselineChange, _ rhs: BaselineChange) -> Bool {
        let order = Direction.allCases
        if lhs.direction != rhs.direction {
            return order.firstIndex(of: lhs.direction)! < order.firstIndex(of: rhs.direction)!
        }
        if lhs.pageSource != rhs.pageSource { return (lhs.pageSource ?? "") < (rhs.pageSource ?? "") }
        if lhs.subject != rhs.subject { return lhs.subject < rhs.subject }
        if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
        return lhs.message < rhs.message
    }
}
