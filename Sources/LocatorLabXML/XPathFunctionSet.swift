/// Which functions an ``XPathEvaluator`` offers beyond what the expression
/// language itself defines.
public enum XPathFunctionSet: Sendable {
    /// XPath 1.0's core library only, as libxml2 ships it (UiAutomator2's
    /// page-source files, and anything that is not a driver).
    case xpath1
    /// XPath 1.0 plus the seven XPath 2-style string functions WebDriverAgent
    /// ≥ 13.2.0 registers on its libxml2 context (`FBXPathExtensions.m`):
    /// `matches`, `ends-with`, `lower-case`, `upper-case`, `replace`,
    /// `tokenize`, `string-join`, with WebDriverAgent's semantics (see
    /// `WebDriverAgentXPathFunctions`). `regularExpressions` should be
    /// NSRegularExpression, as on the device.
    case webDriverAgent(regularExpressions: any XPathRegularExpressionEngine)
}
