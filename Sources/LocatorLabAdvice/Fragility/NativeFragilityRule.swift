import LocatorLabLocators
import LocatorLabModel

/// A fragility rule for the native strategies (UiSelector, NSPredicate,
/// class chain), defined as data the way ``FragilityRule`` is: examples that
/// must and must not trigger it, checked by one generic test, and a
/// detector over the expression's ``NativeShape``. A rule that names the
/// same construct as an XPath rule (a position, visible text, state) shares
/// its identifier, so a report counts `positional-index` once whatever the
/// strategy. The catalog is ``NativeFragilityRule/all``.
public struct NativeFragilityRule: Sendable {
    /// Kebab-case, shared with the XPath rule of the same construct.
    public let id: String
    public let title: String
    public let severity: Severity
    public let rationale: String
    public let triggeringExamples: [Locator]
    public let nonTriggeringExamples: [Locator]
    let detect: @Sendable (NativeShape) -> [FragilityRule.Hit]

    public init(
        id: String, title: String, severity: Severity, rationale: String, triggeringExamples: [Locator],
        nonTriggeringExamples: [Locator], detect: @escaping @Sendable (NativeShape) -> [FragilityRule.Hit]
    ) {
        self.id = id
        self.title = title
        self.severity = severity
        self.rationale = rationale
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.detect = detect
    }

    /// This rule's findings in `shape`, in order of offset.
    public func findings(in shape: NativeShape) -> [FragilityFinding] {
        FragilityRule.Hit.findings(detect(shape), rule: id, severity: severity)
    }

    /// Every rule's findings in `locator`, by offset, then rule order; none
    /// for identifiers (accessibility id, id), which name no structure.
    public static func findings(in locator: Locator, rules: [NativeFragilityRule] = all) -> [FragilityFinding] {
        let shape = NativeShape(locator)
        return FragilityRule.merged(rules.map { $0.findings(in: shape) })
    }

    public static func rule(withID id: String) -> NativeFragilityRule? {
        all.first { $0.id == id }
    }
}

extension FragilityRule {
    /// The findings of the catalog that fits the locator's strategy: the
    /// XPath rules for an XPath, the native rules otherwise. The one
    /// function every feature asks, so a locator has the same findings in
    /// compare, inspect and convert.
    public static func findings(in locator: Locator) -> [FragilityFinding] {
        locator.strategy == .xpath ? findings(in: locator.value) : NativeFragilityRule.findings(in: locator)
    }

    /// The rule identifiers of ``findings(in:)-(Locator)``, each once, in
    /// order of first finding.
    public static func ruleIDs(in locator: Locator) -> [String] {
        var seen: Set<String> = []
        return findings(in: locator).map(\.rule).filter { seen.insert($0).inserted }
    }
}
