import ArgumentParser
import LocatorLabFiles
import LocatorLabReporting

/// `--baseline FILE` and `--fail-on regression`, shared by `audit` and
/// `compare`: the earlier JSON report of the same command to compare this
/// build with, and the gate CI sets on what got worse.
struct BaselineOptions: ParsableArguments {
    enum Gate: String, ExpressibleByArgument, CaseIterable {
        case regression
    }

    @Option(
        help: ArgumentHelp(
            "An earlier JSON report of this command (--format json) to compare with: what got better and worse since.",
            valueName: "file"))
    var baseline: String?

    @Option(
        name: .customLong("fail-on"),
        help: "regression: exit with 1 when anything got worse since --baseline.")
    var failOn: Gate?

    func validate() throws {
        if failOn == .regression, baseline == nil {
            throw ValidationError("--fail-on regression compares with a baseline; give --baseline FILE")
        }
    }

    /// The baseline's bytes, read before any page source so a wrong file
    /// fails at once. A report is rarely over tens of megabytes; 256 MiB
    /// bounds a wrong file.
    func baselineBytes() throws(FileError) -> [UInt8]? {
        guard let baseline else { return nil }
        return try FileReader.read(baseline, maximumBytes: 256 << 20, isText: true)
    }

    /// Exits with 1 after the output when `--fail-on regression` is set and
    /// something got worse; `otherGates` are failing gates of the command's
    /// own, said first.
    func enforce(_ diff: BaselineDiff?, otherGates: [String] = []) throws {
        var failing = otherGates
        if failOn == .regression, let line = diff?.gateLine { failing.append(line) }
        guard !failing.isEmpty else { return }
        throw CommandFailure(
            message: failing.map { "error: \($0)" }.joined(separator: "\n"), status: ExitStatus.checkFailed
        ).report()
    }
}
