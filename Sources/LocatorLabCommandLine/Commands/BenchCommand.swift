import ArgumentParser
import LocatorLabComparison
import LocatorLabModel
import LocatorLabXML

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time XPath against identifier lookup on generated page sources of growing size.",
        discussion: """
            Generates a realistic page source of each size (the same for the same seed) and times, \
            for one element with an identifier: XPath kinds (//*[@name=…] or, on Android, //*[@content-desc=…], typed name, label \
            predicate, absolute path, positional index) through LocatorLab and through libxml2 \
            directly, a driver's per-query document build plus evaluation (xpath-device), and the \
            identifier lookup through the index (id-index) and by walking the tree (id-scan). Memory \
            is the growth of the resident set while building the tree, the index and the query \
            document. Build with -c release for meaningful figures.
            """
    )

    @Option(help: "Element counts, comma-separated: e.g. 1k,10k,100k,1m.")
    var sizes: String = "1k,10k,100k,1m"

    @Option(help: "ios or android.")
    var platform: Platform = .ios

    @Option(parsing: .unconditional, help: "Seed of the page-source generator.")
    var seed: UInt64 = 1

    @Option(name: .customLong("min-time"), parsing: .unconditional, help: "Minimum measuring time per timing, in milliseconds.")
    var minimumTime: Double = 200

    @Flag(
        name: .customLong("no-device"),
        help: "Skip xpath-device (rebuilding the document per query is slow on large sizes).")
    var skipsDevice = false

    @Option(help: "text, json, markdown or html.")
    var format: ReportFormat = .text

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    func validate() throws {
        guard minimumTime > 0, minimumTime <= 60_000 else {
            throw ValidationError("--min-time must be more than 0 and at most 60000 (milliseconds)")
        }
    }

    func run() throws {
        try OutputDestination.check(output)
        try ErrorPresenter.run {
            let settings = BenchSettings(
                sizes: try BenchSettings.sizes(from: sizes), platform: platform, seed: seed,
                minimumTime: UInt64(minimumTime * 1_000_000), measuresDevice: !skipsDevice
            )
            let progress = ProgressLine(enabled: Terminal.isInteractive(.standardError))
            let report: BenchReport
            do {
                report = try ScalingBenchmark(settings: settings).run { progress.update($0) }
            } catch {
                progress.finish()
                throw CommandFailure(message: "error: \(error)", status: ExitStatus.badInput).report()
            }
            progress.finish()
            let colour = Terminal.usesColour(.standardOutput) && output == nil
            try OutputDestination.emit(report.rendered(as: format, colour: colour), to: output)
        }
    }
}
