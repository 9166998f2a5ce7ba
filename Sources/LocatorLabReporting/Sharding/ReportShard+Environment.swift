/// `--shard auto`: the shard a CI system or Kubernetes gives the job.
extension ReportShard {
    /// Why `--shard auto` found no shard (for the command line to show).
    public struct EnvironmentError: Error, Sendable, Equatable, CustomStringConvertible {
        public var description: String

        public init(description: String) { self.description = description }
    }

    /// The shard from `environment`, first match wins:
    /// - GitLab `parallel:`: `CI_NODE_INDEX` (1-based) of `CI_NODE_TOTAL`;
    /// - Buildkite `parallelism:`: `BUILDKITE_PARALLEL_JOB` (0-based) of
    ///   `BUILDKITE_PARALLEL_JOB_COUNT`;
    /// - a Kubernetes Indexed Job: `JOB_COMPLETION_INDEX` (0-based) of
    ///   `total`, which Kubernetes does not put in the environment
    ///   (`--shard-total`, the Job's `completions`).
    /// A `total` given beside a CI system's own total must equal it, so a
    /// stale `--shard-total` cannot split the work differently from the matrix.
    public static func fromEnvironment(
        _ environment: [String: String], total: Int? = nil
    ) throws(EnvironmentError) -> ReportShard {
        let systems: [(index: String, total: String?, base: Int)] = [
            ("CI_NODE_INDEX", "CI_NODE_TOTAL", 1),
            ("BUILDKITE_PARALLEL_JOB", "BUILDKITE_PARALLEL_JOB_COUNT", 0),
            ("JOB_COMPLETION_INDEX", nil, 0),
        ]
        for system in systems {
            guard let indexText = environment[system.index] else { continue }
            guard let index = Int(indexText) else {
                throw EnvironmentError(description: "\(system.index)='\(indexText)' is not a number")
            }
            let shardTotal: Int
            if let totalName = system.total {
                guard let text = environment[totalName], let given = Int(text) else {
                    throw EnvironmentError(description: "\(system.index) is set but \(totalName) is not a number")
                }
                if let total, total != given {
                    throw EnvironmentError(description: "--shard-total \(total) disagrees with \(totalName)=\(given)")
                }
                shardTotal = given
            } else {
                guard let total else {
                    throw EnvironmentError(
                        description: "\(system.index) is set; give the number of shards with --shard-total N "
                            + "(the Indexed Job's completions)")
                }
                shardTotal = total
            }
            guard let shard = ReportShard(index: index + 1 - system.base, total: shardTotal) else {
                throw EnvironmentError(
                    description: "\(system.index)=\(index) is outside shards \(system.base)…\(shardTotal - 1 + system.base)")
            }
            return shard
        }
        throw EnvironmentError(
            description: "--shard auto found neither CI_NODE_INDEX/CI_NODE_TOTAL (GitLab), "
                + "BUILDKITE_PARALLEL_JOB/BUILDKITE_PARALLEL_JOB_COUNT (Buildkite) nor JOB_COMPLETION_INDEX "
                + "(Kubernetes Indexed Job, with --shard-total N); give --shard I/N")
    }
}
