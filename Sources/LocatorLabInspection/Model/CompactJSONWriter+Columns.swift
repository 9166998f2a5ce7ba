import LocatorLabInventory
import LocatorLabModel
import LocatorLabReporting

/// The island's columns (a number or string per element), written without
/// the generic `ints`/`strings` of ``CompactJSONWriter``: called from this
/// module through lazy maps, those were not specialized and paid a
/// witness-table call per number, 8% of `inspect` on a 1M-element screen.
extension CompactJSONWriter {
    /// `[a,b,c]` of an array.
    mutating func ints(_ values: [Int]) {
        ints(count: values.count) { values[$0] }
    }

    /// `[value(0),value(1),…]`: a column of `count` numbers worked out one
    /// by one, with no array or lazy sequence in between.
    mutating func ints(count: Int, _ value: (Int) -> Int) {
        raw("[")
        for index in 0..<count {
            if index > 0 { raw(",") }
            int(value(index))
        }
        raw("]")
    }

    /// `[value(0),value(1),…]` of strings.
    mutating func strings(count: Int, _ value: (Int) -> String) {
        raw("[")
        for index in 0..<count {
            if index > 0 { raw(",") }
            string(value(index))
        }
        raw("]")
    }

    /// The audit's findings as `JSONEncoder` writes `[InspectedAuditMark]`
    /// for ``ReportJSON/encodeCompact(_:what:)`` (keys sorted, no
    /// `suggestion` when there is none): through `JSONEncoder` they were 4%
    /// of `inspect` on a 100k-element screen, whose audit finds one per
    /// element or so.
    mutating func auditMarks(_ marks: [InspectedAuditMark]) {
        raw("[")
        for (offset, mark) in marks.enumerated() {
            if offset > 0 { raw(",") }
            raw("{")
            key("message")
            string(mark.message)
            raw(",")
            key("rule")
            string(mark.rule.rawValue)
            raw(",")
            key("severity")
            string(mark.severity.rawValue)
            if let suggestion = mark.suggestion {
                raw(",")
                key("suggestion")
                string(suggestion)
            }
            raw("}")
        }
        raw("]")
    }
}
