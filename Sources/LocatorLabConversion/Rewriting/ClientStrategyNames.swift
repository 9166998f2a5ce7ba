import LocatorLabLocators

/// What each Appium client calls a strategy (formats.md §6): java-client
/// `AppiumBy` and PageFactory keys, dotnet-client `MobileBy`, Python
/// `AppiumBy` constants, WebdriverIO selector prefixes, wd finder suffixes
/// and ruby_lib_core symbols.
struct ClientStrategyNames {
    /// `AppiumBy.accessibilityId`, `AppiumBy.iOSClassChain` … (Java, Kotlin).
    let appiumBy: String
    /// `@iOSXCUITFindBy(accessibility = …)`, `(iOSClassChain = …)` …
    let annotationKey: String
    /// `MobileBy.AccessibilityId`, `MobileBy.IosClassChain` … (C#).
    let mobileBy: String
    /// `AppiumBy.ACCESSIBILITY_ID`, `AppiumBy.IOS_CLASS_CHAIN` … (Python).
    let pythonConstant: String
    /// `~`, `-ios class chain:`, `android=`, `id:` … (WebdriverIO selectors;
    /// `id:` is a direct selector, `DIRECT_SELECTOR_REGEXP` in findStrategy).
    let webdriverIOPrefix: String
    /// `elementByAccessibilityId`, `elementByIosClassChain` … (wd).
    let wdSuffix: String
    /// `:accessibility_id`, `:class_chain` … (Ruby).
    let rubySymbol: String

    init(_ strategy: LocatorStrategy) {
        switch strategy {
        case .accessibilityID:
            (appiumBy, annotationKey, mobileBy, pythonConstant, webdriverIOPrefix, wdSuffix, rubySymbol) =
                ("accessibilityId", "accessibility", "AccessibilityId", "ACCESSIBILITY_ID", "~", "AccessibilityId", "accessibility_id")
        case .id:
            (appiumBy, annotationKey, mobileBy, pythonConstant, webdriverIOPrefix, wdSuffix, rubySymbol) =
                ("id", "id", "Id", "ID", "id:", "Id", "id")
        case .predicate:
            (appiumBy, annotationKey, mobileBy, pythonConstant, webdriverIOPrefix, wdSuffix, rubySymbol) =
                ("iOSNsPredicateString", "iOSNsPredicate", "IosNSPredicate", "IOS_PREDICATE", "-ios predicate string:",
                 "IosPredicateString", "predicate")
        case .classChain:
            (appiumBy, annotationKey, mobileBy, pythonConstant, webdriverIOPrefix, wdSuffix, rubySymbol) =
                ("iOSClassChain", "iOSClassChain", "IosClassChain", "IOS_CLASS_CHAIN", "-ios class chain:", "IosClassChain",
                 "class_chain")
        case .uiAutomator:
            (appiumBy, annotationKey, mobileBy, pythonConstant, webdriverIOPrefix, wdSuffix, rubySymbol) =
                ("androidUIAutomator", "uiAutomator", "AndroidUIAutomator", "ANDROID_UIAUTOMATOR", "android=",
                 "AndroidUIAutomator", "uiautomator")
        case .xpath:
            (appiumBy, annotationKey, mobileBy, pythonConstant, webdriverIOPrefix, wdSuffix, rubySymbol) =
                ("xpath", "xpath", "XPath", "XPATH", "", "XPath", "xpath")
        case .className:
            (appiumBy, annotationKey, mobileBy, pythonConstant, webdriverIOPrefix, wdSuffix, rubySymbol) =
                ("className", "className", "ClassName", "CLASS_NAME", "", "ClassName", "class_name")
        }
    }
}
