import Testing
import LocatorLabAdvice
import LocatorLabLocators
import LocatorLabModel
import LocatorLabTestSupport
import LocatorLabXML

@Suite("Locator suggestions")
struct LocatorSuggesterTests {
    let tree = AnalysisFixtures.iosShop()

    func suggestions(for index: Int, original: Locator? = nil) -> TargetSuggestions {
        LocatorSuggester(engine: LocatorEngine(tree: tree)).suggestions(for: ElementID(index), original: original)
    }

    @Test func aUniqueIdentifierIsTheBestSuggestion() throws {
        let result = suggestions(for: 4, original: .xpath("//XCUIElementTypeTextField[@value='you@example.com']"))
        let best = try #require(result.best)
        #expect(best.kind == .accessibilityID)
        #expect(best.locator == .accessibilityID("Login.Email"))
        #expect(!best.nameFromLabel)
        #expect(result.suggestions.last?.kind == .original)
        #expect(result.suggestions.map(\.rank) == Array(1...result.suggestions.count))
    }

    @Test("a candidate whose verification hits a limit is rejected with the reason, not dropped in silence")
    func unverifiableCandidateIsReported() throws {
        // libxml2 answers this XPath (the model does not: it counts), and one
        // operation is not enough for it.
        let original = Locator.xpath("//*[count(//*) > 0 and @value='you@example.com']")
        let engine = LocatorEngine(tree: tree, limits: XPathLimits(operationLimit: 1))
        let result = LocatorSuggester(engine: engine).suggestions(for: ElementID(4), original: original)
        #expect(!result.suggestions.contains { $0.kind == .original })
        #expect(result.rejected.contains { $0.contains("could not be verified") && $0.contains("count(//*)") })
        // With room to work, the same candidate is verified and suggested.
        let roomy = LocatorSuggester(engine: LocatorEngine(tree: tree)).suggestions(for: ElementID(4), original: original)
        #expect(roomy.suggestions.contains { $0.kind == .original })
        #expect(!roomy.rejected.contains { $0.contains("could not be verified") })
    }

