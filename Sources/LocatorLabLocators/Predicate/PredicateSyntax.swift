// The parsed form of an NSPredicate, as `PredicateParser` builds it and
// `PredicateEvaluator` reads it: nodes, comparisons, their operands and values.

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

/// `lhs OPERATOR[options] rhs`.
struct PredicateComparison: Sendable, Hashable {
    enum Operator: String, Sendable, Hashable {
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", contains = "CONTAINS", like = "LIKE"
        case matches = "MATCHES", `in` = "IN", between = "BETWEEN"
    }

    var lhs: PredicateOperand
    var op: Operator
    var caseInsensitive: Bool
    var diacriticInsensitive: Bool
    var rhs: PredicateOperand
    /// Where the operator is, for errors found while evaluating.
    var offset: Int
}

/// A side of a comparison: an element attribute, a constant, or an
/// aggregate `{…}` (for `IN` and `BETWEEN`).
enum PredicateOperand: Sendable, Hashable {
    case key(PredicateKey)
    case constant(PredicateValue)
    case aggregate([PredicateValue])
}

/// A value as NSPredicate compares it: WebDriverAgent's attributes are
/// strings (`name`, `type` …) or NSNumbers (booleans as 1/0, `index`, `rect`
/// members). `TRUE`/`YES` are the number 1.
enum PredicateValue: Sendable, Hashable {
    case string(String)
    case number(Double)
    case null
}
