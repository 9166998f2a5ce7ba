import CEvaluationBudget
import CLibXML

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Evaluates compiled expressions on one document, with a bound on the work
/// a single evaluation may do. Not `Sendable`: the context holds mutable
/// state; give each task its own evaluator.
public final class XPathEvaluator {
    public let document: LXDocument
    /// The bounds on each evaluation: operations, seconds and bytes.
    public let limits: XPathLimits

    /// Evaluations given up at their time limit whose threads still run
    /// (libxml2 cannot be interrupted; see `XPathEvaluationThread`), in
    /// this whole process.
    public static var abandonedEvaluationsStillRunning: Int { XPathEvaluationThread.abandonedStillRunning }

    /// Evaluations inside libxml2 now, in this whole process: those a
    /// caller waits for and those it gave up on.
    public static var evaluationsStillRunning: Int { locatorlab_evaluations_running() }

    /// Waits until no evaluation runs in libxml2, for at most `timeout`
    /// seconds; whether none does. A process must not exit while one runs:
    /// libxml2's shared library frees its globals in a destructor at exit
    /// (`xmlCleanupParser`), and a server stopped during a find once
    /// crashed there (SIGSEGV on the main thread). Every evaluation ends at
    /// its time limit, so a wait of that limit (and its grace) is enough.
    public static func waitForEvaluationsToEnd(timeout: Double) -> Bool {
        var waited = 0.0
        while evaluationsStillRunning > 0 {
            guard waited < timeout else { return false }
            usleep(2_000)
            waited += 0.002
        }
        return true
    }

    /// The functions expressions may call beyond XPath 1.0's.
    public let functions: XPathFunctionSet
    private var context: xmlXPathContextPtr
    private var collector: XPathErrorCollector
    /// Kept alive for the context's function callbacks.
    private var registration: WebDriverAgentXPathFunctions.Registration?
    /// The expression last evaluated within the operation limit, from where
    /// and on which revision of the document. libxml2 counts the same
    /// operations every time it evaluates one expression from one node of
    /// an unchanged document, so evaluating it again cannot reach the
    /// limit: the repeat (a timing loop, the next locator call) runs
    /// without libxml2's count, a check on every node visited (3% of an
    /// absolute path). Nor does it need a thread of its own
    /// (`XPathEvaluationThread`): the same work ended within the time limit
    /// before, and starting a thread cost more than an axis XPath itself on
    /// a screenful. The expression is held, so its identity cannot pass to
    /// another.
    private var withinLimit: (expression: XPathExpression, contextNode: ContextNode, revision: Int)?

    /// How many evaluations ran on a thread of their own (for tests).
    private(set) var threadsStarted = 0

    /// Stands in for `pthread_create`'s error when set (for tests: a system
    /// out of threads).
    var threadCreationFailure: Int32?

    public init(
        document: LXDocument, functions: XPathFunctionSet = .xpath1, limits: XPathLimits = .default
    ) throws(XMLError) {
        LibXML.ensureInitialized()
        self.document = document
        self.limits = limits
        self.functions = functions
        (context, collector, registration) = try Self.makeContext(
            document: document, functions: functions, operationLimit: limits.operationLimit)
    }

    /// A context with the error collector, the functions and the limit.
    private static func makeContext(
        document: LXDocument, functions: XPathFunctionSet, operationLimit: Int
    ) throws(XMLError) -> (xmlXPathContextPtr, XPathErrorCollector, WebDriverAgentXPathFunctions.Registration?) {
        guard let context = xmlXPathNewContext(document.pointer) else { throw .outOfMemory }
        // libxml2 2.9.14 builds with its XPath object cache off
        // (`XP_DEFAULT_CACHE_ON` is commented out in xpath.c; libxslt turns
        // it on for every transform). On, released objects are kept for the
        // next use, at most 100 of each kind and a node set's table only up
        // to 40 nodes: `//*[@name]` on 10,000 elements allocates 17,000
        // times instead of 57,000, and the budget's bookkeeping goes with
        // them. What the cache holds (about 20 KB, at most 90 KB) may pass
        // from one evaluation to the next, so the memory limit is kept to
        // within that (see `EvaluationBudget`).
        guard xmlXPathContextSetCache(context, 1, -1, 0) == 0 else {
            xmlXPathFreeContext(context)
            throw .outOfMemory
        }
        let collector = XPathErrorCollector()
        collector.install(on: context)
        var registration: WebDriverAgentXPathFunctions.Registration?
        if case .webDriverAgent(let regularExpressions) = functions {
            registration = WebDriverAgentXPathFunctions.Registration(regularExpressions: regularExpressions)
            WebDriverAgentXPathFunctions.register(on: context, registration!)
        }
        context.pointee.opLimit = UInt(max(1, operationLimit))
        return (context, collector, registration)
    }

