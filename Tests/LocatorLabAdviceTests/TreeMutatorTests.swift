import Testing
import LocatorLabAdvice
import LocatorLabLocators
import LocatorLabModel
import LocatorLabTestSupport
import LocatorLabXML

@Suite("Page-source mutations")
struct TreeMutatorTests {
    let tree = AnalysisFixtures.iosShop()
    var mutator: TreeMutator { TreeMutator(tree: tree) }

    /// Every original element appears at most once, and each kept element is
    /// the same element (type and identifier-level content unchanged by
    /// structural mutations).
    func checkIdentity(_ mutated: MutatedTree, removed: Int = 0) {
        let kept = mutated.origin.compactMap { $0 }
        #expect(Set(kept).count == kept.count)
        #expect(kept.count == tree.count - removed)
        for (index, origin) in mutated.origin.enumerated() {
            guard let origin else { continue }
            #expect(mutated.tree[ElementID(index)].type == tree[origin].type)
        }
    }

    @Test func insertingASiblingShiftsPositionsButNotIdentity() throws {
        let mutated = try #require(mutator.mutate(.insertSiblingBefore, around: [ElementID(7)], seed: 1))
        #expect(mutated.tree.count == tree.count + 1)
        checkIdentity(mutated)
        let inserted = try #require(mutated.origin.firstIndex(of: nil))
        #expect(mutated.tree[ElementID(inserted)].type == "XCUIElementTypeButton")
        #expect(mutated.origin[inserted + 1] == ElementID(7))
        // Sibling indexes are renumbered as the driver would write them.
        #expect(mutated.tree[ElementID(inserted + 1)][attribute: "index"] == "4")
        // A positional XPath now selects the new button; the name still finds the original.
        let engine = LocatorEngine(tree: mutated.tree)
        let positional = try engine.evaluate(.xpath("//*[@name='Login.Form']/XCUIElementTypeButton[2]")).matches
        #expect(mutated.originalElements(of: positional) == [nil])
        let byName = try engine.evaluate(.accessibilityID("Forgot password")).matches
        #expect(mutated.originalElements(of: byName) == [ElementID(7)])
    }

    @Test func wrappingAnAncestorAddsOneContainer() throws {
        let mutated = try #require(mutator.mutate(.wrapAncestor, around: [ElementID(11)], seed: 2))
        #expect(mutated.tree.count == tree.count + 1)
        checkIdentity(mutated)
        let wrapper = try #require(mutated.origin.firstIndex(of: nil))
        #expect(mutated.tree[ElementID(wrapper)].type == "XCUIElementTypeOther")
        #expect(mutated.tree[ElementID(wrapper)].name == nil)
        // The wrapper sits between a former ancestor and the rest of the path.
        let target = try #require(mutated.origin.firstIndex(of: ElementID(11)))
        #expect(mutated.tree.ancestors(of: ElementID(target)).contains(ElementID(wrapper)))
    }

    @Test func reorderingKeepsEveryElementAndChangesTheOrder() throws {
        let mutated = try #require(mutator.mutate(.reorderSiblings, around: [ElementID(7)], seed: 3))
        #expect(mutated.tree.count == tree.count)
        checkIdentity(mutated)
        let form = try #require(mutated.origin.firstIndex(of: ElementID(2)))
        let children = mutated.tree.children(of: ElementID(form)).map { mutated.origin[$0.index]! }
        #expect(Set(children) == [ElementID(3), ElementID(4), ElementID(5), ElementID(7), ElementID(8)])
        #expect(children != [ElementID(3), ElementID(4), ElementID(5), ElementID(7), ElementID(8)])
    }

    @Test func translationChangesLabelsAndLabelNamesButNotIdentifiers() throws {
        let mutated = try #require(mutator.mutate(.changeTexts, around: [ElementID(5)], seed: 1))
        checkIdentity(mutated)
        #expect(mutated.tree[ElementID(5)].name == "Login.Submit")
        #expect(mutated.tree[ElementID(5)].label != "Sign in")
        #expect(mutated.tree[ElementID(7)].name != "Forgot password")
        #expect(mutated.tree[ElementID(7)].name == mutated.tree[ElementID(7)].label)
    }

    @Test func removalSparesTheTargetAndItsAncestors() throws {
        for seed in UInt64(1)...20 {
            let mutated = try #require(mutator.mutate(.removeUnrelated, around: [ElementID(11)], seed: seed))
            let kept = Set(mutated.origin.compactMap { $0 })
            for needed in [0, 1, 9, 10, 11] { #expect(kept.contains(ElementID(needed))) }
            #expect(kept.count < tree.count)
        }
    }

    @Test func duplicatingACellPutsACopyFirst() throws {
        let mutated = try #require(mutator.mutate(.duplicateListCell, around: [ElementID(13)], seed: 1))
        #expect(mutated.tree.count == tree.count + 2)
        checkIdentity(mutated)
        let copy = try #require(mutated.origin.firstIndex(of: nil))
        #expect(mutated.origin[copy + 2] == ElementID(12))
        #expect(mutated.tree[ElementID(copy + 1)].name == "Row.Title")
    }

    @Test func duplicatingACellNeedsACell() {
        #expect(
            TreeMutator(tree: AnalysisFixtures.iosShopNextVersion()).mutate(
                .duplicateListCell, around: [ElementID(3)], seed: 1) != nil)
        var builder = ElementTreeBuilder(platform: .ios)
        builder.open(AnalysisFixtures.ios("Application", name: "A"))
        builder.add(AnalysisFixtures.ios("Button", name: "B"))
        #expect(TreeMutator(tree: builder.finish()).mutate(.duplicateListCell, around: [ElementID(1)], seed: 1) == nil)
    }

