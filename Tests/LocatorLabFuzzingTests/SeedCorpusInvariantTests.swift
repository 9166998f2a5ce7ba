import Foundation
import LocatorLabFuzzing
import LocatorLabTestSupport
import Testing

/// The seed corpora `scripts/fuzz.sh` gives each harness pass the same
/// invariant checks the harnesses trap on, so a seed that breaks one is
/// caught here and the checks themselves build with the package.
@Suite("Fuzz seed corpora keep every invariant")
struct SeedCorpusInvariantTests {
    static let checker = FuzzChecker(fixtures: try! FuzzFixtures(repositoryRoot: TestFixtures.repositoryRoot.path))

    @Test(arguments: FuzzTarget.allCases)
    func seedsKeepTheInvariants(_ target: FuzzTarget) throws {
        let seeds = try FuzzSeeds.seeds(for: target, repositoryRoot: TestFixtures.repositoryRoot.path)
        #expect(seeds.count >= 2, "too few seeds for \(target)")
        for seed in seeds {
            #expect(Self.checker.check(target, seed.bytes) == nil, "\(seed)")
        }
    }
}
