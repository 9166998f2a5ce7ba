import Foundation
import LocatorLabConversion
import LocatorLabLocators
import LocatorLabTestSources
import LocatorLabTestSupport
import Testing

/// A singular find converts on its first match; a plural one, or a call
/// whose kind is unknown, keeps the set rule. The client generation a file
/// is written against decides the API its rewrite uses.
@Suite("convert: first-match proofs and client generations")
struct ProofAndGenerationTests {
    private func convert(
        _ source: String, _ language: SourceLanguage, generations: [ClientLanguage: ClientGeneration] = [:]
    ) throws -> FileConversion {
        let converter = TestSourceConverter(
            resolver: try ConversionFixtures.resolver(), clientGenerations: generations)
        return try converter.convert(Array(source.utf8), file: "t", language: language)
    }

    /// `login.help` names a Button and the StaticText inside it: the
    /// identifier finds two elements where the XPath finds the Button.
    private let help = "//XCUIElementTypeButton[@name='login.help']"

    @Test func aSingularFindConvertsOnItsFirstMatchAndSaysSo() throws {
        let result = try convert("d.findElement(AppiumBy.xpath(\"\(help)\"));\n", .java)
        #expect(result.locators.map(\.outcome) == [.converted])
        #expect(result.locators[0].proof == .sameFirstElement)
        #expect(result.locators[0].reason.contains("first finds the same element"))
        #expect(String(decoding: result.converted, as: UTF8.self).contains("AppiumBy.accessibilityId(\"login.help\")"))
    }

    @Test(arguments: [
        ("d.findElements(AppiumBy.xpath(\"//XCUIElementTypeButton[@name='login.help']\"));\n", SourceLanguage.java),
        ("By b = AppiumBy.xpath(\"//XCUIElementTypeButton[@name='login.help']\");\n", .java),
        ("d.find_elements(AppiumBy.XPATH, \"//XCUIElementTypeButton[@name='login.help']\")\n", .python),
        ("HELP = (AppiumBy.XPATH, \"//XCUIElementTypeButton[@name='login.help']\")\n", .python),
        ("await $$(\"//XCUIElementTypeButton[@name='login.help']\")\n", .javascript),
    ])
    func pluralAndUnknownFindsKeepTheSetRule(_ source: String, _ language: SourceLanguage) throws {
        let result = try convert(source, language)
        #expect(result.locators.map(\.outcome) == [.notEquivalent])
        #expect(!result.isChanged)
    }

    @Test func aFirstMatchThatDiffersIsRefused() throws {
        // The second ImageView is "Product image", but that id first finds the first one.
        let result = try convert("d.findElement(AppiumBy.xpath(\"(//android.widget.ImageView)[2]\"));\n", .java)
        #expect(result.locators.map(\.outcome) == [.notEquivalent])
    }

    @Test func theJSONReportNamesTheProof() throws {
        let result = try convert(
            "d.findElement(AppiumBy.xpath(\"\(help)\"));\nd.findElement(AppiumBy.xpath(\"//XCUIElementTypeButton[@name='login.signIn']\"));\n",
            .java)
        let run = ConversionRun(pageSources: [], files: [result], problems: [], wrote: false, allowsLabels: false)
        let report = ConversionReport(run)
        #expect(report.files[0].locators.map(\.proof) == ["same-first-element", "same-elements"])
        let text = run.text()
        #expect(text.contains("(proof: same first element (singular find))"))
        #expect(String(decoding: run.junit(), as: UTF8.self).contains("<property name=\"proof\" value=\"same-first-element\"/>"))
        #expect(try String(decoding: run.sarifJSON(), as: UTF8.self).contains("\"proof\" : \"same-first-element\""))
        #expect(run.markdown().contains("| same-first-element |"))
    }

    // MARK: - Client generations

    @Test func javaClient7KeepsItsOwnAPI() throws {
        let source =
            "import io.appium.java_client.AppiumDriver;\nclass T { void t(AppiumDriver d) {\n"
            + "  d.findElementByXPath(\"//XCUIElementTypeButton[@name='login.signIn']\");\n"
            + "  d.findElement(By.xpath(\"//XCUIElementTypeButton[@name='login.signIn']\"));\n} }\n"
        let converted = String(decoding: try convert(source, .java).converted, as: UTF8.self)
        #expect(converted.contains("d.findElementByAccessibilityId(\"login.signIn\");"))
        #expect(converted.contains("d.findElement(MobileBy.AccessibilityId(\"login.signIn\"));"))
        #expect(converted.contains("import io.appium.java_client.MobileBy;"))
        #expect(!converted.contains("AppiumBy"))
    }

    @Test func theClientVersionOverridesWhatTheFileShows() throws {
        let source = "class T { void t() { d.findElementByXPath(\"//XCUIElementTypeButton[@name='login.signIn']\"); } }\n"
        let converted = String(
            decoding: try convert(source, .java, generations: [.java: .javaClient8]).converted, as: UTF8.self)
        #expect(converted.contains("d.findElement(AppiumBy.accessibilityId(\"login.signIn\"));"))
        #expect(converted.contains("import io.appium.java_client.AppiumBy;"))
    }

    @Test func pythonClient1KeepsMobileByAndItsFinderMethods() throws {
        let source =
            "from appium.webdriver.common.mobileby import MobileBy\n"
            + "d.find_element(MobileBy.XPATH, \"//XCUIElementTypeButton[@name='login.signIn']\")\n"
            + "d.find_element_by_xpath(\"//XCUIElementTypeButton[@name='login.signIn']\")\n"
        let converted = String(decoding: try convert(source, .python).converted, as: UTF8.self)
        #expect(
            converted
                == "from appium.webdriver.common.mobileby import MobileBy\n"
                + "d.find_element(MobileBy.ACCESSIBILITY_ID, \"login.signIn\")\n"
                + "d.find_element_by_accessibility_id(\"login.signIn\")\n")
    }

    @Test(arguments: [
        (ClientLanguage.java, ["AppiumBy", "MobileBy"], ClientGeneration?.some(.javaClient8)),
        (.java, ["MobileBy"], .javaClient7), (.kotlin, ["findElementsByXPath"], .javaClient7), (.java, ["By"], nil),
        (.python, ["find_element_by_xpath"], .pythonClient1), (.python, ["AppiumBy"], .pythonClient2),
        (.csharp, ["MobileBy"], nil),
    ])
    func generationsAreDetectedFromNames(
        _ language: ClientLanguage, _ names: [String], _ expected: ClientGeneration?
    ) {
        #expect(ClientGeneration.detect(language: language, identifiers: Set(names)) == expected)
    }

    // MARK: - selenium-webdriver

    @Test func seleniumWebDriverUsesTheByConstructorWithTheWireName() throws {
        let source =
            "const { By } = require('selenium-webdriver');\n"
            + "await driver.findElement(By.xpath(\"//XCUIElementTypeButton[@name='login.signIn']\"));\n"
            + "await driver.findElement(webdriver.By.xpath('//XCUIElementTypeButton[@name=\"login.signIn\"]'));\n"
        let converted = String(decoding: try convert(source, .javascript).converted, as: UTF8.self)
        #expect(
            converted
                == "const { By } = require('selenium-webdriver');\n"
                + "await driver.findElement(new By(\"accessibility id\", \"login.signIn\"));\n"
                + "await driver.findElement(new webdriver.By('accessibility id', 'login.signIn'));\n")
    }
}
