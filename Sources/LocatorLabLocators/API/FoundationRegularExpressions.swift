import Foundation
import LocatorLabModel
import LocatorLabXML

/// NSRegularExpression (ICU syntax), the engine WebDriverAgent's XPath
/// extension functions use on the device. Lives here because LocatorLabXML
/// cannot import Foundation. Every match runs with `reportProgress`, which
/// ICU calls back about every millisecond inside one match, so a
/// catastrophic pattern is given up when `stop` says so.
public struct FoundationRegularExpressions: XPathRegularExpressionEngine {
    public init() {}

    public func matches(_ input: String, pattern: String, caseInsensitive: Bool, stop: () -> Bool) -> Bool? {
        guard let regex = Self.compile(pattern, caseInsensitive: caseInsensitive) else { return nil }
        var found = false
        withoutActuallyEscaping(stop) { stop in
            regex.enumerateMatches(in: input, options: [.reportProgress], range: Self.whole(input)) { match, _, halt in
                if match != nil {
                    found = true
                    halt.pointee = true
                } else if stop() {
                    halt.pointee = true
                }
            }
        }
        return found
    }

    public func replacingMatches(
        in input: String, pattern: String, template: String, caseInsensitive: Bool, maximumLength: Int,
        stop: () -> Bool
    ) -> String? {
        guard let regex = Self.compile(pattern, caseInsensitive: caseInsensitive) else { return nil }
        let text = input as NSString
        let output = NSMutableString(string: "")
        var last = 0
        withoutActuallyEscaping(stop) { stop in
            regex.enumerateMatches(in: input, options: [.reportProgress], range: Self.whole(input)) { match, _, halt in
                guard let match else {
                    if stop() { halt.pointee = true }
                    return
                }
                output.append(text.substring(with: NSRange(location: last, length: match.range.location - last)))
                output.append(regex.replacementString(for: match, in: input, offset: 0, template: template))
                last = NSMaxRange(match.range)
                if output.length > maximumLength || stop() { halt.pointee = true }
            }
        }
        guard output.length <= maximumLength else { return output as String }
        output.append(text.substring(from: last))
        return output as String
    }

    public func split(_ input: String, pattern: String, stop: () -> Bool) -> [String]? {
        guard let regex = Self.compile(pattern, caseInsensitive: false) else { return nil }
        let text = input as NSString
        var parts: [String] = []
        var last = 0
        withoutActuallyEscaping(stop) { stop in
            regex.enumerateMatches(in: input, options: [.reportProgress], range: Self.whole(input)) { match, _, halt in
                guard let match else {
                    if stop() { halt.pointee = true }
                    return
                }
                parts.append(text.substring(with: NSRange(location: last, length: match.range.location - last)))
                last = NSMaxRange(match.range)
                if stop() { halt.pointee = true }
            }
        }
        parts.append(text.substring(from: last))
        return parts
    }

    /// A test that `pattern` matches a whole string, as NSPredicate's
    /// `MATCHES` and Java's `String.matches` do, compiled once; `nil` when
    /// the pattern does not compile. The pattern is checked alone first, so
    /// that wrapping it in `\A(?:…)\z` cannot make a broken one valid.
    ///
    /// Bounded by the ``EvaluationBudget`` of the evaluation it runs in:
    /// a match gives up at the deadline (`reportProgress`), and once the
    /// budget is spent every test answers false at once, so a 70,000-element
    /// page is not walked one stopped match at a time. The caller must then
    /// refuse the evaluation (``LocatorEngine/withinTimeLimit(_:_:)``).
    public static func wholeMatcher(pattern: String, caseInsensitive: Bool) -> ((String) -> Bool)? {
        guard compile(pattern, caseInsensitive: caseInsensitive) != nil,
            let regex = compile("\\A(?:" + pattern + ")\\z", caseInsensitive: caseInsensitive)
        else { return nil }
        return { input in
            if EvaluationBudget.exceeded { return false }
            var found = false
            regex.enumerateMatches(in: input, options: [.reportProgress], range: whole(input)) { match, _, halt in
                if match != nil {
                    found = true
                    halt.pointee = true
                } else if EvaluationBudget.deadlinePassed {
                    halt.pointee = true
                }
            }
            return found
        }
    }

    private static func compile(_ pattern: String, caseInsensitive: Bool) -> NSRegularExpression? {
        try? NSRegularExpression(pattern: pattern, options: caseInsensitive ? [.caseInsensitive] : [])
    }

    /// NSRange counts UTF-16 code units.
    private static func whole(_ input: String) -> NSRange {
        NSRange(location: 0, length: (input as NSString).length)
    }
}

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
