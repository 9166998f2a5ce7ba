/// A parsed NSPredicate. `AND` and `OR` hold flat lists, so a long chain of
/// conditions never becomes a deep tree: evaluation recurses only as deep as
/// the parentheses and `NOT`s, which the parser bounds.
indirect enum PredicateNode: Sendable, Hashable {
    /// `TRUEPREDICATE`, `FALSEPREDICATE`.
    case constant(Bool)
    case not(PredicateNode)
    case and([PredicateNode])
    case or([PredicateNode])
    case comparison(PredicateComparison)
}
