import LocatorLabLocators
import LocatorLabModel
import LocatorLabXML

/// The document a driver builds for one XPath query, built the way the
/// drivers build it, to time what a device pays per query (formats.md 1.6,
/// 2.2):
///
/// - only the attributes the expression names are written (`@*` writes all);
/// - WebDriverAgent adds `private_indexPath` (`top/0/2/1`) to every element,
///   UiAutomator2 adds `uiElementIndex` and always writes `class`;
/// - the document has no `AppiumAUT` wrapper.
///
/// Results match ``XPathQueryDocument`` with the ``XPathQueryDocument/Shape/device``
/// shape for every attribute the expression names.
public struct DriverQueryDocument: Sendable {
    /// The attributes written; `nil` means all of them.
    public let attributes: Set<String>?
    public let platform: Platform

    public init(expression: String, platform: Platform) {
        self.platform = platform
        var names: Set<String> = []
        var all = false
        for reference in XPathShape(expression).attributes {
            if reference.name == "*" { all = true } else { names.insert(reference.name) }
        }
        if platform == .android { names.insert(AttributeName.className) }
        attributes = all ? nil : names
    }

    /// Builds the document from `tree`, walking it without recursion.
    public func build(from tree: ElementTree) -> LXDocument {
        let builder = XMLTreeBuilder()
        let privateAttribute = platform == .ios ? "private_indexPath" : "uiElementIndex"
        var closeAt: [Int] = []
        // WebDriverAgent's index path: the child positions from the root.
        var pathPositions: [Int] = []
        var nextChild: [Int] = [0]
        for index in tree.elements.indices {
            while let end = closeAt.last, end <= index {
                builder.closeElement()
                closeAt.removeLast()
                pathPositions.removeLast()
                nextChild.removeLast()
            }
            let element = tree.elements[index]
            let position = nextChild[nextChild.count - 1]
            nextChild[nextChild.count - 1] += 1
            pathPositions.append(position)
            nextChild.append(0)
            builder.openElement(name: XPathQueryDocument.elementName(of: element, platform: platform), tag: index)
            for attribute in element.attributes where attributes?.contains(attribute.name) ?? true {
                if platform == .ios
                    && (attribute.name == AttributeName.processId || attribute.name == AttributeName.bundleId)
                {
                    continue
                }
                builder.addAttribute(name: attribute.name, value: attribute.value)
            }
            if platform == .ios {
                var path = "top"
                for step in pathPositions.dropFirst() { path += "/\(step)" }
                builder.addAttribute(name: privateAttribute, value: path)
            } else {
                builder.addAttribute(name: privateAttribute, value: String(index))
            }
            closeAt.append(element.subtreeEnd)
        }
        while !closeAt.isEmpty {
            builder.closeElement()
            closeAt.removeLast()
        }
        return builder.finish()
    }
}
