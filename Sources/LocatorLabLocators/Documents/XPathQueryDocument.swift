import LocatorLabModel
import LocatorLabXML

/// The libxml2 document an XPath is evaluated on, built straight from an
/// ``ElementTree`` (no serialise-and-parse round trip). Each libxml element
/// carries its model element's index as the builder tag, so results map back
/// to ``ElementID``s; the wrapper element carries none.
///
/// Only the attributes asked for are written, as the drivers do
/// (``XPathAttributeSelection``): a 1M-element screen queried for `@name`
/// costs one attribute per element, not twenty.
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
        /// The document a driver builds for one query, to time what a
        /// device pays per query (formats.md 1.6, 2.2): the device
        /// document with the attribute each driver adds to every element
        /// for itself, WebDriverAgent's `private_indexPath` (`top/0/2/1`)
        /// and UiAutomator2's `uiElementIndex`; UiAutomator2 always writes
        /// `class`. See ``DriverQueryDocument``.
        case driverQuery
    }

    public let shape: Shape
    public let attributes: XPathAttributeSelection
    public let document: LXDocument

    /// The element names used for `ElementTree` elements are those of
    /// ``elementName(of:platform:)``; attribute values lose the characters
    /// XML 1.0 forbids, as the platform's driver does.
    public init(tree: ElementTree, shape: Shape, attributes: XPathAttributeSelection = .all) {
        self.shape = shape
        self.attributes = attributes
        self.document = Self.build(tree, shape: shape, attributes: attributes)
    }

    /// Whether the two shapes differ for `tree`, i.e. whether an XPath can
    /// match differently on the file than on a device.
    public static func shapesDiffer(for tree: ElementTree) -> Bool {
        tree.wrapper != nil || hasPageSourceOnlyAttributes(tree)
    }

    /// Whether an iOS tree's application carries `processId` or `bundleId`,
    /// which the device document leaves out.
    static func hasPageSourceOnlyAttributes(_ tree: ElementTree) -> Bool {
        guard tree.platform == .ios, let application = tree.strings.id(of: applicationType) else { return false }
        let pageSourceOnly = pageSourceOnlyAttributes.compactMap { tree.strings.id(of: $0) }
        guard !pageSourceOnly.isEmpty else { return false }
        return tree.ids.contains { id in
            tree.typeID(of: id) == application
                && tree.internedAttributes(of: id).contains { pageSourceOnly.contains($0.name) }
        }
    }

    /// The XML element name of `element` in a query document: its type,
    /// without XML-forbidden characters; an empty type becomes the driver's
    /// fallback (`XCUIElementTypeOther`, `android.view.View`).
    public static func elementName(of element: Element, platform: Platform) -> String {
        elementName(ofType: element.type, platform: platform)
    }

    /// The XML element name for an element of type `type`; see
    /// ``elementName(of:platform:)``.
    public static func elementName(ofType type: String, platform: Platform) -> String {
        let name = XMLSafeText.clean(type, rule: .delete)
        guard name.isEmpty else { return name }
        switch platform {
        case .ios: return "XCUIElementTypeOther"
        case .android: return "android.view.View"
        }
    }

    /// Written by WebDriverAgent on the application element in page-source
    /// mode only (`FBXPath.m`, "not XPath-query mode").
    static let pageSourceOnlyAttributes: Set<String> = [AttributeName.processId, AttributeName.bundleId]
    static let applicationType = "XCUIElementTypeApplication"

    static func isApplication(_ element: Element) -> Bool {
        element.type == applicationType
    }

    /// The attributes a document of `shape` writes for an XPath that needs
    /// `selection`: UiAutomator2's query document always has `class`.
    public static func attributesWritten(
        for selection: XPathAttributeSelection, shape: Shape, platform: Platform
    ) -> XPathAttributeSelection {
        guard shape == .driverQuery, platform == .android, case .named(var names) = selection else { return selection }
        names.insert(AttributeName.className)
        return .named(names)
    }

    /// Builds the document of `shape` with `selection`'s attributes from
    /// `tree`, in one walk. Per element it only looks up handles in flat
    /// tables (and, for ``Shape/driverQuery``, appends digits to a byte
    /// path): timings of driver queries run it once per query, so its own
    /// cost would otherwise pass for the driver's.
    static func build(_ tree: ElementTree, shape: Shape, attributes selection: XPathAttributeSelection) -> LXDocument {
        let builder = XMLTreeBuilder()
        let platform = tree.platform
        let rule: XMLSafeText.Rule = platform == .ios ? .delete : .replaceWithQuestionMark
        let strings = tree.strings

        var wrapped = false
        if shape == .pageSourceFile, let wrapper = tree.wrapper {
            let name = XMLSafeText.clean(wrapper, rule: .delete)
            if !name.isEmpty {
                // Tag -1 is stored as "no tag": the wrapper is no model element.
                builder.openElement(name: name, tag: -1)
                wrapped = true
            }
        }

        // One handle per distinct type and attribute name, by string ID:
        // -1 not decided yet, -2 not written.
        let notWritten: Int32 = -2
        var attributeHandles = [Int32](repeating: -1, count: strings.count)
        var typeHandles = [Int32](repeating: -1, count: strings.count)
        var handleList: [XMLNameHandle] = []
        var wantedIDs: Set<StringID>?
        if case .named(let wanted) = attributesWritten(for: selection, shape: shape, platform: platform) {
            wantedIDs = Set(wanted.compactMap { strings.id(of: $0) })
        }
        func attributeHandle(_ id: StringID) -> XMLNameHandle? {
            let known = attributeHandles[Int(id.raw)]
            if known >= 0 { return handleList[Int(known)] }
            if known == notWritten { return nil }
            let cleaned = XMLSafeText.clean(strings.string(id), rule: .delete)
            guard !cleaned.isEmpty, wantedIDs?.contains(id) ?? true else {
                attributeHandles[Int(id.raw)] = notWritten
                return nil
            }
            handleList.append(builder.handle(for: cleaned))
            attributeHandles[Int(id.raw)] = Int32(handleList.count - 1)
            return handleList.last
        }
        func typeHandle(_ id: StringID) -> XMLNameHandle {
            let known = typeHandles[Int(id.raw)]
            if known >= 0 { return handleList[Int(known)] }
            handleList.append(builder.handle(for: elementName(ofType: strings.string(id), platform: platform)))
            typeHandles[Int(id.raw)] = Int32(handleList.count - 1)
            return handleList[handleList.count - 1]
        }
        let application = strings.id(of: applicationType)
        let pageSourceOnly = Set(pageSourceOnlyAttributes.compactMap { strings.id(of: $0) })
        let dropPageSourceOnly = shape != .pageSourceFile && platform == .ios && !pageSourceOnly.isEmpty
        // The table already scanned every string when it took it in; a tree
        // read from XML has nothing to clean, and no value is scanned again.
        let mayNeedCleaning = strings.holdsXMLForbiddenCharacters
        var indexes = shape == .driverQuery ? DriverIndexes(builder: builder, platform: platform) : nil

        tree.walk(
            enter: { id, _ in
                let type = tree.typeID(of: id)
                builder.openElement(typeHandle(type), tag: id.index)
                let skipPageSourceOnly = dropPageSourceOnly && type == application
                for attribute in tree.internedAttributes(of: id) {
                    if skipPageSourceOnly && pageSourceOnly.contains(attribute.name) { continue }
                    guard let name = attributeHandle(attribute.name) else { continue }
                    strings.withUTF8(attribute.value) { value in
                        if mayNeedCleaning && XMLSafeText.containsForbidden(value) {
                            var cleaned = XMLSafeText.clean(strings.string(attribute.value), rule: rule)
                            cleaned.withUTF8 { builder.addAttribute(name, utf8: $0) }
                        } else {
                            builder.addAttribute(name, utf8: value)
                        }
                    }
                }
                indexes?.enter(id)
            },
            leave: { _, _ in
                builder.closeElement()
                indexes?.leave()
            })
        if wrapped { builder.closeElement() }
        return builder.finish()
    }

    /// The attribute a driver numbers each element of its query document
    /// with: WebDriverAgent's index path (`top/0/2/1`, the child positions
    /// from the root), UiAutomator2's document-order index.
    private struct DriverIndexes {
        let builder: XMLTreeBuilder
        let platform: Platform
        let handle: XMLNameHandle
        /// The current element's index path, as bytes; `pathLengths`
        /// restores it when a subtree closes.
        var path = Array("top".utf8)
        var pathLengths: [Int] = []
        var nextChild: [Int] = [0]
        var digits: [UInt8] = []
        var scratch: [UInt8] = []

        init(builder: XMLTreeBuilder, platform: Platform) {
            self.builder = builder
            self.platform = platform
            handle = builder.handle(for: platform == .ios ? "private_indexPath" : "uiElementIndex")
        }

        mutating func enter(_ id: ElementID) {
            guard platform == .ios else {
                digits.removeAll(keepingCapacity: true)
                Self.appendDigits(of: id.index, to: &digits, scratch: &scratch)
                digits.withUnsafeBufferPointer { builder.addAttribute(handle, utf8: $0) }
                return
            }
            let position = nextChild[nextChild.count - 1]
            nextChild[nextChild.count - 1] += 1
            pathLengths.append(path.count)
            if id.index > 0 {
                path.append(UInt8(ascii: "/"))
                Self.appendDigits(of: position, to: &path, scratch: &scratch)
            }
            nextChild.append(0)
            path.withUnsafeBufferPointer { builder.addAttribute(handle, utf8: $0) }
        }

        mutating func leave() {
            guard platform == .ios else { return }
            path.removeLast(path.count - pathLengths.removeLast())
            nextChild.removeLast()
        }

        /// Appends the decimal digits of `number` (not negative) to `bytes`.
        private static func appendDigits(of number: Int, to bytes: inout [UInt8], scratch: inout [UInt8]) {
            scratch.removeAll(keepingCapacity: true)
            var rest = number
            repeat {
                scratch.append(UInt8(ascii: "0") + UInt8(rest % 10))
                rest /= 10
            } while rest > 0
            bytes.append(contentsOf: scratch.reversed())
        }
    }
}
