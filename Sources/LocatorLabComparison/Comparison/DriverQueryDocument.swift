import LocatorLabAdvice
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

    /// Builds the document from `tree`, walking it without recursion. Per
    /// element it only looks up handles in flat tables and appends digits to
    /// a byte path: it runs once per timed query, so its own cost would
    /// otherwise pass for the driver's.
    public func build(from tree: ElementTree) -> LXDocument {
        let builder = XMLTreeBuilder()
        let strings = tree.strings
        let privateAttribute = builder.handle(for: platform == .ios ? "private_indexPath" : "uiElementIndex")
        // Handles by string ID, made on first use: -1 not decided, -2 not written.
        let notWritten: Int32 = -2
        var attributeSlots = [Int32](repeating: -1, count: strings.count)
        var typeSlots = [Int32](repeating: -1, count: strings.count)
        var handles: [XMLNameHandle] = []
        if platform == .ios {
            for name in [AttributeName.processId, AttributeName.bundleId] {
                if let id = strings.id(of: name) { attributeSlots[Int(id.raw)] = notWritten }
            }
        }
        var closeAt: [Int] = []
        // WebDriverAgent's index path (`top/0/2/1`): the child positions from
        // the root, as bytes; `pathLengths` restores it when a subtree closes.
        var path = Array("top".utf8)
        var pathLengths: [Int] = []
        var nextChild: [Int] = [0]
        var digits: [UInt8] = []
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
            if id.index > 0 {
                path.append(UInt8(ascii: "/"))
                Self.appendDigits(of: position, to: &path, scratch: &digits)
            }
            nextChild.append(0)
            let type = tree.typeID(of: id)
            var typeSlot = typeSlots[Int(type.raw)]
            if typeSlot < 0 {
                handles.append(
                    builder.handle(for: XPathQueryDocument.elementName(ofType: strings.string(type), platform: platform)))
                typeSlot = Int32(handles.count - 1)
                typeSlots[Int(type.raw)] = typeSlot
            }
            builder.openElement(handles[Int(typeSlot)], tag: id.index)
            for attribute in tree.internedAttributes(of: id) {
                var slot = attributeSlots[Int(attribute.name.raw)]
                if slot == -1 {
                    let name = strings.string(attribute.name)
                    if attributes?.contains(name) ?? true {
                        handles.append(builder.handle(for: name))
                        slot = Int32(handles.count - 1)
                    } else {
                        slot = notWritten
                    }
                    attributeSlots[Int(attribute.name.raw)] = slot
                }
                guard slot >= 0 else { continue }
                strings.withUTF8(attribute.value) { builder.addAttribute(handles[Int(slot)], utf8: $0) }
            }
            if platform == .ios {
                path.withUnsafeBufferPointer { builder.addAttribute(privateAttribute, utf8: $0) }
            } else {
                digits.removeAll(keepingCapacity: true)
                var index: [UInt8] = []
                Self.appendDigits(of: id.index, to: &index, scratch: &digits)
                index.withUnsafeBufferPointer { builder.addAttribute(privateAttribute, utf8: $0) }
            }
            closeAt.append(tree.subtreeEnd(of: id))
        }
        while !closeAt.isEmpty {
            builder.closeElement()
            closeAt.removeLast()
        }
        return builder.finish()
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
