import LocatorLabModel
import LocatorLabXML

/// The libxml2 document an XPath is evaluated on, built straight from an
/// ``ElementTree`` (no serialise-and-parse round trip). Each libxml element
/// carries its model element's index as the builder tag, so results map back
/// to ``ElementID``s; the wrapper element carries none.
///
/// Not `Sendable` (it owns a libxml2 document): build one per task.
public final class XPathQueryDocument {
    /// Which document to build.
    public enum Shape: Sendable, Hashable {
        /// The document a driver queries. iOS: rooted at the
        /// `XCUIElementTypeApplication`, without the `AppiumAUT` wrapper and
        /// without `processId`/`bundleId`, which WebDriverAgent writes only
        /// in page-source mode (formats.md 1.4, 1.6). Android: rooted at
        /// `hierarchy`, as UiAutomator2's query document is.
        case device
        /// The document as the page-source file looks: iOS wrapped in the
        /// tree's wrapper element (`AppiumAUT`) when it had one, with every
        /// attribute.
        case pageSourceFile
    }

    public let shape: Shape
    public let document: LXDocument

    /// The element names used for `ElementTree` elements are those of
    /// ``elementName(of:platform:)``; attribute values lose the characters
    /// XML 1.0 forbids, as the platform's driver does.
    public init(tree: ElementTree, shape: Shape) {
        self.shape = shape
        self.document = Self.build(tree, shape: shape)
    }

    /// Whether the two shapes differ for `tree`, i.e. whether an XPath can
    /// match differently on the file than on a device.
    public static func shapesDiffer(for tree: ElementTree) -> Bool {
        tree.wrapper != nil || hasPageSourceOnlyAttributes(tree)
    }

    /// Whether an iOS tree's application carries `processId` or `bundleId`,
    /// which the device document leaves out.
    static func hasPageSourceOnlyAttributes(_ tree: ElementTree) -> Bool {
        guard tree.platform == .ios else { return false }
        return tree.elements.contains { element in
            isApplication(element) && element.attributes.contains { pageSourceOnlyAttributes.contains($0.name) }
        }
    }

    /// The XML element name of `element` in a query document: its type,
    /// without XML-forbidden characters; an empty type becomes the driver's
    /// fallback (`XCUIElementTypeOther`, `android.view.View`).
    public static func elementName(of element: Element, platform: Platform) -> String {
        let name = XMLSafeText.clean(element.type, rule: .delete)
        guard name.isEmpty else { return name }
        switch platform {
        case .ios: return "XCUIElementTypeOther"
        case .android: return "android.view.View"
        }
    }

    /// Written by WebDriverAgent on the application element in page-source
    /// mode only (`FBXPath.m`, "not XPath-query mode").
    static let pageSourceOnlyAttributes: Set<String> = [AttributeName.processId, AttributeName.bundleId]

    static func isApplication(_ element: Element) -> Bool {
        element.type == "XCUIElementTypeApplication"
    }

    private static func build(_ tree: ElementTree, shape: Shape) -> LXDocument {
        let builder = XMLTreeBuilder()
        let platform = tree.platform
        let rule: XMLSafeText.Rule = platform == .ios ? .delete : .replaceWithQuestionMark
        let dropPageSourceOnly = shape == .device && platform == .ios

        var wrapped = false
        if shape == .pageSourceFile, let wrapper = tree.wrapper {
            let name = XMLSafeText.clean(wrapper, rule: .delete)
            if !name.isEmpty {
                // Tag -1 is stored as "no tag": the wrapper is no model element.
                builder.openElement(name: name, tag: -1)
                wrapped = true
            }
        }

        // Elements are in document order and each knows where its subtree
        // ends, so a stack of subtree ends replaces recursion.
        var closeAt: [Int] = []
        closeAt.reserveCapacity(64)
        for index in tree.elements.indices {
            while let end = closeAt.last, end <= index {
                builder.closeElement()
                closeAt.removeLast()
            }
            let element = tree.elements[index]
            builder.openElement(name: elementName(of: element, platform: platform), tag: index)
            let skipPageSourceOnly = dropPageSourceOnly && isApplication(element)
            for attribute in element.attributes {
                if skipPageSourceOnly && pageSourceOnlyAttributes.contains(attribute.name) { continue }
                let name = XMLSafeText.clean(attribute.name, rule: .delete)
                guard !name.isEmpty else { continue }
                builder.addAttribute(name: name, value: XMLSafeText.clean(attribute.value, rule: rule))
            }
            closeAt.append(element.subtreeEnd)
        }
        while !closeAt.isEmpty {
            builder.closeElement()
            closeAt.removeLast()
        }
        if wrapped { builder.closeElement() }
        return builder.finish()
    }
}
