import LocatorLabTestSources
/// A declaration a rewritten file needs so that the new locator compiles.
enum RequiredImport: Sendable, Hashable, Comparable {
    /// Java/Kotlin `import io.appium.java_client.AppiumBy`.
    case jvmClass(String)
    /// Python `from <module> import <name>`.
    case pythonName(module: String, name: String)
    /// C# `using <namespace>;`.
    case csharpNamespace(String)

    static let appiumBy = RequiredImport.jvmClass("io.appium.java_client.AppiumBy")
    static let iOSXCUITFindBy = RequiredImport.jvmClass("io.appium.java_client.pagefactory.iOSXCUITFindBy")
    static let androidFindBy = RequiredImport.jvmClass("io.appium.java_client.pagefactory.AndroidFindBy")
    static let pythonAppiumBy = RequiredImport.pythonName(module: "appium.webdriver.common.appiumby", name: "AppiumBy")
    static let csharpAppium = RequiredImport.csharpNamespace("OpenQA.Selenium.Appium")

    /// `qualified` (`io.appium.java_client.MobileBy`,
    /// `appium.webdriver.common.mobileby.MobileBy`) as `language` imports it.
    static func named(_ qualified: String, language: SourceLanguage) -> RequiredImport {
        guard language == .python, let dot = qualified.lastIndex(of: ".") else { return .jvmClass(qualified) }
        return .pythonName(module: String(qualified[..<dot]), name: String(qualified[qualified.index(after: dot)...]))
    }

    /// The line to add, without its line break.
    func line(for language: SourceLanguage) -> String {
        switch self {
        case .jvmClass(let name): language == .kotlin ? "import \(name)" : "import \(name);"
        case .pythonName(let module, let name): "from \(module) import \(name)"
        case .csharpNamespace(let name): "using \(name);"
        }
    }

    /// The name sorted among existing imports.
    var sortKey: String {
        switch self {
        case .jvmClass(let name): name
        case .pythonName(let module, _): module
        case .csharpNamespace(let name): name
        }
    }
}
