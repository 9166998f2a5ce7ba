import Foundation
import LocatorLabLocators
import LocatorLabModel
import LocatorLabXML

/// The XPath answer worked out the plain way, to check the engine against:
/// a device document with every attribute (the engine writes only those
/// its XPaths name), the generic `evaluate` (the engine reads element
/// results through a faster path), the drivers' functions and context node.
/// `nil` when the plain way gives no list of elements.
///
/// Not `Sendable` (it owns libxml2 documents): one per checker.
final class XPathOracle {
    private var evaluators: [Platform: XPathEvaluator] = [:]
    private let trees: [Platform: ElementTree]
    private let limits: XPathLimits

    init(trees: [ElementTree], limits: XPathLimits) {
        self.limits = limits
        var byPlatform: [Platform: ElementTree] = [:]
        for tree in trees { byPlatform[tree.platform] = tree }
        self.trees = byPlatform
    }

    func matches(of expression: String, on platform: Platform) -> [ElementID]? {
        guard let tree = trees[platform], let evaluator = evaluator(for: platform) else { return nil }
        // WebDriverAgent's one textual rewrite (formats.md 1.6).
        let sent = platform == .ios ? expression.replacingOccurrences(of: "XCUIElementTypeAny", with: "*") : expression
        guard let compiled = try? XPathExpression(sent),
            case .nodes(let nodes)? = try? evaluator.evaluate(compiled, from: platform == .android ? .document : .rootElement)
        else { return nil }
        var ids: [ElementID] = []
        for node in nodes {
            guard node.kind == .element, let tag = node.tag, tag >= 0 else { return nil }
            ids.append(ElementID(tag))
        }
        ids.sort()
        if tree.hasAndroidHierarchyRoot, ids.first == ElementID(0) { ids.removeFirst() }
        return ids
    }

    private func evaluator(for platform: Platform) -> XPathEvaluator? {
        if let known = evaluators[platform] { return known }
        guard let tree = trees[platform] else { return nil }
        let document = XPathQueryDocument(tree: tree, shape: .device, attributes: .all)
        guard let made = try? XPathEvaluator(document: document.document, functions: DriverXPathFunctions.set(for: platform), limits: limits)
        else { return nil }
        evaluators[platform] = made
        return made
    }
}
