import ArgumentParser
import Foundation
import LocatorLabInspection
import LocatorLabXML

struct InspectCommand: ParsableCommand {
    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case html, json
    }

    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Open saved page sources (and screenshots) as one interactive page: an offline Appium Inspector.",
        discussion: """
            Writes one self-contained HTML file (inline script, style and data; nothing loaded from \
            the network; works from file:// and as a CI artifact) with the element tree, the screen \
            (the screenshot with every frame drawn over it, or a wireframe), the selected element's \
            attributes and the ranked locators verified to select exactly it (with fragility findings, \
            identifier verdict and client code to copy), a filter, and the audit's findings as an overlay.

            Several page sources give one page with a screen switcher; give one --screenshot per page \
            source, in the same order. A recording folder ('locatorlab record -o DIR') gives each \
            screen the run saw, with its screenshot when one was recorded, named by its screen id and \
            the first find the run sent on it; recordings come after the page sources.

            The page's script and data are packed (DEFLATE, base64) and unpacked by the browser \
            (Chromium 103, Firefox 113, Safari 16.4 or later). --format json writes the page's data \
            alone, as plain JSON with sorted keys, for other tools.

            --serve serves the page over HTTP on 127.0.0.1 (another interface only with --host) with a \
            live query box: any locator, in any strategy, evaluated by LocatorLab with the driver's \
            semantics; matches are highlighted and counted. Stop it with Ctrl-C or SIGTERM. The server is the \
            locatorlab-server executable installed beside locatorlab, which --serve hands over to.

            Exit codes: 0 written (or served until stopped); 64 usage error; 65 invalid page source or \
            screenshot; 66 page source or screenshot missing; 69 locatorlab-server missing; 73 output \
            cannot be written or the port cannot be used.
            """
    )

    @Argument(help: "Page sources, folders of them, or recording folders ('-' for standard input).")
    var pageSources: [String] = []

    @Option(name: .customLong("screenshot"), help: "A PNG screenshot of the screen; repeat it once per page source.")
    var screenshots: [String] = []

    @Option(name: .shortAndLong, help: "Write the page to this file instead of standard output.")
    var output: String?

    @Option(help: "html (the interactive page) or json (its data alone).")
    var format: OutputFormat = .html

    @Option(help: "The page's title (default: the page source's name).")
    var title: String?

    @Flag(help: "Serve the page with a live query box instead of writing it.")
    var serve = false

    @Option(parsing: .unconditional, help: "Port to serve on (0 picks a free one).")
    var port: Int = 8040

    @Option(help: "Address to listen on (default 127.0.0.1: this machine only).")
    var host: String = "127.0.0.1"

    @Option(help: "Android package used to complete ids (default: the most common package in the page source).")
    var appPackage: String?

    @OptionGroup var inputOptions: PageSourceInputOptions

    /// Bounds the locators the page is built with and, with --serve, each live query.
    @OptionGroup var xpathTimeout: XPathTimeoutOption

    func validate() throws {
        try PageSourceInputOptions.validate(pageSources: pageSources)
        try ListeningPort.validate(port)
        if serve && output != nil { throw ValidationError("--serve serves the page; leave out -o") }
        if serve && format != .html { throw ValidationError("--serve serves the HTML page; leave out --format") }
    }

    func run() throws {
        // Before anything is read: standard input belongs to the server.
        guard !serve || Serving.serve != nil else {
            let problem = Serving.handOver(command: "inspect --serve")
            throw CommandFailure(message: "error: \(problem)", status: ExitStatus.unavailable).report()
        }
        var request: Serving.Request?
        try ErrorPresenter.run {
            let progress = ProgressLine(enabled: Terminal.isInteractive(.standardError))
            defer { progress.finish() }
            progress.update("reading \(pageSources.count == 1 ? pageSources[0] : "\(pageSources.count) page sources")")
            let (inputs, defaultTitle) = try InspectInputs(options: inputOptions).read(pageSources, screenshots: screenshots)
            let pageTitle = title ?? defaultTitle
            let limits = XPathLimits(timeLimit: xpathTimeout.seconds)
            let document = try PageInspector(appPackage: appPackage, xpathLimits: limits)
                .inspect(inputs, title: "Inspect: \(pageTitle)", live: serve) { step in
                    progress.update(Self.describe(step))
                }
            progress.update("writing the page")
            let page = format == .json ? try document.json() : try document.html()
            progress.finish()
            if serve {
                request = .inspect(
                    Serving.InspectRequest(
                        page: page, screens: inputs, appPackage: appPackage, xpathLimits: limits,
                        host: host, port: ListeningPort.value(port)))
            } else {
                try OutputDestination.emit(page, to: output)
            }
        }
        if let request {
            try Serving.run(request)
        }
    }

    private static func describe(_ step: PageInspector.Progress) -> String {
        switch step.phase {
        case .auditing:
            return "auditing identifiers"
        case .listing:
            let screen = step.screens == 1 ? "" : "screen \(step.screen + 1) of \(step.screens): "
            return "\(screen)listing locators, element \(step.done + 1) of \(step.total)"
        }
    }
}
