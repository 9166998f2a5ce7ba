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
        let (sources, discoveryProblems) = TestSourceDiscovery.sources(in: paths, language: language)
        var problems = discoveryProblems.map(ConversionError.init)
        // Before any file is read: a group an earlier run left half-written
        // would otherwise convert as it stands, its uses reported no-match.
        let (finished, interrupted) = Self.finishInterruptedWrites(
            besides: sources.map(\.path), writing: writesChanges)
        problems += interrupted
        // Every file is lexed before any is converted: a locator may name a
        // constant declared in another file.
        var lexed: [LexedSource] = []
        lexed.reserveCapacity(sources.count)
        for source in sources {
            do {
                lexed.append(try LexedSource.lex(LexedSource.read(source.path), file: source.path, language: source.language))
            } catch {
                problems.append(ConversionError(error))
            }
        }
        let converter = TestSourceConverter(
            resolver: resolver, helpers: helpers, clientGenerations: clientGenerations, recordedValues: recordedValues)
        var files: [FileConversion] = []
        files.reserveCapacity(lexed.count)
        for result in converter.convert(lexed) {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let error): problems.append(error)
            }
        }
        var removedTemporaryFiles: [String] = []
        if writesChanges {
            removedTemporaryFiles = Self.removeLeftovers(besides: files.filter(\.isChanged).map(\.file))
            var unwritten = Set<String>()
            for group in Self.writeGroups(files) {
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
            finishedInterruptedWrites: finished,
            identifierRequests: IdentifierRequestPlanner(resolver: resolver).requests(for: files))
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

    /// Finishes the groups that killed runs left journals for
    /// (``ReplacementJournal``) in the folders of `files`, when `writing`;
    /// otherwise reports their files, untouched. Returns the files finished
    /// and the problems.
    static func finishInterruptedWrites(besides files: [String], writing: Bool) -> ([String], [ConversionError]) {
        var finished: [String] = []
        var problems: [ConversionError] = []
        for journal in realFolders(of: files).flatMap(ReplacementJournal.abandoned(in:)) {
            guard writing else {
                let targets = ReplacementJournal.read(journal)?.entries.map(\.target) ?? [journal]
                for target in targets {
                    problems.append(
                        .interruptedWrite(
                            file: target, reason: "run convert --write to finish it (journal \(journal))"))
                }
                continue
            }
            let recovery = ReplacementJournal.finish(journal)
            finished += recovery.finished
            problems += recovery.conflicts.map { .interruptedWrite(file: $0.target, reason: $0.reason) }
        }
        return (finished, problems)
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
