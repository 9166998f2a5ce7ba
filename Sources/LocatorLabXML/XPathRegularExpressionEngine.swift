/// The regular-expression engine behind WebDriverAgent's `matches`,
/// `replace` and `tokenize`. WebDriverAgent uses NSRegularExpression;
/// LocatorLabXML cannot import Foundation (its ICU module clashes with the
/// system ICU headers libxml2's headers include, and a clean build fails), so
/// a module that can supplies it. Each method answers nil when `pattern` does
/// not compile; what that means for the XPath function is decided here, in
/// `WebDriverAgentXPathFunctions`.
public protocol XPathRegularExpressionEngine: Sendable {
    /// Whether `pattern` matches anywhere in `input` (a search, not anchored).
    func matches(_ input: String, pattern: String, caseInsensitive: Bool) -> Bool?
    /// `input` with every match of `pattern` replaced by `template`
    /// (NSRegularExpression template syntax: `$1`, `\$`).
    func replacingMatches(in input: String, pattern: String, template: String, caseInsensitive: Bool) -> String?
    /// The parts of `input` between matches of `pattern`, empty ones included.
    func split(_ input: String, pattern: String) -> [String]?
}
