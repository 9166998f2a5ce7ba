import XCTest

/// Page object of the profile screen.
struct ProfileScreen {
    let app = XCUIApplication()

    static let nameTitle = "Name"

    var doneButton: XCUIElement { app.buttons[AccessibilityID.Profile.doneButton] }
    var nameLabel: XCUIElement { app.staticTexts[AccessibilityID.Profile.UserDetails.label] }
    var raceTable: XCUIElement { app.tables["RaceTable"].firstMatch }
    var saveButton: XCUIElement {
        return app.buttons["Save"]
    }

    func raceCell(named name: String) -> XCUIElement {
        app.cells[name]
    }
}

extension XCUIApplication {
    var helpButton: XCUIElement { buttons["Profile.helpButton"] }
}

final class ShopApp: XCUIApplication {
    var signOutButton: XCUIElement { self.buttons["Sign out"] }
}
