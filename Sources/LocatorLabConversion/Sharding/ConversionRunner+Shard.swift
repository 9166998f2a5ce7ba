import LocatorLabReporting

extension ConversionRunner {
    /// Shard `shard` of a dry run over `paths` (`convert --shard I/N`): every
    /// test source read and scanned, the locators of this shard's groups of
    /// files (``ConversionShardPlan``) judged on every page source, as a
    /// part that ``ConversionRun/merged(_:)`` puts back with the others.
    /// Nothing is written: a shard that wrote would write a group another
    /// shard also reads, so `convert --write` runs whole.
    public func part(paths: [String], resolver: AccessibilityIDResolver, shard: ReportShard) -> ConversionRun.Part {
        var dryRun = self
        dryRun.writesChanges = false
        let read = dryRun.read(paths)
        // Weights and ties by index among the files found; a file that could
        // not be lexed has no locators and no ties, and is a group alone.
        var weights = Array(repeating: 1, count: read.count)
        var taken: Set<Int> = []
        let results = dryRun.converter(resolver).convert(read.lexed.map(\.source)) { found in
            for (position, locators) in found.enumerated() { weights[read.lexed[position].index] += locators.count }
            let ties = TestSourceConverter.ties(found).map { (read.lexed[$0.0].index, read.lexed[$0.1].index) }
            taken = ConversionShardPlan.files(of: shard, weights: weights, ties: ties)
            return Set(read.lexed.indices.filter { taken.contains(read.lexed[$0].index) })
        }
        var files: [FileConversion] = []
        var problems: [ConversionRun.Part.Problem] = []
        if shard.index == 1 {
            problems += read.earlyProblems.enumerated().map { .init(order: [0, $0.offset], error: $0.element) }
        }
        problems += read.unlexed.filter { taken.contains($0.index) }.map { .init(order: [1, $0.index], error: $0.error) }
        var partFiles: [ConversionRun.Part.File] = []
        for (position, result) in results.enumerated() {
            switch result {
            case .success(let file)?:
                files.append(file)
                partFiles.append(ConversionRun.Part.File(file, source: read.lexed[position].index))
            case .failure(let error)?: problems.append(.init(order: [2, read.lexed[position].index], error: error))
            case nil: continue
            }
        }
        return ConversionRun.Part(
            pageSources: resolver.pageSources.map(\.name), allowsLabels: resolver.allowsLabels, testSources: read.count,
            sources: taken.sorted(), files: partFiles, problems: problems,
            asked: IdentifierRequestPlanner(resolver: resolver).asked(by: files))
    }
}
