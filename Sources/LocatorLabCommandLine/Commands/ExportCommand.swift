import ArgumentParser
import LocatorLabPageSource

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Convert a page source between forms: Appium XML, LocatorLab JSON.",
        discussion: """
            Reads an iOS or Android Appium page source, an XCUITest debugDescription dump or a \
            LocatorLab JSON tree, and writes it as the driver would (XML) or as a JSON tree.
            """
    )

    @Argument(help: "The page source to read ('-' for standard input).")
    var input: String

    @OptionGroup var inputOptions: PageSourceInputOptions

    @Option(name: .customLong("to"), help: "Output form: xml or json.")
    var target: PageSourceWriter.Target = .xml

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    func run() throws {
        try ErrorPresenter.run {
            let tree = try inputOptions.read(input)
            if let problem = PageSourceWriter.problem(writing: tree, as: target, file: input == "-" ? "<stdin>" : input) {
                throw problem
            }
            try OutputDestination.emit(PageSourceWriter.write(tree, as: target), to: output)
        }
    }
}
