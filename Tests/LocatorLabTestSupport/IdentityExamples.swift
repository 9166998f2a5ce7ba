import LocatorLabModel
// Only tests use this file; a release build of every product (the README's
// install) compiles this target without the Testing module.
#if canImport(Testing)
    import Testing

/// One element and the identity verdict every command must reach on it
/// (``IdentityVerdict``). The model tests check the verdict itself; the
/// feature tests (suggestions, convert's resolver, audit, inspect) check
/// that what they conclude agrees, on the same examples.
public struct IdentityExample: Sendable, CustomTestStringConvertible {
    /// Why the example is here, shown as the test case's name.
    public let why: String
    public let platform: Platform
    /// The element, as a page source gives it.
    public let element: Element
    public let verdict: IdentityVerdict

    public var testDescription: String { "\(platform.displayName): \(why)" }

    /// The name `accessibility id` matches, if any.
    public var accessibilityName: String? { element.accessibilityName(on: platform) }

    /// The element alone on a screen: under an application and a window on
    /// iOS, under the `hierarchy` root and a frame layout on Android. The
    /// element is ``targetID``.
    public var tree: ElementTree {
        var builder = ElementTreeBuilder(platform: platform)
        switch platform {
        case .ios:
            _ = builder.open(Element(type: "XCUIElementTypeApplication", attributes: [Attribute("name", "Shop")]))
            _ = builder.open(Element(type: "XCUIElementTypeWindow"))
        case .android:
            _ = builder.open(Element(type: "hierarchy", attributes: [Attribute("rotation", "0")]))
            _ = builder.open(Element(type: "android.widget.FrameLayout"))
        }
        _ = builder.add(element)
        builder.close()
        builder.close()
        return builder.finish()
    }

    /// Where ``element`` is in ``tree``.
    public var targetID: ElementID { ElementID(2) }
}

/// The one table of identity examples.
public enum IdentityExamples {
    public static let all: [IdentityExample] = ios + android

    public static let ios: [IdentityExample] = [
        example(
            "a name that differs from the label is the identifier",
            ios("Button", name: "Login.Submit", label: "Log in"), .identifier),
        example(
            "a name equal to the label is the label", ios("Button", name: "Log in", label: "Log in"), .labelDerived),
        example(
            "iPhone as a whole name is a word people read", ios("StaticText", name: "iPhone", label: "iPhone"),
            .labelDerived),
        example(
            "a snake-case name equal to the label was set as an identifier",
            ios("Button", name: "login_button", label: "login_button"), .identifier),
        example(
            "a camel-case name equal to the label was set as an identifier",
            ios("Button", name: "loginButton", label: "loginButton"), .identifier),
        example(
            "an SF Symbol name on an image is its label", ios("Image", name: "person.circle", label: "person.circle"),
            .labelDerived),
        example(
            "a known empty identifier makes the name the label",
            ios("Button", name: "Settings.Row", label: "Settings.Row", identifier: ""), .labelDerived),
        example(
            "a known identifier decides", ios("Cell", name: "Settings.Row", label: "Wi-Fi", identifier: "Settings.Row"),
            .identifier),
        example(
            "a UUID in the name is generated",
            ios("Cell", name: "row-7F3A9C2E-1B4D-4E8F-9A6B-2C5D8E1F0A3B", label: "Row"), .generated),
        example(
            "a query-like suffix carries state", ios("Button", name: "Tab.Home?isSelected=true", label: "Home"),
            .stateCarrying),
        example("no name at all", ios("Other", name: nil, label: nil), .none),
    ]

    public static let android: [IdentityExample] = [
        example(
            "a dotted content-desc is an identifier", android("ImageButton", description: "Shop.Toolbar.Cart"),
            .identifier),
        example(
            "a camel-case content-desc is an identifier", android("Button", description: "loginButton"), .identifier),
        example("a sentence is a TalkBack label", android("ImageButton", description: "Navigate up"), .labelDerived),
        example(
            "iPhone is a word people read, not an identifier", android("TextView", description: "iPhone"), .labelDerived
        ),
        example("a price is text, dots notwithstanding", android("TextView", description: "$4.99"), .labelDerived),
        example(
            "a content-desc repeating the text is the text read aloud",
            android("TextView", description: "login_button", text: "login_button"), .labelDerived),
        example(
            "a resource-id identifies", android("Button", resourceID: "com.example.shop:id/cart_button"), .resourceID),
        example(
            "a long number in the resource-id is generated",
            android("LinearLayout", resourceID: "com.example.shop:id/row_1699955512"), .generated),
        example(
            "a state word in the content-desc carries state", android("Button", description: "tab_selected"),
            .stateCarrying),
        example("nothing identifies a bare layout", android("LinearLayout"), .none),
    ]

    private static func example(_ why: String, _ element: (Platform, Element), _ verdict: IdentityVerdict)
        -> IdentityExample
    {
        IdentityExample(why: why, platform: element.0, element: element.1, verdict: verdict)
    }

    private static func ios(_ type: String, name: String?, label: String?, identifier: String? = nil) -> (
        Platform, Element
    ) {
        var attributes: [Attribute] = []
        if let name { attributes.append(Attribute(AttributeName.name, name)) }
        if let label { attributes.append(Attribute(AttributeName.label, label)) }
        return (.ios, Element(type: "XCUIElementType" + type, attributes: attributes, identifier: identifier))
    }

    private static func android(
        _ widget: String, description: String? = nil, text: String? = nil, resourceID: String? = nil
    )
        -> (Platform, Element)
    {
        let type = "android.widget." + widget
        var attributes = [Attribute(AttributeName.className, type), Attribute(AttributeName.text, text ?? "")]
        attributes.append(Attribute(AttributeName.contentDescription, description ?? ""))
        attributes.append(Attribute(AttributeName.resourceID, resourceID ?? ""))
        return (.android, Element(type: type, attributes: attributes))
    }
}
#endif