    @Test func movingGeometryMovesTheTarget() throws {
        let mutated = try #require(mutator.mutate(.moveGeometry, around: [ElementID(7)], seed: 4))
        let before = try #require(tree[ElementID(7)].frame)
        let after = try #require(mutated.tree[ElementID(7)].frame)
        #expect(after.y > before.y)
        #expect(after.x == before.x)
    }

    @Test func mutationsAreDeterministicPerSeed() throws {
        for kind in MutationKind.allCases {
            let first = mutator.mutate(kind, around: [ElementID(13)], seed: 7)
            let second = mutator.mutate(kind, around: [ElementID(13)], seed: 7)
            #expect(first?.origin == second?.origin, "\(kind)")
            #expect(first?.tree.elements.map(\.attributes) == second?.tree.elements.map(\.attributes), "\(kind)")
        }
    }

    /// Mutations copy trees without recursion, so a very deep tree is fine.
    @Test func deepTreesDoNotOverflowTheStack() throws {
        var builder = ElementTreeBuilder(platform: .ios)
        builder.open(AnalysisFixtures.ios("Application", name: "Deep"))
        for _ in 0..<50_000 { builder.open(AnalysisFixtures.ios("Other")) }
        builder.add(AnalysisFixtures.ios("Button", name: "Bottom"))
        let deep = builder.finish()
        let target = ElementID(deep.count - 1)
        for kind in MutationKind.allCases {
            if let mutated = TreeMutator(tree: deep).mutate(kind, around: [target], seed: 1) {
                #expect(mutated.origin.contains(target), "\(kind)")
            }
        }
    }
}

@Suite("Survival under change")
struct SurvivalTests {
    @Test func outcomesCompareByIdentity() {
        let a = ElementID(1)
        let b = ElementID(2)
        #expect(SurvivalOutcome(before: [a], after: [a]) == .same)
        #expect(SurvivalOutcome(before: [a], after: []) == .broken)
        #expect(SurvivalOutcome(before: [a], after: [a, nil]) == .ambiguous)
        #expect(SurvivalOutcome(before: [a], after: [b]) == .wrongElement)
        #expect(SurvivalOutcome(before: [a], after: [nil]) == .wrongElement)
        #expect(SurvivalOutcome(before: [a, b], after: [a, b]) == .same)
    }

    @Test func positionalXPathsLoseTheirElementWhereIdentifiersKeepIt() throws {
        let tree = AnalysisFixtures.iosShop()
        let target = ElementID(7)
        let analyzer = SurvivalAnalyzer(
            tree: tree, kinds: [.insertSiblingBefore, .changeTexts], seeds: [1, 2], appPackage: nil,
            limits: XPathLimits(operationLimit: 1_000_000)
        )
        let xpath = Locator.xpath("//*[@name='Login.Form']/XCUIElementTypeButton[2]")
        let identifier = Locator.xpath("//XCUIElementTypeButton[@label='Forgot password']")
        let report = analyzer.analyze(
            targets: [target],
            strategies: [
                (StrategyLocator(strategy: .xpath, locator: xpath, count: 1), [target]),
                (StrategyLocator(strategy: .identifier, locator: identifier, count: 1), [target]),
            ]
        ).report
        // insert-sibling twice (two seeds), change-texts once (not seeded).
        #expect(report.trials.map(\.mutation) == [.insertSiblingBefore, .insertSiblingBefore, .changeTexts])
        #expect(report.trials.map(\.xpath) == [.wrongElement, .wrongElement, .same])
        #expect(report.trials.map(\.identifier) == [.same, .same, .broken])
        #expect(report.rate(for: .xpath)?.survived == 1)
        #expect(report.rate(for: .identifier)?.trials == 3)
        #expect(report.rate(for: .suggestion) == nil)
    }

    /// Issue 12, item 16: the suggestion reported as the best is the one
    /// that survives most often, not the first by kind.
    @Test func theBestSuggestionIsTheOneThatSurvivesMostOften() throws {
        let target = ElementID(7)
        let byLabel = Locator.accessibilityID("Forgot password")
        let positional = Locator.xpath("//*[@name='Login.Form']/XCUIElementTypeButton[2]")
        let candidates = [(byLabel, [target]), (positional, [target])]
        func analyze(_ kinds: [MutationKind]) -> SurvivalAnalysis {
            SurvivalAnalyzer(tree: AnalysisFixtures.iosShop(), kinds: kinds, seeds: [1, 2], appPackage: nil, limits: XPathLimits(operationLimit: 1_000_000))
                .analyze(targets: [target], strategies: [], candidates: candidates)
        }
        // Translated texts break the label, not the position.
        let translated = analyze([.changeTexts])
        #expect(translated.candidateSurvived == [0, 1])
        #expect(translated.bestCandidate == 1)
        #expect(translated.report.strategies.first { $0.strategy == .suggestion }?.locator == positional)
        #expect(translated.report.rate(for: .suggestion)?.survived == 1)
        // An inserted sibling breaks the position, not the label.
        let inserted = analyze([.insertSiblingBefore])
        #expect(inserted.candidateSurvived == [2, 0])
        #expect(inserted.bestCandidate == 0)
        // Equal survival keeps the order by kind.
        let both = analyze([.changeTexts, .insertSiblingBefore])
        #expect(both.candidateSurvived == [2, 1])
        #expect(both.bestCandidate == 0)
    }
}
