import Foundation
import LocatorLabConversion
import LocatorLabLocators
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabTestSources
import LocatorLabTestSupport

/// The before/after fixture pairs under `Tests/Fixtures/convert/<language>/`
/// and the page sources they are proven on.
enum ConversionFixtures {
    struct Case: Sendable, CustomStringConvertible {
        var language: SourceLanguage
        var file: String

        var before: String { "convert/\(language.rawValue)/before/\(file)" }
        var after: String { "convert/\(language.rawValue)/after/\(file)" }
        var outcomes: String { "convert/\(language.rawValue)/outcomes/\(file).txt" }
        var description: String { "\(language.rawValue)/\(file)" }
    }

    static let cases: [Case] = [
        Case(language: .java, file: "LoginTest.java"),
        Case(language: .kotlin, file: "CatalogTest.kt"),
        Case(language: .python, file: "test_login.py"),
        Case(language: .javascript, file: "login.test.js"),
        Case(language: .typescript, file: "login.spec.ts"),
        Case(language: .ruby, file: "login_spec.rb"),
        Case(language: .csharp, file: "LoginTests.cs"),
        // selenium-webdriver, singular and plural finds, java-client 8+ and
        // Python client 2+ beside the older generations above.
        Case(language: .javascript, file: "selenium.test.js"),
        Case(language: .typescript, file: "selenium.spec.ts"),
        Case(language: .java, file: "CurrentClientTest.java"),
        Case(language: .python, file: "test_current_client.py"),
    ]

    /// The same locator shapes in every language, converted with the native
    /// strategies listed as targets.
    static let nativeCases: [Case] = [
        Case(language: .java, file: "NativeTargetsTest.java"),
        Case(language: .kotlin, file: "NativeTargetsTest.kt"),
        Case(language: .python, file: "test_native_targets.py"),
        Case(language: .javascript, file: "native.test.js"),
        Case(language: .typescript, file: "native.spec.ts"),
        Case(language: .ruby, file: "native_spec.rb"),
        Case(language: .csharp, file: "NativeTargetsTests.cs"),
    ]

    static let nativeTargets: [ConversionTarget] = [.accessibilityID, .id, .predicate, .classChain, .uiAutomator]

    static let pageSourceNames = ["ios-login.xml", "ios-settings.xml", "android-catalog.xml"]

    /// The page sources above and a cart screen whose names need escaping in
    /// every expression and host language.
    static func nativeResolver() throws -> AccessibilityIDResolver {
        let cart = NamedTree(
            name: "ios-cart.xml",
            tree: try PageSourceReader.read(TestFixtures.bytes("convert/native-pagesources/ios-cart.xml"), file: "ios-cart.xml"))
        return AccessibilityIDResolver(pageSources: try pageSources() + [cart], targets: nativeTargets)
    }

    static func pageSources() throws -> [NamedTree] {
        try pageSourceNames.map { name in
            NamedTree(
                name: name,
                tree: try PageSourceReader.read(TestFixtures.bytes("convert/pagesources/\(name)"), file: name))
        }
    }

    static func resolver(allowsLabels: Bool = false) throws -> AccessibilityIDResolver {
        AccessibilityIDResolver(pageSources: try pageSources(), allowsLabels: allowsLabels)
    }

    /// One line per locator: `line:column outcome [id] call: reason`.
    static func outcomeListing(_ conversion: FileConversion) -> String {
        conversion.locators.map { locator in
            var line = "\(locator.locator.position) \(locator.outcome.rawValue)"
            if let replacement = locator.replacement, replacement.strategy != .accessibilityID {
                line += " [\(replacement.strategy.displayName): \(replacement.value)]"
            } else if let id = locator.accessibilityID {
                line += " [\(id)]"
            }
            line += " \(locator.locator.call): \(locator.reason)"
            if let replacement = locator.replacementText { line += " => \(replacement)" }
            return line
        }.joined(separator: "\n") + "\n"
    }
}
