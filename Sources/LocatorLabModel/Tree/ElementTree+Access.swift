extension ElementTree {
    // Per-field reads that do not build a whole ``Element`` value. Hot loops
    // (indexes, query documents, strategy evaluators) use these; `tree[id]`
    // builds every attribute of the element and is for code that wants them.

    /// The element type of `id`.
    public func type(of id: ElementID) -> String {
        strings.string(records[id.index].type)
    }

    /// The element type of `id`, as an ID in ``strings``.
    @inlinable
    public func typeID(of id: ElementID) -> StringID {
        records[id.index].type
    }

    /// The value of attribute `name` on `id`, if present (the first, should
    /// a source repeat a name).
    public func attribute(_ name: String, of id: ElementID) -> String? {
        guard let nameID = strings.id(of: name), let value = attributeValue(nameID, of: id) else { return nil }
        return strings.string(value)
    }

    /// The value ID of the attribute whose name has ID `name` on `id`.
    @inlinable
    public func attributeValue(_ name: StringID, of id: ElementID) -> StringID? {
        for attribute in internedAttributes(of: id) where attribute.name == name {
            return attribute.value
        }
        return nil
    }

    /// The attributes of `id` as IDs in ``strings``, in the order read.
    @inlinable
    public func internedAttributes(of id: ElementID) -> ArraySlice<InternedAttribute> {
        let record = records[id.index]
        let start = Int(record.attributeStart)
        return attributeRecords[start..<(start + Int(record.attributeCount))]
    }

    /// Calls `body` with each element of `range` that has attribute `name`
    /// and that attribute's value (the first, as ``attributeValue(_:of:)``
    /// reads it), in document order. One pass over the flat storage, for
    /// loops over a whole tree (indexes, lookups without one).
    @inlinable
    public func forEachValue(ofAttribute name: StringID, in range: Range<Int>, _ body: (Int, StringID) -> Void) {
        records.withUnsafeBufferPointer { records in
            attributeRecords.withUnsafeBufferPointer { attributes in
                for index in range {
                    let record = records[index]
                    let start = Int(record.attributeStart)
                    for position in start..<(start + Int(record.attributeCount)) where attributes[position].name == name {
                        body(index, attributes[position].value)
                        break
                    }
                }
            }
        }
    }

    /// Calls `body` with each element of `range`, its type and its
    /// attributes (a view of the tree's storage, valid during the call), in
    /// document order: one pass without an array access per field, for
    /// evaluators that test every element of a subtree.
    @inlinable
    public func forEachElement(
        in range: Range<Int>, _ body: (Int, StringID, Slice<UnsafeBufferPointer<InternedAttribute>>) -> Void
    ) {
        records.withUnsafeBufferPointer { records in
            attributeRecords.withUnsafeBufferPointer { attributes in
                for index in range {
                    let record = records[index]
                    let start = Int(record.attributeStart)
                    body(index, record.type, attributes[start..<(start + Int(record.attributeCount))])
                }
            }
        }
    }

    /// The attributes of `id`, in the order read.
    public func attributes(of id: ElementID) -> [Attribute] {
        internedAttributes(of: id).map { Attribute(strings.string($0.name), strings.string($0.value)) }
    }

    /// The raw accessibility identifier of `id`, when the source tells it
    /// apart from `name` (see ``Element/identifier``).
    public func identifier(of id: ElementID) -> String? {
        let raw = records[id.index].identifier
        return raw == ElementRecord.noIdentifier ? nil : strings.string(StringID(raw: raw))
    }

    /// XCTest's `value` of `id` where the source tells it apart from the
    /// `value` attribute (see ``Element/snapshotValue``); `nil` when the
    /// attribute is XCTest's value.
    public func snapshotValue(of id: ElementID) -> String? {
        let raw = records[id.index].snapshotValue
        return raw == ElementRecord.noIdentifier ? nil : strings.string(StringID(raw: raw))
    }

    /// The parent of `id`, or `nil` for the root.
    @inlinable
    public func parent(of id: ElementID) -> ElementID? {
        let parent = records[id.index].parent
        return parent < 0 ? nil : ElementID(Int(parent))
    }

    /// The depth of `id` (0 for the root).
    @inlinable
    public func depth(of id: ElementID) -> Int {
        Int(records[id.index].depth)
    }

    /// One past the last element of `id`'s subtree, in document order.
    @inlinable
    public func subtreeEnd(of id: ElementID) -> Int {
        Int(records[id.index].subtreeEnd)
    }

    /// The frame of `id`, read as ``Element/frame`` reads it.
    public func frame(of id: ElementID) -> Frame? {
        frame(of: id, names: FrameAttributeIDs(strings))
    }

    /// Every element's frame, in document order, with the frame attributes'
    /// names looked up once rather than per element.
    public func frames() -> [Frame?] {
        let names = FrameAttributeIDs(strings)
        return ids.map { frame(of: $0, names: names) }
    }

    /// The IDs of the attributes a frame is read from (`nil`: not in the tree).
    struct FrameAttributeIDs {
        let bounds, x, y, width, height: StringID?

        init(_ strings: StringTable) {
            bounds = strings.id(of: AttributeName.bounds)
            x = strings.id(of: AttributeName.x)
            y = strings.id(of: AttributeName.y)
            width = strings.id(of: AttributeName.width)
            height = strings.id(of: AttributeName.height)
        }
    }

    private func frame(of id: ElementID, names: FrameAttributeIDs) -> Frame? {
        func value(_ name: StringID?) -> String? {
            name.flatMap { attributeValue($0, of: id) }.map(strings.string)
        }
        if let bounds = value(names.bounds) {
            return Frame(androidBounds: bounds)
        }
        guard let x = value(names.x).flatMap({ Int($0) }), let y = value(names.y).flatMap({ Int($0) }),
            let width = value(names.width).flatMap({ Int($0) }), let height = value(names.height).flatMap({ Int($0) })
        else { return nil }
        return Frame(x: x, y: y, width: width, height: height)
    }

    /// Sets attribute `name` of `id` to `value`, or removes it for `nil`,
    /// keeping the other attributes and their order.
    public mutating func setAttribute(_ name: String, to value: String?, of id: ElementID) {
        let nameID = strings.intern(name)
        let record = records[id.index]
        if let value {
            // The common case, a new value for an attribute the element has,
            // changes one ID in place.
            let start = Int(record.attributeStart)
            for position in start..<(start + Int(record.attributeCount)) where attributeRecords[position].name == nameID {
                attributeRecords[position].value = strings.intern(value)
                return
            }
        }
        var interned = Array(internedAttributes(of: id))
        if let position = interned.firstIndex(where: { $0.name == nameID }) {
            if let value {
                interned[position].value = strings.intern(value)
            } else {
                interned.remove(at: position)
            }
        } else if let value {
            interned.append(InternedAttribute(name: nameID, value: strings.intern(value)))
        } else {
            return
        }
        setAttributes(of: id.index, to: interned)
    }
}