    deinit {
        xmlXPathFreeContext(context)
    }

    /// The node an expression's relative paths start from.
    public enum ContextNode: Sendable, Equatable {
        /// The root element: WebDriverAgent's application-level search.
        case rootElement
        /// The document node above the root element: UiAutomator2's context.
        case document
    }

    /// Evaluates `expression` from `contextNode` (the root element unless
    /// told otherwise).
    public func evaluate(_ expression: XPathExpression, from contextNode: ContextNode = .rootElement) throws(XMLError) -> XPathValue {
        let object = try run(expression, from: contextNode, onThread: true)
        defer { xmlXPathFreeObject(object) }
        return Self.copy(object)
    }

    /// Evaluates `expression` and returns only the tags of the selected nodes.
    /// Faster than ``evaluate(_:)`` when only elements matter (benchmarks).
    public func evaluateTags(
        _ expression: XPathExpression, from contextNode: ContextNode = .rootElement, into tags: inout [Int]
    ) throws(XMLError) {
        tags.removeAll(keepingCapacity: true)
        let object = try run(expression, from: contextNode, onThread: false)
        defer { xmlXPathFreeObject(object) }
        guard object.pointee.type == XPATH_NODESET, let set = object.pointee.nodesetval else { return }
        let count = Int(set.pointee.nodeNr)
        tags.reserveCapacity(count)
        for position in 0..<count {
            // Only elements carry a tag; a namespace node is an xmlNs, whose
            // first field is a pointer, not `_private`.
            if let node = set.pointee.nodeTab[position], node.pointee.type == XML_ELEMENT_NODE,
                let tag = Self.tag(of: node)
            {
                tags.append(tag)
            }
        }
    }

    /// Evaluates `expression` for elements, the drivers' only kind of
    /// result, without describing each node as ``evaluate(_:from:)`` does.
    /// A node set of elements only leaves their tags in `tags`, in document
    /// order (-1 for an element without one, such as a wrapper), and
    /// returns `nil`; anything else (attributes, text, a number …) is
    /// returned whole, `tags` then empty. `tags` keeps its storage, so a
    /// caller that passes the same array each time allocates nothing here.
    /// `onThread` as there: the wall-clock bound of a thread of its own,
    /// for XPaths that can spin in libxml2 without allocating; without it,
    /// time and memory are bounded where libxml2 allocates. `deadline`, when
    /// given, ends the evaluation instead of the time limit counted from
    /// now: the limit of a find that began before (its XPath prepared and
    /// compiled first).
    public func evaluateElements(
        _ expression: XPathExpression, from contextNode: ContextNode = .rootElement, onThread: Bool,
        until deadline: EvaluationBudget.Deadline? = nil, into tags: inout [Int]
    ) throws(XMLError) -> XPathValue? {
        tags.removeAll(keepingCapacity: true)
        let object = try run(expression, from: contextNode, onThread: onThread, until: deadline)
        defer { xmlXPathFreeObject(object) }
        guard object.pointee.type == XPATH_NODESET else { return Self.copy(object) }
        // An empty set may have no table at all.
        guard let set = object.pointee.nodesetval, let table = set.pointee.nodeTab else { return nil }
        let nodes = UnsafeBufferPointer(start: table, count: Int(set.pointee.nodeNr))
        // Sized first and written in place: half the instructions of an
        // `append` per node (20 instructions a node, 1% of evaluating
        // `//*[@name]` on 10,000 elements).
        tags.append(contentsOf: repeatElement(-1, count: nodes.count))
        let allElements = tags.withUnsafeMutableBufferPointer { tags in
            for (position, node) in nodes.enumerated() {
                guard let node, node.pointee.type == XML_ELEMENT_NODE else { return false }
                // `_private` holds the tag plus one; none (0) reads as -1.
                tags[position] = Int(bitPattern: node.pointee._private) - 1
            }
            return true
        }
        guard allElements else {
            tags.removeAll(keepingCapacity: true)
            return Self.copy(object)
        }
        return nil
    }

