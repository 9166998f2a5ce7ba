import LocatorLabModel

/// Lookup tables for the strategies that are plain attribute equality, built
/// once per tree (a pass over flat storage per table) so that no lookup walks
/// the tree again; ``walk(_:_:equalTo:)`` gives the same answer without them.
/// Every list is in document order, and a view of the index's storage
/// (``IndexedElements``): a lookup hashes the text once and allocates nothing.
///
/// - iOS: `name` as written in the page source (WebDriverAgent's
///   identifier-else-label) for accessibility id and id; element type for
///   class name.
/// - Android: `content-desc` for accessibility id, `resource-id` for id and
///   the `class` attribute (the element type when it is missing) for class
///   name. The `hierarchy` root is left out: UiAutomator2 searches the
///   accessibility nodes, and `hierarchy` is none.
///
/// Keys are the tree's interned string IDs, so building hashes nothing: each
/// table is a counting sort of elements by value ID (``StringIDGroups``).
public struct LocatorIndex: Sendable {
    public let platform: Platform
    /// Everything else, behind one reference: a copy of the index (each
    /// `LocatorEngine.index` read) retains and releases one object instead
    /// of the string table's and the groups' nine arrays and the package.
    private let storage: Storage

    private final class Storage: Sendable {
        let strings: StringTable
        let byAccessibilityID: StringIDGroups
        let byResourceID: StringIDGroups
        let byClass: StringIDGroups
        let mostCommonPackage: String?

        init(
            strings: StringTable, byAccessibilityID: StringIDGroups, byResourceID: StringIDGroups,
            byClass: StringIDGroups, mostCommonPackage: String?
        ) {
            self.strings = strings
            self.byAccessibilityID = byAccessibilityID
            self.byResourceID = byResourceID
            self.byClass = byClass
            self.mostCommonPackage = mostCommonPackage
        }
    }

    /// The most common `package` value (Android), ties going to the value
    /// seen first in document order.
    public var mostCommonPackage: String? { storage.mostCommonPackage }

    /// The three lookups, each an equality of one string per element.
    public enum Table: Sendable, CaseIterable {
        case accessibilityID, resourceID, className
    }

    public init(_ tree: ElementTree) {
        platform = tree.platform
        let elements = Self.searched(in: tree)
        func groups(_ table: Table) -> StringIDGroups {
            guard let keys = Self.keys(table, in: tree) else {
                return StringIDGroups(stringCount: 0, elements: 0..<0, keys: [])
            }
            return StringIDGroups(stringCount: tree.strings.count, elements: elements, keys: keys)
        }
        storage = Storage(
            strings: tree.strings, byAccessibilityID: groups(.accessibilityID), byResourceID: groups(.resourceID),
            byClass: groups(.className), mostCommonPackage: Self.mostCommonPackage(in: tree))
    }

    /// The elements the lookups search: all but Android's `hierarchy` root.
    private static func searched(in tree: ElementTree) -> Range<Int> {
        (tree.hasAndroidHierarchyRoot ? 1 : 0)..<tree.count
    }

    /// What `table` files each element of ``searched(in:)`` under (a string
    /// ID's raw value, or ``StringIDGroups/noKey``), or `nil` when the
    /// table is empty on the tree's platform (resource ids on iOS).
    private static func keys(_ table: Table, in tree: ElementTree) -> [UInt32]? {
        let elements = searched(in: tree)
        func values(of attribute: String, else fallback: [UInt32]? = nil) -> [UInt32] {
            var keys = fallback ?? [UInt32](repeating: StringIDGroups.noKey, count: elements.count)
            guard let name = tree.strings.id(of: attribute) else { return keys }
            keys.withUnsafeMutableBufferPointer { keys in
                tree.forEachValue(ofAttribute: name, in: elements) { index, value in
                    keys[index - elements.lowerBound] = value.raw
                }
            }
            return keys
        }
        let types = { elements.map { tree.typeID(of: ElementID($0)).raw } }
        switch (tree.platform, table) {
        case (.ios, .accessibilityID): return values(of: AttributeName.name)
        case (.ios, .resourceID): return nil
        case (.ios, .className): return types()
        case (.android, .accessibilityID): return values(of: AttributeName.contentDescription)
        case (.android, .resourceID): return values(of: AttributeName.resourceID)
        // `class`, or the element type when the attribute is missing.
        case (.android, .className): return values(of: AttributeName.className, else: types())
        }
    }

