import Foundation
import LocatorLabConversion
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabTestSources

// `convert`: a generated tree of test sources in all seven languages,
// converted as `locatorlab convert` does, against an iOS and an Android page
// source. Reports files/s and MB/s for scanning alone and for the whole dry
// run, the cost of resolving one distinct XPath, and one --write run.

/// Test sources generated for the benchmark: every language, every call
/// form, XPaths drawn from the page sources (so all outcomes occur), dynamic
/// locators, comments and string literals that only look like locators.
struct ConvertBenchmarkCorpus {
    var files: [(path: String, bytes: [UInt8])] = []
    var locatorCount = 0
    var distinctXPaths = Set<String>()

    init(files count: Int, ios: ElementTree, android: ElementTree, seed: UInt64) {
        var random = BenchmarkRandom(seed: seed)
        let safe: (String) -> Bool = { value in
            !value.isEmpty && !value.contains { "'\"\\$#{}\n\r`%".contains($0) }
        }
        let iosPool = ios.elements.compactMap { element -> String? in
            guard let name = element.name, safe(name) else { return nil }
            return "//\(element.type)[@name='\(name)']"
        }
        let androidPool = android.elements.compactMap { element -> String? in
            guard let description = element.contentDescription, safe(description) else { return nil }
            return "//\(element.type)[@content-desc='\(description)']"
        }
        let ambiguous = [
            "//XCUIElementTypeCell", "//XCUIElementTypeStaticText", "//android.widget.TextView", "//*[@enabled='true']",
        ]
        func pick() -> String {
            switch random.next(100) {
            case 0..<50 where !iosPool.isEmpty: return iosPool[random.next(iosPool.count)]
            case 50..<75 where !androidPool.isEmpty: return androidPool[random.next(androidPool.count)]
            case 75..<85: return ambiguous[random.next(ambiguous.count)]
            default: return "//XCUIElementTypeButton[@name='gone.\(random.next(300))']"
            }
        }
        let languages: [(String, (Int, [String]) -> String)] = [
            ("java", Self.java), ("kt", Self.kotlin), ("py", Self.python), ("js", Self.javaScript),
            ("ts", Self.javaScript),
            ("rb", Self.ruby), ("cs", Self.csharp),
        ]
        for index in 0..<count {
            let (fileExtension, render) = languages[index % languages.count]
            let xpaths = (0..<7).map { _ in pick() }
            distinctXPaths.formUnion(xpaths)
            locatorCount += xpaths.count + 1  // and one dynamic locator
            let name = fileExtension == "py" || fileExtension == "rb" ? "screen_\(index)_test" : "Screen\(index)Test"
            files.append(("suite\(index % 100)/\(name).\(fileExtension)", Array(render(index, xpaths).utf8)))
        }
    }

    var byteCount: Int { files.reduce(0) { $0 + $1.bytes.count } }

