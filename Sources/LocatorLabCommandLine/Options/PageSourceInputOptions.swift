import ArgumentParser
import Foundation
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabReporting

/// Reading one page source: format choice and limits.
struct PageSourceInputOptions: ParsableArguments {
    @Option(name: .customLong("from"), help: "Input format: auto, xml, debug-description (an XCUITest debugDescription dump) or json.")
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

    /// Reads `path` (`-` is standard input) in `format` (`nil`: detected),
    /// with its reading notes on stderr.
    static func read(_ path: String, format: PageSourceFormat?, limits: ReadLimits) throws -> ElementTree {
        let tree: ElementTree
        if path == "-" {
            let bytes = try PageSourceReader.read(FileHandle.standardInput, file: "<stdin>", limits: limits)
            tree = try PageSourceReader.read(bytes, file: "<stdin>", format: format, limits: limits)
        } else {
            tree = try PageSourceReader.read(contentsOf: path, format: format, limits: limits)
        }
        noteReading(Screen(name: path == "-" ? "<stdin>" : path, tree: tree))
        return tree
    }

    /// Reads page sources and folders of them (`PageSourceSet`), with a note
    /// on stderr for each file in a folder that is not a page source.
    func readAll(_ paths: [String]) throws -> [Screen] {
        let limits = limitOptions.limits
        let set = try PageSourceSet.read(paths, format: format.format, limits: limits) {
            try PageSourceReader.read(FileHandle.standardInput, file: "<stdin>", limits: limits)
        }
        Self.noteSkipped(set.skipped)
        set.pageSources.forEach(Self.noteReading)
        return set.pageSources
    }

    /// What the reader did with a page source that the user should know
    /// (``ReadingNote``), once per page source, where it first happened:
    /// `samples/x.xml:12: note: line breaks inside attribute values …`.
    static func noteReading(_ source: Screen) {
        for note in source.tree.readingNotes {
            let place = note.line.map { "\(source.name):\($0)" } ?? source.name
            Terminal.standardError.write("\(TerminalText.sanitized(place)): note: \(note.text)\n")
        }
    }

    static func noteSkipped(_ skipped: [PageSourceError]) {
        for error in skipped {
            Terminal.standardError.write("\(error.file ?? "<input>"): note: not a page source; skipped\n")
        }
    }
}
