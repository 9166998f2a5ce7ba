import XCTest

/// Page object of the profile screen.
struct ProfileScreen {
    let app = XCUIApplication()

    static let nameTitle = "Name"

    var doneButton: XCUIElement { app.buttons["Done"] }
    var nameLabel: XCUIElement { app.staticTexts[ProfileScreen.nameTitle] }
    var raceTable: XCUIElement { app.tables.firstMatch }
    var saveButton: XCUIElement {
        return app.buttons["Save"]
    }

    func raceCell(named name: String) -> XCUIElement {
        app.cells[name]
    }
}

extension XCUIApplication {
    var helpButton: XCUIElement { buttons["Help"] }
}

final class ShopApp: XCUIApplication {
    var signOutButton: XCUIElement { self.buttons["Sign out"] }
}
