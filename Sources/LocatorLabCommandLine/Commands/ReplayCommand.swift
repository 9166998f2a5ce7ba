import ArgumentParser
import Foundation
import LocatorLabComparison
import LocatorLabFiles
import LocatorLabPageSource
import LocatorLabRecording
import LocatorLabWebDriver
import LocatorLabXML

struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Answer a test suite's WebDriver requests from saved page sources or a recording, without a device.",
        discussion: """
            Serves the W3C WebDriver protocol as Appium's XCUITest and UiAutomator2 drivers answer it, over \
            saved page sources (and screenshots) or a recording made by `locatorlab record`. Point the suite's \
            Appium URL at it: every find is evaluated by LocatorLab with the driver's semantics, elements are \
            read from the saved tree, and actions are accepted. Execute methods ('mobile: …') that ask about \
            the app are answered from the screen, the others taken as actions; JavaScript is refused, as in \
            the native context. A screenshot without a saved one is a blank image of the screen's size.

            Screens: with a recording, each session follows the screens the recorded run reached after each \
            action. Without one, a session starts on the first page source of its platform (or the one named \
            by the capability locatorlab:screen, a file name or a number from 1); a find that matches nothing \
            there is tried on the page sources given after it, in order (an element find on the earlier ones \
            too, a list not, so that a check that something is gone stays true), and the first that matches \
            becomes the current screen (a jump, reported).

            When ready it prints 'listening on http://HOST:PORT' on standard error. SIGINT (Ctrl-C) or SIGTERM \
            stops it and writes the run report to --report or standard output: the analysis compare \
            --recording makes of a recorded run (every find grouped by distinct locator, with compare's \
            verdict, fragility findings, a verified replacement and an estimate of its device cost), plus \
            each jump. Loopback only unless --host is given; clients must name the server by address or as \
            localhost (the Host header is checked, so that a web page cannot drive it), or by a name given \
            with --allow-host (a CI container's service name). The server is the \
            locatorlab-server executable installed beside locatorlab.

            Exit codes: 0 served until stopped and the report written; 64 usage error; 65 invalid page source \
            or recording; 66 page source, recording or screenshot missing; 69 locatorlab-server missing; \
            73 the report cannot be written or the port cannot be used.
            """
    )

    @Argument(help: "Page sources, folders of them, or one recording folder.")
    var inputs: [String] = []

    @Option(name: .customLong("screenshot"), help: "A PNG screenshot of the screen; repeat it once per page source.")
    var screenshots: [String] = []

    @Option(parsing: .unconditional, help: "Port to listen on (0 picks a free one; Appium's is 4723).")
    var port: Int = 4723

    @Option(help: "Address to listen on (default 127.0.0.1: this machine only).")
    var host: String = "127.0.0.1"

    @Option(
        name: .customLong("allow-host"),
        help: "A host name clients may reach the server by (a CI container's service name); repeat it for more.")
    var allowedHostNames: [String] = []

    @Option(help: "Android package that completes ids for sessions without appium:appPackage.")
    var appPackage: String?

    @Option(help: "Write the run report to this file instead of standard output.")
    var report: String?

    @Option(help: "Report format: text, json, markdown, html, junit or sarif.")
    var format: Format = .text

    @Option(
        help: ArgumentHelp(
            "Seconds the run report's analysis may take once stopped (0: no limit).",
            discussion: "Past half of it, locators are judged without timing or survival trials; past all of "
                + "it, they are listed unanalysed, and the report says how many."))
    var reportTime: Double = 1.5

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown, html, junit, sarif
    }

    @OptionGroup var inputOptions: PageSourceInputOptions
    @OptionGroup var xpathTimeout: XPathTimeoutOption

    func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("give at least one page source or a recording folder") }
        try ListeningPort.validate(port)
        guard !inputs.contains("-") else { throw ValidationError("replay reads files; standard input belongs to nobody here") }
        let recordings = inputs.filter(RecordingFolder.isRecording)
        if !recordings.isEmpty, inputs.count > 1 {
            throw ValidationError("give one recording folder alone, or page sources without a recording")
        }
        if !recordings.isEmpty, !screenshots.isEmpty {
            throw ValidationError("a recording carries its own screenshots; leave out --screenshot")
        }
        guard reportTime.isFinite, reportTime >= 0, reportTime <= 86_400 else {
            throw ValidationError("--report-time takes seconds from 0 (no limit) to 86400; got \(reportTime)")
        }
    }

    func run() throws {
        try OutputDestination.check(report)
        // Before anything is read: the server executable reads it again.
        guard Serving.serve != nil else {
            let problem = Serving.handOver(command: "replay")
            throw CommandFailure(message: "error: \(problem)", status: ExitStatus.unavailable).report()
        }
        var request: Serving.ReplayRequest?
        try ErrorPresenter.run {
            let (screens, plan) = try ReplayInputs(options: inputOptions).read(inputs, screenshots: screenshots)
            request = Serving.ReplayRequest(
                screens: screens, plan: plan, appPackage: appPackage,
                xpathLimits: XPathLimits(timeLimit: xpathTimeout.seconds), host: host, port: ListeningPort.value(port),
                allowedHostNames: allowedHostNames)
        }
        guard let request else { return }
        let outcome = try Serving.run(.replay(request))
        guard case .replayed(let run) = outcome else { return }
        try ErrorPresenter.run {
            // The report evaluates every locator again and estimates its
            // device cost: seconds for a slow XPath, so a stopped replay says
            // what it is still doing (on a terminal only, like every progress line).
            let progress = ProgressLine(enabled: Terminal.isInteractive(.standardError))
            defer { progress.finish() }
            progress.update("stopped; writing the run report of \(ProgressLine.counted(run.finds.count, "find"))")
            // Bounded so that stopping is prompt whatever the run: 1.5 s of
            // analysis unless --report-time says otherwise, each evaluation
            // within half a second (a find that took longer on the replay is
            // reported as stopped by the limit).
            var limits = request.xpathLimits
            if reportTime > 0 { limits.timeLimit = min(limits.timeLimit, 0.5) }
            let settings = CompareSettings(timings: [.xpathDevice], appPackage: appPackage, xpathLimits: limits)
            let analysis = RecordedRunAnalysis(
                settings: settings, clock: ContinuousMeasurementClock(), trialsUpToMilliseconds: 250,
                budgetNanoseconds: reportTime > 0 ? UInt64(reportTime * 1e9) : nil
            ).replayed(
                screens: request.screens,
                finds: run.recordedFinds, sessions: run.sessions, notes: run.notes)
            let bytes: [UInt8]
            switch format {
            case .junit: bytes = analysis.junit()
            case .sarif: bytes = try analysis.sarifJSON()
            default: bytes = try analysis.rendered(as: ReportFormat(rawValue: format.rawValue) ?? .text)
            }
            try OutputDestination.emit(bytes, to: report)
        }
    }
}
