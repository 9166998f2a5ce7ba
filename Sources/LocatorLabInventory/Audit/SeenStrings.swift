import LocatorLabModel

/// The texts of one tree met so far, by their ID in the tree's string table
/// (``StringTable``): a flag per string instead of a `Set<String>`, so that
/// meeting one hashes it once with the table's hash and allocates nothing.
/// The audit's passes over every element's identifiers
/// (`distinctIdentifiers`, generated identifiers, the identifiers a proposal
/// must avoid) spent their time hashing and storing `String`s: 7-8% of
/// `inspect` on a generated 100k-element screen. A text the table does not
/// hold (none, for identifiers read from the tree's own attributes) is kept
/// in a set as before.
struct SeenStrings {
    private let strings: StringTable
    private var seen: [Bool]
    private var others: Set<String> = []

    init(_ strings: StringTable) {
        self.strings = strings
        seen = [Bool](repeating: false, count: strings.count)
    }

    /// Whether `text` was met.
    func contains(_ text: String) -> Bool {
        guard let id = strings.id(of: text) else { return others.contains(text) }
        return seen[Int(id.raw)]
    }

    /// Whether `text` is met for the first time; it is met from now on.
    mutating func insert(_ text: String) -> Bool {
        guard let id = strings.id(of: text) else { return others.insert(text).inserted }
        if seen[Int(id.raw)] { return false }
        seen[Int(id.raw)] = true
        return true
    }
}
