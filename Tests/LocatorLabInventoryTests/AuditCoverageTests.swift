import LocatorLabInventory
import LocatorLabModel
import Testing

@Suite struct AuditCoverageTests {
    @Test func noInteractiveElementsIsNotApplicableAndPassesTheGate() throws {
        let source = try InventoryFixtures.fixture("audit/ios-no-interactive.xml")
        let report = try IdentifierAuditor(options: AuditOptions(minimumCoverage: 100)).audit([source])
        #expect(report.coverage.overall == CoverageCount(interactive: 0, identified: 0))
        #expect(report.coverage.overall.percentage == nil)
        #expect(report.coverage.overall.percentageText == "n/a")
        #expect(report.coverage.branches.isEmpty)
        #expect(report.meetsMinimumCoverage)
        #expect(report.gateLine == "minimum coverage 100% met: no interactive elements to cover (coverage n/a)")
        #expect(report.findings.isEmpty)
    }

    /// `--min-coverage 66.7` with 2 of 3 printed "66.7% not met: 66.7%".
    @Test(arguments: [
        (3, 2, 66.7, "66.66%"), (3, 2, 66.67, "66.66%"), (3, 2, 80.0, "66.7%"), (1000, 999, 99.95, "99.9%"),
        (100_000, 99_999, 99.9995, "99.99%"),
    ])
    func aShareBelowTheMinimumNeverReadsAsTheMinimum(interactive: Int, identified: Int, minimum: Double, text: String) {
        let count = CoverageCount(interactive: interactive, identified: identified)
        #expect(!count.meets(minimum))
        #expect(count.percentageText(below: minimum) == text)
    }

    @Test func allLabelDerivedIsZeroPercent() throws {
        let source = try InventoryFixtures.fixture("audit/ios-all-label-derived.xml")
        let report = try IdentifierAuditor(options: AuditOptions(minimumCoverage: 1)).audit([source])
        #expect(report.coverage.overall == CoverageCount(interactive: 4, identified: 0))
        #expect(report.coverage.overall.percentage == 0)
        #expect(!report.meetsMinimumCoverage)
        #expect(report.gateLine == "minimum coverage 1% not met: 0%")
        // Nothing around them is identified: suggestions have no branch.
        #expect(
            report.findings.filter { $0.rule == .missingIdentifier }.map(\.suggestion) == [
                "WiFiButton", "BluetoothButton", "AirplaneModeSwitch", "ExampleComLink",
            ])
        #expect(
            report.coverage.branches == [
                BranchCoverage(branch: "", coverage: CoverageCount(interactive: 4, identified: 0))
            ])
    }

    @Test func percentagesRoundToOneDecimalButTheGateUsesTheExactShare() {
        let twoThirds = CoverageCount(interactive: 3, identified: 2)
        #expect(twoThirds.percentage == 66.7)
        #expect(twoThirds.percentageText == "66.7%")
        #expect(!twoThirds.meets(66.7))
        #expect(twoThirds.meets(66.66))
        #expect(CoverageCount(interactive: 8, identified: 7).percentageText == "87.5%")
        #expect(CoverageCount(interactive: 200, identified: 199).percentageText == "99.5%")
        #expect(CoverageCount(interactive: 2000, identified: 1999).percentageText == "100%")
        #expect(!CoverageCount(interactive: 2000, identified: 1999).meets(100))
    }

    @Test func branchesCountEveryElementInTheBranchesBelowThem() throws {
        let report = try IdentifierAuditor().audit([try InventoryFixtures.sample("android-shop-products.xml")])
        let branches = Dictionary(uniqueKeysWithValues: report.coverage.branches.map { ($0.branch, $0.coverage) })
        #expect(branches["Shop"] == CoverageCount(interactive: 10, identified: 9))
        #expect(branches["Shop.Toolbar"] == CoverageCount(interactive: 2, identified: 1))
        // The three rows share one branch.
        #expect(branches["Shop.ProductList.Card_{i}"] == CoverageCount(interactive: 3, identified: 3))
        #expect(report.coverage.branches.map(\.branch) == report.coverage.branches.map(\.branch).sorted())
    }

    @Test func severalPageSourcesAddUp() throws {
        let sources = try ["ios-users-user-details.xml", "ios-health-summary.xml"].map(InventoryFixtures.sample)
        let report = try IdentifierAuditor(options: AuditOptions(minimumCoverage: 60)).audit(sources)
        #expect(
            report.coverage.pageSources.map(\.coverage) == [
                CoverageCount(interactive: 2, identified: 2), CoverageCount(interactive: 8, identified: 4),
            ])
        #expect(report.coverage.overall == CoverageCount(interactive: 10, identified: 6))
        #expect(report.meetsMinimumCoverage)
        #expect(
            try !IdentifierAuditor(options: AuditOptions(minimumCoverage: 60.1)).audit(sources).meetsMinimumCoverage)
    }

    /// Deep dotted paths and deep nesting: branches aggregate at every level,
    /// and nothing recurses (a 3,000-level tree and a 2,000-segment identifier).
    @Test func deepPathsAndDeepTrees() throws {
        var builder = ElementTreeBuilder(platform: .ios)
        let depth = 3_000
        for level in 0..<depth {
            _ = builder.open(InventoryFixtures.iosElement("Other", name: level == 10 ? "A.B.C.D.E.F" : nil))
        }
        _ = builder.add(InventoryFixtures.iosElement("Button", name: "A.B.C.D.E.F.G.H.Leaf", label: "Go"))
        _ = builder.add(InventoryFixtures.iosElement("Button", name: "Stop", label: "Stop"))
        let fortyLevels = (0..<40).map { "L\($0)" }.joined(separator: ".")
        _ = builder.add(InventoryFixtures.iosElement("Button", name: fortyLevels, label: "Far"))
        let deepIdentifier = (0..<2_000).map { "S\($0)" }.joined(separator: ".")
        _ = builder.add(InventoryFixtures.iosElement("StaticText", name: deepIdentifier, label: "x"))
        for _ in 0..<depth { builder.close() }
        let tree = builder.finish()

        let report = try IdentifierAuditor().audit([InventoryFixtures.built("deep", tree)])
        let branches = Dictionary(uniqueKeysWithValues: report.coverage.branches.map { ($0.branch, $0.coverage) })
        #expect(branches["A"] == CoverageCount(interactive: 2, identified: 1))
        // Branch lines stop at 32 levels; the deeper element counts there.
        #expect(report.coverage.branches.map { $0.branch.split(separator: ".").count }.max() == 32)
        #expect(
            branches[(0..<32).map { "L\($0)" }.joined(separator: ".")] == CoverageCount(interactive: 1, identified: 1))
        #expect(branches["A.B.C.D.E.F"] == CoverageCount(interactive: 2, identified: 1))
        #expect(branches["A.B.C.D.E.F.G.H"] == CoverageCount(interactive: 1, identified: 1))
        // The unidentified button sits inside the container identified A.B.C.D.E.F.
        #expect(report.findings.first { $0.rule == .missingIdentifier }?.suggestion == "A.B.C.D.E.F.StopButton")

        let code = try IdentifierCodegen.generate(
            IdentifierCatalog(pageSources: [InventoryFixtures.built("deep", tree)]),
            options: CodegenOptions(language: .python))
        #expect(code.contains("class S1999:") == false)  // the last segment is a member
        #expect(code.contains("s1999 = \"\(deepIdentifier)\""))
    }
}