    private func node(for contextNode: ContextNode) -> xmlNodePtr {
        let documentNode = UnsafeMutableRawPointer(document.pointer).assumingMemoryBound(to: xmlNode.self)
        switch contextNode {
        case .rootElement: return xmlDocGetRootElement(document.pointer) ?? documentNode
        case .document: return documentNode
        }
    }

    /// Evaluates within the limits; the result object is the caller's to
    /// free. `onThread` adds the wall-clock bound of a thread the caller can
    /// stop waiting for (`XPathEvaluationThread`); without it, time and
    /// memory are bounded only where libxml2 allocates, which is enough for
    /// the measurement loops, whose expressions have already evaluated.
    private func run(
        _ expression: XPathExpression, from contextNode: ContextNode, onThread: Bool,
        until deadline: EvaluationBudget.Deadline? = nil
    ) throws(XMLError) -> xmlXPathObjectPtr {
        let deadline = deadline ?? EvaluationBudget.Deadline(after: limits.timeLimit)
        collector.reset()
        registration?.refusal = nil
        let repeatsWithinLimit = withinLimit.map {
            $0.expression === expression && $0.contextNode == contextNode && $0.revision == document.revision
        } ?? false
        context.pointee.opLimit = repeatsWithinLimit ? 0 : UInt(max(1, limits.operationLimit))
        context.pointee.opCount = 0
        context.pointee.node = node(for: contextNode)
        let result: xmlXPathObjectPtr?
        let exceeded: EvaluationBudget.Exceeded
        if onThread && !repeatsWithinLimit {
            threadsStarted += 1
            let keepAlive: [AnyObject] = [collector] + (registration.map { [$0] } ?? [])
            let secondsLeft = deadline.secondsLeft
            guard secondsLeft > 0 else { throw limitFailure(.time, expression: expression) }
            switch XPathEvaluationThread.evaluate(
                expression, document: document, context: context, keepAlive: keepAlive, timeLimit: secondsLeft,
                memoryLimit: limits.memoryLimit, threadCreationFailure: threadCreationFailure)
            {
            case .finished(let value, let stoppedBy):
                (result, exceeded) = (value, stoppedBy)
            case .abandoned:
                // The old context now belongs to the abandoned thread.
                (context, collector, registration) = try Self.makeContext(
                    document: document, functions: functions, operationLimit: limits.operationLimit)
                throw limitFailure(.time, expression: expression)
            case .notStarted(let code):
                throw .xpathEvaluation(
                    expression: expression.source, offset: 0,
                    message: "not evaluated: no thread could be started to bound its time (pthread_create error "
                        + "\(code), the system's thread limit may be reached)",
                    code: XPathErrorMessages.threadUnavailableCode)
            }
        } else {
            (result, exceeded) = EvaluationBudget.run(until: deadline, memoryLimit: limits.memoryLimit) {
                xmlXPathCompiledEval(expression.compiled, context)
            }
        }
        // An XPath evaluated for the first time that ends past its deadline
        // ran into the limit even when nothing stopped it (libxml2's
        // node-set merges neither allocate nor count operations, so an XPath
        // evaluated on this thread can overrun): an answer past the limit is
        // not one the limit allows. Repeats (timing loops) are known to end
        // within the limit and are left alone.
        let stopped = exceeded == .none && !repeatsWithinLimit && deadline.secondsLeft == 0 ? .time : exceeded
        // A limit can stop the work in a way libxml2 does not report as an
        // error (a string function's result quietly missing), so it wins.
        // A stopped or failed evaluation leaves its context for a new one:
        // a limit stops libxml2 by refusing its allocations, and 2.9.14 does
        // not always clean up after a refused one, so an object it keeps in
        // the context's cache for the next evaluation can be half made (a
        // node set without its table). The next XPath on that context
        // crashed in `xmlXPathRoot` (replay, two clients looping a
        // catastrophic regular expression: SIGSEGV within seconds).
        if stopped != .none {
            if let result { xmlXPathFreeObject(result) }
            try renewContext()
            throw limitFailure(stopped, expression: expression)
        }
        guard let result, collector.code == nil else {
            if let result { xmlXPathFreeObject(result) }
            let error = failure(for: expression)
            try renewContext()
            throw error
        }
        if !repeatsWithinLimit { withinLimit = (expression, contextNode, document.revision) }
        return result
    }

