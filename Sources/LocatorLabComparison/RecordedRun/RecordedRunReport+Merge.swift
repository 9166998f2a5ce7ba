import LocatorLabReporting

/// A `compare --recording` run split across CI jobs by distinct locator
/// (`--shard I/N`): every shard reads the whole recording and judges its
/// share of the distinct locators on every screen each was sent on, so a
/// replacement, which must select the same elements on all of them, is
/// decided in one shard. Merging is then concatenation.
extension RecordedRunReport {
    /// The report of the whole run from the reports of its shards, given in
    /// shard order: the locators concatenated, the summary and fired rules
    /// derived again, the note of unmapped XPaths counted over the whole run.
    /// Throws when the parts do not fit together: other recordings or
    /// screens, or locators that are not numbered 1…n across the parts.
    public static func merged(_ parts: [RecordedRunReport]) throws(ShardMergeError) -> RecordedRunReport {
        guard let first = parts.first else { throw .mismatch(file: "", reason: "no part given") }
        for (position, part) in parts.enumerated() {
            guard part.recordings == first.recordings, part.screens == first.screens, part.notes == first.notes else {
                throw .mismatch(file: "", reason: "part \(position + 1) judged other recordings")
            }
            guard part.estimated == first.estimated else {
                throw .mismatch(file: "", reason: "part \(position + 1) ran with other timing settings")
            }
        }
        let locators = parts.flatMap(\.locators)
        try ShardMergeError.requireNumbered(locators.map(\.number), what: "locators")
        var report = RecordedRunReport(screens: first.screens, locators: locators, estimated: first.estimated)
        report.recordings = first.recordings
        report.notes = first.notes
        return report.notingUnmapped()
    }
}
