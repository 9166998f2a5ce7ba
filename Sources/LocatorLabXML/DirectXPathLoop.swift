import CLibXML

/// Evaluates one compiled expression on one document in a loop by calling
/// libxml2 directly — `xmlXPathCompiledEval` then `xmlXPathFreeObject`, with
/// no error capture, no work limit and no copying of results — so that a
/// benchmark can set the cost of ``XPathEvaluator`` against libxml2's own.
///
/// Not `Sendable`: it owns an XPath context. Only for measuring; locators are
/// evaluated with ``XPathEvaluator``, which reports errors and bounds work.
public final class DirectXPathLoop {
    public let document: LXDocument
    public let expression: XPathExpression
    private let context: xmlXPathContextPtr
    private let contextNode: xmlNodePtr

    /// Fails when libxml2 cannot allocate a context, or when one evaluation
    /// of `expression` fails (the loop itself never reports errors, so it
    /// only accepts expressions that evaluate). `cachesObjects` turns on
    /// libxml2's XPath object cache (`xmlXPathContextSetCache`), off by
    /// default in 2.9.14 and on in ``XPathEvaluator``: the default loop is
    /// libxml2 as a program calling it plainly gets it, the cached one
    /// what the evaluator's own libxml2 work costs.
    public init(
        document: LXDocument, expression: XPathExpression, from contextNode: XPathEvaluator.ContextNode = .rootElement,
        limits: XPathLimits = .default, cachesObjects: Bool = false
    ) throws(XMLError) {
        LibXML.ensureInitialized()
        // A checked evaluation first, through the wrapper: the loop below
        // has no error channel.
        _ = try XPathEvaluator(document: document, limits: limits).evaluate(expression, from: contextNode)
        guard let context = xmlXPathNewContext(document.pointer) else { throw .outOfMemory }
        if cachesObjects, xmlXPathContextSetCache(context, 1, -1, 0) != 0 {
            xmlXPathFreeContext(context)
            throw .outOfMemory
        }
        self.document = document
        self.expression = expression
        self.context = context
        let documentNode = UnsafeMutableRawPointer(document.pointer).assumingMemoryBound(to: xmlNode.self)
        switch contextNode {
        case .rootElement: self.contextNode = xmlDocGetRootElement(document.pointer) ?? documentNode
        case .document: self.contextNode = documentNode
        }
    }

    deinit {
        xmlXPathFreeContext(context)
    }

    /// Evaluates the expression `iterations` times and returns the total
    /// number of nodes selected, which the caller should consume so the
    /// work cannot be optimised away.
    public func run(iterations: Int) -> Int {
        var selected = 0
        for _ in 0..<iterations {
            context.pointee.node = contextNode
            guard let object = xmlXPathCompiledEval(expression.compiled, context) else { continue }
            if let set = object.pointee.nodesetval {
                selected &+= Int(set.pointee.nodeNr)
            }
            xmlXPathFreeObject(object)
        }
        return selected
    }
}
