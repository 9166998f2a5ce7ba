/// One piece of an `HTMLDocument`, already rendered to markup.
enum HTMLBlock: Sendable, Equatable {
    /// Starts a `<section>` (closing the previous one) with an `<h2>`.
    case section(title: String)
    /// An `<h3>` with an `id`, listed in the table of contents.
    case anchoredHeading(text: String, anchor: String)
    case markup(String)
}
