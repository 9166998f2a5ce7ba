import LocatorLabConversion
import LocatorLabLocators
import LocatorLabTestSources
import LocatorLabTestSupport
import Testing

/// Rewrites on small sources: imports, literal styles, line endings and
/// encodings.
@Suite("convert: rewriting")
struct RewriteTests {
    /// `clientGenerations` as `--client-version` gives them: the import
    /// tests below use Python's `find_element_by_xpath` for its shape and
    /// ask for the current client, whose rewrite needs an import.
    private func convert(
        _ source: String, _ language: SourceLanguage, allowsLabels: Bool = false,
        clientGenerations: [ClientLanguage: ClientGeneration] = [:]
    ) throws -> String {
        let converter = TestSourceConverter(
            resolver: try ConversionFixtures.resolver(allowsLabels: allowsLabels), clientGenerations: clientGenerations)
        let result = try converter.convert(Array(source.utf8), file: "t", language: language)
        return String(decoding: result.converted, as: UTF8.self)
    }

    private let signIn = "//XCUIElementTypeButton[@name='login.signIn']"

    // MARK: - Imports

    @Test func javaImportGoesAfterThePackageWhenThereAreNoImports() throws {
        let source = "package a;\n\nclass T { void t() { d.findElement(By.xpath(\"\(signIn)\")); } }\n"
        #expect(
            try convert(source, .java)
                == "package a;\n\nimport io.appium.java_client.AppiumBy;\n\nclass T { void t() { d.findElement(AppiumBy.accessibilityId(\"login.signIn\")); } }\n"
        )
    }

    @Test func javaImportIsNotAddedTwiceNorBesideAWildcard() throws {
        for header in ["import io.appium.java_client.AppiumBy;\n", "import io.appium.java_client.*;\n"] {
            let source = header + "class T { By b = By.xpath(\"\(signIn)\"); }\n"
            #expect(
                try convert(source, .java) == header
                    + "class T { By b = AppiumBy.accessibilityId(\"login.signIn\"); }\n")
        }
    }

    @Test func javaImportIsSortedAmongTheOthers() throws {
        let source =
            "import io.appium.java_client.AppiumDriver;\nimport org.openqa.selenium.By;\nimport org.junit.Test;\nclass T { By b = By.xpath(\"\(signIn)\"); }\n"
        let converted = try convert(source, .java)
        #expect(
            converted.hasPrefix("import io.appium.java_client.AppiumBy;\nimport io.appium.java_client.AppiumDriver;\n"))
    }

    @Test func kotlinImportHasNoSemicolonAndTopOfFileWithoutPackage() throws {
        let source = "fun t() = d.findElement(By.xpath(\"\(signIn)\"))\n"
        #expect(
            try convert(source, .kotlin)
                == "import io.appium.java_client.AppiumBy\n\nfun t() = d.findElement(AppiumBy.accessibilityId(\"login.signIn\"))\n"
        )
    }

    @Test func kotlinAliasedImportDoesNotProvideTheName() throws {
        let source = "import io.appium.java_client.AppiumBy as AB\n\nfun t() = d.findElement(By.xpath(\"\(signIn)\"))\n"
        #expect(
            try convert(source, .kotlin)
                == "import io.appium.java_client.AppiumBy\nimport io.appium.java_client.AppiumBy as AB\n\nfun t() = d.findElement(AppiumBy.accessibilityId(\"login.signIn\"))\n"
        )
    }

    @Test func pythonImportAfterTheLastImportAndKeptWhenPresent() throws {
        let source =
            "import os\nfrom selenium.webdriver.common.by import (\n    By,\n)\n\nd.find_element(By.XPATH, \"\(signIn)\")\n"
        #expect(
            try convert(source, .python)
                == "import os\nfrom selenium.webdriver.common.by import (\n    By,\n)\nfrom appium.webdriver.common.appiumby import AppiumBy\n\nd.find_element(AppiumBy.ACCESSIBILITY_ID, \"login.signIn\")\n"
        )
        let present =
            "from appium.webdriver.common.appiumby import AppiumBy\nd.find_element(AppiumBy.XPATH, \"\(signIn)\")\n"
        #expect(
            try convert(present, .python)
                == "from appium.webdriver.common.appiumby import AppiumBy\nd.find_element(AppiumBy.ACCESSIBILITY_ID, \"login.signIn\")\n"
        )
    }

    @Test func pythonImportGoesAfterABackslashContinuedImport() throws {
        let source = "import os, \\\n    sys\n\nd.find_element_by_xpath(\"\(signIn)\")\n"
        #expect(
            try convert(source, .python, clientGenerations: [.python: .pythonClient2])
                == "import os, \\\n    sys\nfrom appium.webdriver.common.appiumby import AppiumBy\n\nd.find_element(AppiumBy.ACCESSIBILITY_ID, \"login.signIn\")\n"
        )
    }

    @Test func importsStayBelowAShebangAndAPythonEncodingLine() throws {
        let python = "#!/usr/bin/env python3\n# -*- coding: utf-8 -*-\nd.find_element_by_xpath(\"\(signIn)\")\n"
        #expect(
            try convert(python, .python, clientGenerations: [.python: .pythonClient2])
                == "#!/usr/bin/env python3\n# -*- coding: utf-8 -*-\nfrom appium.webdriver.common.appiumby import AppiumBy\n\nd.find_element(AppiumBy.ACCESSIBILITY_ID, \"login.signIn\")\n"
        )
        let kotlinScript = "#!/usr/bin/env kotlin\nd.findElement(By.xpath(\"\(signIn)\"))\n"
        #expect(
            try convert(kotlinScript, .kotlin)
                == "#!/usr/bin/env kotlin\nimport io.appium.java_client.AppiumBy\n\nd.findElement(AppiumBy.accessibilityId(\"login.signIn\"))\n"
        )
    }

    @Test func pythonImportAfterTheModuleDocstring() throws {
        let source = "\"\"\"Tests.\"\"\"\nd.find_element_by_xpath(\"\(signIn)\")\n"
        #expect(
            try convert(source, .python, clientGenerations: [.python: .pythonClient2])
                == "\"\"\"Tests.\"\"\"\n\nfrom appium.webdriver.common.appiumby import AppiumBy\nd.find_element(AppiumBy.ACCESSIBILITY_ID, \"login.signIn\")\n"
        )
    }

    @Test func csharpUsingGoesAmongTheUsingsAndNotTwice() throws {
        let source =
            "using System;\nusing OpenQA.Selenium;\nclass T { void M() { d.FindElement(By.XPath(\"\(signIn)\")); } }\n"
        #expect(
            try convert(source, .csharp)
                == "using System;\nusing OpenQA.Selenium;\nusing OpenQA.Selenium.Appium;\nclass T { void M() { d.FindElement(MobileBy.AccessibilityId(\"login.signIn\")); } }\n"
        )
        let present =
            "using OpenQA.Selenium.Appium;\nclass T { void M() { d.FindElement(By.XPath(\"\(signIn)\")); } }\n"
        #expect(
            try convert(present, .csharp)
                == "using OpenQA.Selenium.Appium;\nclass T { void M() { d.FindElement(MobileBy.AccessibilityId(\"login.signIn\")); } }\n"
        )
    }

    @Test func rubyAndJavaScriptNeedNoImport() throws {
        #expect(
            try convert("find_element(:xpath, \"\(signIn)\")\n", .ruby)
                == "find_element(:accessibility_id, \"login.signIn\")\n")
        #expect(try convert("await $(\"\(signIn)\")\n", .javascript) == "await $(\"~login.signIn\")\n")
    }

    @Test func onlyWdMethodsAreRenamedNotProjectHelpers() throws {
        let source = "await driver.waitForElementByXPath(\"\(signIn)\", 5000);\nawait page.tapByXPath(\"\(signIn)\");\n"
        #expect(
            try convert(source, .javascript)
                == "await driver.waitForElementByAccessibilityId(\"login.signIn\", 5000);\nawait page.tapByXPath(\"\(signIn)\");\n"
        )
    }

    @Test func rubyHashRocketKeepsItsShape() throws {
        #expect(
            try convert("find_element(:xpath => \"\(signIn)\")\nfind_elements :xpath=>\"\(signIn)\"\n", .ruby)
                == "find_element(:accessibility_id => \"login.signIn\")\nfind_elements :accessibility_id=>\"login.signIn\"\n"
        )
    }

    // MARK: - Forms that need a decision

    @Test func seleniumFindByBecomesBothPlatformAnnotationsWhenProvenOnBoth() throws {
        // 'Animation' is a content-desc on Android; on iOS nothing is named so.
        let source =
            "import org.openqa.selenium.support.FindBy;\nclass P {\n  @FindBy(xpath = \"//*[@content-desc='price.$total' or @name='price.$total']\") WebElement total;\n}\n"
        let converted = try convert(source, .java)
        #expect(
            converted.contains(
                "@AndroidFindBy(accessibility = \"price.$total\") @iOSXCUITFindBy(accessibility = \"price.$total\") WebElement total;"
            ))
        #expect(
            converted.contains(
                "import io.appium.java_client.pagefactory.AndroidFindBy;\nimport io.appium.java_client.pagefactory.iOSXCUITFindBy;\n"
            ))
    }

    @Test func labelsConvertWithAllowLabels() throws {
        let source = "d.find_element_by_xpath(\"//XCUIElementTypeStaticText[@name='Welcome back']\")\n"
        #expect(try convert(source, .python).contains("find_element_by_xpath"))
        #expect(
            try convert(source, .python, allowsLabels: true).contains(
                "find_element_by_accessibility_id(\"Welcome back\")"))
    }

    // MARK: - Literal styles

    @Test func pythonStringStrategyStaysAStringWithoutAnImport() throws {
        let source = """
            d.find_element("xpath", "\(signIn)")
            d.find_elements(by='xpath', value="\(signIn)")
            def find_element(by, value): pass
            d.find_element("id", "login.signIn")

            """
        #expect(
            try convert(source, .python) == """
                d.find_element("accessibility id", "login.signIn")
                d.find_elements(by='accessibility id', value="login.signIn")
                def find_element(by, value): pass
                d.find_element("id", "login.signIn")

                """)
    }

    @Test func aRawPythonLiteralKeepsItsStyleWhenItCanHoldTheValue() throws {
        let source = #"d.find_element(By.XPATH, r'''//*[@name="it's.here #{not} \d"]''')"# + "\n"
        #expect(try convert(source, .python).contains(#"AppiumBy.ACCESSIBILITY_ID, r'''it's.here #{not} \d''')"#))
    }

    @Test func aRawPythonLiteralThatCannotHoldTheValueBecomesPlain() throws {
        // Raw `r'…'` joined with a plain literal: the id holds a quote, which raw `r'…'` cannot.
        let source = #"d.find_element(By.XPATH, r'//*[@name="it' "'s.here #{not} \\d" '"]')"# + "\n"
        #expect(try convert(source, .python).contains(#"AppiumBy.ACCESSIBILITY_ID, 'it\'s.here #{not} \\d')"#))
    }

    @Test func escapesAreWrittenByEachLanguage() throws {
        let xpath = #"//*[@name=\"it's.here #{not} \\d\"]"#  // as a Java/C#/JS double-quoted body
        #expect(
            try convert("By.xpath(\"\(xpath)\");\n", .java).contains(
                #"AppiumBy.accessibilityId("it's.here #{not} \\d")"#))
        #expect(
            try convert("By.XPath(\"\(xpath)\");\n", .csharp).contains(
                #"MobileBy.AccessibilityId("it's.here #{not} \\d")"#))
        #expect(try convert("$(\"\(xpath)\");\n", .javascript).contains(#"$("~it's.here #{not} \\d")"#))
        #expect(
            try convert("find_element(:xpath, \"\(xpath.replacingOccurrences(of: "#", with: "\\#"))\")\n", .ruby)
                .contains(##"find_element(:accessibility_id, "it's.here \#{not} \\d")"##))
        #expect(
            try convert("find_element(:xpath, '//*[@name=\"it\\'s.here #{not} \\\\d\"]')\n", .ruby).contains(
                #"find_element(:accessibility_id, 'it\'s.here #{not} \\d')"#))
    }

    // MARK: - Line endings and encodings

    @Test func crlfStaysCRLFAndTheAddedImportUsesIt() throws {
        let source = "import org.openqa.selenium.By;\r\nclass T {\r\n  By b = By.xpath(\"\(signIn)\");\r\n}\r\n"
        #expect(
            try convert(source, .java)
                == "import io.appium.java_client.AppiumBy;\r\nimport org.openqa.selenium.By;\r\nclass T {\r\n  By b = AppiumBy.accessibilityId(\"login.signIn\");\r\n}\r\n"
        )
    }

    @Test func aByteOrderMarkIsKept() throws {
        let converter = TestSourceConverter(resolver: try ConversionFixtures.resolver())
        let source: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("find_element(:xpath, \"\(signIn)\")\n".utf8)
        let result = try converter.convert(source, file: "t.rb", language: .ruby)
        #expect(result.encoding == .utf8WithByteOrderMark)
        #expect(
            result.converted == [0xEF, 0xBB, 0xBF] + Array("find_element(:accessibility_id, \"login.signIn\")\n".utf8))
        // The diff's lines are the file's lines, the mark included, or `git apply` finds no match.
        #expect(
            result.unifiedDiff() == "--- a/t.rb\n+++ b/t.rb\n@@ -1 +1 @@\n-\u{FEFF}find_element(:xpath, \"\(signIn)\")\n"
                + "+\u{FEFF}find_element(:accessibility_id, \"login.signIn\")\n")
    }

    @Test(arguments: [TestSourceEncodingCase.littleEndian, .bigEndian])
    func utf16FilesStayUTF16(_ encoding: TestSourceEncodingCase) throws {
        let converter = TestSourceConverter(resolver: try ConversionFixtures.resolver())
        let text = "// é\r\nd.FindElement(By.XPath(\"\(signIn)\"));\r\n"
        let result = try converter.convert(encoding.encode(text), file: "T.cs", language: .csharp)
        #expect(
            result.converted
                == encoding.encode(
                    "// é\r\nusing OpenQA.Selenium.Appium;\r\n\r\nd.FindElement(MobileBy.AccessibilityId(\"login.signIn\"));\r\n"
                )
                || result.converted
                    == encoding.encode(
                        "using OpenQA.Selenium.Appium;\r\n\r\n// é\r\nd.FindElement(MobileBy.AccessibilityId(\"login.signIn\"));\r\n"
                    )
        )
        #expect(result.unifiedDiff().contains("+d.FindElement(MobileBy.AccessibilityId(\"login.signIn\"));\r"))
    }

    @Test func invalidUTF8IsReportedNotGuessed() throws {
        let converter = TestSourceConverter(resolver: try ConversionFixtures.resolver())
        #expect(throws: ConversionError.self) {
            try converter.convert([0x61, 0x0A, 0xC3, 0x28], file: "latin1.java", language: .java)
        }
    }
}

enum TestSourceEncodingCase: CustomStringConvertible, Sendable {
    case littleEndian, bigEndian

    func encode(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = self == .littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
        for unit in text.utf16 {
            let low = UInt8(unit & 0xFF)
            let high = UInt8(unit >> 8)
            bytes += self == .littleEndian ? [low, high] : [high, low]
        }
        return bytes
    }

    var description: String { self == .littleEndian ? "UTF-16LE" : "UTF-16BE" }
}
