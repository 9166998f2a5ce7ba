import ArgumentParser
import Foundation
import LocatorLabInventory
import LocatorLabReporting

struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit the accessibility identifiers of page sources: coverage, missing, duplicate and fragile ones.",
        discussion: """
            Coverage is the share of interactive elements (iOS buttons, cells, text inputs, switches, \
            sliders, links, tabs…; Android clickable, checkable or editable nodes) that carry an \
            accessibility identifier or a resource-id, overall, per page source and per dotted branch. \
            With no interactive element, coverage is n/a and --min-coverage passes.

            Rules: missing-identifier (with a suggested id), label-derived-name, duplicate-identifier, \
            duplicate-button-text, duplicate-container, duplicate-in-rows, generated-identifier, \
            off-convention (with --convention), index-gap.

            Exit codes: 0 audited (findings do not fail the run); 1 coverage below --min-coverage; \
            64 usage error (including an invalid --convention); 65 invalid page source; 66 page source \
            missing; 73 output cannot be written.
            """
    )

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown, html, sarif, junit
    }

    @Argument(help: "Page sources or folders of them to audit ('-' for standard input).")
    var pageSources: [String] = []

    @Option(help: "A regular expression every accessibility identifier must match as a whole.")
    var convention: String?

    @Option(
        name: .customLong("min-coverage"), parsing: .unconditional,
        help: "Exit with 1 when fewer than this percentage (0-100) of interactive elements are identified.")
    var minimumCoverage: Double?

    @Option(help: "text, json, markdown, html, sarif or junit.")
    var format: OutputFormat = .text

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    @OptionGroup var inputOptions: PageSourceInputOptions

    @OptionGroup var sharding: ShardOptions

    func validate() throws {
        try PageSourceInputOptions.validate(pageSources: pageSources)
        if sharding.shard != nil {
            try ShardOptions.validate(pageSources: pageSources, formatIsPart: format == .json || format == .text)
        }
        if let minimumCoverage, !(0...100).contains(minimumCoverage) {
            throw ValidationError("--min-coverage must be a percentage between 0 and 100")
        }
    }

    func run() throws {
        try OutputDestination.check(output)
        var report: AuditReport?
        try ErrorPresenter.run {
            // Check the options before reading anything.
            let auditor = try IdentifierAuditor(
                options: AuditOptions(convention: convention, minimumCoverage: minimumCoverage))
            let sources = try inputOptions.readAll(pageSources)
            if let shard = try sharding.resolved() {
                // Each page source is audited alone: a shard takes its share of them.
                var fingerprint = PartFingerprint(command: "audit")
                fingerprint.add("convention", convention)
                fingerprint.add("min-coverage", minimumCoverage)
                fingerprint.add("from", inputOptions.format)
                fingerprint.add("limits", inputOptions.limitOptions.limits)
                try fingerprint.add(pageSources: sources)
                let part = ReportPart(
                    version: LocatorLabCommand.configuration.version, command: "audit", fingerprint: fingerprint.digest,
                    shard: shard, report: auditor.audit(Array(sources[shard.range(of: sources.count)])).part)
                // The gate is the merged report's: a shard's coverage is not the run's.
                return try OutputDestination.emit(try part.json(), to: output)
            }
            let result = auditor.audit(sources)
            try OutputDestination.emit(
                try Self.render(result, format: format, colour: ColourPolicy.standardOutput && output == nil), to: output)
            report = result
        }
        guard let report, !report.meetsMinimumCoverage, let gate = report.gateLine else { return }
        throw CommandFailure(message: "error: \(gate)", status: ExitStatus.checkFailed).report()
    }

    static func render(_ report: AuditReport, format: OutputFormat, colour: Bool) throws(ReportingError) -> [UInt8] {
        switch format {
        case .text: return Array(report.text(colour: colour).utf8)
        case .json: return try report.json()
        case .markdown: return Array(report.markdown().utf8)
        case .html: return Array(report.html().utf8)
        case .sarif: return try report.sarifJSON(toolVersion: LocatorLabCommand.configuration.version)
        case .junit: return report.junit()
        }
    }
}
