/// A whole screen: elements stored flat in document order. A subtree is a
/// contiguous range, so walking, copying and freeing a tree never recurse,
/// however deep it is nested.
///
/// Storage is columnar and interned: each element is a fixed-size record,
/// every attribute two 32-bit IDs, and every distinct string (type,
/// attribute name, value) is stored once in ``strings``. A tree is a value:
/// copies share storage until one of them changes.
public struct ElementTree: Sendable {
    /// The platform the tree comes from.
    public var platform: Platform
    /// The name of a wrapper element that stood around the root in the source
    /// (`AppiumAUT` in Appium's iOS page sources). It is not part of the tree:
    /// drivers evaluate locators without it.
    public var wrapper: String?
    /// How the XML file the tree was read from was laid out, so that it can
    /// be written again the way its era wrote it.
    public var xmlLayout = XMLLayout.current
    /// What the reader did with the input that the user should be told
    /// (``ReadingNote``); empty for trees that were not read from a file.
    public var readingNotes: [ReadingNote] = []
    /// Every string of the tree.
    public internal(set) var strings = StringTable()
    @usableFromInline var records: [ElementRecord] = []
    @usableFromInline var attributeRecords: [InternedAttribute] = []

    public init(platform: Platform, wrapper: String? = nil) {
        self.platform = platform
        self.wrapper = wrapper
    }

    /// The layouts of XML page sources.
    public enum XMLLayout: Sendable {
        /// As the drivers write today: WebDriverAgent's libxml2 output
        /// (`xmlDocDumpFormatMemory`, the `AppiumAUT` scope on a line of its
        /// own), UiAutomator2's KXmlSerializer.
        case current
        /// The XML declaration, `<AppiumAUT>` and the application element
        /// on one line, `</AppiumAUT>` right after the last end tag, line
        /// breaks in values raw: the XCUITest driver before 3.57.0 wrapped
        /// WebDriverAgent's XML itself, with xmldom (xcuitest-driver@c34c74e44:
        /// `lib/commands/source.js`; 3.57.0, 2021-11, asks WebDriverAgent
        /// for the scope instead, 63ba529ba). Some 2025 sources, with
        /// `traits`, are still written this way by whatever stands between
        /// the driver and the user (the file does not say what).
        case wrapperOnDeclarationLine
    }

    /// The root element's ID, or `nil` for an empty tree.
    public var root: ElementID? { records.isEmpty ? nil : ElementID(0) }

    /// The number of elements.
    @inlinable public var count: Int { records.count }

    /// Whether the tree has no elements.
    public var isEmpty: Bool { records.isEmpty }

    /// All element IDs in document order.
    @inlinable public var ids: ElementIDs {
        ElementIDs(0..<records.count)
    }

    /// Every element as an ``Element`` value, built on access. Loops over a
    /// whole tree should read fields with the per-field accessors instead
    /// (``type(of:)``, ``attribute(_:of:)``).
    public var elements: ElementList { ElementList(tree: self) }

    /// The element `id` as a value. Setting replaces its type, attributes
    /// and identifier; structure is owned by the tree.
    public subscript(id: ElementID) -> Element {
        get { element(at: id.index) }
        set { replaceContent(of: id.index, with: newValue) }
    }

    /// Whether the root is Android's `hierarchy` element, which UiAutomator2
    /// never returns as a match.
    public var hasAndroidHierarchyRoot: Bool {
        platform == .android && !records.isEmpty && strings.string(records[0].type) == "hierarchy"
    }

    /// Whether `id` is that `hierarchy` root. Readers only accept
    /// `hierarchy` as the root, so no other element is one.
    public func isAndroidHierarchy(_ id: ElementID) -> Bool {
        id.index == 0 && hasAndroidHierarchyRoot
    }

    /// The children of `id`, in document order.
    public func children(of id: ElementID) -> ElementChildren {
        ElementChildren(tree: self, parent: id)
    }

    /// The descendants of `id` (not `id` itself), in document order.
    @inlinable public func descendants(of id: ElementID) -> ElementIDs {
        ElementIDs((id.index + 1)..<Int(records[id.index].subtreeEnd))
    }

