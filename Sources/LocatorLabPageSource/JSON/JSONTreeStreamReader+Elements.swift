import LocatorLabFiles
import LocatorLabModel

/// Element objects: their values are checked in one order (unknown key,
/// type, identifier, attributes, children) whatever the order of their
/// keys, and what the XML reader would refuse once written is refused here,
/// so an accepted tree writes as a page source that reads back.
extension JSONTreeStreamReader {
    /// Notes that the key just read in element frame `index` has a value;
    /// a key twice is refused (one value would silently replace the other).
    mutating func elementValue(in index: Int, at offset: Int) throws(PageSourceError) {
        let key = frames[index].elementKey
        guard key != .unknown else { return }
        guard frames[index].element.keys & key.rawValue == 0 else {
            throw malformed(
                at: offset, path(through: index), "a second \"\(Self.name(of: key))\" key", expected: "each key once")
        }
        frames[index].element.keys |= key.rawValue
    }

    /// Adds the element of frame `index` to the tree: when its children
    /// start, or (`final`) when it ends without them. An element whose
    /// children come before its type gets a stand-in, set when it ends.
    mutating func commitElement(_ index: Int, final: Bool) throws(PageSourceError) {
        let pending = frames[index].element
        if !final, pending.type == nil, pending.unknownKey == nil {
            // Nothing of it is in the tree yet: all of it is set at its end.
            frames[index].element.id = builder.open(type: builder.intern(""))
            frames[index].element.committedKeys = 0
            return
        }
        let fields = try checkedFields(index)
        let id = builder.open(type: fields.type, identifier: fields.identifier)
        for attribute in checkedAttributes {
            builder.addAttribute(name: attribute.name, value: attribute.value)
        }
        frames[index].element.id = id
        frames[index].element.committedKeys = pending.keys
    }

    mutating func closeElement(_ index: Int) throws(PageSourceError) {
        let pending = frames[index].element
        if let unknown = pending.unknownKey {
            throw malformed(
                at: pending.unknownKeyOffset, path(through: index), "unknown key \"\(unknown)\"",
                expected: JSONTreeFormat.keyList(JSONTreeFormat.ElementKey.all))
        }
        guard let id = pending.id else {
            try commitElement(index, final: true)
            builder.close()
            return
        }
        let late = pending.keys & ~pending.committedKeys
        if late != 0 {
            // Keys after the children (hand-written files): set them now.
            let fields = try checkedFields(index)
            let strings = builder.strings
            var element = builder[id]
            if late & ElementKey.type.rawValue != 0 { element.type = strings.string(fields.type) }
            if late & ElementKey.identifier.rawValue != 0 { element.identifier = fields.identifier.map(strings.string) }
            if late & ElementKey.attributes.rawValue != 0 {
                element.attributes = checkedAttributes.map { Attribute(strings.string($0.name), strings.string($0.value)) }
            }
            builder[id] = element
        }
        builder.close()
    }