    func write(to folder: URL) throws {
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
        }
    }

    // MARK: - Templates

    private static let filler = """
            // Waits for the screen; By.xpath("//XCUIElementTypeOther") in a comment is not code.
            String note = "a string with By.xpath(\\"//x\\") and /* no comment */ in it";
            int retries = 3 / 1;
        """

    static func java(_ index: Int, _ xpaths: [String]) -> String {
        """
        package bench.suite\(index % 100);

        import io.appium.java_client.AppiumDriver;
        import io.appium.java_client.MobileBy;
        import io.appium.java_client.pagefactory.iOSXCUITFindBy;
        import org.openqa.selenium.By;
        import org.openqa.selenium.WebElement;

        public class Screen\(index)Test {
            @iOSXCUITFindBy(xpath = "\(xpaths[0])")
            private WebElement header;

            /* Legacy locators, converted by locatorlab. */
            public void run(AppiumDriver driver, String name) {
        \(filler)
                driver.findElement(By.xpath("\(xpaths[1])")).click();
                driver.findElement(MobileBy.xpath("\(xpaths[2])"));
                driver.findElementByXPath("\(xpaths[3])");
                driver.findElementsByXPath("\(xpaths[4])");
                driver.findElement(By.xpath("\(xpaths[5])"));
                driver.findElement(By.xpath("\(xpaths[6])"));
                driver.findElement(By.xpath("//XCUIElementTypeCell[@name='" + name + "']"));
            }
        }

        """
    }

    static func kotlin(_ index: Int, _ xpaths: [String]) -> String {
        """
        package bench.suite\(index % 100)

        import io.appium.java_client.AppiumBy
        import io.appium.java_client.pagefactory.AndroidFindBy
        import org.openqa.selenium.By

        class Screen\(index)Test {
            @AndroidFindBy(xpath = "\(xpaths[0])")
            lateinit var header: WebElement

            fun run(driver: AppiumDriver, name: String) {
                // By.xpath("//android.widget.TextView") in a comment
                val note = "template-free \\$ text"
                driver.findElement(By.xpath("\(xpaths[1])")).click()
                driver.findElement(AppiumBy.xpath("\(xpaths[2])"))
                driver.findElementByXPath("\(xpaths[3])")
                driver.findElements(By.xpath(\"\"\"\(xpaths[4])\"\"\"))
                driver.findElement(By.xpath("\(xpaths[5])"))
                driver.findElement(By.xpath("\(xpaths[6])"))
                driver.findElement(By.xpath("//*[@content-desc='$name']"))
            }
        }

        """
    }

    static func python(_ index: Int, _ xpaths: [String]) -> String {
        """
        \"\"\"Screen \(index) tests.\"\"\"
        from appium.webdriver.common.mobileby import MobileBy
        from selenium.webdriver.common.by import By

        HEADER = (By.XPATH, "\(xpaths[0])")


        def test_screen_\(index)(driver, name):
            # driver.find_element(By.XPATH, '//XCUIElementTypeOther') is a comment
            note = 'By.XPATH, "//x" inside a string'
            driver.find_element(*HEADER).click()
            driver.find_element(MobileBy.XPATH, "\(xpaths[1])")
            driver.find_element_by_xpath("\(xpaths[2])")
            driver.find_elements_by_xpath(r"\(xpaths[3])")
            driver.find_element(by=By.XPATH, value="\(xpaths[4])")
            driver.find_element(By.XPATH, ("\(xpaths[5])"))
            driver.find_element(By.XPATH, "\(xpaths[6])")
            driver.find_element(By.XPATH, f"//XCUIElementTypeCell[@name='{name}']")

        """
    }

    static func javaScript(_ index: Int, _ xpaths: [String]) -> String {
        """
        // Screen \(index): $('//XCUIElementTypeOther') in a comment is not code.
        describe('screen \(index)', () => {
          it('works', async () => {
            const pattern = /\\/\\/not-a-locator/g;
            await $("\(xpaths[0])").click();
            await driver.$("\(xpaths[1])");
            const rows = await $$(`\(xpaths[2])`);
            await driver.elementByXPath("\(xpaths[3])");
            await driver.waitForElementByXPath("\(xpaths[4])", 5000);
            await driver.findElement('xpath', "\(xpaths[5])");
            await browser.$("\(xpaths[6])");
            await $(`//XCUIElementTypeCell[@name="${name}"]`);
          });
        });

        """
    }

    static func ruby(_ index: Int, _ xpaths: [String]) -> String {
        """
        # Screen \(index): find_element(:xpath, '//x') in a comment is not code.
        describe 'screen \(index)' do
          it 'works' do
            note = "find_element :xpath, '//x' inside a string"
            find_element(:xpath, "\(xpaths[0])").click
            @driver.find_element :xpath, "\(xpaths[1])"
            find_elements(:xpath, "\(xpaths[2])")
            find_element(xpath: "\(xpaths[3])")
            xpath("\(xpaths[4])")
            xpaths "\(xpaths[5])"
            find_element :xpath, "\(xpaths[6])" if true
            find_element(:xpath, "//XCUIElementTypeCell[@name='#{name}']")
          end
        end

        """
    }

    static func csharp(_ index: Int, _ xpaths: [String]) -> String {
        """
        using NUnit.Framework;
        using OpenQA.Selenium;

        namespace Bench.Suite\(index % 100)
        {
            public class Screen\(index)Test
            {
                // driver.FindElement(By.XPath("//x")) is a comment
                [Test]
                public void Run(string name)
                {
                    var note = @"verbatim ""By.XPath"" text";
                    driver.FindElement(By.XPath("\(xpaths[0])")).Click();
                    driver.FindElement(MobileBy.XPath(@"\(xpaths[1])"));
                    driver.FindElementByXPath("\(xpaths[2])");
                    driver.FindElementsByXPath("\(xpaths[3])");
                    driver.FindElement(By.XPath("\(xpaths[4])"));
                    driver.FindElement(By.XPath("\(xpaths[5])"));
                    driver.FindElement(By.XPath("\(xpaths[6])"));
                    driver.FindElement(By.XPath($"//XCUIElementTypeCell[@name='{name}']"));
                }
            }
        }

        """
    }
}

/// A small seeded generator (SplitMix64) so every run converts the same tree.
struct BenchmarkRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}

