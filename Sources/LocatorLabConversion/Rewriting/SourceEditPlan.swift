/// Applies edits to a text: sorted, checked not to overlap, and copied with
/// the text in one pass (replacing in place would move the rest of the file
/// once per edit).
enum SourceEditPlan {
    /// The offset where two edits overlap.
    struct Overlap: Error {
        var offset: Int
    }

    static func apply(_ edits: [SourceEdit], to bytes: [UInt8]) throws(Overlap) -> [UInt8] {
        let sorted = try validated(edits, length: bytes.count)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + sorted.reduce(0) { $0 + $1.replacement.utf8.count })
        var copied = 0
        for edit in sorted {
            result.append(contentsOf: bytes[copied..<edit.range.lowerBound])
            result.append(contentsOf: edit.replacement.utf8)
            copied = edit.range.upperBound
        }
        result.append(contentsOf: bytes[copied...])
        return result
    }

    /// The edits in order; two insertions at one offset or any shared byte
    /// is an overlap, because their order would be a guess.
    static func validated(_ edits: [SourceEdit], length: Int) throws(Overlap) -> [SourceEdit] {
        let sorted = edits.sorted {
            ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
        }
        for (previous, next) in zip(sorted, sorted.dropFirst()) {
            if next.range.lowerBound < previous.range.upperBound
                || (previous.range.isEmpty && next.range.isEmpty && previous.range.lowerBound == next.range.lowerBound)
            {
                throw Overlap(offset: next.range.lowerBound)
            }
        }
        if let last = sorted.last, last.range.upperBound > length { throw Overlap(offset: last.range.lowerBound) }
        return sorted
    }
}
