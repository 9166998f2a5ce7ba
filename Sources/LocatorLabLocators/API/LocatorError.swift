import LocatorLabModel

/// Why a locator could not be evaluated. Messages are lowercase fragments
/// without a trailing period, so a caller can prefix a file or a locator.
public enum LocatorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The XPath does not compile. `offset` counts characters from 0 in the
    /// expression as given.
    case invalidXPath(expression: String, offset: Int, message: String)
    /// The XPath compiled but libxml2 failed while evaluating it.
    case xpathEvaluationFailed(expression: String, offset: Int, message: String)
    /// The XPath calls a function that a driver provides but libxml2's
    /// XPath 1.0 does not (`matches`, `lower-case`, …).
    case unsupportedXPathFunction(expression: String, function: String, offset: Int, platform: Platform)
    /// The XPath selects something other than elements: attribute or text
    /// nodes, the document node, or a number, string or boolean value.
    /// `selection` describes it ("attribute nodes", "a number (3)").
    case nonElementResult(expression: String, selection: String, platform: Platform)
    /// Evaluating the XPath took more than `limit` libxml2 operations.
    case workLimitExceeded(expression: String, limit: Int)
    /// An iOS class name WebDriverAgent refuses.
    case invalidClassName(value: String, reason: String)
    /// An `-ios predicate string` WebDriverAgent would refuse. `offset`
    /// counts characters from 0 in the expression as given.
    case invalidPredicate(expression: String, offset: Int, message: String)
    /// An `-ios class chain` WebDriverAgent's `FBClassChainQueryParser`
    /// would refuse; `offset` as for ``invalidPredicate(expression:offset:message:)``.
    case invalidClassChain(expression: String, offset: Int, message: String)
    /// An `-android uiautomator` expression the UiAutomator2 server's
    /// `UiSelectorParser` would refuse; `offset` as above.
    case invalidUiSelector(expression: String, offset: Int, message: String)
    /// An XCUITest query (``LocatorStrategy/xcuitest``) LocatorLab cannot
    /// read: Swift XCTest would not compile it, or a key is not a literal.
    /// `offset` as for ``invalidPredicate(expression:offset:message:)``.
    case invalidXCUIQuery(expression: String, offset: Int, message: String)
    /// A strategy only the other platform's driver accepts.
    case wrongPlatform(strategy: LocatorStrategy, platform: Platform)
    /// A non-XPath evaluation did more than `limit` steps (UiSelector
    /// `fromParent` chains can revisit a subtree many times).
    case strategyWorkLimitExceeded(expression: String, limit: Int)
    /// A predicate, class chain or UiAutomator evaluation (their regular
    /// expressions) ran past the time limit, `seconds`, and was stopped.
    case timeLimitExceeded(expression: String, seconds: Double)
    /// libxml2 could not allocate what it needed.
    case outOfMemory

    public var description: String {
        switch self {
        case .invalidXPath(let expression, let offset, let message):
            return "invalid XPath \(Self.quoted(expression)) at offset \(offset): \(message)"
        case .xpathEvaluationFailed(let expression, let offset, let message):
            if isStoppedByLimit { return "XPath \(Self.quoted(expression)) was \(message)" }
            return "XPath \(Self.quoted(expression)) failed at offset \(offset): \(message)"
        case .unsupportedXPathFunction(_, let function, let offset, let platform):
            let driver: String
            switch platform {
            case .ios:
                driver = "WebDriverAgent 13.2.0 and later register \(function)() as an XPath extension function"
            case .android:
                driver = "UiAutomator2 evaluates XPath 2.0 by default (Eclipse PsychoPath), which has \(function)()"
            }
            return "the XPath calls \(function)() at offset \(offset): \(driver), "
                + "but LocatorLab evaluates XPath 1.0 with libxml2, which cannot"
        case .nonElementResult(_, let selection, let platform):
            let consequence: String
            switch platform {
            case .ios: consequence = "WebDriverAgent only returns elements and fails such a lookup"
            case .android: consequence = "UiAutomator2 only returns elements and skips the rest, so a device finds nothing"
            }
            return "the XPath selects \(selection); \(consequence)"
        case .workLimitExceeded(let expression, let limit):
            return "XPath \(Self.quoted(expression)) was stopped after \(limit) operations, the work limit; "
                + "the expression is too expensive for this page source (raise the limit only if it is expected)"
        case .invalidClassName(let value, let reason):
            return "invalid class name \(Self.quoted(value)): \(reason)"
        case .invalidPredicate(let expression, let offset, let message):
            return "invalid predicate \(Self.quoted(expression)) at offset \(offset): \(message)"
        case .invalidClassChain(let expression, let offset, let message):
            return "invalid class chain \(Self.quoted(expression)) at offset \(offset): \(message)"
        case .invalidUiSelector(let expression, let offset, let message):
            return "invalid UiAutomator expression \(Self.quoted(expression)) at offset \(offset): \(message)"
        case .invalidXCUIQuery(let expression, let offset, let message):
            return "invalid XCUITest query \(Self.quoted(expression)) at offset \(offset): \(message)"
        case .wrongPlatform(.xcuitest, let platform):
            return "an XCUITest query finds elements of an iOS app; the page source is \(platform.displayName), "
                + "which XCUITest never sees"
        case .wrongPlatform(let strategy, let platform):
            let driver = "\(platform.driverName) (\(platform.displayName))"
            return "'\(strategy.displayName)' is not a strategy \(driver) accepts; the page source is \(platform.displayName)"
        case .strategyWorkLimitExceeded(let expression, let limit):
            return "\(Self.quoted(expression)) was stopped after \(limit) steps, the work limit for one evaluation"
        case .timeLimitExceeded(let expression, let seconds):
            let limit = seconds == seconds.rounded() && seconds < 1e15 ? "\(Int(seconds)) s" : "\(seconds) s"
            return "\(Self.quoted(expression)) was stopped after \(limit), the time limit for one evaluation "
                + "(raise it with --xpath-timeout)"
        case .outOfMemory:
            return "libxml2 ran out of memory"
        }
    }

    /// Whether an evaluation was stopped by its time or memory limit
    /// (`XPathEvaluator` reports those as evaluation failures whose message
    /// starts with "stopped after", the other strategies as
    /// ``timeLimitExceeded(expression:seconds:)``; they have no offset worth
    /// showing).
    public var isStoppedByLimit: Bool {
        switch self {
        case .xpathEvaluationFailed(_, _, let message): message.hasPrefix("stopped after ")
        case .timeLimitExceeded: true
        default: false
        }
    }

    /// Long expressions are shortened so one message stays on one screen line.
    private static func quoted(_ text: String) -> String {
        let limit = 120
        guard text.count > limit else { return "'\(text)'" }
        return "'\(text.prefix(limit - 1))…'"
    }
}
