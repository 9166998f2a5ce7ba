/// An XPath as it is handed to libxml2 after the driver-faithful textual
/// edits (WebDriverAgent's `XCUIElementTypeAny` → `*`), remembering the edits
/// so that an error offset in the edited text points into the user's text.
struct XPathSourceEdit {
    private struct Change {
        var editedStart: Int
        var editedLength: Int
        var originalStart: Int
        var originalLength: Int
    }

    let original: String
    private(set) var edited: String
    private var changes: [Change] = []

    init(_ original: String) {
        self.original = original
        self.edited = original
    }

    /// Replaces every occurrence of `target` with `replacement`, as
    /// `-[NSString stringByReplacingOccurrencesOfString:withString:]` does:
    /// textually, literals included, left to right, without overlaps.
    /// Only valid as the first edit.
    static func replacingOccurrences(of target: String, with replacement: String, in original: String) -> XPathSourceEdit {
        var edit = XPathSourceEdit(original)
        let source = Array(original)
        let pattern = Array(target)
        let replacementLength = replacement.count
        guard !pattern.isEmpty, source.count >= pattern.count else { return edit }
        var result = ""
        result.reserveCapacity(original.utf8.count)
        var position = 0
        var editedPosition = 0
        while position < source.count {
            if position + pattern.count <= source.count, source[position..<(position + pattern.count)].elementsEqual(pattern) {
                edit.changes.append(
                    Change(
                        editedStart: editedPosition, editedLength: replacementLength, originalStart: position,
                        originalLength: pattern.count
                    )
                )
                result += replacement
                position += pattern.count
                editedPosition += replacementLength
            } else {
                result.append(source[position])
                position += 1
                editedPosition += 1
            }
        }
        if !edit.changes.isEmpty { edit.edited = result }
        return edit
    }

    /// Inserts `text` at character `offset` of the current edited text.
    mutating func insert(_ text: String, atEditedOffset offset: Int) {
        let characters = Array(edited)
        let clamped = min(max(0, offset), characters.count)
        edited = String(characters[..<clamped]) + text + String(characters[clamped...])
        let originalStart = originalOffset(clamped)
        // Later changes move right by the inserted length.
        for index in changes.indices where changes[index].editedStart >= clamped {
            changes[index].editedStart += text.count
        }
        changes.append(Change(editedStart: clamped, editedLength: text.count, originalStart: originalStart, originalLength: 0))
        changes.sort { $0.editedStart < $1.editedStart }
    }

    /// Whether any edit was made.
    var changed: Bool { !changes.isEmpty }

    /// The offset in the original text of character `offset` of the edited
    /// text. An offset inside a replacement maps to the replaced text's start.
    func originalOffset(_ offset: Int) -> Int {
        var shift = 0
        for change in changes {
            if offset < change.editedStart { break }
            if offset < change.editedStart + change.editedLength {
                return change.originalStart
            }
            shift += change.originalLength - change.editedLength
        }
        return max(0, offset + shift)
    }

    /// The offset in the edited text of character `offset` of the original.
    func editedOffset(_ offset: Int) -> Int {
        var shift = 0
        for change in changes {
            if offset < change.originalStart { break }
            if offset < change.originalStart + change.originalLength {
                return change.editedStart
            }
            // An insertion at exactly this offset comes before the character.
            shift += change.editedLength - change.originalLength
        }
        return offset + shift
    }
}
