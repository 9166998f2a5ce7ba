import Foundation
import LocatorLabTestSupport
import Testing

/// The README's `### locatorlab COMMAND …` headings are what users copy:
/// each must list every option the command has, except the input and XPath
/// limits every reading command shares, which the README lists once.
@Suite("README command signatures match the commands")
struct ReadmeSignatureTests {
    static let commands = [
        "query", "compare", "bench", "convert", "export", "generate", "codegen", "audit", "inspect", "record", "replay",
        "merge",
    ]
    static let shared: Set<String> = [
        "--from", "--max-bytes", "--max-depth", "--max-elements", "--xpath-op-limit", "--xpath-timeout", "--help",
        "--version",
    ]

    static func readme() throws -> String {
        try String(contentsOf: TestFixtures.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// `--name` and `-o` in a text; `-o` stands for `--output`.
    static func options(in text: some StringProtocol) -> Set<String> {
        var found = Set<String>()
        for word in text.split(whereSeparator: { " [](){}|,`.;:".contains($0) }) {
            if word.hasPrefix("--"), word.count > 2 { found.insert(String(word)) }
            if word == "-o" { found.insert("--output") }
        }
        return found
    }

    @Test(arguments: commands)
    func theSignatureListsEveryOption(command: String) throws {
        let readme = try Self.readme()
        let heading = try #require(
            readme.split(separator: "\n").first { $0.hasPrefix("### `locatorlab \(command) ") }, "no heading for \(command)")
        let help = try CommandRunner.run([command, "--help"])
        let optionLines = help.output.split(separator: "\n").drop { !$0.hasPrefix("OPTIONS:") }
            .filter { $0.hasPrefix("  -") }
            .map { $0.split(separator: " ", maxSplits: 3).prefix(2).joined(separator: " ") }
        let real = Self.options(in: optionLines.joined(separator: " ")).subtracting(Self.shared)
        let listed = Self.options(in: heading)
        #expect(real.subtracting(listed).isEmpty, "\(command): the README omits \(real.subtracting(listed).sorted())")
        let unknown = listed.subtracting(real).subtracting(Self.shared)
        #expect(unknown.isEmpty, "\(command): the README lists \(unknown.sorted()), which the command does not have")
    }

    /// `compare --help` showed `[<options>] [<page-sources> ...]`: its
    /// usage line is the README's synopsis, then the shared input limits,
    /// and names every option the command has (`--recording`, `sarif`).
    @Test func comparesUsageLineIsTheReadmeSynopsisAndListsEveryOption() throws {
        let readme = try Self.readme()
        let heading = try #require(readme.split(separator: "\n").first { $0.hasPrefix("### `locatorlab compare ") })
        let synopsis = heading.dropFirst("### `".count).dropLast()
        let help = try CommandRunner.run(["compare", "--help"])
        let usage = try #require(help.output.split(separator: "\n\n").first { $0.hasPrefix("USAGE: ") })
        let flat = usage.dropFirst("USAGE: ".count).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flat.hasPrefix(synopsis), "\(flat)")
        #expect(flat.contains("--format text|json|markdown|html|junit|sarif"))
        let optionLines = help.output.split(separator: "\n").drop { !$0.hasPrefix("OPTIONS:") }.filter { $0.hasPrefix("  -") }
        let real = Self.options(in: optionLines.joined(separator: " ")).subtracting(["--help", "--version"])
        let missing = real.subtracting(Self.options(in: flat))
        #expect(missing.isEmpty, "compare's usage omits \(missing.sorted())")
    }

    /// The exit codes of the README's table are the ones `locatorlab
    /// --help` lists (69, a missing locatorlab-server, was missing there).
    @Test func theExitCodeTableIsTheHelpsList() throws {
        let readme = try Self.readme()
        let table = readme.components(separatedBy: "### Exit codes")[1].components(separatedBy: "\n\n")[1]
        let documented = table.split(separator: "\n").compactMap { row in
            row.hasPrefix("| ") ? Int(row.dropFirst(2).prefix { $0 != " " }) : nil
        }
        let help = try CommandRunner.run(["--help"]).output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let listed = try #require(help.components(separatedBy: "Exit codes: ").last).split(separator: ";").compactMap {
            Int($0.trimmingCharacters(in: .whitespaces).prefix { $0.isNumber })
        }
        #expect(documented == [0, 1, 64, 65, 66, 69, 70, 73])
        #expect(listed == documented)
        #expect(help.contains("69 locatorlab-server missing"))
    }

    /// `export` reads XCUITest's debugDescription dumps; its help says so
    /// in the name users search for.
    @Test func exportsHelpNamesDebugDescription() throws {
        let help = try CommandRunner.run(["export", "--help"]).output
        #expect(help.split(separator: "\n").first?.contains("debugDescription") == true, "\(help)")
        let flat = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flat.contains("debug-description (an XCUITest debugDescription dump)"), "\(help)")
    }

    @Test func theSharedOptionsAreDocumentedOnce() throws {
        let readme = try Self.readme()
        for option in Self.shared.subtracting(["--help", "--version"]) {
            #expect(readme.contains("`\(option)"), "\(option)")
        }
    }

    /// Without a command there is nothing to do: help, and exit 64 (was 0).
    @Test func noCommandPrintsTheHelpAndFails() throws {
        let run = try CommandRunner.run([])
        #expect(run.status == 64)
        #expect(run.output.contains("SUBCOMMANDS:"))
    }

    /// `--page-source` is optional on the command line only because the
    /// project config file can give the page sources; the help says so,
    /// and without either the command is a usage error.
    @Test func convertsHelpSaysWhereThePageSourcesComeFrom() throws {
        let help = try CommandRunner.run(["convert", "--help"])
        let flat = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flat.contains("--page-source <page-source>"))
        #expect(flat.contains("At least one, here or in the config file."))
        let missing = try CommandRunner.run(["convert", "/nonexistent-folder"])
        #expect(missing.status == 64)
        #expect(missing.standardError.contains("give at least one --page-source"))
    }

    /// `TERM=dumb` terminals print escapes as text. Only a terminal gets
    /// colour, so this runs `script` to give the command one.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func aDumbTerminalGetsNoColour() throws {
        func run(term: String) throws -> String {
            let command = "\(CommandRunner.executable.path) audit samples/ios-health-summary.xml"
            let outcome = try CommandRunner.run(
                ["-qec", command, "/dev/null"], environment: ["TERM": term, "NO_COLOR": ""],
                executable: URL(fileURLWithPath: "/usr/bin/script"))
            return outcome.output
        }
        #expect(try run(term: "xterm").contains("\u{1B}["))
        #expect(try !run(term: "dumb").contains("\u{1B}["))
    }
}
