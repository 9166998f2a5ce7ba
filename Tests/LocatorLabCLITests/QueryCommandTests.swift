import Foundation
import LocatorLabTestSupport
import Testing

@Suite("locatorlab query, end to end")
struct QueryCommandTests {
    static let health = "samples/ios-health-summary.xml"
    static let reviewButton = "UIA.Health.ReviewHealthChecklistTile.ReviewButton"

    @Test func xpathTextListsEachMatchWithPathAndFrame() throws {
        let run = try CommandRunner.run(["query", Self.health, "//XCUIElementTypeButton[@name='\(Self.reviewButton)']"])
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        #expect(run.output.hasPrefix("1 match for xpath //XCUIElementTypeButton"))
        #expect(run.output.contains("1. XCUIElementTypeButton"))
        #expect(run.output.contains("name:  \"\(Self.reviewButton)\""))
        #expect(run.output.contains("label: \"Review\""))
        #expect(run.output.contains("path:  /XCUIElementTypeApplication/XCUIElementTypeWindow/XCUIElementTypeOther/XCUIElementTypeScrollView/XCUIElementTypeOther/XCUIElementTypeButton"))
        #expect(run.output.contains("frame: x=32 y=265 width=140 height=32"))
    }

    @Test func jsonHasCountAndMatches() throws {
        let run = try CommandRunner.run(["query", Self.health, Self.reviewButton, "--strategy", "accessibility-id", "--format", "json"])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput)) as? [String: Any])
        // A Button and its own StaticText child share the name.
        #expect(object["count"] as? Int == 2)
        let matches = try #require(object["matches"] as? [[String: Any]])
        #expect(matches.map { $0["type"] as? String } == ["XCUIElementTypeButton", "XCUIElementTypeStaticText"])
        #expect(matches.allSatisfy { $0["name"] as? String == Self.reviewButton && $0["label"] as? String == "Review" })
        #expect(matches.allSatisfy { ($0["path"] as? String)?.hasPrefix("/XCUIElementTypeApplication/") == true })
        let locator = try #require(object["locator"] as? [String: Any])
        #expect(locator["strategy"] as? String == "accessibility-id")
    }

    @Test func jsonIsDeterministic() throws {
        let first = try CommandRunner.run(["query", Self.health, "//*", "--format", "json"])
        let second = try CommandRunner.run(["query", Self.health, "//*", "--format", "json"])
        #expect(first.status == 0)
        #expect(first.standardOutput == second.standardOutput)
    }

    @Test func jsonKeepsNameAndLabelKeysWhenAbsent() throws {
        let run = try CommandRunner.run(["query", Self.health, "//XCUIElementTypeWindow", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput)) as? [String: Any])
        let match = try #require((object["matches"] as? [[String: Any]])?.first)
        #expect(match.keys.contains("name"))
        #expect(match["name"] is NSNull)
        #expect(match["label"] is NSNull)
    }

    @Test func appiumWrapperPathMatchesNothingOnADeviceAndSaysWhy() throws {
        let run = try CommandRunner.run(["query", Self.health, "/AppiumAUT/XCUIElementTypeApplication"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("no matches"))
        #expect(run.output.contains("note:"))
        #expect(run.output.contains("AppiumAUT"))
    }

    @Test func androidStrategies() throws {
        let shop = "samples/android-shop-products.xml"
        let byID = try CommandRunner.run(["query", shop, "product_title", "--strategy", "id"])
        #expect(byID.status == 0)
        #expect(byID.output.hasPrefix("3 matches for id product_title"))
        let byDescription = try CommandRunner.run(["query", shop, "Shop.Toolbar.Cart", "--strategy", "accessibility-id"])
        #expect(byDescription.output.hasPrefix("1 match"))
        #expect(byDescription.output.contains("content-desc: \"Shop.Toolbar.Cart\""))
        let byClass = try CommandRunner.run(["query", shop, "android.widget.CheckBox", "--strategy", "class-name"])
        #expect(byClass.output.hasPrefix("3 matches"))
    }

    @Test(arguments: [
        ("-ios predicate string", "type == 'XCUIElementTypeButton' AND name BEGINSWITH 'UIA.Health.Review'", 1),
        ("predicate", "label ==[c] 'review'", 2),
        ("-ios class chain", "**/XCUIElementTypeButton[`label == 'Review'`]", 1),
        ("class-chain", "**/XCUIElementTypeTabBar/XCUIElementTypeButton[-1]", 1),
    ])
    func iosGrammarsByEitherName(strategy: String, locator: String, count: Int) throws {
        let run = try CommandRunner.run(["query", Self.health, locator, "--strategy", strategy])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.output.hasPrefix("\(count) match"))
    }

    @Test func uiAutomatorByEitherName() throws {
        let shop = "samples/android-shop-products.xml"
        for strategy in ["-android uiautomator", "uiautomator"] {
            let run = try CommandRunner.run([
                "query", shop, "new UiSelector().resourceId(\"com.example.shop:id/product_title\").instance(1)", "--strategy",
                strategy,
            ])
            #expect(run.status == 0, "\(run.standardError)")
            #expect(run.output.hasPrefix("1 match"))
        }
    }

    @Test func grammarOfTheOtherPlatformIsAUsageError() throws {
        let run = try CommandRunner.run(["query", "samples/android-shop-products.xml", "name == 'x'", "--strategy", "-ios predicate string"])
        #expect(run.status == 64)
        #expect(run.standardError.contains("'-ios predicate string' is not a strategy UiAutomator2 (Android) accepts"))
        let other = try CommandRunner.run(["query", Self.health, "new UiSelector()", "--strategy", "uiautomator"])
        #expect(other.status == 64)
    }

    @Test func invalidClassChainIsBadInputWithCaret() throws {
        let run = try CommandRunner.run(["query", Self.health, "**/XCUIElementTypeButton[0]", "--strategy", "class-chain"])
        #expect(run.status == 65)
        #expect(run.standardError.contains("at offset 25: position value '0' is expected to be a valid integer number not equal to zero"))
        #expect(run.standardError.contains("\n  " + String(repeating: " ", count: 25) + "^"))
    }

    @Test func unknownStrategyIsAUsageError() throws {
        let run = try CommandRunner.run(["query", Self.health, "x", "--strategy", "-ios uiautomation"])
        #expect(run.status == 64)
    }

    @Test func invalidXPathIsBadInputWithOffsetAndCaret() throws {
        let run = try CommandRunner.run(["query", Self.health, "//XCUIElementTypeButton[@name="])
        #expect(run.status == 65)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("error: "))
        #expect(run.standardError.contains("offset"))
        #expect(run.standardError.contains("^"))
        #expect(!run.standardError.contains("XPath error :"))
    }

    @Test func missingFileIsItsOwnExitCode() throws {
        let run = try CommandRunner.run(["query", "no/such/file.xml", "//*"])
        #expect(run.status == 66)
        #expect(run.standardError == "no/such/file.xml: error: cannot read file: no such file\n")
    }

    @Test func malformedPageSourceNamesFileLineAndColumn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locatorlab-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("broken.xml")
        try "<AppiumAUT>\n  <XCUIElementTypeApplication name=\"x\">\n</AppiumAUT>\n".write(to: file, atomically: true, encoding: .utf8)
        let run = try CommandRunner.run(["query", file.path, "//*"])
        #expect(run.status == 65)
        #expect(run.standardError.hasPrefix("\(file.path):3:"))
        #expect(run.standardError.contains(": error: "))
        #expect(!run.standardError.contains("Fatal error"))
    }

    @Test func documentWithADoctypeIsRefused() throws {
        let input = Array("<?xml version=\"1.0\"?>\n<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>\n<hierarchy>&e;</hierarchy>".utf8)
        let run = try CommandRunner.run(["query", "-", "//*"], input: input)
        #expect(run.status == 65)
        #expect(run.standardError.hasPrefix("<stdin>:2:"))
        #expect(run.standardError.contains("DTD"))
        #expect(!run.output.contains("root:"))
    }

    @Test func usageErrorsExitWith64() throws {
        let run = try CommandRunner.run(["query", Self.health, "//*", "--strategy", "css"])
        #expect(run.status == 64)
        #expect(run.standardError.contains("css"))
    }

    @Test func runawayXPathIsBounded() throws {
        let run = try CommandRunner.run(["query", Self.health, "count(//*[count(//*[count(//*) > 0]) > 0])", "--xpath-op-limit", "1000"])
        #expect(run.status == 65)
        #expect(run.standardError.contains("limit"))
    }

    @Test func controlCharactersFromThePageSourceNeverReachTheTerminal() throws {
        // A JSON tree can carry any character in a value; an escape
        // sequence there must be shown, not obeyed. (In a type it is refused:
        // no XML page source can carry it; the message shows it escaped.)
        let tree = #"{"format":"locatorlab-tree","version":1,"platform":"ios","root":{"type":"XCUIElementTypeA","#
            + #""attributes":[["name","x\u001b]0;title\u0007y"]]}}"#
        let run = try CommandRunner.run(["query", "-", "//*"], input: Array(tree.utf8))
        #expect(run.status == 0)
        let badType = #"{"format":"locatorlab-tree","version":1,"platform":"ios","root":{"type":"XCUIElementTypeA\u001b[31m"}}"#
        let refused = try CommandRunner.run(["query", "-", "//*"], input: Array(badType.utf8))
        #expect(refused.status == 65)
        #expect(!refused.standardError.contains("\u{1B}"))
        #expect(refused.standardError.contains("is not an XML name"))
        #expect(!run.standardOutput.contains(0x1B))
        #expect(!run.standardOutput.contains(0x07))
        #expect(run.output.contains(#"name: "x\u{1B}]0;title\u{7}y""#))

        let badPlatform = #"{"format":"locatorlab-tree","version":1,"platform":"i\u001b[2Jos","root":null}"#
        let failed = try CommandRunner.run(["query", "-", "//*"], input: Array(badPlatform.utf8))
        #expect(failed.status == 65)
        #expect(!failed.standardError.contains("\u{1B}"))
        #expect(failed.standardError.contains("i\\u{1B}[2Jos"))
    }

    /// A catastrophic regular expression on a generated 100-element page:
    /// exponential work, stopped at `--xpath-timeout` on any machine (`//*`
    /// ten times, used before, can end within the limit on a fast one).
    @Test func aRunawayXPathStopsAtTheTimeoutAndSaysWhich() throws {
        let generated = try CommandRunner.run(["generate", "--elements", "100", "--seed", "1"])
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("locatorlab-runaway-\(UUID().uuidString).xml")
        try Data(generated.standardOutput).write(to: page)
        defer { try? FileManager.default.removeItem(at: page) }
        let runaway = "//*[matches('\(String(repeating: "a", count: 40))b', '^(a+)+$')]"
        let stopped = try CommandRunner.run(["query", page.path, runaway, "--xpath-timeout", "0.5"])
        #expect(stopped.status == 65)
        #expect(
            stopped.standardError
                == "error: XPath '\(runaway)' was stopped after 0.5 s, the time limit for one evaluation "
                + "(raise it with --xpath-timeout)\n")

        let limited = try CommandRunner.run(["query", page.path, "//*", "--xpath-op-limit", "10"])
        #expect(limited.status == 65)
        #expect(limited.standardError.hasPrefix("error: XPath '//*' was stopped after 10 operations, the work limit"))

        let zero = try CommandRunner.run(["query", page.path, "//*", "--xpath-timeout", "0"])
        #expect(zero.status == 64)
        #expect(zero.standardError.contains("--xpath-timeout must be more than 0 and at most 86400 seconds"))
    }

    /// `<html><body/>` was called "an iOS page source", and `--max-depth
    /// 5000` on XML deeper than 2048 advised raising --max-depth.
    @Test func messagesSayWhatTheInputIsAndWhatCannotBeRaised() throws {
        let html = try CommandRunner.run(["query", "-", "//*"], input: Array("<html><body/></html>".utf8))
        #expect(html.status == 65)
        #expect(html.standardError == "<stdin>: error: not a page source: the root element is <html>; expected <AppiumAUT>, "
            + "<XCUIElementType…> (WebDriverAgent) or <hierarchy> (UiAutomator2)\n")
        let depth = 3000
        let deep = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<AppiumAUT>"
            + String(repeating: "<XCUIElementTypeOther type=\"XCUIElementTypeOther\">", count: depth)
            + String(repeating: "</XCUIElementTypeOther>", count: depth) + "</AppiumAUT>\n"
        let refused = try CommandRunner.run(["query", "-", "//*", "--max-depth", "5000"], input: Array(deep.utf8))
        #expect(refused.status == 65)
        #expect(refused.standardError.contains("exceeds the limit of 2048, which cannot be raised: libxml2 parses XML at most 2048 levels deep"))
        #expect(!refused.standardError.contains("raise it with"))
    }
}
