/// A language test code is written in, and how its Appium (or XCUITest)
/// client finds an element: what it calls each strategy, the shape of its
/// find call and how it writes a string literal. `convert` writes locators
/// with it, `codegen` writes identifier literals with it, and the inspector
/// page gets it as data (``Entry``) to offer code to copy; nothing
/// else spells a client.
///
/// Java targets java-client 8+ (`AppiumBy`; `MobileBy` is gone in 9), Python
/// Appium-Python-Client 2+ (`AppiumBy`), C# Appium.WebDriver (`MobileBy`),
/// JavaScript WebdriverIO selectors, Ruby ruby_lib_core, Robot Framework
/// AppiumLibrary, and Swift XCUITest's element queries.
public enum ClientLanguage: String, Sendable, Hashable, Codable, CaseIterable {
    case java
    case kotlin
    case python
    case javascript
    case ruby
    case csharp
    case robot
    case swift

    /// How a locator is written inside the client's find call.
    public enum LocatorForm: String, Sendable, Hashable, Encodable {
        /// `AppiumBy.accessibilityId("V")`: the strategy called with the value.
        case call
        /// `AppiumBy.ACCESSIBILITY_ID, "V"`: the strategy, then the value.
        case arguments
        /// `"~V"`: one literal, the strategy's prefix and the value.
        case prefixed
        /// `["V"]`: XCUITest's subscript, which takes an identifier only.
        case `subscript`
    }

    /// The name the inspector's language menu shows.
    public var title: String {
        switch self {
        case .java: "Java"
        case .kotlin: "Kotlin"
        case .python: "Python"
        case .javascript: "JavaScript (WebdriverIO)"
        case .ruby: "Ruby"
        case .csharp: "C#"
        case .robot: "Robot Framework (AppiumLibrary)"
        case .swift: "Swift (XCUITest)"
        }
    }

    public var locatorForm: LocatorForm {
        switch self {
        case .java, .kotlin, .csharp: .call
        case .python, .ruby: .arguments
        case .javascript, .robot: .prefixed
        case .swift: .subscript
        }
    }

    /// How the client spells `strategy` in a find call: `AppiumBy.iOSClassChain`,
    /// `MobileBy.IosClassChain`, `AppiumBy.IOS_CLASS_CHAIN`, `:class_chain`,
    /// `-ios class chain:`, `chain=`; empty for Swift's subscript. `nil`
    /// when the locator form cannot say it (XCUITest finds by identifier only).
    public func strategyName(_ strategy: LocatorStrategy) -> String? {
        // An XCUITest query is Swift source, not a client's strategy.
        guard strategy.webDriverName != nil else { return nil }
        let names = ClientStrategyNames(strategy)
        switch self {
        case .java, .kotlin: return "AppiumBy." + names.appiumBy
        case .csharp: return "MobileBy." + names.mobileBy
        case .python: return "AppiumBy." + names.pythonConstant
        case .ruby: return ":" + names.rubySymbol
        case .javascript: return names.webdriverIOPrefix
        case .robot: return names.robotPrefix
        case .swift: return strategy == .accessibilityID || strategy == .id ? "" : nil
        }
    }

    /// ``strategyName(_:)`` in `generation`'s API when it is an older one
    /// of this language (``ClientGeneration``): `MobileBy.AccessibilityId`.
    public func strategyName(_ strategy: LocatorStrategy, generation: ClientGeneration?) -> String? {
        if let generation, generation.isLegacy, let name = generation.strategyName(strategy) { return name }
        return strategyName(strategy)
    }

    /// The locator as the find call's argument text, with `literal` writing
    /// the string literal (`convert` keeps the quote style it replaces);
    /// `nil` when ``strategyName(_:)`` is.
    public func locator(
        _ strategy: LocatorStrategy, value: String, generation: ClientGeneration? = nil, literal: (String) -> String
    ) -> String? {
        guard let name = strategyName(strategy, generation: generation) else { return nil }
        switch locatorForm {
        case .call: return name + "(" + literal(value) + ")"
        case .arguments: return name + ", " + literal(value)
        case .prefixed: return literal(name + value)
        case .subscript: return "[" + literal(value) + "]"
        }
    }

