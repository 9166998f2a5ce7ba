import ArgumentParser
import LocatorLabLocators
import LocatorLabPageSource
import LocatorLabXML

extension LocatorStrategy: ExpressibleByArgument {
    /// Appium's names (`-ios class chain`), the short spellings
    /// (`class-chain`) and a few client forms are all accepted.
    public init?(argument: String) {
        self.init(name: argument)
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

struct QueryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "query",
        abstract: "Find elements in a page source the way the driver would on a device.",
        discussion: """
            XPath is evaluated by libxml2 on the document the driver builds for a query (iOS: rooted \
            at the application, without Appium's <AppiumAUT> wrapper). accessibility-id matches iOS \
            name (identifier, else label) or Android content-desc; id matches Android resource-id \
            (the app package is completed); class-name matches the element type.

            iOS only (WebDriverAgent):
              predicate ('-ios predicate string'): NSPredicate over type, name, label, value, enabled, \
            visible, accessible, index, rect.x/y/width/height (and their wd… names), with ==, !=, <, >, \
            BEGINSWITH, ENDSWITH, CONTAINS, LIKE, MATCHES, IN, BETWEEN, [c]/[d]/[cd], AND/OR/NOT. \
            The application itself is searched too. Booleans are numbers: write visible == 1.
              Example: --strategy predicate on samples/ios-health-summary.xml with \
            "type == 'XCUIElementTypeButton' AND label BEGINSWITH[c] 'review'" finds the Review button.
              class-chain ('-ios class chain'): steps separated by /, **/ for descendants, * or a type, \
            [`predicate`] and [$descendant predicate$] filters, then [n] (1-based, negative from the end).
              Example: --strategy class-chain on samples/ios-health-summary.xml with \
            '**/XCUIElementTypeTabBar/XCUIElementTypeButton[-1]' finds the last tab, Browse.

            Android only (UiAutomator2):
              uiautomator ('-android uiautomator'): new UiSelector() chains (text…, description…, \
            resourceId…, className…, packageName…, index, instance, the boolean flags, childSelector, \
            fromParent), new UiScrollable(…).scrollIntoView(…)/getChildByText(…), statements separated by ;.
              Example: --strategy uiautomator on samples/android-shop-products.xml with \
            'new UiSelector().resourceId("com.example.shop:id/product_title").instance(1)' finds the \
            second product title, "Rain jacket".

            iOS, evaluated offline only (no driver takes it over the wire):
              xcuitest: an XCUITest query as a Swift UI test writes it, with XCTest's semantics: type \
            queries (buttons, staticTexts, cells, … = descendants(matching:)), children(matching:), \
            descendants(matching:), ["key"] and matching(identifier:) (identifier, title, label, value or \
            placeholderValue), matching(NSPredicate(format: …)) on XCUIElementAttributes, containing(…), \
            element, firstMatch, element(boundBy:), count. Several matches of an element are XCTest's \
            "Multiple matching elements found".
              Example: --strategy xcuitest on Tests/Fixtures/xcuiquery/races.xml with \
            'app.tables.cells.element(boundBy: 1)' finds the second cell, RaceHeaderCell_1.

            A strategy of the other platform exits 64; a locator its driver would refuse exits 65 with \
            the offset and a caret. Notes say where a device may differ (hittable, scrolling, windows).
            """
    )

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "The page source to search ('-' for standard input).")
    var pageSource: String

    @Argument(help: "The locator: an XPath, or a value for the chosen strategy.")
    var locator: String

    // Unconditional: Appium's own names start with a dash (`-ios class chain`).
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "xpath, accessibility-id, id, class-name, predicate, class-chain, uiautomator or xcuitest.",
            discussion: "Appium's names are accepted too: 'accessibility id', 'class name', '-ios predicate string', "
                + "'-ios class chain', '-android uiautomator'."))
    var strategy: LocatorStrategy = .xpath

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    @Option(help: "Android package used to complete ids (default: the most common package in the page source).")
    var appPackage: String?

    @Option(name: .customLong("xpath-op-limit"), parsing: .unconditional, help: "Most XPath operations one evaluation may do.")
    var xpathOperationLimit = XPathLimits.default.operationLimit

    @OptionGroup var xpathTimeout: XPathTimeoutOption

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    @OptionGroup var inputOptions: PageSourceInputOptions

    func validate() throws {
        guard xpathOperationLimit > 0 else { throw ValidationError("--xpath-op-limit must be positive") }
    }

    /// The job these arguments describe.
    var job: QueryJob {
        var job = QueryJob(pageSource: pageSource, locator: locator)
        job.strategy = strategy
        job.format = format
        job.appPackage = appPackage
        job.xpathLimits = XPathLimits(operationLimit: xpathOperationLimit, timeLimit: xpathTimeout.seconds)
        job.output = output
        job.inputFormat = inputOptions.format.format
        job.limits = inputOptions.limitOptions.limits
        return job
    }

    func run() throws {
        try job.run()
    }
}
