import ArgumentParser
import Foundation
import LocatorLabModel
import LocatorLabPageSource

/// Reading one page source: format choice and limits.
struct PageSourceInputOptions: ParsableArguments {
    @Option(name: .customLong("from"), help: "Input format: auto, xml, debug-description or json.")
    var format: InputFormatOption = .auto

    @OptionGroup var limitOptions: ReadLimitOptions

    /// The checks every command taking a list of page sources makes: at
    /// least one, and standard input at most once.
    static func validate(pageSources: [String]) throws {
        guard !pageSources.isEmpty else { throw ValidationError("give at least one page source") }
        guard pageSources.filter({ $0 == "-" }).count <= 1 else {
            throw ValidationError("standard input ('-') can be read only once")
        }
    }

    /// Reads `path` (`-` is standard input).
    func read(_ path: String) throws -> ElementTree {
        try Self.read(path, format: format.format, limits: limitOptions.limits)
    }

    /// Reads `path` (`-` is standard input) in `format` (`nil`: detected).
    static func read(_ path: String, format: PageSourceFormat?, limits: ReadLimits) throws -> ElementTree {
        if path == "-" {
            let bytes = try PageSourceReader.read(FileHandle.standardInput, file: "<stdin>", limits: limits)
            return try PageSourceReader.read(bytes, file: "<stdin>", format: format, limits: limits)
        }
        return try PageSourceReader.read(contentsOf: path, format: format, limits: limits)
    }

    /// Reads page sources and folders of them (`PageSourceSet`), with a note
    /// on stderr for each file in a folder that is not a page source.
    func readAll(_ paths: [String]) throws -> [NamedTree] {
        let limits = limitOptions.limits
        let set = try PageSourceSet.read(paths, format: format.format, limits: limits) {
            try PageSourceReader.read(FileHandle.standardInput, file: "<stdin>", limits: limits)
        }
        Self.noteSkipped(set.skipped)
        return set.pageSources
    }

    static func noteSkipped(_ skipped: [PageSourceError]) {
        for error in skipped {
            Terminal.standardError.write("\(error.file ?? "<input>"): note: not a page source; skipped\n")
        }
    }
}
