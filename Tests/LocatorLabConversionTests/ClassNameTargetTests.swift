import LocatorLabConversion
import LocatorLabLocators
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabTestSources
import LocatorLabTestSupport
import Testing

/// Issue 29, item 14: `--targets class-name`. An XPath becomes `class name`
/// only when that class alone finds the same elements in the same order on
/// every page source of its platform, and the rewrite keeps the quotes of
/// the literal it replaces.
@Suite("convert: class name")
struct ClassNameTargetTests {
    static let targets: [ConversionTarget] = [.accessibilityID, .id, .className]
    static let frameLayout = "//*[@class='android.widget.FrameLayout']"

    static func resolver(_ targets: [ConversionTarget] = targets) throws -> AccessibilityIDResolver {
        AccessibilityIDResolver(pageSources: try ConversionFixtures.pageSources(), targets: targets)
    }

    private func convert(_ source: String, _ language: SourceLanguage) throws -> String {
        let converter = TestSourceConverter(resolver: try Self.resolver())
        let result = try converter.convert(Array(source.utf8), file: "t", language: language)
        return String(decoding: result.converted, as: UTF8.self)
    }

    @Test func targetListsNameClassName() throws {
        #expect(try ConversionTarget.list("accessibility-id,class-name").get() == [.accessibilityID, .className])
        #expect(try ConversionTarget.list("class name, class_name").get() == [.className])
    }

    /// The catalog's only FrameLayout, on the one Android page source; the
    /// iOS page sources are another platform's and are not asked.
    @Test func aClassThatFindsTheSameElementsIsProven() throws {
        let resolution = try Self.resolver().resolve(Self.frameLayout)
        #expect(resolution.outcome == .converted)
        #expect(resolution.replacement == .className("android.widget.FrameLayout"))
        #expect(resolution.reason.contains("class name 'android.widget.FrameLayout'"))
        // Not listed, not tried.
        let identifiers = try Self.resolver([.accessibilityID, .id]).resolve(Self.frameLayout)
        #expect(identifiers.outcome == .notEquivalent)
    }

    /// The second image is one of two ImageViews: the class finds both.
    @Test(arguments: ["(//android.widget.ImageView)[2]", "//android.widget.ImageView[@index='4']"])
    func aClassThatFindsMoreIsRefused(xpath: String) throws {
        let resolution = try Self.resolver([.className]).resolve(xpath)
        #expect(resolution.outcome == .notEquivalent)
        #expect(resolution.replacement == nil)
        #expect(resolution.reason.contains("class name 'android.widget.ImageView' matches 2 elements"))
    }

