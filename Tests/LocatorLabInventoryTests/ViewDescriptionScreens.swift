import LocatorLabIdentifiers
import LocatorLabModel

/// Seed screens written with `LocatorLabIdentifiers`' SwiftUI-style builder
/// and rendered as iOS element trees.
enum ViewDescriptionScreens {
    /// Seed 000's `UserDetails(name:)`: leaves that do not know their branch.
    static func userDetails(name: String) -> ViewDescription {
        ViewDescription.hStack {
            ViewDescription.image()
            ViewDescription.vStack {
                ViewDescription.text("Name").accessibilityIdentifierLeaf("Label")
                ViewDescription.text(name).accessibilityIdentifierLeaf("Value")
            }
        }
    }

    /// Seed 000's `ContentView` with an "Add user" button that has a leaf,
    /// and a "Save" button that has none.
    static var userDetailsWithSaveButton: ElementTree {
        ViewDescription.vStack {
            userDetails(name: "Bugs Bunny").accessibilityIdentifierBranch("UserDetails")
            ViewDescription.button("Add user").accessibilityIdentifierLeaf("AddUserButton")
            ViewDescription.button("Save")
        }
        .accessibilityIdentifierBranch("Users")
        .elementTree(options: .appiumPageSource(applicationName: "Users"))
    }
}
