import LocatorLabModel
import LocatorLabXML

/// How to build the document a driver builds for one XPath query
/// (``XPathQueryDocument/Shape/driverQuery``), kept as a value so that a
/// timing loop can build it again and again, and so that queries naming the
/// same attributes share one measurement:
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

    /// The document for `expression`, as the driver of `platform` reads it
    /// (the drivers scan the query text for `@name`, ``XPathSyntax/attributesNamed``).
    public init(expression: String, platform: Platform) {
        self.init(syntax: XPathSyntax(expression), platform: platform)
    }

    public init(syntax: XPathSyntax, platform: Platform) {
        self.platform = platform
        switch XPathQueryDocument.attributesWritten(for: syntax.attributesNamed, shape: .driverQuery, platform: platform) {
        case .all: attributes = nil
        case .named(let names): attributes = names
        }
    }

    /// Builds the document from `tree` (``XPathQueryDocument/build(_:shape:attributes:)``).
    public func build(from tree: ElementTree) -> LXDocument {
        XPathQueryDocument.build(tree, shape: .driverQuery, attributes: attributes.map { .named($0) } ?? .all)
    }
}
