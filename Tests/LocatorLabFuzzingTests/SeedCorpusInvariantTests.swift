import Foundation
import LocatorLabModel
import LocatorLabTestSupport
import Testing

@testable import LocatorLabFuzzing

/// The seed corpora `scripts/fuzz.sh` gives each harness pass the same
/// invariant checks the harnesses trap on, so a seed that breaks one is
/// caught here and the checks themselves build with the package.
@Suite("Fuzz seed corpora keep every invariant")
struct SeedCorpusInvariantTests {
    static let root = TestFixtures.repositoryRoot.path

    @Test(arguments: FuzzTarget.allCases)
    func seedsKeepTheInvariants(_ target: FuzzTarget) throws {
        let checker = FuzzChecker(fixtures: try FuzzFixtures(repositoryRoot: Self.root))
        let seeds = try FuzzSeeds.seeds(for: target, repositoryRoot: Self.root)
        #expect(seeds.count >= 2, "too few seeds for \(target)")
        for seed in seeds {
            #expect(checker.check(target, seed.bytes) == nil, "\(seed)")
        }
    }

    /// Each target is named once, as the script and the harness folders name it.
    @Test func targetNamesMatchTheHarnessFolders() throws {
        for target in FuzzTarget.allCases {
            #expect(FuzzTarget(name: target.name) == target)
            let harness = "\(Self.root)/Fuzz/\(target.name)/Harness.swift"
            #expect(FileManager.default.fileExists(atPath: harness), "\(harness)")
        }
        #expect(Set(FuzzTarget.allCases.map(\.name)).count == FuzzTarget.allCases.count)
        let list = Process()
        list.executableURL = URL(fileURLWithPath: "\(Self.root)/scripts/fuzz.sh")
        list.arguments = ["list"]
        let output = Pipe()
        list.standardOutput = output
        try list.run()
        let listed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        list.waitUntilExit()
        #expect(listed.split(separator: "\n").map(String.init) == FuzzTarget.allCases.map(\.name))
    }

    /// `lines:` seeds leave out comments and blank lines and keep the text
    /// of each line.
    @Test func lineSeedsAreTheLocatorsOfTheFile() throws {
        let seeds = try FuzzSeeds.seeds(for: .xpath, repositoryRoot: Self.root)
        #expect(seeds.contains { $0.name == "samples/locators.txt:6" && $0.bytes.first == UInt8(ascii: "/") })
        #expect(!seeds.contains { $0.bytes.first == UInt8(ascii: "#") || $0.bytes.isEmpty })
    }

    /// The round-trip check is not vacuous: a changed attribute, type or
    /// place is reported.
    @Test func treeDifferencesAreFound() {
        func tree(_ value: String, type: String = "XCUIElementTypeButton", nested: Bool = false) -> ElementTree {
            var builder = ElementTreeBuilder(platform: .ios, wrapper: "AppiumAUT")
            builder.open(Element(type: "XCUIElementTypeApplication"))
            if nested { builder.open(Element(type: "XCUIElementTypeOther")) }
            builder.add(Element(type: type, attributes: [Attribute("name", value)]))
            return builder.finish()
        }
        let exact = TreeDifference.Fidelity(attributeOrder: true, identifier: true)
        #expect(TreeDifference.first(between: tree("a"), and: tree("a"), fidelity: exact) == nil)
        #expect(TreeDifference.first(between: tree("a"), and: tree("b"), fidelity: exact)?.contains("attributes") == true)
        #expect(TreeDifference.first(between: tree("a"), and: tree("a", type: "XCUIElementTypeOther"), fidelity: exact) != nil)
        #expect(TreeDifference.first(between: tree("a", nested: true), and: tree("a"), fidelity: exact) != nil)
        #expect(TreeDifference.structuralProblem(in: tree("a", nested: true)) == nil)
    }
}
