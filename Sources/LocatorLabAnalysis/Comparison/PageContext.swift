import LocatorLabLocators
import LocatorLabModel
import LocatorLabXML

/// One page source during a comparison: its engine, and the libxml2
/// documents built on first use (the device-shaped one for timing, the
/// file-shaped one to explain XPaths that only match on the file).
final class PageContext {
    let input: PageSourceInput
    let engine: LocatorEngine
    let screen: String
    private var deviceDocument: XPathQueryDocument?
    private var fileEvaluator: XPathEvaluator?

    init(input: PageSourceInput, settings: CompareSettings) {
        self.input = input
        engine = LocatorEngine(
            tree: input.tree, appPackage: settings.appPackage, operationLimit: settings.operationLimit)
        screen = ElementCounterpart.screenKey(of: input.tree, index: engine.index)
    }

    var tree: ElementTree { input.tree }

    /// The document a driver queries, for timing.
    var timingDocument: LXDocument {
        if let deviceDocument { return deviceDocument.document }
        let built = XPathQueryDocument(tree: tree, shape: .device)
        deviceDocument = built
        return built.document
    }

    /// The elements `expression` matches on the page-source file's shape
    /// (with the `AppiumAUT` wrapper and page-source-only attributes), the
    /// wrapper itself left out; empty when the shapes do not differ.
    func fileOnlyMatches(_ expression: String) -> [ElementID] {
        guard XPathQueryDocument.shapesDiffer(for: tree) else { return [] }
        do {
            let evaluator: XPathEvaluator
            if let fileEvaluator {
                evaluator = fileEvaluator
            } else {
                let document = XPathQueryDocument(tree: tree, shape: .pageSourceFile)
                evaluator = try XPathEvaluator(
                    document: document.document, operationLimit: engine.operationLimit,
                    functions: DriverXPathFunctions.set(for: tree.platform))
                fileEvaluator = evaluator
            }
            let compiled = try XPathExpression(DriverXPath.expression(expression, platform: tree.platform))
            var tags: [Int] = []
            try evaluator.evaluateTags(compiled, from: DriverXPath.contextNode(for: tree.platform), into: &tags)
            return tags.filter { $0 >= 0 && $0 < tree.count }.map(ElementID.init)
        } catch {
            return []
        }
    }
}
