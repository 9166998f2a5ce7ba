/// A side of a comparison: an element attribute, a constant, or an
/// aggregate `{…}` (for `IN` and `BETWEEN`).
enum PredicateOperand: Sendable, Hashable {
    case key(PredicateKey)
    case constant(PredicateValue)
    case aggregate([PredicateValue])
}
