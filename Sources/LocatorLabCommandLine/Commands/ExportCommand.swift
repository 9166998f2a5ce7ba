import ArgumentParser
import LocatorLabModel
import LocatorLabPageSource

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Convert a page source (Appium XML, an XCUITest debugDescription, LocatorLab JSON) to Appium XML or JSON.",
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
        try OutputDestination.check(output)
        try ErrorPresenter.run {
            let tree = try inputOptions.read(input)
            if let problem = PageSourceWriter.problem(writing: tree, as: target, file: input == "-" ? "<stdin>" : input) {
                throw problem
            }
            try OutputDestination.emit(PageSourceWriter.write(tree, as: target), to: output)
            if target == .xml { warnAboutRenamedAttributes(in: tree) }
        }
    }

    /// A JSON tree may name an attribute what XML cannot; the XML then
    /// carries it under a cleaned name, made unique (`ab_2` beside a real
    /// `ab`) so that the file still reads back. The user is told which.
    private func warnAboutRenamedAttributes(in tree: ElementTree) {
        let renamed = PageSourceWriter.renamedAttributes(in: tree)
        let file = input == "-" ? "<stdin>" : input
        let shown = 10
        for attribute in renamed.prefix(shown) {
            let outcome = attribute.written.isEmpty
                ? "left out (nothing of the name is an XML name)" : "written as \"\(attribute.written)\""
            Terminal.standardError.write(
                "\(file): warning: element \(attribute.element.index) (<\(attribute.type)>): attribute "
                    + "\"\(attribute.name)\" is no XML name; \(outcome)\n")
        }
        if renamed.count > shown {
            Terminal.standardError.write("\(file): warning: \(renamed.count - shown) more attributes renamed\n")
        }
    }
}
