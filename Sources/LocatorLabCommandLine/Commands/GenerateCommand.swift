import ArgumentParser
import LocatorLabComparison
import LocatorLabModel
import LocatorLabPageSource

extension Platform: ExpressibleByArgument {}

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write a realistic synthetic page source of N elements, the same for the same seed."
    )

    /// Read as `bench --sizes` reads a size, so `1k` and `2.5m` work here too.
    @Option(
        parsing: .unconditional, help: "How many elements the page source has (250, 2.5k, 1m).",
        transform: { text in
            guard !text.contains(","), let sizes = try? BenchSettings.sizes(from: text), let only = sizes.first else {
                throw ValidationError("--elements must be between 1 and \(GenerateCommand.largestElementCount), such as 250, 2.5k or 1m; not \(text)")
            }
            return only
        })
    var elements: Int

    @Option(parsing: .unconditional, help: "Seed of the generator; the same seed gives the same bytes.")
    var seed: UInt64 = 1

    @Option(help: "ios or android.")
    var platform: Platform = .ios

    @Option(name: .customLong("to"), help: "Output form: xml or json.")
    var target: PageSourceWriter.Target = .xml

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    static let largestElementCount = 10_000_000

    func validate() throws {
        guard (1...Self.largestElementCount).contains(elements) else {
            throw ValidationError("--elements must be between 1 and \(Self.largestElementCount)")
        }
    }

    func run() throws {
        try OutputDestination.check(output)
        try ErrorPresenter.run {
            let tree = SyntheticPageSourceGenerator(elementCount: elements, seed: seed, platform: platform).generate()
            let bytes = PageSourceWriter.write(tree, as: target)
            // The other commands refuse such a file unless told otherwise.
            for refusal in ReadLimits().refusals(elements: tree.count, bytes: bytes.count) {
                Terminal.standardError.write(
                    "warning: \(refusal.message); other commands refuse this page source without that option\n")
            }
            try OutputDestination.emit(bytes, to: output)
        }
    }
}
