import LocatorLabModel

extension PageSourceWriter {
    /// Whether the XML written for `tree` reads back to the same tree. It
    /// does unless the tree came from JSON or a debugDescription dump and
    /// holds what XML 1.0 cannot carry: a type, attribute or wrapper name
    /// that is no XML name, or a value with a control character (NUL, U+0001…)
    /// or U+FFFE/U+FFFF. The writers clean those as the drivers do (deleted
    /// or `?`), so the file still reads, as a slightly different tree.
    public static func writesXMLExactly(_ tree: ElementTree) -> Bool {
        if let wrapper = tree.wrapper, XMLByteBuffer.xmlName(wrapper) != wrapper { return false }
        for id in tree.ids {
            let type = tree.type(of: id)
            if type.isEmpty || XMLByteBuffer.xmlName(type) != type { return false }
            for attribute in tree.attributes(of: id) {
                if attribute.name.isEmpty || XMLByteBuffer.xmlName(attribute.name) != attribute.name { return false }
                if attribute.value.unicodeScalars.contains(where: isUnwritable) { return false }
            }
        }
        return true
    }

    /// An attribute written under another name than its own.
    public struct RenamedAttribute: Sendable, Hashable {
        /// The element, by its position in document order (from 0).
        public var element: ElementID
        public var type: String
        public var name: String
        /// The name written; `""` when nothing was left of the name after
        /// cleaning, so the attribute was not written.
        public var written: String
    }

    /// The attributes the XML for `tree` writes under another name (their
    /// own is no XML name: ``XMLAttributeNames``), in document order.
    public static func renamedAttributes(in tree: ElementTree) -> [RenamedAttribute] {
        let ordering = tree.platform == .ios ? AttributeOrdering.ios : .android
        var renamed: [RenamedAttribute] = []
        for id in tree.ids {
            let attributes = ordering.ordered(tree.attributes(of: id))
            let written = XMLAttributeNames.written(attributes.map(\.name))
            for (attribute, name) in zip(attributes, written) where name != attribute.name {
                renamed.append(RenamedAttribute(element: id, type: tree.type(of: id), name: attribute.name, written: name))
            }
        }
        return renamed
    }

    /// XML 1.0 `Char` leaves out the C0 controls but tab, LF and CR, and
    /// U+FFFE and U+FFFF (surrogates never occur in a Swift string).
    private static func isUnwritable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 9, 10, 13: false
        case 0..<32, 0xFFFE, 0xFFFF: true
        default: false
        }
    }
}
