import LocatorLabAdvice
import Testing

@Suite("Fragility rules")
struct FragilityRuleTests {
    /// Every rule flags its triggering examples and leaves its
    /// non-triggering ones alone (SwiftLint's pattern: rules carry examples).
    @Test(arguments: FragilityRule.all.map(\.id))
    func examples(ruleID: String) throws {
        let rule = try #require(FragilityRule.rule(withID: ruleID))
        #expect(!rule.triggeringExamples.isEmpty)
        #expect(!rule.nonTriggeringExamples.isEmpty)
        for example in rule.triggeringExamples {
            #expect(!rule.findings(in: XPathShape(example)).isEmpty, "\(rule.id) should flag \(example)")
        }
        for example in rule.nonTriggeringExamples {
            #expect(rule.findings(in: XPathShape(example)).isEmpty, "\(rule.id) should not flag \(example)")
        }
    }

    @Test func ruleIdentifiersAreUniqueKebabCase() {
        let ids = FragilityRule.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { id in id.allSatisfy { $0.isLowercase || $0 == "-" } })
    }

    @Test func findingsCarryOffsetsIntoTheExpression() {
        let expression = "/AppiumAUT/XCUIElementTypeApplication/XCUIElementTypeWindow/XCUIElementTypeCell[3]"
        let findings = FragilityRule.findings(in: expression)
        // Sorted by offset: the path starts at 0, its first step at 1.
        #expect(findings.map(\.rule) == ["absolute-path", "appium-wrapper", "positional-index"])
        let positional = findings.first { $0.rule == "positional-index" }
        #expect(
            positional?.offset == expression.distance(from: expression.startIndex, to: expression.firstIndex(of: "[")!))
        #expect(findings.first { $0.rule == "appium-wrapper" }?.offset == 1)
        #expect(findings.first { $0.rule == "absolute-path" }?.offset == 0)
    }

    @Test func aGoodLocatorHasNoFindings() {
        #expect(FragilityRule.findings(in: "//*[@name='UIA.Health.Summary.ProfileButton']").isEmpty)
        #expect(FragilityRule.findings(in: "//XCUIElementTypeButton[@name='Login']").isEmpty)
    }

    @Test func shapeSeparatesStepsPredicatesAndAxes() {
        let shape = XPathShape("//XCUIElementTypeCell[@name='a']/following-sibling::XCUIElementTypeCell[2]/..")
        #expect(shape.selectingPaths.count == 1)
        let steps = shape.selectingPaths[0].steps
        #expect(steps.map(\.axis) == ["descendant", "following-sibling", "parent"])
        #expect(steps.map(\.nodeTest) == ["XCUIElementTypeCell", "XCUIElementTypeCell", ".."])
        #expect(steps[1].predicates.map(\.isPositional) == [true])
        #expect(shape.attributes.map(\.name) == ["name"])
    }
}

@Suite("Fragility rules for native strategies")
struct NativeFragilityRuleTests {
    /// The same pattern as the XPath catalog: every rule flags its
    /// triggering examples and leaves its non-triggering ones alone.
    @Test(arguments: NativeFragilityRule.all.map(\.id))
    func examples(ruleID: String) throws {
        let rule = try #require(NativeFragilityRule.rule(withID: ruleID))
        #expect(!rule.triggeringExamples.isEmpty)
        #expect(!rule.nonTriggeringExamples.isEmpty)
        for example in rule.triggeringExamples {
            #expect(!rule.findings(in: NativeShape(example)).isEmpty, "\(rule.id) should flag \(example)")
        }
        for example in rule.nonTriggeringExamples {
            #expect(rule.findings(in: NativeShape(example)).isEmpty, "\(rule.id) should not flag \(example)")
        }
    }

    @Test func identifiersHaveNoFindings() {
        #expect(FragilityRule.findings(in: .accessibilityID("Shop.Cart")).isEmpty)
        #expect(FragilityRule.findings(in: .id("com.example:id/list")).isEmpty)
    }

    @Test func findingsCarryOffsetsIntoTheExpression() {
        let value = "new UiSelector().resourceId(\"a:id/list\").childSelector(new UiSelector().className(\"T\").instance(0))"
        let findings = FragilityRule.findings(in: .uiAutomator(value))
        #expect(findings.map(\.rule) == ["container-selector", "positional-index"])
        #expect(findings[0].offset == value.distance(from: value.startIndex, to: value.firstRange(of: "childSelector")!.lowerBound))
        #expect(FragilityRule.ruleIDs(in: .classChain("**/XCUIElementTypeCell[2]/**/XCUIElementTypeButton")) == [
            "positional-index", "container-selector",
        ])
    }

    @Test func sharedIdentifiersMeanTheSameConstruct() {
        let xpath = Set(FragilityRule.all.map(\.id))
        let shared = NativeFragilityRule.all.map(\.id).filter(xpath.contains)
        #expect(shared == ["absolute-path", "positional-index", "text-predicate", "state-attribute"])
    }
}
