import Foundation
import LocatorLabXML

/// NSRegularExpression (ICU syntax), the engine WebDriverAgent's XPath
/// extension functions use on the device. Lives here because LocatorLabXML
/// cannot import Foundation.
public struct FoundationRegularExpressions: XPathRegularExpressionEngine {
    public init() {}

    public func matches(_ input: String, pattern: String, caseInsensitive: Bool) -> Bool? {
        guard let regex = Self.compile(pattern, caseInsensitive: caseInsensitive) else { return nil }
        return regex.firstMatch(in: input, options: [], range: Self.whole(input)) != nil
    }

    public func replacingMatches(in input: String, pattern: String, template: String, caseInsensitive: Bool) -> String? {
        guard let regex = Self.compile(pattern, caseInsensitive: caseInsensitive) else { return nil }
        return regex.stringByReplacingMatches(in: input, options: [], range: Self.whole(input), withTemplate: template)
    }

    public func split(_ input: String, pattern: String) -> [String]? {
        guard let regex = Self.compile(pattern, caseInsensitive: false) else { return nil }
        let text = input as NSString
        var parts: [String] = []
        var last = 0
        for match in regex.matches(in: input, options: [], range: Self.whole(input)) {
            parts.append(text.substring(with: NSRange(location: last, length: match.range.location - last)))
            last = NSMaxRange(match.range)
        }
        parts.append(text.substring(from: last))
        return parts
    }

    /// A test that `pattern` matches a whole string, as NSPredicate's
    /// `MATCHES` and Java's `String.matches` do, compiled once; `nil` when
    /// the pattern does not compile. The pattern is checked alone first, so
    /// that wrapping it in `\A(?:…)\z` cannot make a broken one valid.
    public static func wholeMatcher(pattern: String, caseInsensitive: Bool) -> ((String) -> Bool)? {
        guard compile(pattern, caseInsensitive: caseInsensitive) != nil,
            let regex = compile("\\A(?:" + pattern + ")\\z", caseInsensitive: caseInsensitive)
        else { return nil }
        return { input in regex.firstMatch(in: input, options: [], range: whole(input)) != nil }
    }

    private static func compile(_ pattern: String, caseInsensitive: Bool) -> NSRegularExpression? {
        try? NSRegularExpression(pattern: pattern, options: caseInsensitive ? [.caseInsensitive] : [])
    }

    /// NSRange counts UTF-16 code units.
    private static func whole(_ input: String) -> NSRange {
        NSRange(location: 0, length: (input as NSString).length)
    }
}
