import ArgumentParser
import Foundation

/// `locatorlab record`: the suite talks to this proxy instead of Appium; the
/// run is written as a recording that `compare --recording`, `convert
/// --recording` and `replay` read without a device.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record a real test run: a proxy in front of an Appium server that keeps each screen and find.",
        discussion: """
            Point the suite at the proxy (http://127.0.0.1:PORT) instead of Appium. Every request and \
            answer passes through unchanged; the recording in -o DIR keeps each session's capabilities, \
            the page source of each screen the suite looked at (one GET /source upstream at the first \
            find after any action; identical screens stored once), the screenshot with --screenshots, \
            every find with the elements the upstream returned and how long it took, and every action. \
            When ready it prints 'listening on http://HOST:PORT' on standard error, and on the next \
            line the URL to give the suite instead of --upstream; Ctrl-C or SIGTERM stop it, the \
            recording complete. Loopback only unless --host is given.

            Exit codes: 0 stopped by a signal; 64 usage error (--upstream, --host); 69 \
            locatorlab-server missing; 73 the port cannot be used or the folder is not new or empty.
            """
    )

    @Option(help: ArgumentHelp("The Appium server to record (e.g. http://127.0.0.1:4723).", valueName: "url"))
    var upstream: String

    @Option(name: .shortAndLong, help: ArgumentHelp("A new or empty folder for the recording.", valueName: "dir"))
    var output: String

    @Option(parsing: .unconditional, help: "Port to listen on (0 picks a free one).")
    var port: Int = 4724

    @Option(help: "Address to listen on (127.0.0.1 unless given; 0.0.0.0 for every interface).")
    var host: String = "127.0.0.1"

    @Flag(help: "Also keep a screenshot of each new screen (one more upstream request per screen).")
    var screenshots = false

    func validate() throws {
        try ListeningPort.validate(port)
        guard let url = URL(string: upstream), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            url.host != nil
        else {
            throw ValidationError("--upstream '\(upstream)' is not an http or https URL (e.g. http://127.0.0.1:4723)")
        }
    }

    func run() throws {
        try OutputDestination.check(output)
        guard Serving.serve != nil else {
            let problem = Serving.handOver(command: "record")
            throw CommandFailure(message: "error: \(problem)", status: ExitStatus.unavailable).report()
        }
        try Serving.run(
            .record(
                Serving.RecordRequest(upstream: upstream, folder: output, screenshots: screenshots, host: host,
                    port: ListeningPort.value(port))
            ))
    }
}
