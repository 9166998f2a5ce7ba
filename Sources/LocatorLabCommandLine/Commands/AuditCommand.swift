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

            With --baseline OLD.json (an earlier 'audit --format json'), every format also says what \
            changed since: coverage per page source that dropped or rose, findings new or fixed; \
            --fail-on regression exits with 1 when a page source's coverage dropped or a new warning or \
            error appeared.

            Exit codes: 0 audited (findings do not fail the run); 1 coverage below --min-coverage, or a \
            regression with --fail-on regression; 64 usage error (including an invalid --convention); \
            65 invalid page source, or a --baseline that is not an audit report; 66 page source or \
            baseline missing; 73 output cannot be written.
            """
    )

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown, html, sarif, junit, allure
    }

    @Argument(help: "Page sources or folders of them to audit ('-' for standard input).")
    var pageSources: [String] = []

    @Option(help: "A regular expression every accessibility identifier must match as a whole.")
    var convention: String?

    @Option(
        name: .customLong("min-coverage"), parsing: .unconditional,
        help: "Exit with 1 when fewer than this percentage (0-100) of interactive elements are identified.")
    var minimumCoverage: Double?

    @Option(help: "text, json, markdown, html, sarif, junit or allure (an Allure results folder: give -o DIR).")
    var format: OutputFormat = .text

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    @OptionGroup var baselineOptions: BaselineOptions

    @OptionGroup var inputOptions: PageSourceInputOptions

    @OptionGroup var sharding: ShardOptions

    func validate() throws {
        try PageSourceInputOptions.validate(pageSources: pageSources)
        if format == .allure, output == nil || output == "-" {
            throw ValidationError("--format allure writes a results folder; give it with -o DIR")
        }
        if format == .allure, baselineOptions.baseline != nil {
            throw ValidationError("--baseline is not available with --format allure; use json, text, markdown, html, sarif or junit")
        }
        if sharding.shard != nil {
            try ShardOptions.validate(pageSources: pageSources, formatIsPart: format == .json || format == .text)
            if baselineOptions.baseline != nil {
                throw ValidationError("--baseline goes with the whole run's report, not a shard's part; compare the merged report")
            }
        }
        if let minimumCoverage, !(0...100).contains(minimumCoverage) {
            throw ValidationError("--min-coverage must be a percentage between 0 and 100")
        }
    }

    func run() throws {
        try OutputDestination.check(output)
        var report: AuditReport?
        var diff: BaselineDiff?
        try ErrorPresenter.run {
            // Check the options and the baseline before reading page sources.
            let auditor = try IdentifierAuditor(
                options: AuditOptions(convention: convention, minimumCoverage: minimumCoverage))
            let baseline = try baselineOptions.baselineBytes().map { bytes throws(BaselineError) in
                try AuditBaseline.read(bytes, file: baselineOptions.baseline!)
            }
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
            diff = baseline.map { result.changes(since: $0, file: baselineOptions.baseline!) }
            if format == .allure, let output {
                let bytes = OutputDestination.pageSourceBytes(result.pageSources)
                try OutputDestination.emitFolder(try result.allure(pageSourceBytes: bytes).files, to: output)
                report = result
                return
            }
            try OutputDestination.emit(try render(result, baseline: baseline, diff: diff), to: output)
            report = result
        }
        guard let report else { return }
        let coverageGate = report.meetsMinimumCoverage ? nil : report.gateLine
        try baselineOptions.enforce(diff, otherGates: coverageGate.map { [$0] } ?? [])
    }

    private func render(
        _ report: AuditReport, baseline: AuditBaseline?, diff: BaselineDiff?
    ) throws(ReportingError) -> [UInt8] {
        let colour = ColourPolicy.standardOutput && output == nil
        guard let baseline, let diff else { return try Self.render(report, format: format, colour: colour) }
        switch format {
        case .text: return Array((report.text(colour: colour) + "\n" + diff.text()).utf8)
        case .json: return try BaselinedJSON(report: report, baseline: diff).json(what: "the audit report")
        case .markdown: return Array((report.markdown() + "\n" + diff.markdown()).utf8)
        case .html: return Array(diff.inserted(into: report.html()).utf8)
        case .sarif: return try report.sarif(toolVersion: LocatorLabCommand.configuration.version, baseline: baseline).json()
        case .junit: return report.junit(baseline: diff)
        case .allure: return []  // refused in validate()
        }
    }

    /// The report in `format` without a baseline; `merge` renders a merged
    /// audit with it too.
    static func render(_ report: AuditReport, format: OutputFormat, colour: Bool) throws(ReportingError) -> [UInt8] {
        switch format {
        case .text: return Array(report.text(colour: colour).utf8)
        case .json: return try report.json()
        case .markdown: return Array(report.markdown().utf8)
        case .html: return Array(report.html().utf8)
        case .sarif: return try report.sarifJSON(toolVersion: LocatorLabCommand.configuration.version)
        case .junit: return report.junit()
        case .allure: return []  // a folder, written by run(); merge refuses it
        }
    }
}