func convertBenchmark(_ arguments: Arguments) throws {
    #if DEBUG
        print("warning: debug build; run with -c release for meaningful figures")
    #endif
    let runs = arguments.runsGiven ? arguments.runs : 3
    let elements = 1_500
    let ios = SyntheticPageSourceGenerator(elementCount: elements, seed: 7, platform: .ios).generate()
    let android = SyntheticPageSourceGenerator(elementCount: elements, seed: 8, platform: .android).generate()
    let pageSources = [
        Screen(name: "ios.xml", tree: ios), Screen(name: "android.xml", tree: android),
    ]
    let corpus = ConvertBenchmarkCorpus(files: arguments.files, ios: ios, android: android, seed: 2026)
    let megabytes = Double(corpus.byteCount) / 1_048_576
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("locatorlab-convert-bench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: root) }
    let tree = root.appendingPathComponent("tests")
    try corpus.write(to: tree)
    print(
        "test sources: \(corpus.files.count) files (7 languages) in 100 folders, \(String(format: "%.1f", megabytes)) MB, "
            + "\(corpus.locatorCount) XPath locators, \(corpus.distinctXPaths.count) distinct constant XPaths")
    print("page sources: iOS and Android, \(elements) elements each (synthetic)")

    // Scanning alone, in memory: lexing and finding.
    var scanTimes: [Double] = []
    var found = 0
    for _ in 0..<runs {
        scanTimes.append(
            try measure {
                found = 0
                for file in corpus.files {
                    let language = SourceLanguage(path: file.path)!
                    found += try XPathLocatorScanner.scan(utf8: file.bytes, language: language, file: file.path).count
                }
            })
    }

    // The whole dry run from disk, with a fresh resolver (cold caches) each time.
    var dryRunTimes: [Double] = []
    var lastRun: ConversionRun?
    for _ in 0..<runs {
        let resolver = AccessibilityIDResolver(pageSources: pageSources)
        dryRunTimes.append(measure { lastRun = ConversionRunner().run(paths: [tree.path], resolver: resolver) })
    }
    guard let run = lastRun else { return }

    // Resolving each distinct XPath once, on both page sources.
    var resolveTimes: [Double] = []
    let distinct = Array(corpus.distinctXPaths).sorted()
    for _ in 0..<runs {
        let resolver = AccessibilityIDResolver(pageSources: pageSources)
        resolveTimes.append(measure { for xpath in distinct { _ = resolver.resolve(xpath) } })
    }

    // One --write run on a fresh copy.
    let copy = root.appendingPathComponent("copy")
    try FileManager.default.copyItem(at: tree, to: copy)
    let writeTime = measure {
        _ = ConversionRunner(writesChanges: true).run(
            paths: [copy.path], resolver: AccessibilityIDResolver(pageSources: pageSources))
    }

    let files = Double(corpus.files.count)
    let scan = median(scanTimes)
    let dryRun = median(dryRunTimes)
    let resolve = median(resolveTimes)
    print("runs: \(runs) (medians)")
    print(
        "  scan only (in memory)       \(format(scan))  \(rate(files, scan)) files/s  \(rate(megabytes, scan, digits: 1)) MB/s"
    )
    print(
        "  dry run (disk → report)     \(format(dryRun))  \(rate(files, dryRun)) files/s  \(rate(megabytes, dryRun, digits: 1)) MB/s"
    )
    print(
        "  --write (one run)           \(format(writeTime))  \(rate(files, writeTime)) files/s  \(run.changedFiles.count) files rewritten"
    )
    print(
        "  resolve distinct XPaths     \(format(resolve))  "
            + String(
                format: "%.1f µs per XPath on 2 page sources (%d XPaths)", resolve * 1000 / Double(distinct.count),
                distinct.count))
    print(
        String(
            format: "  per locator in the dry run  %.2f µs (%d locators, resolution cached per XPath string)",
            dryRun * 1000 / Double(max(1, run.locators.count)), run.locators.count))
    let totals = run.totals
    print(
        "outcomes: "
            + ConversionOutcome.allCases.map { "\($0.rawValue) \(totals[$0, default: 0])" }.joined(separator: ", "))
    if found != corpus.locatorCount || run.locators.count != corpus.locatorCount || !run.problems.isEmpty {
        print(
            "warning: expected \(corpus.locatorCount) locators, scan found \(found), run \(run.locators.count); \(run.problems.count) problems"
        )
    }
}

private func rate(_ amount: Double, _ milliseconds: Double, digits: Int = 0) -> String {
    String(format: "%9.\(digits)f", amount / (milliseconds / 1000))
}
