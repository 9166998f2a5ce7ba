import LocatorLabModel

/// One synthetic element before it is written for a platform: its role,
/// frame (in iOS points on a 390 × 844 screen; the Android style scales it)
/// and what names it.
struct SyntheticNode: Sendable {
    var role: SyntheticRole
    var frame: Frame
    /// The composed accessibility identifier (`Feed.PostCell_12.Title`): the
    /// raw identifier on iOS, a `content-desc` test id on Android.
    var identifier: String?
    /// Android's full `resource-id` (`com.example.shop:id/product_title`).
    var resourceID: String?
    /// The text a user sees or hears (accessibility label, Android text).
    var label: String?
    /// What a text input holds.
    var value: String?
    var placeholder: String?
    var isAccessible = false
    var isEnabled = true
    /// Selected tab, checked checkbox, switched-on toggle.
    var isOn = false
    /// An Android class to use instead of the role's default.
    var androidClass: String?
    /// Picks among equivalent classes (Android containers), so trees vary.
    var variant = 0

    init(_ role: SyntheticRole, frame: Frame, label: String? = nil) {
        self.role = role
        self.frame = frame
        self.label = label
    }
}
