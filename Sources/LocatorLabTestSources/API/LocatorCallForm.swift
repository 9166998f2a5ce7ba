/// How an XPath locator is written in a test; it decides how the locator is
/// rewritten. The raw values name the form in reports.
public enum LocatorCallForm: String, Sendable, Hashable, Codable, CaseIterable {
    /// A factory call taking the XPath: Java/Kotlin `By.xpath(…)`,
    /// `AppiumBy.xpath(…)`, `MobileBy.xpath(…)`; C# `By.XPath(…)`,
    /// `MobileBy.XPath(…)`.
    case byFactory = "by-factory"
    /// A strategy named next to the value: Python `(AppiumBy.XPATH, …)`,
    /// Ruby `find_element(:xpath, …)` / `find_element(xpath: …)`,
    /// WebdriverIO `findElement('xpath', …)`.
    case strategyArgument = "strategy-argument"
    /// A finder method named after the strategy: Java
    /// `findElementByXPath(…)`, C# `FindElementByXPath(…)`, Python
    /// `find_element_by_xpath(…)`, wd `elementByXPath(…)`, Ruby
    /// `xpath(…)`/`xpaths(…)`.
    case strategyMethod = "strategy-method"
    /// A WebdriverIO selector that is an XPath: `$('//…')`, `$$('(…)')`.
    case selector
    /// Selenium PageFactory `@FindBy(xpath = …)`.
    case findByAnnotation = "find-by-annotation"
    /// Appium PageFactory `@iOSXCUITFindBy(xpath = …)`, `@AndroidFindBy(xpath = …)`.
    case platformFindByAnnotation = "platform-find-by-annotation"
    /// A project helper named with `--xpath-helper`: `xpath_click(driver, X)`.
    case helper
    /// A Robot Framework AppiumLibrary locator: `xpath=//…` or a bare `//…`
    /// as the first argument of a keyword such as `Click Element`.
    case robotLocator = "robot-locator"
    /// A Swift XCUITest query (`app.buttons["Login"]`, a chain from `app`
    /// or from an element): the whole chain is the locator, evaluated with
    /// the `xcuitest` strategy, and a rewrite replaces the whole chain.
    case xcuiQuery = "xcuitest-query"
}
