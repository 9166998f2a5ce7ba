import LocatorLabLocators
import LocatorLabModel
import LocatorLabTestSources

/// The edits that turn one XPath locator into an accessibility-id locator in
/// the client's current syntax, keeping the call's shape (receiver,
/// spacing, line breaks) and the literal's quote style.
///
/// | form | before | after |
/// |---|---|---|
/// | Java/Kotlin factory | `By.xpath("…")`, `MobileBy.xpath("…")` | `AppiumBy.accessibilityId("V")` |
/// | Java/Kotlin legacy | `findElementByXPath("…")` | `findElement(AppiumBy.accessibilityId("V"))` |
/// | Appium annotation | `@iOSXCUITFindBy(xpath = "…")` | `@iOSXCUITFindBy(accessibility = "V")` |
/// | Selenium annotation | `@FindBy(xpath = "…")` | `@iOSXCUITFindBy(accessibility = "V")` or `@AndroidFindBy(…)`, by the platforms it was proven on; both when both |
/// | Python | `AppiumBy.XPATH, '…'` / `By.XPATH` / `MobileBy.XPATH` | `AppiumBy.ACCESSIBILITY_ID, 'V'` |
/// | Python string strategy | `find_element('xpath', '…')` | `find_element('accessibility id', 'V')` |
/// | Python legacy | `find_element_by_xpath('…')` | `find_element(AppiumBy.ACCESSIBILITY_ID, 'V')` |
/// | WebdriverIO | `$('//…')` | `$('~V')` |
/// | WebdriverIO strategy | `findElement('xpath', '…')` | `findElement('accessibility id', 'V')` |
/// | wd | `elementByXPath('…')`, `waitForElementsByXPath` | `elementByAccessibilityId('V')`, `waitForElementsByAccessibilityId` |
/// | Ruby | `find_element(:xpath, '…')`, `xpath: '…'` | `find_element(:accessibility_id, 'V')`, `accessibility_id: 'V'` |
/// | Ruby helpers | `xpath('…')`, `xpaths '…'` | `find_element(:accessibility_id, 'V')`, `find_elements :accessibility_id, 'V'` |
/// | C# factory | `By.XPath("…")`, `MobileBy.XPath("…")` | `MobileBy.AccessibilityId("V")` |
/// | C# legacy | `FindElementByXPath("…")` | `FindElement(MobileBy.AccessibilityId("V"))` |
/// | Robot (AppiumLibrary) | `Click Element    xpath=//…`, `//…` | `Click Element    accessibility_id=V` (`id=`, `nsp=`, `chain=`, `android=`) |
///
/// Other strategies follow the same shapes with each client's names for
/// them (``ClientLanguage``, ``ClientStrategyNames``): `AppiumBy.iOSClassChain("…")`,
/// `AppiumBy.IOS_PREDICATE`, `$('android=…')`, `:class_chain`,
/// `MobileBy.AndroidUIAutomator("…")`, `@AndroidFindBy(uiAutomator = …)`.
enum LocatorRewriter {
    struct Rewrite {
        var edits: [SourceEdit]
        var imports: [RequiredImport]
        /// Through a constant: the value the declaration must hold (the id,
        /// or `~id` for a WebdriverIO selector); the call keeps the name.
        var constantValue: String? = nil
    }

    /// Accessibility id, as before: the table above.
    static func rewrite(
        _ locator: FoundLocator, to id: String, platforms: [Platform], bytes: [UInt8], generation: ClientGeneration? = nil
    ) -> Rewrite {
        rewrite(locator, to: .accessibilityID(id), platforms: platforms, bytes: bytes, generation: generation)
    }

    /// Any target strategy, in each client's own syntax (``ClientLanguage``).
    /// The value already carries its expression language's escapes; the
    /// host language's are added by ``LiteralWriter``.
    ///
    /// A locator whose XPath comes from a constant keeps the name at the
    /// call: the literal goes into the declaration instead
    /// (``Rewrite/constantValue``), which the caller edits.
    ///
    /// `generation` is the client generation the file is written against
    /// (``ClientGeneration``): an older one gets its own API
    /// (`MobileBy.AccessibilityId`, `findElementByAccessibilityId`).
    /// `writing`, when given, writes each value instead of a literal: the
    /// code of a dynamic locator's identifier template (``DynamicLocatorPlanner``).
    static func rewrite(
        _ locator: FoundLocator, to replacement: Locator, platforms: [Platform], bytes: [UInt8],
        generation: ClientGeneration? = nil, writing: ((String) -> String)? = nil
    ) -> Rewrite {
        var rewrite = rewriteCall(
            locator, to: replacement, platforms: platforms, bytes: bytes, generation: generation, writing: writing)
        if locator.constant != nil, !rewrite.edits.isEmpty {
            switch locator.form {
            case .selector, .robotLocator:
                // The prefix is part of the selector string, so of the constant.
                let prefix = locator.language.client.strategyName(replacement.strategy) ?? ""
                rewrite.constantValue = prefix + replacement.value
            default: rewrite.constantValue = replacement.value
            }
        }
        return rewrite
    }