    @Test func aNameSharedWithTheButtonsOwnTextIsFilteredByType() throws {
        let result = suggestions(for: 5)
        let best = try #require(result.best)
        // No unique identifier: the predicate on type and name comes first,
        // then its class chain and XPath twins.
        #expect(best.kind == .predicate)
        #expect(best.locator == .predicate("type == 'XCUIElementTypeButton' AND name == 'Login.Submit'"))
        #expect(result.suggestions.map(\.locator).prefix(3) == [
            .predicate("type == 'XCUIElementTypeButton' AND name == 'Login.Submit'"),
            .classChain("**/XCUIElementTypeButton[`name == 'Login.Submit'`]"),
            .xpath("//XCUIElementTypeButton[@name='Login.Submit']"),
        ])
        #expect(result.rejected.contains { $0.contains("matches 2 elements") })
    }

    @Test func aUniqueIdentifierNeedsNoNativeStrategy() {
        let result = suggestions(for: 4)
        #expect(!result.suggestions.contains { [.predicate, .classChain, .uiSelector].contains($0.kind) })
    }

    @Test func textBasedNativeSuggestionsAreFlagged() {
        for target in LocatorEngine(tree: tree).tree.ids where target.index > 0 {
            for suggestion in suggestions(for: target.index).suggestions
            where [.predicate, .classChain].contains(suggestion.kind) && suggestion.locator.value.contains("label ==") {
                #expect(suggestion.nameFromLabel)
                #expect(suggestion.notes.contains("built on visible text: it changes with the language"))
            }
        }
    }

    @Test func aNameThatIsTheLabelIsFlagged() throws {
        let best = try #require(suggestions(for: 7).best)
        #expect(best.kind == .accessibilityID)
        #expect(best.nameFromLabel)
        #expect(best.notes.contains { $0.contains("label") })
    }

    @Test func generatedIdentifiersAreNeverSuggested() {
        let result = suggestions(for: 14)
        #expect(!result.suggestions.contains { $0.locator.value.contains("7F3A9C2E") })
        #expect(result.rejected.contains { $0.contains("GUID") })
    }

    @Test func anElementWithoutNameIsAnchoredOnItsIdentifiedAncestor() throws {
        let result = suggestions(for: 8)
        let best = try #require(result.best)
        #expect(best.kind == .classChain)
        #expect(best.locator == .classChain("**/XCUIElementTypeOther[`name == 'Login.Form'`]/**/XCUIElementTypeSwitch"))
        #expect(result.suggestions.contains { $0.kind == .anchoredXPath && $0.locator == .xpath("//*[@name='Login.Form']//XCUIElementTypeSwitch") })
    }

    @Test func repeatedIdentifiersInCellsAreIndexed() throws {
        let result = suggestions(for: 13)
        let best = try #require(result.best)
        // The class-chain twin of the indexed XPath comes first.
        #expect(best.locator == .classChain("**/XCUIElementTypeStaticText[`name == 'Row.Title'`][2]"))
        #expect(best.notes == ["the identifier is shared, so this selects by position among the elements that have it"])
        let xpath = try #require(result.suggestions.first { $0.kind == .typedIdentifierXPath })
        #expect(xpath.locator == .xpath("(//XCUIElementTypeStaticText[@name='Row.Title'])[2]"))
        #expect(xpath.findings == ["positional-index"])
    }

    /// Whatever is suggested selects exactly its element.
    @Test func everySuggestionSelectsExactlyItsTarget() throws {
        let engine = LocatorEngine(tree: tree)
        let suggester = LocatorSuggester(engine: engine)
        for id in tree.ids where id.index > 0 {
            for suggestion in suggester.suggestions(for: id, original: .xpath(ElementPath(id, in: tree).expression))
                .suggestions
            {
                #expect(try engine.evaluate(suggestion.locator).matches == [id], "\(suggestion.locator) for \(id)")
            }
        }
    }

    @Test func androidIDsAreSuggestedWithoutThePackage() throws {
        let android = AnalysisFixtures.androidShop()
        let result = LocatorSuggester(engine: LocatorEngine(tree: android)).suggestions(
            for: ElementID(4), original: nil)
        #expect(result.suggestions.map(\.locator).prefix(2) == [.accessibilityID("Shop.Cart"), .id("cart_button")])
        // A text without identifiers is anchored on the toolbar's resource id.
        let title = LocatorSuggester(engine: LocatorEngine(tree: android)).suggestions(for: ElementID(3), original: nil)
        #expect(
            title.suggestions.map(\.locator).prefix(2) == [
                .uiAutomator(
                    "new UiSelector().resourceId(\"com.example.shop:id/toolbar\").childSelector(new UiSelector().className(\"android.widget.TextView\"))"
                ),
                .xpath("//*[@resource-id='com.example.shop:id/toolbar']//android.widget.TextView"),
            ])
    }

    @Test func generatedIdentifierHeuristics() {
        #expect(GeneratedIdentifier.looksGenerated("7f3a9c2e-1b4d-4e8f-9a6b-2c5d8e1f0a3b"))
        #expect(GeneratedIdentifier.looksGenerated("cell_1699955512"))
        #expect(GeneratedIdentifier.looksGenerated("view-a3f9c2e81b4d77"))
        #expect(!GeneratedIdentifier.looksGenerated("Login.Submit"))
        #expect(!GeneratedIdentifier.looksGenerated("Shop.ProductList.Card_12"))
        #expect(!GeneratedIdentifier.looksGenerated("RaceHeaderCollectionViewCell.startTimeLabel"))
        #expect(!GeneratedIdentifier.looksGenerated("deadbeef"))
    }
}

/// The suggester's verdict on an element's own accessibility name agrees
/// with the shared identity table (``IdentityExamples``).
@Suite("Locator suggestions: the shared identity verdict")
struct LocatorSuggesterIdentityTests {
    @Test(arguments: IdentityExamples.all.filter { $0.accessibilityName != nil })
    func theSuggestersVerdictIsTheTables(_ example: IdentityExample) {
        let result = LocatorSuggester(engine: LocatorEngine(tree: example.tree))
            .suggestions(for: example.targetID, original: nil)
        let byName = result.suggestions.first { $0.kind == .accessibilityID }
        switch example.verdict {
        case .identifier, .labelDerived:
            #expect(byName?.nameFromLabel == (example.verdict == .labelDerived))
        case .generated, .stateCarrying:
            #expect(byName == nil)
            #expect(result.rejected.contains { $0.hasPrefix("accessibility id") })
        case .resourceID, .none:
            Issue.record("an example with an accessibility name has a verdict on it")
        }
    }
}
