import LocatorLabModel

/// Element trees for the locator tests, with attributes as WebDriverAgent and
/// UiAutomator2 write them.
enum TreeFixtures {
    /// An iOS element in WebDriverAgent's attribute order (formats.md 1.4).
    static func ios(
        _ shortType: String, name: String? = nil, label: String? = nil, value: String? = nil, index: Int = 0,
        extra: [Attribute] = []
    ) -> Element {
        let type = "XCUIElementType" + shortType
        var attributes = [Attribute("type", type)]
        if let value { attributes.append(Attribute("value", value)) }
        if let name { attributes.append(Attribute("name", name)) }
        if let label { attributes.append(Attribute("label", label)) }
        attributes += [
            Attribute("enabled", "true"), Attribute("visible", "true"), Attribute("accessible", "false"),
            Attribute("x", "0"), Attribute("y", "0"), Attribute("width", "393"), Attribute("height", "852"),
            Attribute("index", String(index)), Attribute("traits", ""),
        ]
        return Element(type: type, attributes: attributes + extra)
    }

    /// An Android element in UiAutomator2's attribute order (formats.md 2.1).
    static func android(
        _ className: String, package: String = "com.example.shop", text: String = "", contentDescription: String? = nil,
        resourceID: String? = nil, index: Int = 0
    ) -> Element {
        var attributes = [
            Attribute("index", String(index)), Attribute("package", package), Attribute("class", className),
            Attribute("text", text),
        ]
        if let contentDescription { attributes.append(Attribute("content-desc", contentDescription)) }
        if let resourceID { attributes.append(Attribute("resource-id", resourceID)) }
        attributes += [
            Attribute("checkable", "false"), Attribute("clickable", "true"), Attribute("enabled", "true"),
            Attribute("bounds", "[0,0][1080,1920]"), Attribute("displayed", "true"),
        ]
        return Element(type: className, attributes: attributes)
    }

    static func hierarchy() -> Element {
        Element(
            type: "hierarchy",
            attributes: [
                Attribute("index", "0"), Attribute("class", "hierarchy"), Attribute("rotation", "0"),
                Attribute("width", "1080"), Attribute("height", "1920"),
            ]
        )
    }

    /// The MyYes login screen (formats.md 1.9), wrapped in `AppiumAUT`:
    ///
    ///     #0 Application MyYes (processId, bundleId)
    ///     #1   Window
    ///     #2     Other
    ///     #3       Button LOGIN
    ///     #4         StaticText LOGIN
    ///     #5       Button Forgot password
    ///     #6       StaticText Welcome
    ///     #7     Other
    ///     #8       TextField username
    static func iosLogin(wrapper: String? = "AppiumAUT") -> ElementTree {
        var builder = ElementTreeBuilder(platform: .ios, wrapper: wrapper)
        builder.open(
            ios(
                "Application", name: "MyYes", label: "MyYes",
                extra: [Attribute("processId", "847"), Attribute("bundleId", "my.yes.yes4g")]
            )
        )
        builder.open(ios("Window"))
        builder.open(ios("Other"))
        builder.open(ios("Button", name: "LOGIN", label: "LOGIN", index: 0))
        builder.add(ios("StaticText", name: "LOGIN", label: "LOGIN", value: "LOGIN"))
        builder.close()
        builder.add(ios("Button", name: "Forgot password", label: "Forgot password", index: 1))
        builder.add(ios("StaticText", name: "Welcome", label: "Welcome", value: "Welcome", index: 2))
        builder.close()
        builder.open(ios("Other", index: 1))
        builder.add(ios("TextField", name: "username", label: "", value: "Email"))
        return builder.finish()
    }

    /// A small UiAutomator2 screen:
    ///
    ///     #0 hierarchy
    ///     #1   FrameLayout (com.android.systemui)
    ///     #2   FrameLayout
    ///     #3     LinearLayout
    ///     #4       TextView text=Sign in, resource-id com.example.shop:id/title
    ///     #5       Button content-desc=Login, resource-id com.example.shop:id/login
    ///     #6       Button content-desc=Help, resource-id android:id/button1
    ///     #7       ImageView content-desc=Login
    static func androidLogin() -> ElementTree {
        var builder = ElementTreeBuilder(platform: .android)
        builder.open(hierarchy())
        builder.add(android("android.widget.FrameLayout", package: "com.android.systemui"))
        builder.open(android("android.widget.FrameLayout", index: 1))
        builder.open(android("android.widget.LinearLayout"))
        builder.add(android("android.widget.TextView", text: "Sign in", resourceID: "com.example.shop:id/title"))
        builder.add(android("android.widget.Button", contentDescription: "Login", resourceID: "com.example.shop:id/login", index: 1))
        builder.add(android("android.widget.Button", contentDescription: "Help", resourceID: "android:id/button1", index: 2))
        builder.add(android("android.widget.ImageView", contentDescription: "Login", index: 3))
        return builder.finish()
    }

    /// A random iOS tree of `count` elements with repeated types and names, so
    /// position predicates and duplicate ids occur often.
    static func generatedIOS(count: Int, seed: UInt64) -> ElementTree {
        var random = SplitMix64(seed: seed)
        let types = ["Other", "Button", "StaticText", "Cell", "Image"]
        var builder = ElementTreeBuilder(platform: .ios, wrapper: "AppiumAUT")
        builder.open(ios("Application", name: "Generated"))
        builder.open(ios("Window"))
        while builder.count < count {
            // Close a few levels now and then, never the window.
            while builder.depth > 2 && random.next(below: 4) == 0 { builder.close() }
            let type = types[random.next(below: types.count)]
            let name: String? = random.next(below: 3) == 0 ? nil : "item\(random.next(below: 40))"
            let element = ios(type, name: name, label: name, index: random.next(below: 5))
            if builder.depth < 12 && random.next(below: 3) == 0 {
                builder.open(element)
            } else {
                builder.add(element)
            }
        }
        return builder.finish()
    }

    /// A random Android tree of `count` elements.
    static func generatedAndroid(count: Int, seed: UInt64) -> ElementTree {
        var random = SplitMix64(seed: seed)
        let classes = ["android.widget.FrameLayout", "android.widget.TextView", "android.widget.Button", "android.view.View"]
        var builder = ElementTreeBuilder(platform: .android)
        builder.open(hierarchy())
        builder.open(android("android.widget.FrameLayout"))
        while builder.count < count {
            while builder.depth > 2 && random.next(below: 4) == 0 { builder.close() }
            let className = classes[random.next(below: classes.count)]
            let description: String? = random.next(below: 2) == 0 ? nil : "desc\(random.next(below: 30))"
            let resourceID: String? = random.next(below: 2) == 0 ? nil : "com.example.shop:id/r\(random.next(below: 30))"
            let element = android(className, contentDescription: description, resourceID: resourceID)
            if builder.depth < 12 && random.next(below: 3) == 0 {
                builder.open(element)
            } else {
                builder.add(element)
            }
        }
        return builder.finish()
    }
}

/// A small deterministic generator, so generated trees are the same on
/// every run and failures reproduce.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
