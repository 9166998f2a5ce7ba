import Foundation
import LocatorLabFiles
import LocatorLabLocators
import LocatorLabPageSource
import LocatorLabTestSources

/// Runs a conversion over files on disk: find the test sources, convert each
/// in memory, then (only when asked) write the changed ones. A file that
/// cannot be read, decoded or lexed is reported and skipped; the others
/// still convert.
public struct ConversionRunner {
    public var language: SourceLanguage?
    public var writesChanges: Bool
    /// Project helpers taking an XPath (`--xpath-helper`).
    public var helpers: [XPathHelper]
    /// The client generation to write per language (`--client-version`).
    public var clientGenerations: [ClientLanguage: ClientGeneration]
    /// The XPaths a recorded run sent (`convert --recording`).
    public var recordedValues: [RecordedXPathValue]

    public init(
        language: SourceLanguage? = nil, writesChanges: Bool = false, helpers: [XPathHelper] = [],
        clientGenerations: [ClientLanguage: ClientGeneration] = [:], recordedValues: [RecordedXPathValue] = []
    ) {
        self.language = language
        self.writesChanges = writesChanges
        self.helpers = helpers
        self.clientGenerations = clientGenerations
        self.recordedValues = recordedValues
    }

    public func run(paths: [String], resolver: AccessibilityIDResolver) -> ConversionRun {
        let read = read(paths)
        var problems = read.earlyProblems + read.unlexed.map(\.error)
        var files: [FileConversion] = []
        files.reserveCapacity(read.lexed.count)
        for result in converter(resolver).convert(read.lexed.map(\.source)) {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let error): problems.append(error)
            }
        }
        let journals = read.journals
        var removedTemporaryFiles: [String] = []
        if writesChanges {
            var unwritten = Set<String>()
            // A journal that was refused means a state nobody knows (a group
            // half written, or someone else's plan for the tree): nothing is
            // written, not even the temporary files cleaned, until the user
            // has looked at it.
            if let journal = journals.refused.first {
                for file in files where file.isChanged {
                    unwritten.insert(file.file)
                    problems.append(
                        .unwritable(
                            file: file.file,
                            reason: "not written because the write journal \(journal) was left alone (see why above)"))
                }
            }
            let groups = journals.refused.isEmpty ? Self.writeGroups(files) : []
            if !groups.isEmpty {
                removedTemporaryFiles = Self.removeLeftovers(besides: files.filter(\.isChanged).map(\.file))
            }
            for group in groups {
                do {
                    try TestSourceWriter.replaceAll(group.map { (files[$0].file, files[$0].converted, files[$0].original) })
                } catch {
                    problems.append(error)
                    for index in group { unwritten.insert(files[index].file) }
                    // Tied files are unwritten too, and counted as such.
                    for index in group where files[index].file != error.file {
                        problems.append(
                            .unwritable(
                                file: files[index].file,
                                reason: "not written because \(error.file), tied to it by a constant, could not be"))
                    }
                }
            }
            files = files.map { file in
                guard unwritten.contains(file.file) else { return file }
                // Unwritten, so the file on disk still has every locator.
                var unchanged = file
                unchanged.converted = file.original
                unchanged.locators = file.locators.map { locator in
                    guard locator.outcome == .converted else { return locator }
                    var kept = locator
                    kept.reason += "; but the file could not be written"
                    return kept
                }
                return unchanged
            }
        }
        return ConversionRun(
            pageSources: resolver.pageSources.map(\.name), files: files, problems: problems, wrote: writesChanges,
            allowsLabels: resolver.allowsLabels, removedTemporaryFiles: removedTemporaryFiles,
            finishedInterruptedWrites: journals.finished,
            identifierRequests: IdentifierRequestPlanner(resolver: resolver).requests(for: files))
    }

    /// The test sources of a run, read: what every run (or shard) does
    /// before converting.
    struct ReadSources {
        /// How many test sources were found.
        var count: Int
        /// Problems found before reading: folders, write journals.
        var earlyProblems: [ConversionError]
        var journals: InterruptedWrites
        /// The sources lexed, with their index among those found.
        var lexed: [(index: Int, source: LexedSource)]
        /// The sources that could not be read or lexed.
        var unlexed: [(index: Int, error: ConversionError)]
    }

    /// Finds, reads and lexes the test sources under `paths`, after
    /// finishing (or reporting) the groups earlier runs left half-written.
    func read(_ paths: [String]) -> ReadSources {
        let (sources, discoveryProblems) = TestSourceDiscovery.sources(in: paths, language: language)
        // Before any file is read: a group an earlier run left half-written
        // would otherwise convert as it stands, its uses reported no-match.
        let journals = Self.finishInterruptedWrites(
            besides: sources.map(\.path), within: Self.trees(of: paths), writing: writesChanges)
        // Every file is lexed before any is converted: a locator may name a
        // constant declared in another file.
        var read = ReadSources(
            count: sources.count, earlyProblems: discoveryProblems.map(ConversionError.init) + journals.problems,
            journals: journals, lexed: [], unlexed: [])
        read.lexed.reserveCapacity(sources.count)
        for (index, source) in sources.enumerated() {
            do {
                read.lexed.append(
                    (index, try LexedSource.lex(LexedSource.read(source.path), file: source.path, language: source.language)))
            } catch {
                read.unlexed.append((index, ConversionError(error)))
            }
        }
        return read
    }

    func converter(_ resolver: AccessibilityIDResolver) -> TestSourceConverter {
        TestSourceConverter(
            resolver: resolver, helpers: helpers, clientGenerations: clientGenerations, recordedValues: recordedValues)
    }

    /// The changed files, in groups written all or none: files tied by a
    /// rewrite through a constant (the call in one, the declaration in
    /// another) form one group; every other changed file is its own.
    static func writeGroups(_ files: [FileConversion]) -> [[Int]] {
        let changed = files.indices.filter { files[$0].isChanged }
        let index = Dictionary(files.enumerated().map { ($1.file, $0) }, uniquingKeysWith: { first, _ in first })
        var parent = Dictionary(uniqueKeysWithValues: changed.map { ($0, $0) })
        func root(_ node: Int) -> Int {
            var node = node
            while let up = parent[node], up != node { node = up }
            return node
        }
        for (position, file) in files.enumerated() where file.isChanged {
            for locator in file.locators where locator.outcome == .converted {
                guard let declaring = locator.locator.constant.flatMap({ index[$0.file] }), declaring != position,
                    parent[declaring] != nil
                else { continue }
                parent[root(declaring)] = root(position)
            }
        }
        var groups: [Int: [Int]] = [:]
        for file in changed { groups[root(file), default: []].append(file) }
        return groups.values.map { $0.sorted() }.sorted { $0[0] < $1[0] }
    }

    /// What became of the journals killed runs left.
    struct InterruptedWrites {
        /// Files finished from a journal.
        var finished: [String] = []
        /// Journals not followed (``ReplacementJournal/Refusal``).
        var refused: [String] = []
        var problems: [ConversionError] = []
    }

    /// Finishes the groups that killed runs left journals for
    /// (``ReplacementJournal``) in the folders of `files`, when `writing`
    /// and every journal is one to follow; otherwise reports their files,
    /// untouched. A journal that is not to be followed (not locatorlab's
    /// own, naming a file outside `trees`, or staging other bytes than it
    /// recorded) is reported and left alone, and so is every other: with
    /// one such journal in the tree nothing is done.
    static func finishInterruptedWrites(besides files: [String], within trees: [String], writing: Bool)
        -> InterruptedWrites
    {
        var outcome = InterruptedWrites()
        let consequence =
            writing
            ? "; nothing was written. If no convert --write of yours was interrupted here, delete it and run again"
            : "; convert --write will write nothing while it is there"
        var trusted: [(path: String, journal: ReplacementJournal)] = []
        for path in realFolders(of: files).flatMap(ReplacementJournal.abandoned(in:)) {
            switch ReplacementJournal.trusted(path, within: trees) {
            case .success(let journal): trusted.append((path, journal))
            case .failure(let refusal):
                outcome.refused.append(path)
                outcome.problems.append(.untrustedJournal(file: path, reason: refusal.reason + consequence))
            }
        }
        guard writing, outcome.refused.isEmpty else {
            for (path, journal) in trusted {
                for target in journal.entries.map(\.target) {
                    outcome.problems.append(
                        .interruptedWrite(file: target, reason: "run convert --write to finish it (journal \(path))"))
                }
            }
            return outcome
        }
        for (path, _) in trusted {
            let recovery = ReplacementJournal.finish(path, within: trees)
            outcome.finished += recovery.finished
            outcome.problems += recovery.conflicts.map { .interruptedWrite(file: $0.target, reason: $0.reason) }
            if let refusal = recovery.refusal {
                // Changed between the check and now.
                outcome.refused.append(path)
                outcome.problems.append(.untrustedJournal(file: path, reason: refusal.reason + consequence))
            }
        }
        return outcome
    }

    /// The real paths of the folders and files being converted: a
    /// journal may name nothing outside them.
    static func trees(of paths: [String]) -> [String] {
        paths.compactMap { path in
            guard let resolved = realpath(path, nil) else { return nil }
            defer { free(resolved) }
            return String(cString: resolved)
        }
    }

    /// Temporary files a killed run (SIGKILL, a power cut) left in the
    /// folders about to be written, one listing per folder. The folder is
    /// that of the real file, where the temporary files go.
    static func removeLeftovers(besides files: [String]) -> [String] {
        realFolders(of: files).flatMap { FileReplacement.removeStaleTemporaryFiles(in: $0) }
    }

    /// The folders of the real files (past links), where temporary files
    /// and journals go, sorted.
    private static func realFolders(of files: [String]) -> [String] {
        var folders = Set<String>()
        for file in files {
            let real = URL(fileURLWithPath: file).resolvingSymlinksInPath()
            folders.insert(real.deletingLastPathComponent().path)
        }
        return folders.sorted()
    }
}
