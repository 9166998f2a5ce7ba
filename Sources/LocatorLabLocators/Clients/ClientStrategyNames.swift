/// What each Appium client calls a strategy (formats.md §6): java-client
/// `AppiumBy` and PageFactory keys, dotnet-client `MobileBy`, Python
/// `AppiumBy` constants, WebdriverIO selector prefixes, wd finder suffixes,
/// ruby_lib_core symbols and AppiumLibrary's locator prefixes. One row per
/// strategy, so a client's spelling of a new strategy is added in one place;
/// ``ClientLanguage`` picks the column each language's find call uses.
public struct ClientStrategyNames: Sendable, Hashable {
    /// `accessibilityId`, `iOSClassChain` … (Java, Kotlin `AppiumBy.`).
    public let appiumBy: String
    /// `@iOSXCUITFindBy(accessibility = …)`, `(iOSClassChain = …)` …
    public let annotationKey: String
    /// `AccessibilityId`, `IosClassChain` … (C# `MobileBy.`).
    public let mobileBy: String
    /// `ACCESSIBILITY_ID`, `IOS_CLASS_CHAIN` … (Python `AppiumBy.`).
    public let pythonConstant: String
    /// `~`, `-ios class chain:`, `android=`, `id:` … (WebdriverIO selectors;
    /// `id:` and `class name:` are direct selectors, `DIRECT_SELECTOR_REGEXP`
    /// in findStrategy; an XPath is recognised by its leading `/` or `(`).
    /// A bare class name is a class name only when it starts with
    /// `android.widget`, `xcuielementtype` or `uia` (`NAME_MOBILE_SELECTORS_START`),
    /// and a CSS selector otherwise (`androidx.recyclerview…`), so class
    /// name is always written with its direct prefix. `nil` where a client
    /// has no selector for the strategy.
    public let webdriverIOPrefix: String?
    /// `elementByAccessibilityId`, `elementByIosClassChain` … (wd).
    public let wdSuffix: String
    /// `accessibility_id`, `class_chain` … (Ruby symbols, without the colon:
    /// a hash key writes it after the name, `accessibility_id: 'V'`).
    public let rubySymbol: String
    /// `accessibility_id=`, `chain=` … (AppiumLibrary's `_strategies` table).
    public let robotPrefix: String
    /// `AccessibilityId`, `iOSClassChain` … (java-client 7 `MobileBy.`).
    public let javaClient7: String
    /// `AccessibilityId`, `IosNsPredicate` … (java-client 7 `findElementBy…`).
    public let javaClient7Method: String
    /// `accessibility_id`, `ios_predicate` … (Python client 1 `find_element_by_…`).
    public let pythonMethod: String

    public init(_ strategy: LocatorStrategy) {
        switch strategy {
        case .accessibilityID:
            (javaClient7, javaClient7Method, pythonMethod) = ("AccessibilityId", "AccessibilityId", "accessibility_id")
        case .id: (javaClient7, javaClient7Method, pythonMethod) = ("id", "Id", "id")
        case .predicate:
            (javaClient7, javaClient7Method, pythonMethod) = ("iOSNsPredicateString", "IosNsPredicate", "ios_predicate")
        case .classChain:
            (javaClient7, javaClient7Method, pythonMethod) = ("iOSClassChain", "IosClassChain", "ios_class_chain")
        case .uiAutomator:
            (javaClient7, javaClient7Method, pythonMethod) =
                ("AndroidUIAutomator", "AndroidUIAutomator", "android_uiautomator")
        case .xpath: (javaClient7, javaClient7Method, pythonMethod) = ("xpath", "XPath", "xpath")
        case .className: (javaClient7, javaClient7Method, pythonMethod) = ("className", "ClassName", "class_name")
        // No Appium client has it (it never goes on the wire): empty names,
        // which ``ClientLanguage/strategyName(_:)`` never writes.
        case .xcuitest: (javaClient7, javaClient7Method, pythonMethod) = ("", "", "")
        }
        switch strategy {
        case .accessibilityID:
            (appiumBy, annotationKey, mobileBy, pythonConstant) =
                ("accessibilityId", "accessibility", "AccessibilityId", "ACCESSIBILITY_ID")
            (webdriverIOPrefix, wdSuffix, rubySymbol, robotPrefix) =
                ("~", "AccessibilityId", "accessibility_id", "accessibility_id=")
        case .id:
            (appiumBy, annotationKey, mobileBy, pythonConstant) = ("id", "id", "Id", "ID")
            (webdriverIOPrefix, wdSuffix, rubySymbol, robotPrefix) = ("id:", "Id", "id", "id=")
        case .predicate:
            (appiumBy, annotationKey, mobileBy, pythonConstant) =
                ("iOSNsPredicateString", "iOSNsPredicate", "IosNSPredicate", "IOS_PREDICATE")
            (webdriverIOPrefix, wdSuffix, rubySymbol, robotPrefix) =
                ("-ios predicate string:", "IosPredicateString", "predicate", "nsp=")
        case .classChain:
            (appiumBy, annotationKey, mobileBy, pythonConstant) =
                ("iOSClassChain", "iOSClassChain", "IosClassChain", "IOS_CLASS_CHAIN")
            (webdriverIOPrefix, wdSuffix, rubySymbol, robotPrefix) =
                ("-ios class chain:", "IosClassChain", "class_chain", "chain=")
        case .uiAutomator:
            (appiumBy, annotationKey, mobileBy, pythonConstant) =
                ("androidUIAutomator", "uiAutomator", "AndroidUIAutomator", "ANDROID_UIAUTOMATOR")
            (webdriverIOPrefix, wdSuffix, rubySymbol, robotPrefix) =
                ("android=", "AndroidUIAutomator", "uiautomator", "android=")
        case .xpath:
            (appiumBy, annotationKey, mobileBy, pythonConstant) = ("xpath", "xpath", "XPath", "XPATH")
            (webdriverIOPrefix, wdSuffix, rubySymbol, robotPrefix) = ("", "XPath", "xpath", "xpath=")
        case .className:
            (appiumBy, annotationKey, mobileBy, pythonConstant) = ("className", "className", "ClassName", "CLASS_NAME")
            (webdriverIOPrefix, wdSuffix, rubySymbol, robotPrefix) = ("class name:", "ClassName", "class_name", "class=")
        case .xcuitest:
            (appiumBy, annotationKey, mobileBy, pythonConstant) = ("", "", "", "")
            // `xcuitest=` is LocatorLab's own prefix (``Locator/init(prefixed:)``).
            (webdriverIOPrefix, wdSuffix, rubySymbol, robotPrefix) = (nil, "", "", "xcuitest=")
        }
    }
}
