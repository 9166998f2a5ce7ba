import LocatorLabModel

/// Writes an ``ElementTree`` in LocatorLab's JSON tree format
/// (`docs/json-tree-format.md`): every element's type, raw identifier,
/// attributes in their order and children, so ``JSONTreeReader`` gives back
/// the same tree. Output is deterministic: fixed key order, two-space
/// indentation, a final newline.
public enum JSONTreeWriter {
    /// The JSON document for `tree`, as UTF-8.
    public static func write(_ tree: ElementTree) -> [UInt8] {
        var output = JSONOutputBuffer()
        output.append("{")
        output.appendNewline(indent: 1)
        output.appendKey(JSONTreeFormat.DocumentKey.format)
        output.appendString(JSONTreeFormat.name)
        output.append(",")
        output.appendNewline(indent: 1)
        output.appendKey(JSONTreeFormat.DocumentKey.version)
        output.appendInteger(JSONTreeFormat.version)
        output.append(",")
        output.appendNewline(indent: 1)
        output.appendKey(JSONTreeFormat.DocumentKey.platform)
        output.appendString(tree.platform.rawValue)
        output.append(",")
        if let wrapper = tree.wrapper {
            output.appendNewline(indent: 1)
            output.appendKey(JSONTreeFormat.DocumentKey.wrapper)
            output.appendString(wrapper)
            output.append(",")
        }
        output.appendNewline(indent: 1)
        output.appendKey(JSONTreeFormat.DocumentKey.root)
        if tree.count == 0 {
            output.append("null")
        } else {
            writeElements(of: tree, to: &output)
        }
        output.appendNewline(indent: 0)
        output.append("}\n")
        return output.bytes
    }

    /// Writes the root element and its subtree in document order. Elements
    /// whose children are still being written wait on an explicit stack, so
    /// the depth of the tree never touches the call stack.
    private static func writeElements(of tree: ElementTree, to output: inout JSONOutputBuffer) {
        let elements = tree.elements
        var open: [Int] = []
        for index in elements.indices {
            while let last = open.last, elements[last].subtreeEnd <= index {
                closeElement(elements[last], to: &output)
                open.removeLast()
            }
            let element = elements[index]
            // An element at depth d is an object in its parent's `children`
            // array: the braces sit at level 2d + 1, its keys at 2d + 2.
            let braceLevel = 2 * element.depth + 1
            if let parent = element.parent {
                if parent.index + 1 != index {
                    output.append(",")  // after the previous sibling
                }
                output.appendNewline(indent: braceLevel)
            }
            output.append("{")
            output.appendNewline(indent: braceLevel + 1)
            output.appendKey(JSONTreeFormat.ElementKey.type)
            output.appendString(element.type)
            output.append(",")
            if let identifier = element.identifier {
                output.appendNewline(indent: braceLevel + 1)
                output.appendKey(JSONTreeFormat.ElementKey.identifier)
                output.appendString(identifier)
                output.append(",")
            }
            output.appendNewline(indent: braceLevel + 1)
            output.appendKey(JSONTreeFormat.ElementKey.attributes)
            writeAttributes(element.attributes, to: &output)
            if element.subtreeEnd > index + 1 {
                output.append(",")
                output.appendNewline(indent: braceLevel + 1)
                output.appendKey(JSONTreeFormat.ElementKey.children)
                output.append("[")
                open.append(index)
            } else {
                output.appendNewline(indent: braceLevel)
                output.append("}")
            }
        }
        while let last = open.popLast() {
            closeElement(elements[last], to: &output)
        }
    }

    /// Ends the `children` array and the object of an element with children.
    private static func closeElement(_ element: Element, to output: inout JSONOutputBuffer) {
        let braceLevel = 2 * element.depth + 1
        output.appendNewline(indent: braceLevel + 1)
        output.append("]")
        output.appendNewline(indent: braceLevel)
        output.append("}")
    }

    /// `[]`, or `[ ["name", "value"], … ]` on one line: an element's
    /// attributes stay together, and a deep tree does not spend most of its
    /// bytes indenting one pair per line.
    private static func writeAttributes(_ attributes: [Attribute], to output: inout JSONOutputBuffer) {
        guard !attributes.isEmpty else {
            output.append("[]")
            return
        }
        output.append("[ ")
        for (position, attribute) in attributes.enumerated() {
            if position > 0 { output.append(", ") }
            output.append("[")
            output.appendString(attribute.name)
            output.append(", ")
            output.appendString(attribute.value)
            output.append("]")
        }
        output.append(" ]")
    }
}
