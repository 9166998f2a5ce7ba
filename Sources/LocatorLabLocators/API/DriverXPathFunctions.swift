import LocatorLabModel
import LocatorLabXML

/// The XPath functions a platform's driver offers beyond XPath 1.0: on iOS
/// the extensions WebDriverAgent registers (matches, lower-case, …, with
/// NSRegularExpression behind them); on Android none that libxml2 could
/// stand in for (UiAutomator2's XPath 2.0 engine is a different one).
public enum DriverXPathFunctions {
    public static func set(for platform: Platform) -> XPathFunctionSet {
        switch platform {
        case .ios: .webDriverAgent(regularExpressions: FoundationRegularExpressions())
        case .android: .xpath1
        }
    }
}
