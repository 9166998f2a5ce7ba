import LocatorLabModel

/// An XCUITest element type as WebDriverAgent names it (`XCUIElementTypeButton`).
/// The common types are constants; any other name can be given raw. What
/// is known about each type comes from ``XCUIElementTypeTable``.
public struct IOSElementType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The type named by its short name (`Button`), `nil` for a name that is
    /// not a public `XCUIElement.ElementType`.
    public init?(shortName: String) {
        guard let entry = XCUIElementTypeTable.entry(forShortName: shortName) else { return nil }
        self.init(rawValue: entry.fullName)
    }

    public var description: String { rawValue }

    /// The table's entry, `nil` for a name that is not a public type.
    public var entry: XCUIElementTypeTable.Entry? { XCUIElementTypeTable.entry(forFullName: rawValue) }

    /// The `XCUIElementTypeQueryProvider` property that finds elements of
    /// this type in a UI test (`buttons`, `otherElements`).
    public var queryName: String? { entry?.queryName }

    public static let other = IOSElementType(rawValue: "XCUIElementTypeOther")
    public static let application = IOSElementType(rawValue: "XCUIElementTypeApplication")
    public static let window = IOSElementType(rawValue: "XCUIElementTypeWindow")
    public static let button = IOSElementType(rawValue: "XCUIElementTypeButton")
    public static let staticText = IOSElementType(rawValue: "XCUIElementTypeStaticText")
    public static let image = IOSElementType(rawValue: "XCUIElementTypeImage")
    public static let textField = IOSElementType(rawValue: "XCUIElementTypeTextField")
    public static let secureTextField = IOSElementType(rawValue: "XCUIElementTypeSecureTextField")
    public static let searchField = IOSElementType(rawValue: "XCUIElementTypeSearchField")
    public static let textView = IOSElementType(rawValue: "XCUIElementTypeTextView")
    public static let `switch` = IOSElementType(rawValue: "XCUIElementTypeSwitch")
    public static let link = IOSElementType(rawValue: "XCUIElementTypeLink")
    public static let cell = IOSElementType(rawValue: "XCUIElementTypeCell")
    public static let table = IOSElementType(rawValue: "XCUIElementTypeTable")
    public static let collectionView = IOSElementType(rawValue: "XCUIElementTypeCollectionView")
    public static let scrollView = IOSElementType(rawValue: "XCUIElementTypeScrollView")
    public static let navigationBar = IOSElementType(rawValue: "XCUIElementTypeNavigationBar")

    /// Whether UIKit/SwiftUI make views of this type accessibility elements
    /// by default (controls, text and images do; containers do not).
    public var isAccessibilityElementByDefault: Bool {
        switch self {
        case .button, .staticText, .image, .textField, .secureTextField, .searchField, .textView, .switch, .link:
            return true
        default:
            return false
        }
    }

    /// The WDA `traits` text for the type's usual accessibility traits
    /// (`""` when none are known).
    public var defaultTraits: String {
        switch self {
        case .button: return "Button"
        case .staticText: return "StaticText"
        case .image: return "Image"
        case .link: return "Link"
        case .searchField: return "SearchField"
        default: return ""
        }
    }
}
