import CLibXML

/// Evaluates compiled expressions on one document, with a bound on the work
/// a single evaluation may do. Not `Sendable`: the context holds mutable
/// state; give each task its own evaluator.
public final class XPathEvaluator {
    /// The default operation limit: far above any sane locator on a large
    /// page source, far below what a runaway expression would do.
    public static let defaultOperationLimit = 50_000_000

    public let document: LXDocument
    public let operationLimit: Int
    /// The functions expressions may call beyond XPath 1.0's.
    public let functions: XPathFunctionSet
    private let context: xmlXPathContextPtr
    private let collector = XPathErrorCollector()
    /// Kept alive for the context's function callbacks.
    private let registration: WebDriverAgentXPathFunctions.Registration?

    public init(
        document: LXDocument, operationLimit: Int = XPathEvaluator.defaultOperationLimit,
        functions: XPathFunctionSet = .xpath1
    ) throws(XMLError) {
        LibXML.ensureInitialized()
        guard let context = xmlXPathNewContext(document.pointer) else { throw .outOfMemory }
        self.document = document
        self.operationLimit = operationLimit
        self.functions = functions
        self.context = context
        collector.install(on: context)
        switch functions {
        case .xpath1:
            registration = nil
        case .webDriverAgent(let regularExpressions):
            let registration = WebDriverAgentXPathFunctions.Registration(regularExpressions: regularExpressions)
            WebDriverAgentXPathFunctions.register(on: context, registration)
            self.registration = registration
        }
        context.pointee.opLimit = UInt(max(1, operationLimit))
    }

    deinit {
        xmlXPathFreeContext(context)
    }

    /// The node an expression's relative paths start from.
    public enum ContextNode: Sendable {
        /// The root element: WebDriverAgent's application-level search.
        case rootElement
        /// The document node above the root element: UiAutomator2's context.
        case document
    }

    /// Evaluates `expression` from `contextNode` (the root element unless
    /// told otherwise).
    public func evaluate(_ expression: XPathExpression, from contextNode: ContextNode = .rootElement) throws(XMLError) -> XPathValue {
        collector.reset()
        context.pointee.opCount = 0
        context.pointee.node = node(for: contextNode)
        guard let object = xmlXPathCompiledEval(expression.compiled, context) else {
            throw failure(for: expression)
        }
        defer { xmlXPathFreeObject(object) }
        if collector.code != nil {
            throw failure(for: expression)
        }
        return Self.copy(object)
    }

    /// Evaluates `expression` and returns only the tags of the selected nodes.
    /// Faster than ``evaluate(_:)`` when only elements matter (benchmarks).
    public func evaluateTags(
        _ expression: XPathExpression, from contextNode: ContextNode = .rootElement, into tags: inout [Int]
    ) throws(XMLError) {
        tags.removeAll(keepingCapacity: true)
        collector.reset()
        context.pointee.opCount = 0
        context.pointee.node = node(for: contextNode)
        guard let object = xmlXPathCompiledEval(expression.compiled, context) else {
            throw failure(for: expression)
        }
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

    private func node(for contextNode: ContextNode) -> xmlNodePtr {
        let documentNode = UnsafeMutableRawPointer(document.pointer).assumingMemoryBound(to: xmlNode.self)
        switch contextNode {
        case .rootElement: return xmlDocGetRootElement(document.pointer) ?? documentNode
        case .document: return documentNode
        }
    }

    private func failure(for expression: XPathExpression) -> XMLError {
        let code = collector.code ?? 1207
        if code == XPathErrorMessages.operationLimitCode {
            return .xpathWorkLimitExceeded(expression: expression.source, limit: operationLimit)
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
