import LocatorLabLocators

/// Shows a locator error with the expression and a caret under the offset
/// where it went wrong.
enum LocatorErrorRendering {
    static func render(_ error: LocatorError) -> String {
        if error.isStoppedByLimit { return "\(error)" }
        switch error {
        case .invalidXPath(let expression, let offset, _), .xpathEvaluationFailed(let expression, let offset, _),
            .unsupportedXPathFunction(let expression, _, let offset, _),
            .invalidPredicate(let expression, let offset, _), .invalidClassChain(let expression, let offset, _),
            .invalidUiSelector(let expression, let offset, _):
            let caretColumn = min(max(0, offset), expression.count)
            return "\(error)\n  \(expression)\n  \(String(repeating: " ", count: caretColumn))^"
        default:
            return "\(error)"
        }
    }
}
