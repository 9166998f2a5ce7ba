/// One planned change to a source: replace the bytes in `range` (UTF-8
/// offsets into the original text) with `replacement`. An empty range
/// inserts. Edits are data until ``SourceEditPlan`` applies them, so a dry
/// run and a write share the same plan.
public struct SourceEdit: Sendable, Hashable {
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}
