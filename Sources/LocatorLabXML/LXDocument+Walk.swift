import CLibXML

extension LXDocument {
    /// Walks every element in document order without recursion, so nesting
    /// depth never threatens the stack. `enter` gets each element with its
    /// attributes (in document order, built by `makeAttribute`); `leave` is
    /// called when the element's subtree is done. Text, comments and
    /// processing instructions are skipped: page sources carry no text nodes.
    public func walkElements<Attribute>(
        makeAttribute: (_ name: String, _ value: String) -> Attribute,
        enter: (_ element: LXElementView, _ attributes: [Attribute]) throws -> Void,
        leave: () throws -> Void
    ) rethrows {
        // libxml2 interns element and attribute names in the parser's
        // dictionary, so converting each distinct name once is enough. A
        // namespace prefix stays part of the name (libxml2 splits it off):
        // `a:text` is not `text`.
        var names: [UnsafeRawPointer: String] = [:]
        func swiftName(_ raw: UnsafePointer<xmlChar>) -> String {
            let key = UnsafeRawPointer(raw)
            if let known = names[key] { return known }
            let converted = String(cString: raw)
            names[key] = converted
            return converted
        }
        func qualifiedName(_ raw: UnsafePointer<xmlChar>, _ namespace: xmlNsPtr?) -> String {
            guard let prefix = namespace?.pointee.prefix else { return swiftName(raw) }
            return swiftName(prefix) + ":" + swiftName(raw)
        }

        guard let root = xmlDocGetRootElement(pointer) else { return }
        var node: xmlNodePtr? = root
        while let current = node {
            // Counting first makes one exact allocation instead of the
            // array's repeated growth (page-source elements carry 10-25).
            var count = 0
            var counted = current.pointee.properties
            while let item = counted {
                count += 1
                counted = item.pointee.next
            }
            var attributes: [Attribute] = []
            attributes.reserveCapacity(count)
            var attribute = current.pointee.properties
            while let item = attribute {
                attributes.append(makeAttribute(qualifiedName(item.pointee.name, item.pointee.ns), LXElementView.value(of: item)))
                attribute = item.pointee.next
            }
            try enter(
                LXElementView(document: self, node: current, name: qualifiedName(current.pointee.name, current.pointee.ns)),
                attributes)

            if let child = Self.firstElementChild(of: current) {
                node = child
                continue
            }
            // No children: close this element and every ancestor that has no
            // further sibling, then continue with the next sibling.
            var closing: xmlNodePtr = current
            node = nil
            while true {
                try leave()
                if closing == root { break }
                if let sibling = Self.nextElementSibling(of: closing) {
                    node = sibling
                    break
                }
                guard let parent = closing.pointee.parent else { break }
                closing = parent
            }
        }
    }
}
