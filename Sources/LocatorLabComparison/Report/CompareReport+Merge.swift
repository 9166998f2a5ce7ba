import LocatorLabReporting

/// A compare run split across CI jobs by locators (`--shard I/N`): every
/// shard reads every page source and judges its share of the locators on
/// all of them, so what is judged across page sources — "not this screen",
/// which needs every screen a locator finds something on, and
/// `acrossPageSources`, which needs every page source of a screen — stays
/// whole inside one locator's report. Merging is then concatenation.
extension CompareReport {
    /// This shard's report with its locators numbered as in the whole list,
    /// where the shard's first locator is the `offset + 1`-th.
    public func numbered(after offset: Int) -> CompareReport {
        var locators = locators
        for index in locators.indices { locators[index].number += offset }
        return CompareReport(run: run, pageSources: pageSources, locators: locators)
    }

    /// The report of the whole run from the reports of its shards, given in
    /// shard order: the locators concatenated, the summary and fired rules
    /// derived again, and the machine noise of the timing phases pooled
    /// from their samples (medians of all samples, not means of medians).
    /// Throws when the parts do not fit together: other page sources or run
    /// settings, or locators that are not numbered 1…n across the parts.
    public static func merged(_ parts: [CompareReport]) throws(ShardMergeError) -> CompareReport {
        guard let first = parts.first else { throw .mismatch(file: "", reason: "no part given") }
        var settings = first.run
        settings.noise = nil
        for (position, part) in parts.enumerated() {
            var other = part.run
            other.noise = nil
            guard other == settings else {
                throw .mismatch(file: "", reason: "part \(position + 1) ran with other settings or another build")
            }
            guard part.pageSources == first.pageSources else {
                throw .mismatch(file: "", reason: "part \(position + 1) compared other page sources")
            }
        }
        let locators = parts.flatMap(\.locators)
        try ShardMergeError.requireNumbered(locators.map(\.number), what: "locators")
        let noises = parts.compactMap(\.run.noise)
        settings.noise = noises.isEmpty ? nil : MachineNoise(pooling: noises)
        return CompareReport(run: settings, pageSources: first.pageSources, locators: locators)
    }
}
