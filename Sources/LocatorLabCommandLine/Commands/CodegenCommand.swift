import ArgumentParser
import Foundation
import LocatorLabFiles
import LocatorLabInventory

extension CodegenLanguage: ExpressibleByArgument {}

struct CodegenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "codegen",
        abstract: "Generate identifier constants for UI tests from the identifiers page sources expose.",
        discussion: """
            Collects accessibility identifiers (never names derived from labels: an iOS name equal \
            to its label counts only when it looks like an identifier, such as a dotted path; an \
            Android content-desc only when it looks like one) and the app's Android resource-ids \
            (under ResourceIDs; android:id/… left out). Dotted identifiers become nested namespaces \
            (Users.UserDetails.Label → Identifiers.Users.UserDetails.label); indexed ones \
            (Cell_0, Feed.PostCell_12.Title, list.0) become functions of the index. Names are ASCII, \
            never keywords and never collide. The output is sorted and has no date, so --check \
            can tell whether a committed file is up to date. --requests adds the identifiers a \
            'convert --format json' report asks the app to add (identifierRequests), so the app \
            and the tests use the same names.

            Exit codes: 0 written (or up to date with --check); 1 the --check file is out of date \
            or missing; 64 usage error; 65 invalid page source; 66 page source missing; 73 output \
            cannot be written.
            """
    )

    @Argument(help: "Page sources or folders of them to read ('-' for standard input).")
    var pageSources: [String] = []

    @Option(
        name: .customLong("requests"),
        help: ArgumentHelp(
            "A 'convert --format json' report whose requested identifiers to add (repeatable).", valueName: "file"))
    var requests: [String] = []

    @Option(help: "swift, kotlin, java or python (default: from the -o/--check file's extension, else swift).")
    var language: CodegenLanguage?

    @Option(
        name: .customLong("namespace"),
        help: "The outermost namespace (default: Identifiers; for Java, the -o/--check file's name).")
    var rootNamespace: String?

    @Option(help: "Java or Kotlin package of the generated file.")
    var package: String?

    @Option(help: "Compare with this file instead of writing; exit 1 when it is out of date.")
    var check: String?

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    @OptionGroup var inputOptions: PageSourceInputOptions

    func validate() throws {
        if !(pageSources.isEmpty && !requests.isEmpty) {
            try PageSourceInputOptions.validate(pageSources: pageSources)
        }
        guard check == nil || output == nil else { throw ValidationError("--check and --output cannot be combined") }
    }

    func run() throws {
        try OutputDestination.check(output)
        try ErrorPresenter.run {
            let sources = pageSources.isEmpty ? [] : try inputOptions.readAll(pageSources)
            let options = codegenOptions
            var catalog = IdentifierCatalog(pageSources: sources)
            for file in requests {
                // A report is a few megabytes at most; 64 MiB bounds a wrong file.
                let bytes = try FileReader.read(file, maximumBytes: 64 << 20, isText: true)
                catalog = catalog.adding(
                    requested: try IdentifierRequestsFile.proposedIdentifiers(in: bytes, file: file), from: file)
            }
            let text = try IdentifierCodegen.generate(catalog, options: options)
            guard let check else {
                try OutputDestination.emit(Array(text.utf8), to: output)
                return
            }
            try verify(text, against: check)
        }
    }

    /// The options, with the language and Java class name taken from the
    /// target file when not given.
    private var codegenOptions: CodegenOptions {
        let target = (check ?? output).map { URL(fileURLWithPath: $0) }
        let chosen = language ?? target.flatMap { CodegenLanguage(fileExtension: $0.pathExtension) } ?? .swift
        var root = rootNamespace ?? "Identifiers"
        if rootNamespace == nil, chosen == .java, let base = target?.deletingPathExtension().lastPathComponent,
            base.unicodeScalars.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
            }),
            let first = base.unicodeScalars.first, !("0"..."9").contains(first)
        {
            root = base
        }
        return CodegenOptions(language: chosen, rootNamespace: root, package: package)
    }

    private func verify(_ text: String, against path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure(
                message:
                    "\(path): error: does not exist or cannot be read; generate it with 'locatorlab codegen … -o \(path)'",
                status: ExitStatus.checkFailed
            ).report()
        }
        guard let line = IdentifierCodegen.firstDifference(between: [UInt8](data), and: text) else { return }
        throw CommandFailure(
            message:
                "\(path):\(line): error: out of date (first difference on line \(line)); regenerate it with 'locatorlab codegen … -o \(path)'",
            status: ExitStatus.checkFailed
        ).report()
    }
}
