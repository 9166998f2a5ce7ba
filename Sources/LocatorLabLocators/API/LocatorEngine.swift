import LocatorLabModel
import LocatorLabXML

/// Evaluates locators on one element tree with the drivers' semantics:
/// WebDriverAgent (XCUITest driver) for iOS trees, UiAutomator2 for Android.
///
/// The attribute index is built at once; the libxml2 query documents are
/// built on the first XPath that needs them, and compiled XPaths are kept
/// for reuse. Not `Sendable` (it owns libxml2 documents): give each task its
/// own engine; the tree and the index are `Sendable` and can be shared.
///
/// **Android `id` completion.** UiAutomator2 prefixes `<appPackage>:id/` to
/// an id that is not already a full resource name. A page source does not
/// record the session's `appPackage`, so the engine uses `appPackage` when
/// given, else the most common `package` attribute value in the tree (on a
/// tie, the one that appears first in document order).
public final class LocatorEngine {
    public let tree: ElementTree
    public let index: LocatorIndex
    /// The libxml2 operation budget for one XPath evaluation.
    public let operationLimit: Int
    /// The package Android ids are completed with, or `nil` when none is
    /// given and the tree has no `package` attribute.
    public let idPackage: String?
    /// Whether ``idPackage`` was given rather than taken from the tree.
    public let idPackageWasGiven: Bool
    /// Whether an XPath is also evaluated on the page-source file's shape
    /// (with the `AppiumAUT` wrapper, `processId`, `bundleId`) to note where
    /// the file and a device disagree. That costs a second document and a
    /// second evaluation; benchmarks of evaluation alone turn it off.
    public let explainsPageSourceDifferences: Bool

    /// Set when differences are wanted and the two documents differ at all.
    let checksPageSourceDivergence: Bool
    private var evaluators: [XPathQueryDocument.Shape: XPathEvaluator] = [:]
    private var compiled: [String: XPathExpression] = [:]
    /// Enough for every locator of a large test suite; the cache is dropped
    /// when a run feeds more distinct expressions than this.
    private static let compiledCacheLimit = 4096

    /// - Parameters:
    ///   - appPackage: the session's `appPackage` (Android), used to complete ids.
    ///   - operationLimit: the work allowed for one XPath evaluation; see
    ///     ``XPathEvaluator/defaultOperationLimit``.
    ///   - explainsPageSourceDifferences: see ``explainsPageSourceDifferences``.
    public init(
        tree: ElementTree, appPackage: String? = nil, operationLimit: Int = XPathEvaluator.defaultOperationLimit,
        explainsPageSourceDifferences: Bool = true
    ) {
        self.tree = tree
        self.index = LocatorIndex(tree)
        self.operationLimit = operationLimit
        let given = appPackage.flatMap { $0.isEmpty ? nil : $0 }
        self.idPackage = given ?? index.mostCommonPackage
        self.idPackageWasGiven = given != nil
        self.explainsPageSourceDifferences = explainsPageSourceDifferences
        self.checksPageSourceDivergence = explainsPageSourceDifferences && XPathQueryDocument.shapesDiffer(for: tree)
    }

    /// Finds the elements `locator` matches, in document order.
    public func evaluate(_ locator: Locator) throws(LocatorError) -> LocatorResult {
        switch locator.strategy {
        case .xpath: return try evaluateXPath(locator.value)
        case .accessibilityID: return evaluateAccessibilityID(locator.value)
        case .id: return evaluateID(locator.value)
        case .className: return try evaluateClassName(locator.value)
        case .predicate: return try evaluatePredicate(locator.value)
        case .classChain: return try evaluateClassChain(locator.value)
        case .uiAutomator: return try evaluateUiAutomator(locator.value)
        }
    }

    /// The evaluator for `shape`, building its document on first use.
    func evaluator(for shape: XPathQueryDocument.Shape) throws(LocatorError) -> XPathEvaluator {
        if let existing = evaluators[shape] { return existing }
        let document = XPathQueryDocument(tree: tree, shape: shape)
        let evaluator: XPathEvaluator
        do {
            // WebDriverAgent registers its extension functions on every XPath
            // context (formats.md 1.6 point 5); the page-source file is
            // evaluated the same way, so only the documents differ.
            evaluator = try XPathEvaluator(
                document: document.document, operationLimit: operationLimit,
                functions: DriverXPathFunctions.set(for: tree.platform))
        } catch {
            throw .outOfMemory
        }
        evaluators[shape] = evaluator
        return evaluator
    }

    /// `edit.edited` compiled, or from the cache. Syntax errors point into
    /// the user's original text.
    func compile(_ edit: XPathSourceEdit) throws(LocatorError) -> XPathExpression {
        if let cached = compiled[edit.edited] { return cached }
        let expression: XPathExpression
        do {
            expression = try XPathExpression(edit.edited)
        } catch {
            switch error {
            case .xpathSyntax(_, let offset, let message, _):
                throw .invalidXPath(expression: edit.original, offset: edit.originalOffset(offset), message: message)
            default:
                throw .outOfMemory
            }
        }
        if compiled.count >= Self.compiledCacheLimit { compiled.removeAll(keepingCapacity: true) }
        compiled[edit.edited] = expression
        return expression
    }
}
