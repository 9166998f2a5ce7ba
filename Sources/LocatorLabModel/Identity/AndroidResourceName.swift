/// An Android `resource-id`: `package:type/entry` (`com.example.shop:id/cart_button`),
/// or a bare name (a Jetpack Compose test tag exposed with `testTagsAsResourceId`).
public struct AndroidResourceName: Sendable, Hashable, Comparable {
    /// The resource-id as the page source has it.
    public let rawValue: String
    /// `com.example.shop`, or `nil` for a bare name.
    public let package: String?
    /// `cart_button`; the whole value for a bare name.
    public let entry: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
        if let colon = rawValue.firstIndex(of: ":"),
            let slash = rawValue[colon...].firstIndex(of: "/"),
            colon > rawValue.startIndex, rawValue.index(after: slash) < rawValue.endIndex
        {
            package = String(rawValue[..<colon])
            entry = String(rawValue[rawValue.index(after: slash)...])
        } else {
            package = nil
            entry = rawValue
        }
    }

    /// An id of the Android framework (`android:id/content`, `android:id/button1`):
    /// the same in every app, so not one of the app's own identifiers.
    public var isFramework: Bool { package == "android" }

    public static func < (lhs: AndroidResourceName, rhs: AndroidResourceName) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
