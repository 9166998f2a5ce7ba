import LocatorLabAdvice
import LocatorLabLocators

/// The `ambiguous-element` finding of an XCUITest query, from the screens
/// rather than the text: a query ending in `element`, a subscript or
/// `element(matching:)` that matches several elements on a page source is
/// the run-time failure "Multiple matching elements found" there. It
/// replaces the textual finding of the same rule (``NativeFragilityRule``'s
/// guess from an unfiltered type query), which the screens settle.
enum XCUIQueryAmbiguity {
    static func findings(_ query: String, pages: [LocatorPageResult], replacing findings: [FragilityFinding]) -> [FragilityFinding] {
        guard let syntax = try? XCUIQuerySyntax.parse(query), let step = syntax.finalUniqueElementStep else { return findings }
        let evaluated = pages.filter { $0.status != .error && $0.status != .notThisScreen }
        let ambiguous = evaluated.filter { $0.count > 1 }
        let rule = "ambiguous-element"
        var kept = findings.filter { $0.rule != rule }
        guard !ambiguous.isEmpty else {
            return evaluated.isEmpty ? findings : kept
        }
        let severity = NativeFragilityRule.rule(withID: rule)?.severity ?? .warning
        kept.append(
            FragilityFinding(
                rule: rule, severity: severity, offset: step.offset,
                message: "Multiple matching elements found on \(ambiguous.count) of \(evaluated.count) page "
                    + "source\(evaluated.count == 1 ? "" : "s"): XCTest fails the test there"))
        return kept.sorted { $0.offset < $1.offset }
    }
}
