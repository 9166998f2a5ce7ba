import LocatorLabIdentifiers

/// Seed 000's SwiftUI example written with ``ViewDescription``: `ContentView`
/// shows one `UserDetails` (an image, then a label and a value).
enum UserDetailsScreen {
    /// `UserDetails(name:)`: its leaves do not know which branch they are in.
    static func userDetails(name: String) -> ViewDescription {
        ViewDescription.hStack {
            ViewDescription.image()
            ViewDescription.vStack {
                ViewDescription.text("Name")
                    .accessibilityIdentifierLeaf("Label")
                ViewDescription.text(name)
                    .accessibilityIdentifierLeaf("Value")
            }
        }
    }

    /// `ContentView`.
    static var contentView: ViewDescription {
        ViewDescription.vStack {
            userDetails(name: "Bugs Bunny")
                .accessibilityIdentifierBranch("UserDetails")
        }
        .accessibilityIdentifierBranch("Users")
    }
}
