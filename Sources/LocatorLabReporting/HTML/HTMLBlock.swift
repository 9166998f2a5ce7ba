/// One piece of an `HTMLDocument`, already rendered to markup.
enum HTMLBlock: Sendable, Equatable {
    /// Starts a `<section>` (closing the previous one) with an `<h2>`.
    case section(title: String)
    case markup(String)
}
