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
        let strings = tree.strings
        let privateAttribute = builder.handle(for: platform == .ios ? "private_indexPath" : "uiElementIndex")
        // Handles by string ID, made on first use; nil: not written.
        var attributeHandles: [StringID: XMLNameHandle?] = [:]
        var typeHandles: [StringID: XMLNameHandle] = [:]
        let skipped: Set<StringID> = platform == .ios
            ? Set([AttributeName.processId, AttributeName.bundleId].compactMap { strings.id(of: $0) }) : []
        var closeAt: [Int] = []
        // WebDriverAgent's index path: the child positions from the root.
        var path = "top"
        var pathLengths: [Int] = []
        var nextChild: [Int] = [0]
        for id in tree.ids {
            while let end = closeAt.last, end <= id.index {
                builder.closeElement()
                closeAt.removeLast()
                path.removeLast(path.count - pathLengths.removeLast())
                nextChild.removeLast()
            }
            let position = nextChild[nextChild.count - 1]
            nextChild[nextChild.count - 1] += 1
            pathLengths.append(path.count)
            if id.index > 0 { path += "/\(position)" }
            nextChild.append(0)
            let type = tree.typeID(of: id)
            let typeHandle = typeHandles[type] ?? {
                let made = builder.handle(for: XPathQueryDocument.elementName(ofType: strings.string(type), platform: platform))
                typeHandles[type] = made
                return made
            }()
            builder.openElement(typeHandle, tag: id.index)
            for attribute in tree.internedAttributes(of: id) where !skipped.contains(attribute.name) {
                let handle: XMLNameHandle?
                if let known = attributeHandles[attribute.name] {
                    handle = known
                } else {
                    let name = strings.string(attribute.name)
                    handle = attributes?.contains(name) ?? true ? builder.handle(for: name) : nil
                    attributeHandles[attribute.name] = handle
                }
                guard let handle else { continue }
                strings.withUTF8(attribute.value) { builder.addAttribute(handle, utf8: $0) }
            }
            var value = platform == .ios ? path : String(id.index)
            value.withUTF8 { builder.addAttribute(privateAttribute, utf8: $0) }
            closeAt.append(tree.subtreeEnd(of: id))
        }
        while !closeAt.isEmpty {
            builder.closeElement()
            closeAt.removeLast()
        }
        return builder.finish()
    }
}
