/// Words the synthetic generator builds names and texts from. Names come in
/// pairs: the UpperCamelCase part of a dotted accessibility identifier and
/// the snake_case part of an Android resource id.
enum SyntheticVocabulary {
    struct App: Sendable {
        let name: String
        let bundleID: String
    }

    /// One component of an identifier: `UserDetails` / `user_details`.
    struct Name: Sendable {
        let name: String
        let resource: String
    }

    /// Something with visible text and a name derived from it.
    struct Labeled: Sendable {
        let label: String
        let name: String
        let resource: String

        var leafName: Name { Name(name: name, resource: resource) }
    }

    struct Field: Sendable {
        let label: String
        let name: String
        let resource: String
        let placeholder: String
        let isSecure: Bool

        var leafName: Name { Name(name: name, resource: resource) }
        var labelName: Name { Name(name: name + "Label", resource: resource + "_label") }
    }

    static let apps = [
        App(name: "Shop", bundleID: "com.example.shop"), App(name: "Health", bundleID: "com.example.health"),
        App(name: "Social", bundleID: "com.example.social"), App(name: "Travel", bundleID: "com.example.travel"),
        App(name: "Bank", bundleID: "com.example.bank"), App(name: "Music", bundleID: "com.example.music"),
    ]

    static let screens = names(
        "Feed", "Settings", "Profile", "Cart", "Search", "Orders", "Messages", "Notifications", "Home", "Account",
        "Checkout", "Library", "Explore", "Wallet")

    static let branches = names(
        "UserDetails", "Preferences", "Header", "Summary", "Actions", "Filters", "Promotions", "Recommendations",
        "Security", "Payment", "Shipping", "Privacy", "Activity", "Highlights", "Details")

    static let cellKinds = names(
        "Post", "Product", "Order", "Message", "Contact", "Track", "Article", "Address", "Card", "Event")

    static let title = Name(name: "Title", resource: "title")
    static let subtitle = Name(name: "Subtitle", resource: "subtitle")
    static let price = Name(name: "Price", resource: "price")
    static let badge = Name(name: "Badge", resource: "badge")
    static let body = Name(name: "Body", resource: "body")
    static let header = Name(name: "Header", resource: "header")
    static let label = Name(name: "Label", resource: "label")
    static let images = names("Thumbnail", "Avatar", "Icon", "Photo")
    static let banner = Name(name: "Banner", resource: "banner")

    static let buttons = labeled(
        suffix: "Button",
        "Sign in", "Continue", "Cancel", "Done", "Edit", "Save", "Share", "Add to cart", "Buy now", "Learn more",
        "See all", "Follow", "Reply", "Delete", "Retry", "Next")
    static let iconButtons = labeled(suffix: "Button", "More", "Like", "Share", "Bookmark", "Close", "Info")
    static let navigationActions = labeled(suffix: "Button", "Edit", "Done", "Add", "Share", "Filter")
    static let links = labeled(suffix: "Link", "Forgot password?", "Terms of service", "Privacy policy", "Need help?")
    static let toggles = labeled(
        suffix: "Switch",
        "Notifications", "Dark mode", "Location services", "Auto-play videos", "Face ID", "Newsletter")
    static let tabs = [
        Labeled(label: "Home", name: "HomeTab", resource: "navigation_home"),
        Labeled(label: "Search", name: "SearchTab", resource: "navigation_search"),
        Labeled(label: "Cart", name: "CartTab", resource: "navigation_cart"),
        Labeled(label: "Inbox", name: "InboxTab", resource: "navigation_inbox"),
        Labeled(label: "Profile", name: "ProfileTab", resource: "navigation_profile"),
    ]

    static let fields = [
        Field(
            label: "Email", name: "EmailField", resource: "email_input", placeholder: "name@example.com",
            isSecure: false),
        Field(
            label: "Password", name: "PasswordField", resource: "password_input", placeholder: "Password",
            isSecure: true),
        Field(
            label: "Full name", name: "FullNameField", resource: "full_name_input", placeholder: "Jane Appleseed",
            isSecure: false),
        Field(
            label: "Phone number", name: "PhoneField", resource: "phone_input", placeholder: "+1 555 0100",
            isSecure: false),
        Field(
            label: "Street address", name: "StreetField", resource: "street_input", placeholder: "1 Infinite Loop",
            isSecure: false),
        Field(label: "City", name: "CityField", resource: "city_input", placeholder: "Zürich", isSecure: false),
        Field(
            label: "Postal code", name: "PostalCodeField", resource: "postal_code_input", placeholder: "8001",
            isSecure: false),
        Field(
            label: "Username", name: "UsernameField", resource: "username_input", placeholder: "@jane", isSecure: false),
    ]

    static let adjectives = [
        "Wireless", "Organic", "Vintage", "Compact", "Smart", "Classic", "Café", "Nordic", "Crème", "Ultra", "Daily",
        "Weekend",
    ]
    static let nouns = [
        "Headphones", "Coffee", "Backpack", "Lamp", "Sneakers", "Notebook", "Jacket", "Speaker", "Watch", "Bottle",
        "Run", "Playlist",
    ]
    static let subtitles = [
        "Today, 9:41", "Yesterday", "2 min ago", "In stock", "Free delivery", "€24.99", "$12.50", "Zürich, CH", "東京",
        "★★★★☆ 4.2", "3 new messages", "Delivered",
    ]
    static let prices = ["$9.99", "$24.00", "€129", "£45.50", "¥3,200", "$199.99"]
    static let badges = ["New", "Sale", "2", "99+", "Popular"]
    static let sectionHeaders = [
        "Recent", "Recommended for you", "Your orders", "Account", "Privacy", "Today", "Popular", "Saved",
        "Continue watching", "Nearby",
    ]
    static let paragraphs = [
        "Get 20% off your next order.", "Your weekly summary is ready.", "Invite friends and earn rewards.",
        "Update available — tap to install.",
    ]
    static let imageLabels = ["Photo", "Profile picture", "Product image", "Album art"]

    /// `Name`s whose resource part is the snake_case of the name.
    private static func names(_ items: String...) -> [Name] {
        items.map { Name(name: $0, resource: snakeCase($0)) }
    }

    /// `Labeled` items named after their text: "Add to cart" with suffix
    /// "Button" is named `AddToCartButton` / `add_to_cart_button`.
    private static func labeled(suffix: String, _ labels: String...) -> [Labeled] {
        labels.map { label in
            let words = label.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init) + [suffix]
            let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            return Labeled(label: label, name: name, resource: words.map { $0.lowercased() }.joined(separator: "_"))
        }
    }

    private static func snakeCase(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty { result += "_" }
            result += character.lowercased()
        }
        return result
    }
}
