import Foundation
import LocatorLabPageSource

/// Runs a conversion over files on disk: find the test sources, convert each
/// in memory, then (only when asked) write the changed ones. A file that
/// cannot be read, decoded or lexed is reported and skipped; the others
/// still convert.
public struct ConversionRunner {
    public var language: SourceLanguage?
    public var writesChanges: Bool

    public init(language: SourceLanguage? = nil, writesChanges: Bool = false) {
        self.language = language
        self.writesChanges = writesChanges
    }

    public func run(paths: [String], resolver: AccessibilityIDResolver) -> ConversionRun {
        let (sources, discoveryProblems) = TestSourceDiscovery.sources(in: paths, language: language)
        var problems = discoveryProblems
        var files: [FileConversion] = []
        files.reserveCapacity(sources.count)
        let converter = TestSourceConverter(resolver: resolver)
        for source in sources {
            let bytes: [UInt8]
            do {
                bytes = try Self.read(source.path)
            } catch {
                problems.append(error)
                continue
            }
            do {
                files.append(try converter.convert(bytes, file: source.path, language: source.language))
            } catch {
                problems.append(error)
            }
        }
        var removedTemporaryFiles: [String] = []
        if writesChanges {
            removedTemporaryFiles = Self.removeLeftovers(besides: files.filter(\.isChanged).map(\.file))
            var written: [FileConversion] = []
            for file in files {
                guard file.isChanged else {
                    written.append(file)
                    continue
                }
                do {
                    try TestSourceWriter.replace(file.file, with: file.converted, ifStill: file.original)
                    written.append(file)
                } catch {
                    problems.append(error)
                    // Unwritten, so the file on disk still has every locator.
                    var unchanged = file
                    unchanged.converted = file.original
                    unchanged.locators = file.locators.map { locator in
                        guard locator.outcome == .converted else { return locator }
                        var kept = locator
                        kept.reason += "; but the file could not be written"
                        return kept
                    }
                    written.append(unchanged)
                }
            }
            files = written
        }
        return ConversionRun(
            pageSources: resolver.pageSources.map(\.name), files: files, problems: problems, wrote: writesChanges,
            allowsLabels: resolver.allowsLabels, removedTemporaryFiles: removedTemporaryFiles)
    }

    /// Temporary files a killed run (SIGKILL, a power cut) left in the
    /// folders about to be written, one listing per folder. The folder is
    /// that of the real file, where the temporary files go.
    static func removeLeftovers(besides files: [String]) -> [String] {
        var folders = Set<String>()
        for file in files {
            let real = URL(fileURLWithPath: file).resolvingSymlinksInPath()
            folders.insert(real.deletingLastPathComponent().path)
        }
        return folders.sorted().flatMap(FileReplacement.removeStaleTemporaryFiles(in:))
    }

    /// Test sources larger than this are skipped as unreadable (64 MiB).
    public static let maximumFileBytes = 64 << 20

    static func read(_ path: String) throws(ConversionError) -> [UInt8] {
        let manager = FileManager.default
        if let size = (try? manager.attributesOfItem(atPath: path))?[.size] as? Int, size > Self.maximumFileBytes {
            throw .unreadable(file: path, reason: "larger than \(Self.maximumFileBytes >> 20) MiB; not a test source")
        }
        guard manager.isReadableFile(atPath: path), let data = manager.contents(atPath: path) else {
            throw .unreadable(file: path, reason: "permission denied or not a regular file")
        }
        return [UInt8](data)
    }
}
