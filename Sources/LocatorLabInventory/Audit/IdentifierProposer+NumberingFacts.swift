extension IdentifierProposer {
    /// What numbering one requested element's proposal needs to know of its
    /// page (``IdentifierProposer/numberingFacts(for:)``), beside what the
    /// proposal shows. A proposal's number depends on the set requested: a
    /// requested element that is not interactive joins the elements its
    /// base is numbered among. So a sharded `convert` carries these facts in
    /// its parts instead of numbers, and `merge` numbers the union
    /// (``IdentifierProposer/numbered(_:)``), as the run on one machine does.
    package struct NumberingFacts: Sendable, Hashable, Codable {
        /// The element's index in document order.
        package var element: Int
        /// The proposal before numbering: branch and leaf.
        package var base: String
        /// Whether the element is an interactive one without an identifier,
        /// numbered whether requested or not.
        package var isInteractive: Bool
        /// The interactive elements without an identifier whose base is
        /// ``base`` (the element among them when it is one), in document order.
        package var sameBaseInteractive: [Int]
        /// The page's identifiers that start with ``base``: the only ones a
        /// numbered proposal can meet.
        package var taken: [String]
        /// The label the leaf is built from, when it is.
        package var label: String?
        package var type: String
        package var shown: String?
        /// The element's absolute path.
        package var path: String
    }
}
