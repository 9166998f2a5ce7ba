import LocatorLabModel

/// What a locator finds in one element tree.
public struct LocatorResult: Sendable, Hashable {
    /// The matching elements, in document order, without duplicates, as
    /// kept: for an identifier lookup a view of the index, so reading the
    /// count or the first element allocates nothing.
    public var found: LocatorMatches
    /// The matching elements, in document order, without duplicates, as an
    /// array (made on demand from ``found`` after an identifier lookup).
    public var matches: [ElementID] {
        get { found.array }
        set { found = LocatorMatches(newValue) }
    }
    /// Where the result on a device may differ from what the page source
    /// suggests, or how the driver reads the locator. Complete sentences
    /// without a trailing period, lowercase first letter.
    public var notes: [String] {
        get { noteValues.map(\.text) }
        set { noteValues = newValue.map(LocatorNote.text) }
    }
    /// The notes as kept: some are worded only when ``notes`` is read.
    var noteValues: [LocatorNote]

    public init(matches: [ElementID], notes: [String] = []) {
        self.found = LocatorMatches(matches)
        self.noteValues = notes.map(LocatorNote.text)
    }

    init(matches: [ElementID], noteValues: [LocatorNote]) {
        self.found = LocatorMatches(matches)
        self.noteValues = noteValues
    }

    init(found: LocatorMatches, noteValues: [LocatorNote]) {
        self.found = found
        self.noteValues = noteValues
    }

    init(found: LocatorMatches, notes: [String] = []) {
        self.found = found
        // Not `notes.map`: no notes is no array at all.
        self.noteValues = notes.isEmpty ? [] : notes.map(LocatorNote.text)
    }

    /// Results are equal when they find the same elements with the same
    /// notes as worded, however the notes are kept.
    public static func == (lhs: LocatorResult, rhs: LocatorResult) -> Bool {
        lhs.found == rhs.found && lhs.notes == rhs.notes
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(found)
        hasher.combine(notes)
    }
}

/// One note of a ``LocatorResult``: a sentence, or data the sentence is
/// made from when it is read.
enum LocatorNote: Sendable, Hashable {
    case text(String)
    case pageSourceDivergence(PageSourceDivergence)
    /// An Android `id` that UiAutomator2 completes with `<package>:id/`.
    case idCompletion(value: String, package: String, packageWasGiven: Bool)

    var text: String {
        switch self {
        case .text(let text): text
        case .pageSourceDivergence(let divergence): divergence.description
        case .idCompletion(let value, let package, let given):
            "UiAutomator2 completes the id to '\(AndroidResourceID.completed(value, package: package))' (package \(package), "
                + (given ? "the given appPackage)" : "the most common package in the page source)")
        }
    }
}
