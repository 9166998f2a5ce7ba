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
