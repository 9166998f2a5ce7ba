/// A value as NSPredicate compares it: WebDriverAgent's attributes are
/// strings (`name`, `type` …) or NSNumbers (booleans as 1/0, `index`, `rect`
/// members). `TRUE`/`YES` are the number 1.
enum PredicateValue: Sendable, Hashable {
    case string(String)
    case number(Double)
    case null
}
