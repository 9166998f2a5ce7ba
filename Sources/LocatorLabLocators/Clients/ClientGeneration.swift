/// A generation of a client library whose locator API changed, and how a
/// test file shows which one it is written against (formats.md §6). A
/// rewrite uses the generation's own API, so the file still compiles
/// against the client it already depends on.
///
/// | generation | shows in the file | accessibility id |
/// |---|---|---|
/// | java-client 7 | `MobileBy`, `findElementByXPath` … (no `AppiumBy`) | `MobileBy.AccessibilityId("V")`, `findElementByAccessibilityId("V")` |
/// | java-client 8+ | `AppiumBy` | `AppiumBy.accessibilityId("V")` |
/// | Python client 1 | `MobileBy`, `find_element_by_xpath` … (no `AppiumBy`) | `MobileBy.ACCESSIBILITY_ID`, `find_element_by_accessibility_id('V')` |
/// | Python client 2+ | `AppiumBy` | `AppiumBy.ACCESSIBILITY_ID` |
///
/// java-client 7's `MobileBy` (`AccessibilityId`, `iOSClassChain`,
/// `iOSNsPredicateString`, `AndroidUIAutomator`) and its driver's
/// `findElementBy…` methods (`FindsByAccessibilityId` …) are in
/// java-client's `MobileBy.java` at 7.x; 8 deprecated `MobileBy` and
/// removed the `findBy*` shortcuts (`docs/v7-to-v8-migration-guide.md`), 9
/// removed `MobileBy` (`39c25267`). python-client's `MobileBy` has
/// `AppiumBy`'s constant names (`appium/webdriver/common/mobileby.py`),
/// and `find_element_by_accessibility_id` went in `4c166f45` (#738).
/// C# (`MobileBy`, `FindElementByAccessibilityId` still present), Ruby,
/// WebdriverIO and Robot did not change their locator API, so they have
/// one generation here.
public enum ClientGeneration: String, Sendable, Hashable, Codable, CaseIterable {
    case javaClient7 = "java-client-7"
    case javaClient8 = "java-client-8"
    case pythonClient1 = "python-client-1"
    case pythonClient2 = "python-client-2"

    /// The languages whose generation can be chosen (`--client-version
    /// java=7`): the version number given selects the generation.
    public static func named(language: ClientLanguage, version: Int) -> ClientGeneration? {
        switch language {
        case .java, .kotlin: version <= 7 ? .javaClient7 : .javaClient8
        case .python: version <= 1 ? .pythonClient1 : .pythonClient2
        default: nil
        }
    }

    /// The generation a file is written against, from the names it uses;
    /// `nil` when nothing tells (the current generation is then used).
    /// `AppiumBy` exists only in the newer generation, the `…By…` finder
    /// methods only in the older; `MobileBy` alone is the older one's
    /// (its rewrite also compiles against java-client 8 and python-client
    /// 2, where `MobileBy` is deprecated but present).
    public static func detect(language: ClientLanguage, identifiers: Set<String>) -> ClientGeneration? {
        switch language {
        case .java, .kotlin:
            if identifiers.contains("AppiumBy") { return .javaClient8 }
            let legacy =
                identifiers.contains("MobileBy")
                || identifiers.contains { $0.hasPrefix("findElementBy") || $0.hasPrefix("findElementsBy") }
            return legacy ? .javaClient7 : nil
        case .python:
            if identifiers.contains("AppiumBy") { return .pythonClient2 }
            let legacy =
                identifiers.contains("MobileBy")
                || identifiers.contains { $0.hasPrefix("find_element_by_") || $0.hasPrefix("find_elements_by_") }
            return legacy ? .pythonClient1 : nil
        default:
            return nil
        }
    }

    /// `--client-version` entries, `java=7,python=2` (repeatable), as a
    /// generation per language (`java` covers Kotlin, which uses
    /// java-client); the entry that is not `LANGUAGE=MAJOR` for a language
    /// with generations is the failure.
    public static func overrides(_ entries: [String]) -> Result<[ClientLanguage: ClientGeneration], UnknownVersion> {
        var result: [ClientLanguage: ClientGeneration] = [:]
        for entry in entries.flatMap({ $0.split(separator: ",") }) {
            let parts = entry.split(separator: "=", maxSplits: 1).map { $0.trimmingPrefix(while: { $0 == " " }) }
            // Digits only: `Int` took `java=-1` (and `java=+7`) for a major
            // version, and -1 chose java-client 7.
            let majorText = parts.count == 2 ? parts[1].split(separator: ".", omittingEmptySubsequences: false).first ?? "" : ""
            guard parts.count == 2, let language = ClientLanguage(rawValue: String(parts[0]).lowercased()),
                !majorText.isEmpty, majorText.allSatisfy({ $0.isASCII && $0.isNumber }),
                let major = Int(majorText),
                let generation = named(language: language, version: major)
            else { return .failure(UnknownVersion(entry: String(entry))) }
            result[language] = generation
            if language == .java { result[.kotlin] = result[.kotlin] ?? generation }
        }
        return .success(result)
    }

    /// A `--client-version` entry that names no generation.
    public struct UnknownVersion: Error, Sendable, Hashable {
        public var entry: String
    }

    /// Whether this is an older generation, whose API differs from what
    /// ``ClientLanguage`` writes by default.
    public var isLegacy: Bool { self == .javaClient7 || self == .pythonClient1 }

    /// The locator factory naming `strategy`, e.g. `MobileBy.AccessibilityId`
    /// (java-client 7), `MobileBy.ACCESSIBILITY_ID` (Python client 1); `nil`
    /// for the current generations, which ``ClientLanguage/strategyName(_:)`` spells.
    func strategyName(_ strategy: LocatorStrategy) -> String? {
        guard strategy.webDriverName != nil else { return nil }
        let names = ClientStrategyNames(strategy)
        switch self {
        case .javaClient7:
            // `id`, `xpath` and `className` are Selenium 3's own `By`.
            switch strategy {
            case .id, .xpath, .className: return "By." + names.appiumBy
            default: return "MobileBy." + names.javaClient7
            }
        case .pythonClient1: return "MobileBy." + names.pythonConstant
        case .javaClient8, .pythonClient2: return nil
        }
    }

    /// The driver's finder method for `strategy` in the older generations:
    /// `findElementByAccessibilityId`, `find_elements_by_ios_class_chain`.
    public func finderMethod(_ strategy: LocatorStrategy, plural: Bool) -> String? {
        guard strategy.webDriverName != nil else { return nil }
        let names = ClientStrategyNames(strategy)
        switch self {
        case .javaClient7: return (plural ? "findElementsBy" : "findElementBy") + names.javaClient7Method
        case .pythonClient1: return (plural ? "find_elements_by_" : "find_element_by_") + names.pythonMethod
        case .javaClient8, .pythonClient2: return nil
        }
    }

    /// The class a rewrite through ``strategyName(_:)`` needs imported:
    /// a JVM class name or Python `module.Name`.
    public func importedName(for strategy: LocatorStrategy) -> String? {
        switch self {
        case .javaClient7:
            switch strategy {
            case .id, .xpath, .className: return "org.openqa.selenium.By"
            default: return "io.appium.java_client.MobileBy"
            }
        case .pythonClient1: return "appium.webdriver.common.mobileby.MobileBy"
        case .javaClient8, .pythonClient2: return nil
        }
    }
}
