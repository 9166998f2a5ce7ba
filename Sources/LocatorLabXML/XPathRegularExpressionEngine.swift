/// The regular-expression engine behind WebDriverAgent's `matches`,
/// `replace` and `tokenize`. WebDriverAgent uses NSRegularExpression;
/// LocatorLabXML cannot import Foundation (its ICU module clashes with the
/// system ICU headers libxml2's headers include, and a clean build fails), so
/// a module that can supplies it. Each method answers nil when `pattern` does
/// not compile; what that means for the XPath function is decided here, in
/// `WebDriverAgentXPathFunctions`.
///
/// Patterns come from untrusted locators, and a catastrophic one (`(a+)+$`)
/// never ends, so every method takes `stop`, which the engine must call
/// often while it matches (NSRegularExpression's `reportProgress`) and give
/// up when it answers true. What it then returns does not matter: the
/// evaluation is failed with the time limit.
public protocol XPathRegularExpressionEngine: Sendable {
    /// Whether `pattern` matches anywhere in `input` (a search, not anchored).
    func matches(_ input: String, pattern: String, caseInsensitive: Bool, stop: () -> Bool) -> Bool?
    /// `input` with every match of `pattern` replaced by `template`
    /// (NSRegularExpression template syntax: `$1`, `\$`). The engine may
    /// return as soon as the result is longer than `maximumLength` UTF-16
    /// units; the caller refuses such a result.
    func replacingMatches(
        in input: String, pattern: String, template: String, caseInsensitive: Bool, maximumLength: Int,
        stop: () -> Bool
    ) -> String?
    /// The parts of `input` between matches of `pattern`, empty ones included.
    func split(_ input: String, pattern: String, stop: () -> Bool) -> [String]?
}