    private static func rewriteCall(
        _ locator: FoundLocator, to replacement: Locator, platforms: [Platform], bytes: [UInt8],
        generation: ClientGeneration?, writing: ((String) -> String)?
    ) -> Rewrite {
        let language = locator.language
        let anchors = locator.anchors
        let argument = locator.argumentRange
        let style = locator.literalStyle
        let client = language.client
        let names = ClientStrategyNames(replacement.strategy)
        let id = replacement.value
        func literal(_ value: String) -> String {
            // Through a constant the call keeps the name it was written with.
            if locator.constant != nil { return locator.argumentText }
            if let writing { return writing(value) }
            return LiteralWriter.literal(value, language: language, like: style)
        }
        func callee(_ text: String) -> SourceEdit { SourceEdit(range: anchors.callee, replacement: text) }
        func argumentEdit(_ text: String) -> SourceEdit { SourceEdit(range: argument, replacement: text) }
        let plural = locator.findsSeveral

        // The client's spelling of the strategy, and the whole locator argument.
        let legacy = generation.flatMap { $0.isLegacy ? $0 : nil }
        guard let name = client.strategyName(replacement.strategy, generation: legacy),
            let locatorArgument = client.locator(
                replacement.strategy, value: id, generation: legacy, literal: literal)
        else {
            return Rewrite(edits: [], imports: [])
        }
        // The older generation's factory class, imported as that client does.
        let legacyImport: [RequiredImport] = legacy.flatMap { $0.importedName(for: replacement.strategy) }.map {
            RequiredImport.named($0, language: language)
        }.map { [$0] } ?? []

        switch (language, locator.form) {
        case (.java, .byFactory), (.kotlin, .byFactory):
            return Rewrite(
                edits: [callee(name), argumentEdit(literal(id))], imports: legacy == nil ? [.appiumBy] : legacyImport)
        case (.java, .strategyMethod) where legacy != nil, (.kotlin, .strategyMethod) where legacy != nil:
            // java-client 7 keeps its `findElementBy…` shortcuts.
            guard let method = legacy?.finderMethod(replacement.strategy, plural: plural) else {
                return Rewrite(edits: [], imports: [])
            }
            return Rewrite(edits: [callee(method), argumentEdit(literal(id))], imports: [])
        case (.java, .strategyMethod), (.kotlin, .strategyMethod):
            return Rewrite(
                edits: [callee(plural ? "findElements" : "findElement"), argumentEdit(locatorArgument)],
                imports: [.appiumBy])
        case (_, .platformFindByAnnotation):
            var edits = [argumentEdit(literal(id))]
            if let key = anchors.annotationKey { edits.append(SourceEdit(range: key, replacement: names.annotationKey)) }
            return Rewrite(edits: edits, imports: [])
        case (_, .findByAnnotation):
            // Selenium's @FindBy has no accessibility id; Appium's platform
            // annotations do. The platforms the XPath was proven on choose.
            let annotations: [(name: String, import: RequiredImport)] =
                platforms.map { $0 == .ios ? ("iOSXCUITFindBy", .iOSXCUITFindBy) : ("AndroidFindBy", .androidFindBy) }
                .sorted { $0.name < $1.name }
            guard let first = annotations.first, let name = anchors.annotationName, let key = anchors.annotationKey
            else {
                return Rewrite(edits: [], imports: [])
            }
            var edits = [
                SourceEdit(range: name, replacement: first.name), SourceEdit(range: key, replacement: names.annotationKey),
                argumentEdit(literal(id)),
            ]
            // `@FindBy(using = …, how = How.XPATH)`: the `how` element goes.
            if let removed = anchors.removed { edits.append(SourceEdit(range: removed, replacement: "")) }
            if annotations.count > 1, let end = anchors.annotationEnd {
                let extra = annotations.dropFirst().map { " @\($0.name)(\(names.annotationKey) = \(literal(id)))" }.joined()
                edits.append(SourceEdit(range: end..<end, replacement: extra))
            }
            return Rewrite(edits: edits, imports: annotations.map(\.import))
        case (.csharp, .byFactory):
            return Rewrite(edits: [callee(name), argumentEdit(literal(id))], imports: [.csharpAppium])
        case (.csharp, .strategyMethod):
            return Rewrite(
                edits: [callee(plural ? "FindElements" : "FindElement"), argumentEdit(locatorArgument)],
                imports: [.csharpAppium])
        case (.python, .strategyArgument) where [UInt8(ascii: "'"), UInt8(ascii: "\"")].contains(bytes[anchors.callee.lowerBound]):
            // The strategy as a plain string stays a string, in its quotes.
            let quote = String(UnicodeScalar(bytes[anchors.callee.lowerBound]))
            let strategy = LiteralWriter.literal(
                replacement.strategy.displayName, language: language, like: LiteralStyle(prefix: "", delimiter: quote))
            return Rewrite(edits: [callee(strategy), argumentEdit(literal(id))], imports: [])
        case (.python, .strategyArgument):
            return Rewrite(
                edits: [callee(name), argumentEdit(literal(id))],
                imports: legacy == nil ? [.pythonAppiumBy] : legacyImport)
        case (.python, .strategyMethod) where legacy != nil:
            // Python client 1 keeps its `find_element_by_…` methods.
            guard let method = legacy?.finderMethod(replacement.strategy, plural: plural) else {
                return Rewrite(edits: [], imports: [])
            }
            return Rewrite(edits: [callee(method), argumentEdit(literal(id))], imports: [])
        case (.python, .strategyMethod):
            return Rewrite(
                edits: [callee(plural ? "find_elements" : "find_element"), argumentEdit(locatorArgument)],
                imports: [.pythonAppiumBy])
        case (.javascript, .byFactory), (.typescript, .byFactory):
            // selenium-webdriver: `By.xpath(x)` is `new By('xpath', x)`, and
            // its `By.id` is a CSS selector (`*[id="…"]`), not the `id`
            // strategy; the constructor sends any strategy as written
            // (`javascript/node/selenium-webdriver/lib/by.js`). `By` is the
            // name the file already uses, so no import changes.
            let calleeText = String(decoding: bytes[anchors.callee], as: UTF8.self)
            guard calleeText.hasSuffix(".xpath") else { return Rewrite(edits: [], imports: []) }
            let quote = String(UnicodeScalar(bytes[argument.lowerBound]))
            let quoteStyle = ["'", "\"", "`"].contains(quote) ? quote : "'"
            let strategy = LiteralWriter.literal(
                replacement.strategy.displayName, language: language,
                like: LiteralStyle(prefix: "", delimiter: quoteStyle == "`" ? "'" : quoteStyle))
            return Rewrite(
                edits: [callee("new " + calleeText.dropLast(".xpath".count)), argumentEdit(strategy + ", " + literal(id))],
                imports: [])
        case (.javascript, .selector), (.typescript, .selector):
            return Rewrite(edits: [argumentEdit(locatorArgument)], imports: [])
        case (.javascript, .strategyArgument), (.typescript, .strategyArgument):
            let quote = String(UnicodeScalar(bytes[anchors.callee.lowerBound]))
            let strategy = LiteralWriter.literal(
                replacement.strategy.displayName, language: language, like: LiteralStyle(prefix: "", delimiter: quote))
            return Rewrite(edits: [callee(strategy), argumentEdit(literal(id))], imports: [])
        case (.javascript, .strategyMethod), (.typescript, .strategyMethod):
            let method = String(decoding: bytes[anchors.callee], as: UTF8.self)
            let renamed = String(method.dropLast("ByXPath".count)) + "By" + names.wdSuffix
            return Rewrite(edits: [callee(renamed), argumentEdit(literal(id))], imports: [])
        case (.ruby, .strategyArgument):
            let isKey = bytes[anchors.callee.upperBound - 1] == UInt8(ascii: ":")
            return Rewrite(
                edits: [callee(isKey ? "\(names.rubySymbol):" : name), argumentEdit(literal(id))], imports: [])
        case (.ruby, .strategyMethod):
            return Rewrite(
                edits: [callee(plural ? "find_elements" : "find_element"), argumentEdit(locatorArgument)], imports: [])
        case (.robot, .robotLocator):
            return Rewrite(edits: [argumentEdit(locatorArgument)], imports: [])
        case (_, .helper):
            // The project's own helper taking an identifier, when named.
            guard let name = locator.helper?.replacement, replacement.strategy == .accessibilityID else {
                return Rewrite(edits: [], imports: [])
            }
            return Rewrite(edits: [callee(name), argumentEdit(literal(id))], imports: [])
        default:
            return Rewrite(edits: [], imports: [])
        }
    }
}
