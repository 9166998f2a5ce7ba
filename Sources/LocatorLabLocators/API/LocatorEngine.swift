import LocatorLabModel
import LocatorLabXML

/// Evaluates locators on one element tree with the drivers' semantics:
/// WebDriverAgent (XCUITest driver) for iOS trees, UiAutomator2 for Android.
///
/// The attribute index is built on the first lookup that needs it (an XPath
/// alone never does); the libxml2 query documents are
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
    /// The attribute index, built on the first lookup that needs it.
    public var index: LocatorIndex {
        if let builtIndex { return builtIndex }
        let made = LocatorIndex(tree)
        builtIndex = made
        return made
    }
    /// Read on every identifier lookup, so the index is one reference
    /// (``LocatorIndex``'s storage): as a `lazy var` of the struct with its
    /// nine arrays and a string, each read copied it, a retain and a release
    /// of each, about 600 of the 1,430 instructions of an `accessibility id`
    /// (callgrind).
    private var builtIndex: LocatorIndex?
    /// The bounds on one XPath evaluation; each engine keeps its own.
    public let limits: XPathLimits
    /// The package Android ids are completed with, or `nil` when none is
    /// given and the tree has no `package` attribute.
    public var idPackage: String? {
        if let resolvedPackage { return resolvedPackage }
        let made = givenPackage ?? (walksLookups ? LocatorIndex.mostCommonPackage(in: tree) : index.mostCommonPackage)
        resolvedPackage = .some(made)
        return made
    }
    /// ``idPackage`` once worked out (`.some(nil)`: there is none).
    private var resolvedPackage: String??
    private let givenPackage: String?
    /// `<idPackage>:id/` as UTF-8, what an Android `id` is completed with;
    /// made on first use.
    var idPrefix: [UInt8] {
        if let idPrefixBytes { return idPrefixBytes }
        let made = Array(((idPackage ?? "") + ":id/").utf8)
        idPrefixBytes = made
        return made
    }
    private var idPrefixBytes: [UInt8]?
    /// Whether ``idPackage`` was given rather than taken from the tree.
    public let idPackageWasGiven: Bool
    /// Whether attribute lookups (accessibility id, id, class name, the
    /// first type of a class chain or predicate) walk the tree instead of
    /// building ``index`` on the first one: for an engine that makes a few
    /// lookups on a tree it sees once (a survival trial), a walk costs less.
    public let walksLookups: Bool
    /// Whether an XPath is also evaluated on the page-source file's shape
    /// (with the `AppiumAUT` wrapper, `processId`, `bundleId`) to note where
    /// the file and a device disagree. That costs a second document and a
    /// second evaluation; benchmarks of evaluation alone turn it off.
    public let explainsPageSourceDifferences: Bool

    /// Whether the page-source file's shape differs from the device
    /// document at all for this tree (worked out once: it walks the tree).
    let fileShapeDiffers: Bool
    /// Set when differences are wanted and the two documents differ at all.
    let checksPageSourceDivergence: Bool
    /// The wrapper element's name in the page-source file's document
    /// (without XML-forbidden characters), or `nil` when it has none.
    let fileShapeWrapper: String?
    /// Whether an XPath with `needs` is known to select nothing on the
    /// page-source file's document, without evaluating it there: an absolute
    /// path below the wrapper (``XPathDocumentNeeds/selectsNothingOnFileShape``),
    /// when the file's wrapper is named as in the tree.
    func selectsNothingOnFileShape(_ needs: XPathDocumentNeeds) -> Bool {
        needs.selectsNothingOnFileShape && fileShapeWrapper != nil && fileShapeWrapper == tree.wrapper
    }
    /// The device document, with the attributes every XPath so far named:
    /// it grows (is rebuilt with the union) when an XPath names one more, so
    /// a run builds it a few times at most and keeps one alive.
    private var device: (attributes: XPathAttributeSelection, evaluator: XPathEvaluator)?
    /// The page-source file's document, built only for XPaths that can tell
    /// it apart (``XPathDocumentNeeds/mayDependOnFileShape``).
    private var file: XPathEvaluator?
    private var prepared: [String: PreparedXPath] = [:]
    /// Where the engines of one run share what an XPath's text says, when
    /// they do (a comparison's engines, one per page source).
    public var sharedPreparations: XPathPreparationCache?
    /// The element types and attribute names of the tree, for the notes on
    /// XPaths written for the other platform; gathered on the first one.
    private(set) lazy var namesInTree = ForeignPlatformNames.NamesInTree(tree)
    /// The tags of the last evaluation's elements; kept, so that evaluating
    /// again (a timing loop, a survival trial) allocates no buffer for them.
    var scratchTags: [Int] = []
    /// How many XPaths were evaluated on the page-source file's shape (for
    /// tests: a repeated call must not evaluate there again).
    private(set) var fileShapeEvaluations = 0
    /// The expression ``prepare(_:)`` found last.
    private var lastPrepared: PreparedXPath?
    /// Enough for every locator of a large test suite; the cache is dropped
    /// when a run feeds more distinct expressions than this.
    private static let compiledCacheLimit = 4096

    /// - Parameters:
    ///   - appPackage: the session's `appPackage` (Android), used to complete ids.
    ///   - limits: the work, time and memory allowed for one XPath
    ///     evaluation; see ``XPathLimits``.
    ///   - explainsPageSourceDifferences: see ``explainsPageSourceDifferences``.
    ///   - walksLookups: see ``walksLookups``.
    public init(
        tree: ElementTree, appPackage: String? = nil, limits: XPathLimits = .default,
        explainsPageSourceDifferences: Bool = true, walksLookups: Bool = false
    ) {
        self.tree = tree
        self.walksLookups = walksLookups
        self.limits = limits
        let given = appPackage.flatMap { $0.isEmpty ? nil : $0 }
        self.givenPackage = given
        self.idPackageWasGiven = given != nil
        self.explainsPageSourceDifferences = explainsPageSourceDifferences
        self.fileShapeDiffers = XPathQueryDocument.shapesDiffer(for: tree)
        self.checksPageSourceDivergence = explainsPageSourceDifferences && fileShapeDiffers
        self.fileShapeWrapper = tree.wrapper.map { XMLSafeText.clean($0, rule: .delete) }.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Finds the elements `locator` matches, in document order.
    public func evaluate(_ locator: Locator) throws(LocatorError) -> LocatorResult {
        switch locator.strategy {
        case .xpath: return try evaluateXPath(locator.value)
        case .accessibilityID: return evaluateAccessibilityID(locator.value)
        case .id: return evaluateID(locator.value)
        case .className: return try evaluateClassName(locator.value)
        case .predicate:
            return try withinTimeLimit(locator.value) { () throws(LocatorError) in try evaluatePredicate(locator.value) }
        case .classChain:
            return try withinTimeLimit(locator.value) { () throws(LocatorError) in try evaluateClassChain(locator.value) }
        case .uiAutomator:
            return try withinTimeLimit(locator.value) { () throws(LocatorError) in try evaluateUiAutomator(locator.value) }
        case .xcuitest: return try evaluateXCUITestLocator(locator.value)
        }
    }

    /// The elements `table` files under `value`, in document order: from
    /// ``index``, or by a walk (``walksLookups``); the same answer either way.
    /// An array, for the evaluators that filter it (class chain, predicate).
    func lookUp(_ table: LocatorIndex.Table, equalTo value: String) -> [ElementID] {
        walksLookups ? LocatorIndex.walk(tree, table, equalTo: value) : Array(index.elements(table, equalTo: value))
    }

    /// ``lookUp(_:equalTo:)`` as a ``LocatorResult`` keeps it: the index's
    /// view, with no array made.
    func lookUpInPlace(_ table: LocatorIndex.Table, equalTo value: String) -> LocatorMatches {
        walksLookups
            ? LocatorMatches(LocatorIndex.walk(tree, table, equalTo: value))
            : LocatorMatches(index.elements(table, equalTo: value))
    }

    /// What `expression` is apart from any page source, worked out once.
    /// The work is counted on `meter`; a preparation the meter stopped is
    /// incomplete, and is neither kept nor to be used.
    func prepare(_ expression: String, meter: PreparationMeter = PreparationMeter()) -> PreparedXPath {
        // The same text again (a timing loop, a survival trial) is usually
        // the same string storage, which compares without reading the text:
        // no hashing of a long path per call.
        if let last = lastPrepared, last.edit.original == expression { return last }
        if let known = prepared[expression] {
            lastPrepared = known
            return known
        }
        let made = PreparedXPath(
            sharedPreparations?.preparation(of: expression, platform: tree.platform, wrapper: tree.wrapper, meter: meter)
                ?? XPathPreparation(expression, platform: tree.platform, wrapper: tree.wrapper, meter: meter))
        if meter.stopped { return made }
        if prepared.count >= Self.compiledCacheLimit { prepared.removeAll(keepingCapacity: true) }
        prepared[expression] = made
        lastPrepared = made
        return made
    }

    /// What `expression` needs of its documents.
    func documentNeeds(of expression: String) -> XPathDocumentNeeds {
        prepare(expression).needs
    }

    /// The evaluator on the device document, with at least `attributes`.
    func deviceEvaluator(covering attributes: XPathAttributeSelection) throws(LocatorError) -> XPathEvaluator {
        // Read in place: `if let device` copied the pair, retaining and
        // releasing the attribute set on every call.
        if device?.attributes.covers(attributes) == true, let evaluator = device?.evaluator { return evaluator }
        let wanted = device.map { $0.attributes.union(attributes) } ?? attributes
        // The old document goes before the new one is built.
        device = nil
        let evaluator = try makeEvaluator(XPathQueryDocument(tree: tree, shape: .device, attributes: wanted))
        device = (wanted, evaluator)
        return evaluator
    }

    /// Evaluates `compiled` on the page-source file's shape. Usually that is
    /// the device document with its root wrapped for a moment in the
    /// wrapper element; only an XPath that can see `processId`/`bundleId`
    /// (it names them, or every attribute) needs a document of its own,
    /// built once. A failure there is told as on the device (a limit, a
    /// refused pattern), not as running out of memory.
    func evaluateOnFileShape(_ compiled: XPathExpression, _ prepared: PreparedXPath) throws(LocatorError) -> XPathValue {
        let needs = prepared.needs
        fileShapeEvaluations += 1
        let context = Self.driverContextNode(for: tree.platform)
        let seesPageSourceOnly = needs.seesPageSourceOnlyAttributes
        do {
            if seesPageSourceOnly && XPathQueryDocument.hasPageSourceOnlyAttributes(tree) {
                let evaluator: XPathEvaluator
                if let file {
                    evaluator = file
                } else {
                    evaluator = try makeEvaluator(XPathQueryDocument(tree: tree, shape: .pageSourceFile))
                    file = evaluator
                }
                return try Self.value(evaluator, compiled, context, onThread: needs.mayRunAway)
            }
            let evaluator = try deviceEvaluator(covering: needs.attributes)
            guard let wrapper = fileShapeWrapper else {
                return try Self.value(evaluator, compiled, context, onThread: needs.mayRunAway)
            }
            return try evaluator.document.withRootElementWrapped(in: wrapper) { () throws(XMLError) -> XPathValue in
                try Self.value(evaluator, compiled, context, onThread: needs.mayRunAway)
            }
        } catch let error as LocatorError {
            throw error
        } catch let error as XMLError {
            throw failure(error, edit: prepared.edit, syntax: prepared.syntax)
        } catch {
            throw .outOfMemory
        }
    }

    /// The result as a value, read the cheap way for element results; on a
    /// thread of its own only for XPaths that can spin (see
    /// ``XPathDocumentNeeds/mayRunAway``).
    private static func value(
        _ evaluator: XPathEvaluator, _ compiled: XPathExpression, _ context: XPathEvaluator.ContextNode, onThread: Bool
    ) throws(XMLError) -> XPathValue {
        var tags: [Int] = []
        if let value = try evaluator.evaluateElements(compiled, from: context, onThread: onThread, into: &tags) {
            return value
        }
        return .nodes(tags.map { XPathNode(kind: .element, tag: $0 >= 0 ? $0 : nil) })
    }

    private func makeEvaluator(_ document: XPathQueryDocument) throws(LocatorError) -> XPathEvaluator {
        do {
            // WebDriverAgent registers its extension functions on every XPath
            // context (formats.md 1.6 point 5); the page-source file is
            // evaluated the same way, so only the documents differ.
            return try XPathEvaluator(
                document: document.document, functions: DriverXPathFunctions.set(for: tree.platform), limits: limits)
        } catch {
            throw .outOfMemory
        }
    }

    /// The device query document `expression` is evaluated on (the same one
    /// ``evaluate(_:)`` uses), for timing it.
    public func queryDocument(for expression: String) throws(LocatorError) -> LXDocument {
        try deviceEvaluator(covering: documentNeeds(of: expression).attributes).document
    }

    /// The elements `expression` matches on the page-source file's shape
    /// (with the wrapper and page-source-only attributes), the wrapper left
    /// out; empty when the shapes cannot differ for this tree or this XPath.
    /// Throws when the evaluation there fails (a limit, an expression the
    /// engine refuses): that is not "nothing on the file".
    public func pageSourceFileMatches(_ expression: String) throws(LocatorError) -> [ElementID] {
        let prepared = prepare(expression)
        guard fileShapeDiffers, prepared.needs.mayDependOnFileShape else { return [] }
        if selectsNothingOnFileShape(prepared.needs) { return [] }
        let value = try evaluateOnFileShape(try compiled(prepared), prepared)
        guard case .nodes(let nodes) = value else { return [] }
        return nodes.compactMap { node in
            guard node.kind == .element, let tag = node.tag, tag >= 0, tag < tree.count else { return nil }
            return ElementID(tag)
        }
    }

    /// `expression` prepared and compiled for a find, with the deadline its
    /// evaluation must keep. A new expression is prepared and compiled
    /// within the time limit (and libxml2's compilation within the memory
    /// limit), so that the limit covers the whole find: an XPath that takes
    /// long to read is stopped at the limit with the evaluation's error.
    /// A known one is found at once and its evaluation gets the whole limit.
    func preparedAndCompiled(
        _ expression: String
    ) throws(LocatorError) -> (prepared: PreparedXPath, compiled: XPathExpression, deadline: EvaluationBudget.Deadline?) {
        if let last = lastPrepared, last.edit.original == expression, let compiled = last.compiled {
            return (last, compiled, nil)
        }
        let deadline = EvaluationBudget.Deadline(after: limits.timeLimit)
        let (outcome, exceeded) = EvaluationBudget.run(limits, until: deadline) {
            () -> Result<(PreparedXPath, XPathExpression), LocatorError>? in
            let meter = PreparationMeter()
            let made = prepare(expression, meter: meter)
            if meter.stopped { return nil }
            do throws(LocatorError) {
                return .success((made, try compiled(made)))
            } catch {
                return .failure(error)
            }
        }
        // A limit wins over what it cut short (libxml2 takes a refused
        // allocation for a syntax error or running out of memory).
        if exceeded != .none || outcome == nil {
            let failure = XPathEvaluator.limitFailure(exceeded == .none ? .time : exceeded, expression: expression, limits: limits)
            guard case .xpathEvaluation(_, let offset, let message, _) = failure else { throw .outOfMemory }
            throw .xpathEvaluationFailed(expression: expression, offset: offset, message: message)
        }
        switch outcome! {
        case .success(let (prepared, compiled)): return (prepared, compiled, deadline)
        case .failure(let error): throw error
        }
    }

    /// `prepared`'s expression compiled, kept with it (the prepared cache
    /// is the compiled cache).
    func compiled(_ prepared: PreparedXPath) throws(LocatorError) -> XPathExpression {
        if let known = prepared.compiled { return known }
        let made = try compile(prepared.edit)
        prepared.compiled = made
        return made
    }

    /// `edit.edited` compiled. Syntax errors point into the user's
    /// original text.
    func compile(_ edit: XPathSourceEdit) throws(LocatorError) -> XPathExpression {
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
        return expression
    }
}

extension LocatorEngine {
    /// The elements `locator` selects, as ``evaluate(_:)`` finds them but
    /// without its notes, answered from the model when the XPath allows it
    /// (``ModelXPath``). For analyses that evaluate many XPaths only to know
    /// what they select (survival trials on variants of a screen, verifying
    /// suggested locators); timings never use it.
    public func matchingElements(_ locator: Locator) throws(LocatorError) -> [ElementID] {
        if locator.strategy == .xpath, let path = prepare(locator.value).modelPath {
            return path.matches(in: tree)
        }
        return try evaluate(locator).matches
    }
}
