import Foundation
import LocatorLabConversion
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabTestSupport
import Testing

/// Identifier requests: what the app must add when no identifier can
/// replace an XPath, named after the identifiers around the element.
@Suite("convert: identifier requests")
struct IdentifierRequestTests {
    private static func run(_ test: String, on pageSource: String) throws -> ConversionRun {
        let tree = try PageSourceReader.read(TestFixtures.bytes("convert/requests/\(pageSource)"), file: pageSource)
        let resolver = AccessibilityIDResolver(pageSources: [Screen(name: pageSource, tree: tree)])
        return ConversionRunner().run(paths: [TestFixtures.url("convert/requests/\(test)").path], resolver: resolver)
    }

    @Test func elementsWithoutIdentifiersGetProposalsInTheBranchAroundThem() throws {
        let run = try Self.run("test_profile.py", on: "ios-profile.xml")
        #expect(run.totals[.converted] == 1)
        let proposed = run.identifierRequests.map(\.proposed)
        // Document order; the branch is the container's identifier.
        #expect(proposed == ["Settings.Profile.SaveChangesButton", "Settings.Profile.SignedInAsAdaLabel", "Settings.Profile.Button"])
        let save = run.identifierRequests[0]
        #expect(save.element.type == "XCUIElementTypeButton")
        #expect(save.element.shown == "Save changes")
        #expect(save.element.pageSource == "ios-profile.xml")
        #expect(save.element.path.expression.hasSuffix("/XCUIElementTypeButton[1]"))
        // Built from a localized label: the report says so.
        #expect(save.proposalLabel == "Save changes")
        #expect(run.identifierRequests[2].proposalLabel == nil)
    }

    @Test func oneElementAskedForBySeveralLocatorsIsOneRequestListingThemAll() throws {
        let run = try Self.run("test_profile.py", on: "ios-profile.xml")
        let save = try #require(run.identifierRequests.first { $0.proposed.hasSuffix("SaveChangesButton") })
        #expect(save.locators.map(\.line) == [6, 11])
        #expect(save.locators.allSatisfy { $0.outcome == .labelOnly })
        #expect(run.identifierRequests.filter { $0.element.path == save.element.path }.count == 1)
    }

    @Test func identifiedElementsAndConvertedLocatorsAskForNothing() throws {
        let run = try Self.run("CartTest.java", on: "android-cart.xml")
        // The title has a resource-id (converted to it); the button has none.
        #expect(run.totals[.converted] == 1)
        #expect(run.identifierRequests.map(\.proposed) == ["CheckoutButton"])
        #expect(run.identifierRequests[0].proposalLabel == "Checkout")
    }

    @Test func everyFormatNamesTheElementAndItsProposal() throws {
        let run = try Self.run("test_profile.py", on: "ios-profile.xml")
        let text = run.text()
        #expect(text.contains("identifiers to add (3)"))
        #expect(text.contains("proposed: Settings.Profile.SaveChangesButton (built from its label 'Save changes'"))
        #expect(run.markdown().contains("| `Settings.Profile.Button` |"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(ConversionReport(run).json())) as? [String: Any])
        let requests = try #require(json["identifierRequests"] as? [[String: Any]])
        #expect(requests.count == 3)
        let element = try #require(requests[0]["element"] as? [String: Any])
        #expect(element["type"] as? String == "XCUIElementTypeButton")
        #expect(requests[0]["proposed"] as? String == "Settings.Profile.SaveChangesButton")
        #expect((requests[0]["locators"] as? [Any])?.count == 2)
        let sarif = run.sarif()
        let results = sarif.runs[0].results.filter { $0.ruleId == ConversionRun.identifierRequestRuleID }
        #expect(results.count == 3)
        #expect(results[0].locations?.count == 2)
        #expect(results[0].properties?["proposed"] == "Settings.Profile.SaveChangesButton")
        let junit = String(decoding: run.junit(), as: UTF8.self)
        #expect(junit.contains("testsuite name=\"identifiers to add\""))
        #expect(junit.contains("Settings.Profile.SignedInAsAdaLabel"))
    }
}
