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
public struct LocatorIndex: Sendable {
    public let platform: Platform
    private var byAccessibilityID: [String: [ElementID]] = [:]
    private var byResourceID: [String: [ElementID]] = [:]
    private var byClass: [String: [ElementID]] = [:]
    /// The most common `package` value (Android), ties going to the value
    /// seen first in document order.
    public let mostCommonPackage: String?

    public init(_ tree: ElementTree) {
        platform = tree.platform
        let count = tree.elements.count
        // Most elements carry no identifier, and a screen has a few dozen
        // classes; these sizes avoid rehashing for typical trees.
        byAccessibilityID.reserveCapacity(count / 4)
        byClass.reserveCapacity(64)

        var packages: [String: (count: Int, first: Int)] = [:]
        let skipRoot = tree.platform == .android && tree.elements.first?.type == "hierarchy"

        switch tree.platform {
        case .ios:
            for (index, element) in tree.elements.enumerated() {
                let id = ElementID(index)
                for attribute in element.attributes where attribute.name == AttributeName.name {
                    byAccessibilityID[attribute.value, default: []].append(id)
                    break
                }
                byClass[element.type, default: []].append(id)
            }
        case .android:
            byResourceID.reserveCapacity(count / 4)
            for (index, element) in tree.elements.enumerated() {
                if index == 0 && skipRoot { continue }
                let id = ElementID(index)
                var className: String?
                // One scan over the attributes picks up everything needed.
                for attribute in element.attributes {
                    switch attribute.name {
                    case AttributeName.contentDescription:
                        byAccessibilityID[attribute.value, default: []].append(id)
                    case AttributeName.resourceID:
                        byResourceID[attribute.value, default: []].append(id)
                    case AttributeName.className:
                        className = attribute.value
                    case AttributeName.package:
                        packages[attribute.value, default: (0, index)].count += 1
                    default:
                        break
                    }
                }
                byClass[className ?? element.type, default: []].append(id)
            }
        }
        mostCommonPackage = packages.max { lhs, rhs in
            lhs.value.count != rhs.value.count ? lhs.value.count < rhs.value.count : lhs.value.first > rhs.value.first
        }?.key
    }

    /// iOS: elements whose `name` equals `value` exactly (case-sensitive).
    /// Android: elements whose `content-desc` equals `value`.
    public func elements(withAccessibilityID value: String) -> [ElementID] {
        byAccessibilityID[value] ?? []
    }

    /// Android: elements whose `resource-id` equals `value` exactly (no
    /// package completion here; see ``LocatorEngine``). Empty on iOS.
    public func elements(withResourceID value: String) -> [ElementID] {
        byResourceID[value] ?? []
    }

    /// iOS: elements of type `value` (full `XCUIElementType…` name).
    /// Android: elements whose `class` equals `value`.
    public func elements(ofClass value: String) -> [ElementID] {
        byClass[value] ?? []
    }

    /// How many elements carry accessibility id `value`, for uniqueness checks.
    public func count(ofAccessibilityID value: String) -> Int {
        byAccessibilityID[value]?.count ?? 0
    }
}
