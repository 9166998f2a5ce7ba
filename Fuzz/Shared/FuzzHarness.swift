import Foundation
import LocatorLabFuzzing
import LocatorLabXML

/// What every harness does with one input: run it through the target's
/// invariants (``FuzzChecker``) and trap on a violation, which is how
/// libFuzzer learns of a finding and saves the input.
///
/// The fixtures come from the repository named by `LOCATORLAB_FUZZ_ROOT`
/// (set by `scripts/fuzz.sh`), else the current folder, and are read once.
enum FuzzHarness {
    nonisolated(unsafe) static let checker: FuzzChecker = {
        let root = ProcessInfo.processInfo.environment["LOCATORLAB_FUZZ_ROOT"] ?? FileManager.default.currentDirectoryPath
        do {
            // One slow XPath is bounded, not a finding: a second per evaluation
            // keeps the several evaluations of one input under the hang timeout.
            return FuzzChecker(fixtures: try FuzzFixtures(repositoryRoot: root), limits: XPathLimits(timeLimit: 1))
        } catch {
            fatalError("cannot read the fuzz fixtures under \(root)/Tests/Fixtures: \(error)")
        }
    }()

    static func run(_ target: FuzzTarget, _ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
        let bytes = Array(UnsafeBufferPointer(start: data, count: size))
        if let violation = checker.check(target, bytes) {
            fatalError("invariant broken: \(violation)")
        }
        return 0
    }
}
