import XCTest

final class ProfileUITests: XCTestCase {
    var app: XCUIApplication!
    let screen = ProfileScreen()

    override func setUp() {
        app = XCUIApplication()
        app.launch()
    }

    func testProfile() {
        XCTAssertTrue(app.staticTexts["Welcome back"].exists)
        XCTAssertTrue(app.staticTexts[ScreenTitles.welcome.rawValue].exists)
        app.cells["RaceHeaderCell_1"].tap()
        XCTAssertEqual(app.tables.cells.count, 3)
        XCTAssertEqual(app.cells.matching(NSPredicate(format: "identifier BEGINSWITH %@", "RaceHeaderCell_")).count, 3)
        app.buttons["Profile.helpButton"].tap()
        app.children(matching: .window).element(boundBy: 0).children(matching: .other).element(boundBy: 0)
            .children(matching: .other).element(boundBy: 2).tap()
        app.textFields[AccessibilityID.Profile.emailField].tap()
        app.buttons[AccessibilityID.Profile.doneButton].firstMatch.tap()
        app.staticTexts["Profile.versionLabel"].tap()
        screen.doneButton.tap()
        screen.raceTable.cells["RaceHeaderCell_2"].tap()
        app.buttons["Save"].tap()
        app.buttons["Sign out"].tap()
        app.helpButton.tap()
        screen.raceCell(named: "Race 2").tap()
        ShopApp().signOutButton.tap()
    }

    func testDynamic() {
        let user = "ann"
        let index = Int.random(in: 0..<3)
        app.staticTexts["Hello \(user)"].tap()
        app.cells.element(boundBy: index).tap()
        for cell in app.cells.matching(NSPredicate(format: "identifier BEGINSWITH %@", "RaceHeaderCell_")).allElementsBoundByIndex {
            cell.buttons["Delete"].tap()
        }
    }
}
