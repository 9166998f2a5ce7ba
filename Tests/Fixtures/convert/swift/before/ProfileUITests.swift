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
        app.tables.cells.element(boundBy: 1).tap()
        XCTAssertEqual(app.tables.cells.count, 3)
        XCTAssertEqual(app.cells.matching(NSPredicate(format: "label BEGINSWITH %@", "Race")).count, 3)
        app.children(matching: .window).element(boundBy: 0).children(matching: .other).element(boundBy: 0)
            .children(matching: .other).element(boundBy: 0).children(matching: .other).element(boundBy: 0)
            .buttons.element.tap()
        app.children(matching: .window).element(boundBy: 0).children(matching: .other).element(boundBy: 0)
            .children(matching: .other).element(boundBy: 2).tap()
        app.textFields["Email"].tap()
        app.buttons.matching(identifier: "Done").firstMatch.tap()
        app.descendants(matching: .staticText).matching(NSPredicate(format: "label BEGINSWITH %@", "Version")).element.tap()
        screen.doneButton.tap()
        screen.raceTable.cells.element(boundBy: 2).tap()
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
        for cell in app.tables.cells.matching(NSPredicate(format: "label BEGINSWITH 'Race'")).allElementsBoundByIndex {
            cell.buttons["Delete"].tap()
        }
    }
}