    /// The elements `table` files under `value`, in document order, found
    /// by walking `tree`: the index's answer, without building the index.
    /// Cheaper for a few lookups on a tree seen once (a survival trial).
    public static func walk(_ tree: ElementTree, _ table: Table, equalTo value: String) -> [ElementID] {
        guard let wanted = tree.strings.id(of: value), let keys = keys(table, in: tree) else { return [] }
        let first = searched(in: tree).lowerBound
        return keys.indices.filter { keys[$0] == wanted.raw }.map { ElementID(first + $0) }
    }

    /// The most common `package` value (Android; `nil` on iOS), as
    /// ``mostCommonPackage`` reads it.
    public static func mostCommonPackage(in tree: ElementTree) -> String? {
        tree.platform == .android
            ? mostCommonValue(of: AttributeName.package, in: tree, elements: searched(in: tree)) : nil
    }

    private static func mostCommonValue(of attribute: String, in tree: ElementTree, elements: Range<Int>) -> String? {
        guard let name = tree.strings.id(of: attribute) else { return nil }
        var counts: [StringID: (count: Int, first: Int)] = [:]
        for index in elements {
            for candidate in tree.internedAttributes(of: ElementID(index)) where candidate.name == name {
                counts[candidate.value, default: (0, index)].count += 1
            }
        }
        let best = counts.max { lhs, rhs in
            lhs.value.count != rhs.value.count ? lhs.value.count < rhs.value.count : lhs.value.first > rhs.value.first
        }
        return best.map { tree.strings.string($0.key) }
    }

    /// The elements `table` files under `value`, in document order.
    public func elements(_ table: Table, equalTo value: String) -> IndexedElements {
        switch table {
        case .accessibilityID: elements(withAccessibilityID: value)
        case .resourceID: elements(withResourceID: value)
        case .className: elements(ofClass: value)
        }
    }

    /// iOS: elements whose `name` equals `value` exactly (case-sensitive).
    /// Android: elements whose `content-desc` equals `value`.
    public func elements(withAccessibilityID value: String) -> IndexedElements {
        storage.strings.id(of: value).map { storage.byAccessibilityID.elements(with: $0) } ?? .none
    }

    /// Android: elements whose `resource-id` equals `value` exactly (no
    /// package completion here; see ``LocatorEngine``). Empty on iOS.
    public func elements(withResourceID value: String) -> IndexedElements {
        storage.strings.id(of: value).map { storage.byResourceID.elements(with: $0) } ?? .none
    }

    /// Android: elements whose `resource-id` is `prefix` followed by
    /// `value` (`com.example:id/` and `login`): an `id` completed as
    /// UiAutomator2 completes it, looked up without making the joined
    /// string (the text is joined on the stack).
    public func elements(withResourceIDPrefix prefix: [UInt8], _ value: String) -> IndexedElements {
        var value = value
        return value.withUTF8 { tail in
            let count = prefix.count + tail.count
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { joined in
                _ = joined.initialize(fromContentsOf: prefix)
                if !tail.isEmpty {
                    (joined.baseAddress! + prefix.count).initialize(from: tail.baseAddress!, count: tail.count)
                }
                let text = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: joined[..<count]))
                return storage.strings.id(ofUTF8: text).map { storage.byResourceID.elements(with: $0) } ?? .none
            }
        }
    }

    /// iOS: elements of type `value` (full `XCUIElementType…` name).
    /// Android: elements whose `class` equals `value`.
    public func elements(ofClass value: String) -> IndexedElements {
        storage.strings.id(of: value).map { storage.byClass.elements(with: $0) } ?? .none
    }

    /// How many elements carry accessibility id `value`, for uniqueness checks.
    public func count(ofAccessibilityID value: String) -> Int {
        storage.strings.id(of: value).map { storage.byAccessibilityID.count(of: $0) } ?? 0
    }
}