    /// Frees the context and makes a new one, with its own cache, error
    /// collector and functions.
    private func renewContext() throws(XMLError) {
        let renewed = try Self.makeContext(document: document, functions: functions, operationLimit: limits.operationLimit)
        xmlXPathFreeContext(context)
        (context, collector, registration) = renewed
    }

    private func limitFailure(_ exceeded: EvaluationBudget.Exceeded, expression: XPathExpression) -> XMLError {
        Self.limitFailure(exceeded, expression: expression.source, limits: limits)
    }

    /// The error of an evaluation of `expression` stopped by `exceeded`,
    /// also given for an XPath whose preparation used up the time limit.
    public static func limitFailure(
        _ exceeded: EvaluationBudget.Exceeded, expression: String, limits: XPathLimits
    ) -> XMLError {
        let message: String
        let code: Int
        switch exceeded {
        case .memory:
            message = "stopped after holding \(limits.memoryLimit >> 20) MiB, the memory limit for one evaluation "
                + "(node sets and strings too large)"
            code = XPathErrorMessages.memoryLimitCode
        default:
            message = "stopped after \(Self.seconds(limits.timeLimit)), the time limit for one evaluation "
                + "(raise it with --xpath-timeout)"
            code = XPathErrorMessages.timeLimitCode
        }
        return .xpathEvaluation(expression: expression, offset: 0, message: message, code: code)
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    private func failure(for expression: XPathExpression) -> XMLError {
        if let refusal = registration?.refusal {
            return .xpathRegularExpression(
                expression: expression.source, function: refusal.function, argument: refusal.argument,
                message: refusal.reason)
        }
        let code = collector.code ?? 1207
        // libxml2 2.9.14 sets opCount to opLimit when it stops for the limit,
        // but the error that reaches the callback may be a later one (`//*`
        // with a limit of 10 reported "invalid expression at offset 0").
        let limit = context.pointee.opLimit
        if code == XPathErrorMessages.operationLimitCode || (limit != 0 && context.pointee.opCount >= limit) {
            return .xpathWorkLimitExceeded(expression: expression.source, limit: limits.operationLimit)
        }
        return .xpathEvaluation(
            expression: expression.source,
            offset: XPathExpression.characterOffset(expression.source, byteOffset: collector.offset),
            message: XPathErrorMessages.message(forCode: code),
            code: code
        )
    }

    private static func tag(of node: xmlNodePtr) -> Int? {
        guard let raw = node.pointee._private else { return nil }
        return Int(bitPattern: raw) - 1
    }

    private static func copy(_ object: xmlXPathObjectPtr) -> XPathValue {
        switch object.pointee.type {
        case XPATH_NODESET, XPATH_XSLT_TREE:
            guard let set = object.pointee.nodesetval else { return .nodes([]) }
            var nodes: [XPathNode] = []
            nodes.reserveCapacity(Int(set.pointee.nodeNr))
            for position in 0..<Int(set.pointee.nodeNr) {
                guard let node = set.pointee.nodeTab[position] else { continue }
                nodes.append(describe(node))
            }
            return .nodes(nodes)
        case XPATH_BOOLEAN:
            return .boolean(object.pointee.boolval != 0)
        case XPATH_NUMBER:
            return .number(object.pointee.floatval)
        case XPATH_STRING:
            return .string(object.pointee.stringval.map { String(cString: $0) } ?? "")
        default:
            return .nodes([])
        }
    }

    private static func describe(_ node: xmlNodePtr) -> XPathNode {
        switch node.pointee.type {
        case XML_ELEMENT_NODE:
            return XPathNode(kind: .element, tag: tag(of: node))
        case XML_ATTRIBUTE_NODE:
            let owner = node.pointee.parent
            return XPathNode(kind: .attribute(name: String(cString: node.pointee.name)), tag: owner.flatMap(tag(of:)))
        case XML_TEXT_NODE:
            return XPathNode(kind: .text, tag: node.pointee.parent.flatMap(tag(of:)))
        case XML_DOCUMENT_NODE:
            return XPathNode(kind: .document, tag: nil)
        default:
            return XPathNode(kind: .other, tag: nil)
        }
    }
}
