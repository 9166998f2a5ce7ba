import ArgumentParser
import Foundation
import LocatorLabComparison
import LocatorLabConversion
import LocatorLabFiles
import LocatorLabInventory
import LocatorLabReporting

/// `locatorlab merge`: the parts a sharded run wrote (`--shard I/N`), put
/// back into the report one machine would have written, in any format.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge the parts of a sharded run (--shard I/N) into its report.",
        discussion: """
            Reads every part a run split N ways wrote with --shard (compare, compare --recording, audit, convert), checks that they are \
            shards 1 to N of one run, once each (same locatorlab version, command, inputs and options, \
            recorded in each part as a fingerprint), and writes the report the run would have written \
            on one machine, byte for byte, in the format asked for. Only timings differ, as they do \
            between any two runs: the machine-noise figures are computed again from every shard's \
            reference samples pooled. Parts that do not belong together are refused with the reason \
            (exit 65). The gates the run was given (audit --min-coverage, convert --fail-on) are \
            applied to the merged report, after writing it.
            """
    )

    @Argument(help: "The parts (JSON files written with --shard), in any order.")
    var parts: [String] = []

    @Option(help: "text, json, markdown, html, junit, or (for the parts of a --recording run or of convert) sarif.")
    var format: CompareCommand.CompareFormat = .text

    @Flag(help: "Markdown: include every detail, even beyond the 60,000 characters a pull-request comment holds.")
    var full = false

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    /// The largest part read: a compare part of 2,000 locators on 2,000
    /// page sources is tens of MB; a gigabyte is not a part.
    static let maximumPartBytes = 1 << 30

    func validate() throws {
        guard !parts.isEmpty else { throw ValidationError("give the parts to merge (the JSON files --shard wrote)") }
        // An Allure folder is written from a whole run's page sources, which a part does not carry.
        guard format != .allure else { throw ValidationError("merge does not write Allure results; run the command unsharded with --format allure") }
    }

    func run() throws {
        try OutputDestination.check(output)
        try ErrorPresenter.run {
            // The headers first, each part's bytes let go once read: the
            // reports are decoded one part at a time below, so the parts'
            // bytes are never all held at once (8 parts of 2,000 × 2,000 are 130 MB).
            var read: [(file: String, header: PartHeader)] = []
            for file in parts {
                let bytes = try FileReader.read(file, maximumBytes: Self.maximumPartBytes)
                read.append((file, try Self.decode(PartHeader.self, from: bytes, file: file)))
            }
            let order = try PartHeader.inShardOrder(read, version: LocatorLabCommand.configuration.version)
            let ordered = order.map { read[$0] }
            /// Each part's report, read again: refused if the file is no
            /// longer the part whose header was checked.
            func reports<Report: Codable & Sendable>(_ type: Report.Type) throws -> [Report] {
                try ordered.map { file, header in
                    let bytes = try FileReader.read(file, maximumBytes: Self.maximumPartBytes)
                    let part = try Self.decode(ReportPart<Report>.self, from: bytes, file: file)
                    guard part.header == header else {
                        throw ShardMergeError.mismatch(file: file, reason: "the file changed while it was merged")
                    }
                    return part.report
                }
            }
            let bytes: [UInt8]
            switch ordered[0].header.command {
            case "compare":
                bytes = try render(CompareReport.merged(try reports(CompareReport.self)))
            case "compare --recording":
                let reports = try reports(RecordedRunReport.self)
                bytes = try CompareCommand.render(
                    RecordedRunReport.merged(reports), format: format,
                    colour: Terminal.usesColour(.standardOutput) && output == nil)
            case "audit":
                let reports = try reports(AuditReport.Part.self).map(AuditReport.init(part:))
                let report = try AuditReport.merged(reports)
                guard let format = AuditCommand.OutputFormat(rawValue: format.rawValue) else {
                    throw ShardMergeError.mismatch(file: "", reason: "audit has no --format \(format.rawValue)")
                }
                try OutputDestination.emit(
                    try AuditCommand.render(report, format: format, colour: ColourPolicy.standardOutput && output == nil),
                    to: output)
                // The gate of `audit --min-coverage`, on the whole run's coverage.
                guard !report.meetsMinimumCoverage, let gate = report.gateLine else { return }
                throw CommandFailure(message: "error: \(gate)", status: ExitStatus.checkFailed).report()
            case "convert":
                let parts = try reports(ConvertCommand.PartReport.self)
                guard let format = ConvertCommand.OutputFormat(rawValue: format.rawValue) else {
                    throw CommandFailure(
                        message: "error: convert has no --format \(format.rawValue); use text, json, markdown, sarif or junit",
                        status: ExitStatus.usage
                    ).report()
                }
                let run = try ConversionRun.merged(parts.map(\.conversion))
                ConvertCommand.warn(about: run.problems)
                try OutputDestination.emit(
                    try ConvertCommand.render(run, format: format, colour: Terminal.usesColour(.standardOutput) && output == nil),
                    to: output)
                // `convert --fail-on`, on the whole run (the fingerprint holds the gate, so every part has it).
                return try ConvertCommand.applyGate(parts[0].failOn, to: run)
            case let other:
                throw ShardMergeError.notAPart(file: ordered[0].file, reason: "this locatorlab cannot merge '\(other)' parts")
            }
            try OutputDestination.emit(bytes, to: output)
        }
    }

    /// As `compare` renders its report.
    private func render(_ report: CompareReport) throws -> [UInt8] {
        guard format != .sarif else {
            // A wrong option, as `compare --format sarif` without --recording is.
            throw CommandFailure(
                message: "error: --format sarif is available for the parts of a --recording run", status: ExitStatus.usage
            ).report()
        }
        return try CompareCommand.render(
            report, format: format, colour: Terminal.usesColour(.standardOutput) && output == nil, full: full)
    }

    private static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8], file: String) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: Data(bytes))
        } catch let error as DecodingError {
            throw ShardMergeError.notAPart(file: file, reason: reason(error))
        }
    }

    /// Foundation's words with the path of the field (`report.locators[3].pages`).
    private static func reason(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "" : "\(keys.dropFirst(keys.hasPrefix(".") ? 1 : 0)): "
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context))no '\(key.stringValue)'"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return path(context) + context.debugDescription
        @unknown default: return String(describing: error)
        }
    }
}