    /// The statement the inspector offers to copy, around `{locator}`
    /// (Swift's also around `{query}`, the element type's XCUITest query).
    /// `nil` for Robot, whose keywords take the locator itself.
    public var findCall: String? {
        switch self {
        case .java: "driver.findElement({locator});"
        case .kotlin: "driver.findElement({locator})"
        case .python, .ruby: "driver.find_element({locator})"
        case .javascript: "await $({locator})"
        case .csharp: "driver.FindElement({locator});"
        case .robot: nil
        case .swift: "app.{query}{locator}"
        }
    }

    /// The find call naming the strategy by its WebDriver name, `{strategy}`
    /// and `{value}` being literals, for strategies ``strategyName(_:)`` cannot
    /// spell; `nil` when the client has none.
    public var protocolCall: String? {
        self == .javascript ? "await driver.findElement({strategy}, {value})" : nil
    }

    /// How the language writes a string literal. Where it has several plain
    /// quotes, the one chosen holds any value with escapes: Ruby's `"…"`
    /// (its `'…'` cannot spell a control character).
    public var literalRules: StringLiteralRules {
        let common = StringLiteralRules.common
        switch self {
        case .java:
            return StringLiteralRules(
                quote: "\"", escapes: common.merging(["\u{8}": "\\b", "\u{C}": "\\f"]) { $1 }, codePoint: .utf16)
        case .kotlin:
            // `$` starts a template; Kotlin has `\b` but no `\f`.
            return StringLiteralRules(
                quote: "\"", escapes: common.merging(["\u{8}": "\\b", "$": "\\$"]) { $1 }, codePoint: .utf16)
        case .csharp:
            return StringLiteralRules(quote: "\"", escapes: common.merging(["\0": "\\0"]) { $1 }, codePoint: .utf16)
        case .python:
            return StringLiteralRules(quote: "\"", escapes: common, codePoint: .python)
        case .javascript:
            // Before ES2019 the two separators ended a string literal.
            return StringLiteralRules(
                quote: "'", escapes: common.merging(["\u{2028}": "\\u2028", "\u{2029}": "\\u2029"]) { $1 },
                codePoint: .javaScript)
        case .ruby:
            return StringLiteralRules(
                quote: "\"", escapes: common, escapedBefore: ["#": "{@$"], codePoint: .ruby)
        case .robot:
            // A cell is unquoted, and a backslash is Robot's escape.
            return StringLiteralRules(quote: "", codePoint: .none)
        case .swift:
            return StringLiteralRules(quote: "\"", escapes: common, codePoint: .braces)
        }
    }
}

extension ClientLanguage {
    /// One language of the table as data, for the inspector page, which
    /// builds its snippets from these fields alone (inspector-code.js `clientCode`).
    public struct Entry: Sendable, Hashable, Encodable {
        public var language: ClientLanguage
        public var title: String
        public var locatorForm: LocatorForm
        /// ``strategyName(_:)`` by the strategy's command-line spelling
        /// (`accessibility-id`), for the strategies that have one.
        public var strategies: [String: String]
        public var findCall: String?
        public var protocolCall: String?
        /// The WebDriver name of each strategy that needs ``protocolCall``.
        public var protocolStrategies: [String: String]
        public var literal: StringLiteralRules
    }

    public var entry: Entry {
        var strategies: [String: String] = [:]
        var protocolStrategies: [String: String] = [:]
        for strategy in LocatorStrategy.allCases {
            if let name = strategyName(strategy) {
                strategies[strategy.rawValue] = name
            } else if protocolCall != nil, let wire = strategy.webDriverName {
                protocolStrategies[strategy.rawValue] = wire
            }
        }
        return Entry(
            language: self, title: title, locatorForm: locatorForm, strategies: strategies, findCall: findCall,
            protocolCall: protocolCall, protocolStrategies: protocolStrategies, literal: literalRules)
    }

    /// Every language, in the order of the inspector's menu.
    public static var table: [Entry] { allCases.map(\.entry) }
}
