import LocatorLabInventory

/// One element some locators of a run ask an identifier for, before its
/// proposal is numbered: which page source, what numbering needs to know of
/// that page (``IdentifierProposer/NumberingFacts``), and the locators. A
/// shard of `convert --shard` writes these in its part rather than finished
/// requests, because a proposal's number depends on every element the whole
/// run requests on its page; `merge` numbers them all at once
/// (``IdentifierRequestPlanner/requests(_:)``), as one machine does.
struct AskedIdentifier: Sendable, Hashable, Codable {
    var pageSourceIndex: Int
    var pageSource: String
    var facts: IdentifierProposer.NumberingFacts
    var locators: [RequestingLocator]
}
