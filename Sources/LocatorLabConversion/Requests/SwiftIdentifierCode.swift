import LocatorLabLocators

/// The Swift line that gives an element its identifier in the app, for an
/// identifier a Swift UI test asks for: the page source does not tell
/// whether the view is SwiftUI or UIKit, so both are given.
public struct SwiftIdentifierCode: Sendable, Hashable, Codable {
    /// `.accessibilityIdentifier("Profile.WelcomeBack")`, the modifier on
    /// the SwiftUI view.
    public var swiftUI: String
    /// `view.accessibilityIdentifier = "Profile.WelcomeBack"`, on the
    /// UIKit view (`view` stands for the one that shows the element).
    public var uiKit: String

    public init(identifier: String) {
        let literal = ClientLanguage.swift.literalRules.literal(identifier)
        swiftUI = ".accessibilityIdentifier(\(literal))"
        uiKit = "view.accessibilityIdentifier = \(literal)"
    }
}