    /// The type and identifier of element frame `index`, its attributes in
    /// ``checkedAttributes``, once they pass every check (in the order a
    /// message names the first problem). Its items in
    /// ``pendingAttributes`` are used up.
    private mutating func checkedFields(_ index: Int) throws(PageSourceError) -> (type: StringID, identifier: StringID?) {
        // Paths and expectations are worded only for an error: building
        // them for every element would cost a string per level per element.
        let pending = frames[index].element
        func at(_ suffix: String) -> String { path(through: index) + suffix }
        let platformName = builder.platform.rawValue
        if let unknown = pending.unknownKey {
            throw malformed(
                at: pending.unknownKeyOffset, at(""), "unknown key \"\(unknown)\"",
                expected: JSONTreeFormat.keyList(JSONTreeFormat.ElementKey.all))
        }
        guard let typeToken = pending.type else {
            throw malformed(
                at: frames[index].start, at(""), "missing \"\(JSONTreeFormat.ElementKey.type)\"",
                expected: JSONTreeFormat.Expected.type(platformName: platformName))
        }
        guard typeToken.kind == .string, typeToken.range.count > 2 else {
            throw malformed(
                at: typeToken.range.lowerBound, at(".\(JSONTreeFormat.ElementKey.type)"), "found \(describe(typeToken))",
                expected: JSONTreeFormat.Expected.type(platformName: platformName))
        }
        let type = intern(typeToken)
        try checkWritable(type: type, token: typeToken, isRoot: index == 1) { at(".\(JSONTreeFormat.ElementKey.type)") }

        var identifier: StringID?
        if let token = pending.identifier, token.kind != .null {
            guard token.kind == .string else {
                throw malformed(
                    at: token.range.lowerBound, at(".\(JSONTreeFormat.ElementKey.identifier)"), "found \(describe(token))",
                    expected: JSONTreeFormat.Expected.identifier)
            }
            let id = intern(token)
            try checkLength(id, token: token) { at(".\(JSONTreeFormat.ElementKey.identifier)") }
            identifier = id
        }

        let attributes = ".\(JSONTreeFormat.ElementKey.attributes)"
        if let token = pending.attributesScalar {
            throw malformed(
                at: token.range.lowerBound, at(attributes), "found \(describe(token))",
                expected: JSONTreeFormat.Expected.attributes)
        }
        checkedAttributes.removeAll(keepingCapacity: true)
        let start = pending.attributesStart
        for item in pendingAttributes[start...] {
            switch item {
            case .notAPair(let token, let position):
                throw malformed(
                    at: token.range.lowerBound, at(attributes + "[\(position)]"), "found \(describe(token))",
                    expected: JSONTreeFormat.Expected.pair)
            case .pair(let nameToken, let valueToken, let position, let pairStart):
                guard nameToken.kind == .string, valueToken.kind == .string else {
                    throw malformed(
                        at: pairStart, at(attributes + "[\(position)]"), "found an array of 2 items",
                        expected: JSONTreeFormat.Expected.pair)
                }
                let value = intern(valueToken)
                try checkLength(value, token: valueToken) { at(attributes + "[\(position)]") }
                let name = intern(nameToken)
                let isName =
                    nameToken.hasEscapes
                    ? builder.strings.withUTF8(name) { XMLName.isValid(utf8: UnsafeRawBufferPointer($0)) }
                    : XMLName.isValid(utf8: rawValue(of: nameToken))
                guard isName else {
                    throw malformed(
                        at: nameToken.range.lowerBound, at(attributes + "[\(position)]"),
                        "the attribute name \"\(builder.strings.string(name))\" is not an XML name",
                        expected: "a name such as \"label\" or \"content-desc\" (the tree must be writable as XML)")
                }
                if let first = checkedAttributes.firstIndex(where: { $0.name == name }) {
                    throw malformed(
                        at: nameToken.range.lowerBound, at(attributes + "[\(position)]"),
                        "a second \"\(builder.strings.string(name))\" attribute (the first is [\(first)])",
                        expected: "each attribute name once, as XML requires")
                }
                checkedAttributes.append((name, value))
            }
        }
        pendingAttributes.removeSubrange(start...)

        if let token = pending.childrenScalar {
            throw malformed(
                at: token.range.lowerBound, at(".\(JSONTreeFormat.ElementKey.children)"), "found \(describe(token))",
                expected: JSONTreeFormat.Expected.children)
        }
        return (type, identifier)
    }

    /// What the XML reader requires of an element's name: on iOS an
    /// `XCUIElementType…` name, on Android no nested `hierarchy`, and an XML
    /// name everywhere.
    private func checkWritable(type: StringID, token: JSONTokenizer.Token, isRoot: Bool, path: () -> String)
        throws(PageSourceError)
    {
        let platform = builder.platform
        func check(_ bytes: UnsafeRawBufferPointer) -> (isName: Bool, isIOSType: Bool, isHierarchy: Bool) {
            (
                XMLName.isValid(utf8: bytes), bytes.starts(with: "XCUIElementType".utf8),
                bytes.elementsEqual(XMLPageSourceReader.androidRootName.utf8)
            )
        }
        let (isName, isIOSType, isHierarchy) =
            token.hasEscapes
            ? builder.strings.withUTF8(type) { check(UnsafeRawBufferPointer($0)) } : check(rawValue(of: token))
        let offset = token.range.lowerBound
        guard isName else {
            throw malformed(
                at: offset, path(), "\"\(builder.strings.string(type))\" is not an XML name",
                expected: "a type the XML page source can carry as an element name")
        }
        if platform == .ios, !isIOSType {
            throw malformed(
                at: offset, path(), "\"\(builder.strings.string(type))\" in an iOS tree",
                expected: "an XCUIElementType… name such as \"XCUIElementTypeButton\"")
        }
        if platform == .android, !isRoot, isHierarchy {
            throw malformed(at: offset, path(), "a nested \"hierarchy\" element", expected: "class-named elements")
        }
    }

    /// The XML reader's limit on one value (`ReadLimits.maximumAttributeLength`).
    private func checkLength(_ value: StringID, token: JSONTokenizer.Token, path: () -> String) throws(PageSourceError) {
        let limit = ReadLimits.maximumAttributeLength
        // Without escapes the value is its bytes between the quotes.
        let length = token.hasEscapes ? builder.strings.utf8Count(value) : token.range.count - 2
        guard length <= limit else {
            throw malformed(
                at: token.range.lowerBound, path(), "a value of \(length) bytes, longer than any page source has",
                expected: "at most \(limit) bytes per value")
        }
    }

    /// The string of `token` in the tree's string table, copied from the
    /// input as it stands unless it has escapes.
    private mutating func intern(_ token: JSONTokenizer.Token) -> StringID {
        guard token.hasEscapes else { return builder.intern(rawValue(of: token)) }
        decoded.removeAll(keepingCapacity: true)
        tokenizer.decodeString(token, into: &decoded)
        let bytes = decoded
        return bytes.withUnsafeBytes { builder.intern($0) }
    }

    private func describe(_ token: JSONTokenizer.Token) -> String {
        JSONScalar(token, in: tokenizer).description
    }
}
