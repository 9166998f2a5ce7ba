import LocatorLabModel

/// Lookup tables for the strategies that are plain attribute equality, built
/// in one pass over a tree so that no lookup walks the tree again. Every list
/// is in document order.
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
    private let strings: StringTable
    private let byAccessibilityID: StringIDGroups
    private let byResourceID: StringIDGroups
    private let byClass: StringIDGroups
    /// The most common `package` value (Android), ties going to the value
    /// seen first in document order.
    public let mostCommonPackage: String?

    public init(_ tree: ElementTree) {
        platform = tree.platform
        strings = tree.strings
        let first = tree.hasAndroidHierarchyRoot ? 1 : 0
        let elements = first..<tree.count
        switch tree.platform {
        case .ios:
            let name = tree.strings.id(of: AttributeName.name)
            byAccessibilityID = StringIDGroups(stringCount: strings.count, elements: elements) { index in
                name.flatMap { tree.attributeValue($0, of: ElementID(index)) }
            }
            byResourceID = StringIDGroups(stringCount: 0, elements: 0..<0) { _ in nil }
            byClass = StringIDGroups(stringCount: strings.count, elements: elements) { index in
                tree.typeID(of: ElementID(index))
            }
            mostCommonPackage = nil
        case .android:
            let description = tree.strings.id(of: AttributeName.contentDescription)
            let resourceID = tree.strings.id(of: AttributeName.resourceID)
            let className = tree.strings.id(of: AttributeName.className)
            byAccessibilityID = StringIDGroups(stringCount: strings.count, elements: elements) { index in
                description.flatMap { tree.attributeValue($0, of: ElementID(index)) }
            }
            byResourceID = StringIDGroups(stringCount: strings.count, elements: elements) { index in
                resourceID.flatMap { tree.attributeValue($0, of: ElementID(index)) }
            }
            byClass = StringIDGroups(stringCount: strings.count, elements: elements) { index in
                let id = ElementID(index)
                return className.flatMap { tree.attributeValue($0, of: id) } ?? tree.typeID(of: id)
            }
            mostCommonPackage = Self.mostCommonValue(of: AttributeName.package, in: tree, elements: elements)
        }
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

    /// iOS: elements whose `name` equals `value` exactly (case-sensitive).
    /// Android: elements whose `content-desc` equals `value`.
    public func elements(withAccessibilityID value: String) -> [ElementID] {
        strings.id(of: value).map { byAccessibilityID.elements(with: $0) } ?? []
    }

    /// Android: elements whose `resource-id` equals `value` exactly (no
    /// package completion here; see ``LocatorEngine``). Empty on iOS.
    public func elements(withResourceID value: String) -> [ElementID] {
        strings.id(of: value).map { byResourceID.elements(with: $0) } ?? []
    }

    /// iOS: elements of type `value` (full `XCUIElementType…` name).
    /// Android: elements whose `class` equals `value`.
    public func elements(ofClass value: String) -> [ElementID] {
        strings.id(of: value).map { byClass.elements(with: $0) } ?? []
    }

    /// How many elements carry accessibility id `value`, for uniqueness checks.
    public func count(ofAccessibilityID value: String) -> Int {
        strings.id(of: value).map { byAccessibilityID.count(of: $0) } ?? 0
    }
}
