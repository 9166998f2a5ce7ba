import ArgumentParser
import Foundation
import LocatorLabReporting

/// `--shard I/N` and `--shard auto [--shard-total N]`: do one share of the
/// work and write it as a part for `locatorlab merge`, which every reading
/// command that can be split takes the same way.
struct ShardOptions: ParsableArguments {
    @Option(
        name: .customLong("shard"),
        help: ArgumentHelp(
            "Do shard I of N of the work and write it as a part (JSON) for 'locatorlab merge'; 'auto' reads "
                + "CI_NODE_INDEX/CI_NODE_TOTAL (GitLab), BUILDKITE_PARALLEL_JOB/BUILDKITE_PARALLEL_JOB_COUNT "
                + "(Buildkite) or JOB_COMPLETION_INDEX (Kubernetes, 0-based, with --shard-total).",
            valueName: "i/n|auto"))
    var shard: String?

    @Option(
        name: .customLong("shard-total"),
        help: ArgumentHelp(
            "With --shard auto: the number of shards, for a Kubernetes Indexed Job (its completions).",
            valueName: "n"))
    var shardTotal: Int?

    func validate() throws {
        if let shardTotal {
            guard shard == "auto" else { throw ValidationError("--shard-total goes with --shard auto") }
            guard shardTotal >= 1 else { throw ValidationError("--shard-total must be at least 1") }
        }
        _ = try resolved()
    }

    /// The shard this job does, `nil` without `--shard`.
    func resolved(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> ReportShard? {
        guard let shard else { return nil }
        guard shard == "auto" else {
            guard let given = ReportShard(argument: shard) else {
                throw ValidationError("--shard: '\(shard)' is not I/N with 1 <= I <= N, nor 'auto'")
            }
            return given
        }
        do {
            return try ReportShard.fromEnvironment(environment, total: shardTotal)
        } catch {
            throw ValidationError("--shard auto: \(error)")
        }
    }

    /// The checks a sharded command makes of its inputs: the other jobs of
    /// the matrix cannot read this job's standard input, and a part is JSON.
    static func validate(pageSources: [String], formatIsPart: Bool) throws {
        guard !pageSources.contains("-") else {
            throw ValidationError("--shard cannot read standard input ('-'): every shard must read the same files")
        }
        guard formatIsPart else {
            throw ValidationError(
                "--shard writes a part (JSON) for 'locatorlab merge'; give the report's format to merge instead")
        }
    }
}
