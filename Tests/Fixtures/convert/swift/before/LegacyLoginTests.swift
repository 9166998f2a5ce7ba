import XCTest

// Written on Windows: CRLF line endings and a byte-order mark, both kept.
class LegacyLoginTests: XCTestCase {
    func testDone() {
        let app = XCUIApplication()
        app.textFields["Email"].tap()
        app.navigationBars.buttons["Done"].tap()
    }
}