    /// UiAutomator2 compares the node's class, the `class` attribute; a
    /// page source whose tag differs (the corpus's hand-made
    /// NodeForRootElementNotFound) is proven on the attribute.
    @Test func androidClassIsTheClassAttribute() throws {
        let xml = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2088">
              <android.widget.LinearLayout index="0" package="android" class="android.widget.FrameLayout" text="" bounds="[28,807][1052,1346]" displayed="true"/>
            </hierarchy>
            """
        let tree = try PageSourceReader.read(Array(xml.utf8), file: "odd")
        let resolver = AccessibilityIDResolver(pageSources: [Screen(name: "odd", tree: tree)], targets: [.className])
        #expect(resolver.resolve(Self.frameLayout).replacement == .className("android.widget.FrameLayout"))
    }

    /// Elements of several classes have no one class name.
    @Test func elementsOfSeveralClassesAreNotOneClass() throws {
        let resolution = try Self.resolver([.className]).resolve("//*[@content-desc='Product image' or @text='App']")
        #expect(resolution.outcome != .converted)
    }

    /// The order matters as much as the set: an XPath's node-set is in
    /// document order, and so is the class lookup, so a class proven equal
    /// returns the elements in the order the XPath did.
    @Test func theOrderIsTheXPathsOrder() throws {
        let tree = try PageSourceReader.read(TestFixtures.bytes("convert/pagesources/android-catalog.xml"), file: "c")
        let resolver = AccessibilityIDResolver(pageSources: [Screen(name: "c", tree: tree)], targets: [.className])
        let resolution = resolver.resolve("//android.widget.ImageView")
        #expect(resolution.replacement == .className("android.widget.ImageView"))
        let engine = LocatorEngine(tree: tree)
        let byClass = try engine.evaluate(Locator.className("android.widget.ImageView")).matches
        let byXPath = try engine.evaluate(Locator.xpath("//android.widget.ImageView")).matches
        #expect(byClass.count == 2 && byClass == byXPath)
    }

    /// Every client's spelling, in the quotes the call site used.
    @Test(arguments: [
        (SourceLanguage.java, #"d.findElement(By.xpath("//*[@class='android.widget.FrameLayout']"));"#,
         #"d.findElement(AppiumBy.className("android.widget.FrameLayout"));"#),
        (.kotlin, #"d.findElement(AppiumBy.xpath("//*[@class='android.widget.FrameLayout']"))"#,
         #"d.findElement(AppiumBy.className("android.widget.FrameLayout"))"#),
        (.csharp, #"d.FindElement(By.XPath("//*[@class='android.widget.FrameLayout']"));"#,
         #"d.FindElement(MobileBy.ClassName("android.widget.FrameLayout"));"#),
        (.python, #"d.find_element(AppiumBy.XPATH, '//*[@class="android.widget.FrameLayout"]')"#,
         #"d.find_element(AppiumBy.CLASS_NAME, 'android.widget.FrameLayout')"#),
        (.python, #"d.find_element(AppiumBy.XPATH, "//*[@class='android.widget.FrameLayout']")"#,
         #"d.find_element(AppiumBy.CLASS_NAME, "android.widget.FrameLayout")"#),
        (.python, #"d.find_element('xpath', "//*[@class='android.widget.FrameLayout']")"#,
         #"d.find_element('class name', "android.widget.FrameLayout")"#),
        (.ruby, #"d.find_element(:xpath, '//*[@class="android.widget.FrameLayout"]')"#,
         #"d.find_element(:class_name, 'android.widget.FrameLayout')"#),
        (.ruby, #"d.find_element(:xpath, "//*[@class='android.widget.FrameLayout']")"#,
         #"d.find_element(:class_name, "android.widget.FrameLayout")"#),
        (.ruby, #"d.find_element(xpath: "//*[@class='android.widget.FrameLayout']")"#,
         #"d.find_element(class_name: "android.widget.FrameLayout")"#),
        (.javascript, #"await $('//*[@class="android.widget.FrameLayout"]')"#,
         #"await $('class name:android.widget.FrameLayout')"#),
        (.javascript, #"await $("//*[@class='android.widget.FrameLayout']")"#,
         #"await $("class name:android.widget.FrameLayout")"#),
        (.javascript, #"await driver.findElement("xpath", '//*[@class="android.widget.FrameLayout"]')"#,
         #"await driver.findElement("class name", 'android.widget.FrameLayout')"#),
        (.robot, "*** Test Cases ***\nT\n    Click Element    xpath=//*[@class='android.widget.FrameLayout']",
         "*** Test Cases ***\nT\n    Click Element    class=android.widget.FrameLayout"),
    ])
    func eachClientWritesClassNameInTheCallSitesQuotes(language: SourceLanguage, before: String, after: String) throws {
        let converted = try convert(before + "\n", language)
        #expect(converted.contains(after + "\n"), "\(converted)")
    }

    /// Kept quotes are escaped as that quote needs: a value holding the
    /// other quote stays unescaped, one holding the kept quote is escaped.
    @Test func aKeptQuoteIsEscapedForItself() throws {
        let xpath = #"//*[@name="it's.here #{not} \\d"]"#
        #expect(
            try convert("d.find_element(By.XPATH, \"\(xpath.replacingOccurrences(of: "\"", with: "\\\""))\")\n", .python)
                .contains(#"AppiumBy.ACCESSIBILITY_ID, "it's.here #{not} \\d")"#))
        #expect(
            try convert("d.find_element(By.XPATH, '\(xpath.replacingOccurrences(of: "'", with: "\\'"))')\n", .python)
                .contains(#"AppiumBy.ACCESSIBILITY_ID, 'it\'s.here #{not} \\d')"#))
        #expect(
            try convert("$('\(xpath.replacingOccurrences(of: "'", with: "\\'"))');\n", .javascript)
                .contains(#"$('~it\'s.here #{not} \\d')"#))
    }
}
