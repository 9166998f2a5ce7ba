/// The mobile platform a page source comes from. It decides how attributes
/// are read, which identifier a locator matches and how XML is written.
public enum Platform: String, Sendable, Hashable, Codable, CaseIterable {
    /// iOS and iPadOS through XCUITest / WebDriverAgent.
    case ios
    /// Android through UiAutomator2.
    case android

    /// How people write the platform's name: `iOS`, `Android`.
    public var displayName: String {
        switch self {
        case .ios: "iOS"
        case .android: "Android"
        }
    }

    /// The driver that writes the page source and answers locators:
    /// WebDriverAgent (for the XCUITest driver) or UiAutomator2.
    public var driverName: String {
        switch self {
        case .ios: "WebDriverAgent"
        case .android: "UiAutomator2"
        }
    }

    /// The other platform.
    public var other: Platform {
        switch self {
        case .ios: .android
        case .android: .ios
        }
    }

    /// The attribute `accessibility id` compares: WebDriverAgent's `name`
    /// (identifier, else label) or UiAutomator2's `content-desc`
    /// (xcuitest-driver and uiautomator2-driver `find` commands).
    public var accessibilityNameAttribute: String {
        switch self {
        case .ios: AttributeName.name
        case .android: AttributeName.contentDescription
        }
    }

    /// The attribute holding the text people see: `label` or `text`.
    public var labelAttribute: String {
        switch self {
        case .ios: AttributeName.label
        case .android: AttributeName.text
        }
    }

    /// The driver's attribute order (``AttributeName/iosOrder`` with
    /// ``AttributeName/iosTrailing``, or ``AttributeName/androidOrder``).
    public var attributeOrder: [String] {
        switch self {
        case .ios: AttributeName.iosOrder + AttributeName.iosTrailing
        case .android: AttributeName.androidOrder
        }
    }

    /// The attributes this platform's driver writes and the other's never
    /// does, derived from the two attribute orders: `name`, `label`, `x`…
    /// on iOS; `text`, `content-desc`, `resource-id`, `bounds`… on Android.
    /// `index`, `enabled` and `focused` are written by both.
    public var onlyAttributeNames: Set<String> {
        switch self {
        case .ios: Self.iosOnlyAttributeNames
        case .android: Self.androidOnlyAttributeNames
        }
    }

    private static let iosOnlyAttributeNames = Set(Platform.ios.attributeOrder)
        .subtracting(Platform.android.attributeOrder)
    private static let androidOnlyAttributeNames = Set(Platform.android.attributeOrder)
        .subtracting(Platform.ios.attributeOrder)
}