    /// The 0-based position of `id` among its parent's children.
    public func siblingPosition(of id: ElementID) -> Int {
        guard let parent = parent(of: id) else { return 0 }
        var position = 0
        for child in children(of: parent) {
            if child == id { return position }
            position += 1
        }
        return position
    }

    /// The ancestors of `id`, nearest first.
    public func ancestors(of id: ElementID) -> [ElementID] {
        var result: [ElementID] = []
        var current = records[id.index].parent
        while current >= 0 {
            result.append(ElementID(Int(current)))
            current = records[Int(current)].parent
        }
        return result
    }

    /// The deepest nesting in the tree (the root is depth 0).
    public var maximumDepth: Int {
        Int(records.reduce(0) { max($0, $1.depth) })
    }

    /// Roughly the bytes the tree's storage holds (records, attributes and
    /// strings), for memory accounting.
    public var storageBytes: Int {
        records.count * MemoryLayout<ElementRecord>.stride + attributeRecords.count
            * MemoryLayout<InternedAttribute>.stride + strings.byteCount + strings.count * 24
    }

    // MARK: Building and changing

    func element(at index: Int) -> Element {
        let record = records[index]
        let start = Int(record.attributeStart)
        var attributes: [Attribute] = []
        attributes.reserveCapacity(Int(record.attributeCount))
        for attribute in attributeRecords[start..<(start + Int(record.attributeCount))] {
            attributes.append(Attribute(strings.string(attribute.name), strings.string(attribute.value)))
        }
        var element = Element(
            type: strings.string(record.type), attributes: attributes,
            identifier: record.identifier == ElementRecord.noIdentifier
                ? nil : strings.string(StringID(raw: record.identifier)),
            snapshotValue: record.snapshotValue == ElementRecord.noIdentifier
                ? nil : strings.string(StringID(raw: record.snapshotValue)))
        element.parent = record.parent < 0 ? nil : ElementID(Int(record.parent))
        element.depth = Int(record.depth)
        element.subtreeEnd = Int(record.subtreeEnd)
        return element
    }

    mutating func replaceContent(of index: Int, with element: Element) {
        records[index].type = strings.intern(element.type)
        records[index].identifier = element.identifier.map { strings.intern($0).raw } ?? ElementRecord.noIdentifier
        records[index].snapshotValue =
            element.snapshotValue.map { strings.intern($0).raw } ?? ElementRecord.noIdentifier
        let interned = element.attributes.map {
            InternedAttribute(name: strings.intern($0.name), value: strings.intern($0.value))
        }
        setAttributes(of: index, to: interned)
    }

    /// Replaces the attributes of element `index`: in place when they fit,
    /// else appended (the old slots become unused).
    mutating func setAttributes(of index: Int, to interned: [InternedAttribute]) {
        let record = records[index]
        if interned.count <= Int(record.attributeCount) {
            let start = Int(record.attributeStart)
            attributeRecords.replaceSubrange(start..<(start + interned.count), with: interned)
        } else {
            records[index].attributeStart = UInt32(attributeRecords.count)
            attributeRecords.append(contentsOf: interned)
        }
        records[index].attributeCount = UInt32(interned.count)
    }
}

/// How ``ElementTree`` stores one element: 32 bytes of numbers, the strings
/// in the tree's ``StringTable`` and the attributes in one shared array.
@usableFromInline
struct ElementRecord: Sendable {
    /// `identifier` when the source does not tell the raw identifier apart,
    /// and `snapshotValue` when the `value` attribute is XCTest's value.
    @usableFromInline static let noIdentifier = UInt32.max

    @usableFromInline var type: StringID
    /// A ``StringID`` raw value, or ``noIdentifier``.
    @usableFromInline var identifier: UInt32
    /// A ``StringID`` raw value, or ``noIdentifier`` (``Element/snapshotValue``).
    @usableFromInline var snapshotValue: UInt32
    /// -1 for the root.
    @usableFromInline var parent: Int32
    @usableFromInline var depth: Int32
    @usableFromInline var subtreeEnd: Int32
    /// Where the element's attributes start in the tree's attribute array.
    @usableFromInline var attributeStart: UInt32
    @usableFromInline var attributeCount: UInt32
}
