/// An input on which a parser broke one of its promises: the fuzzer's
/// finding, as data. The harness traps with it; the tests record it.
public struct InvariantViolation: Error, Sendable, Equatable, CustomStringConvertible {
    public var target: FuzzTarget
    /// Which promise, in a sentence ("the XML written for an accepted tree does not read back").
    public var invariant: String
    /// What was seen instead.
    public var detail: String

    public init(target: FuzzTarget, invariant: String, detail: String) {
        self.target = target
        self.invariant = invariant
        self.detail = detail
    }

    public var description: String { "\(target): \(invariant): \(detail)" }
}
