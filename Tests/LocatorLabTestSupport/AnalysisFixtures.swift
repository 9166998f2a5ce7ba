import LocatorLabModel

/// Screens for the analysis tests, attributed as WebDriverAgent and
/// UiAutomator2 write them.
public enum AnalysisFixtures {
    public static func ios(
        _ shortType: String, name: String? = nil, label: String? = nil, value: String? = nil, y: Int = 0, index: Int = 0
    ) -> Element {
        let type = "XCUIElementType" + shortType
        var attributes = [Attribute("type", type)]
        if let value { attributes.append(Attribute("value", value)) }
        if let name { attributes.append(Attribute("name", name)) }
        if let label { attributes.append(Attribute("label", label)) }
        attributes += [
            Attribute("enabled", "true"), Attribute("visible", "true"), Attribute("accessible", "true"),
            Attribute("x", "16"), Attribute("y", String(y)), Attribute("width", "300"), Attribute("height", "44"),
            Attribute("index", String(index)),
        ]
        return Element(type: type, attributes: attributes)
    }

    public static func android(
        _ className: String, text: String = "", contentDescription: String? = nil, resourceID: String? = nil,
        top: Int = 0,
        index: Int = 0
    ) -> Element {
        var attributes = [
            Attribute("index", String(index)), Attribute("package", "com.example.shop"), Attribute("class", className),
            Attribute("text", text),
        ]
        if let contentDescription { attributes.append(Attribute("content-desc", contentDescription)) }
        if let resourceID { attributes.append(Attribute("resource-id", resourceID)) }
        attributes += [
            Attribute("clickable", "true"), Attribute("enabled", "true"),
            Attribute("bounds", "[0,\(top)][1080,\(top + 100)]"), Attribute("displayed", "true"),
        ]
        return Element(type: className, attributes: attributes)
    }

    /// A login form and a list:
    ///
    ///     #0  Application Shop
    ///     #1    Window
    ///     #2      Other Login.Form
    ///     #3        StaticText Email (label-named)
    ///     #4        TextField Login.Email
    ///     #5        Button Login.Submit "Sign in"
    ///     #6          StaticText Login.Submit "Sign in"
    ///     #7        Button Forgot password (label-named)
    ///     #8        Switch (no name)
    ///     #9      Table
    ///     #10       Cell
    ///     #11         StaticText Row.Title "First"
    ///     #12       Cell
    ///     #13         StaticText Row.Title "Second"
    ///     #14     Button 7F3A9C2E-1B4D-4E8F-9A6B-2C5D8E1F0A3B "Help"
    public static func iosShop() -> ElementTree {
        var builder = ElementTreeBuilder(platform: .ios, wrapper: "AppiumAUT")
        builder.open(ios("Application", name: "Shop", label: "Shop"))
        builder.open(ios("Window"))
        builder.open(ios("Other", name: "Login.Form", y: 100))
        builder.add(ios("StaticText", name: "Email", label: "Email", value: "Email", y: 100, index: 0))
        builder.add(ios("TextField", name: "Login.Email", label: "", value: "you@example.com", y: 140, index: 1))
        builder.open(ios("Button", name: "Login.Submit", label: "Sign in", y: 200, index: 2))
        builder.add(ios("StaticText", name: "Login.Submit", label: "Sign in", value: "Sign in", y: 210))
        builder.close()
        builder.add(ios("Button", name: "Forgot password", label: "Forgot password", y: 260, index: 3))
        builder.add(ios("Switch", value: "0", y: 320, index: 4))
        builder.close()
        builder.open(ios("Table", y: 400, index: 1))
        builder.open(ios("Cell", y: 400, index: 0))
        builder.add(ios("StaticText", name: "Row.Title", label: "First", value: "First", y: 410))
        builder.close()
        builder.open(ios("Cell", y: 460, index: 1))
        builder.add(ios("StaticText", name: "Row.Title", label: "Second", value: "Second", y: 470))
        builder.close()
        builder.close()
        builder.add(ios("Button", name: "7F3A9C2E-1B4D-4E8F-9A6B-2C5D8E1F0A3B", label: "Help", y: 700, index: 2))
        return builder.finish()
    }

    /// The same screen after a release: a banner above the form, translated
    /// labels, the switch gone.
    public static func iosShopNextVersion() -> ElementTree {
        var builder = ElementTreeBuilder(platform: .ios, wrapper: "AppiumAUT")
        builder.open(ios("Application", name: "Shop", label: "Shop"))
        builder.open(ios("Window"))
        builder.add(ios("Other", name: "Promo.Banner", y: 40))
        builder.open(ios("Other", name: "Login.Form", y: 100, index: 1))
        builder.add(ios("StaticText", name: "E-Mail", label: "E-Mail", value: "E-Mail", y: 100, index: 0))
        builder.add(ios("TextField", name: "Login.Email", label: "", value: "du@example.com", y: 140, index: 1))
        builder.open(ios("Button", name: "Login.Submit", label: "Anmelden", y: 200, index: 2))
        builder.add(ios("StaticText", name: "Login.Submit", label: "Anmelden", value: "Anmelden", y: 210))
        builder.close()
        builder.add(ios("Button", name: "Passwort vergessen", label: "Passwort vergessen", y: 260, index: 3))
        builder.close()
        builder.open(ios("Table", y: 400, index: 2))
        builder.open(ios("Cell", y: 400, index: 0))
        builder.add(ios("StaticText", name: "Row.Title", label: "Erste", value: "Erste", y: 410))
        builder.close()
        builder.close()
        return builder.finish()
    }

    /// A toolbar and a product list:
    ///
    ///     #0 hierarchy
    ///     #1   FrameLayout
    ///     #2     ViewGroup toolbar
    ///     #3       TextView "Products"
    ///     #4       ImageButton Shop.Cart cart_button
    ///     #5     RecyclerView product_list
    ///     #6       ViewGroup product_card Card_0
    ///     #7         TextView product_title "Shoes"
    ///     #8       ViewGroup product_card Card_1
    ///     #9         TextView product_title "Socks"
    public static func androidShop() -> ElementTree {
        var builder = ElementTreeBuilder(platform: .android)
        builder.open(
            Element(type: "hierarchy", attributes: [Attribute("index", "0"), Attribute("class", "hierarchy")]))
        builder.open(android("android.widget.FrameLayout"))
        builder.open(android("android.view.ViewGroup", resourceID: "com.example.shop:id/toolbar", top: 0))
        builder.add(android("android.widget.TextView", text: "Products", top: 10, index: 0))
        builder.add(
            android(
                "android.widget.ImageButton", contentDescription: "Shop.Cart",
                resourceID: "com.example.shop:id/cart_button",
                top: 10, index: 1))
        builder.close()
        builder.open(
            android(
                "androidx.recyclerview.widget.RecyclerView", resourceID: "com.example.shop:id/product_list", top: 200,
                index: 1))
        builder.open(
            android(
                "android.view.ViewGroup", contentDescription: "Shop.Card_0",
                resourceID: "com.example.shop:id/product_card", top: 200))
        builder.add(
            android("android.widget.TextView", text: "Shoes", resourceID: "com.example.shop:id/product_title", top: 210)
        )
        builder.close()
        builder.open(
            android(
                "android.view.ViewGroup", contentDescription: "Shop.Card_1",
                resourceID: "com.example.shop:id/product_card", top: 500, index: 1))
        builder.add(
            android("android.widget.TextView", text: "Socks", resourceID: "com.example.shop:id/product_title", top: 510)
        )
        builder.close()
        return builder.finish()
    }
}
