import XCTest

// Written on Windows: CRLF line endings and a byte-order mark, both kept.
class LegacyLoginTests: XCTestCase {
    func testDone() {
        let app = XCUIApplication()
        app.textFields[AccessibilityID.Profile.emailField].tap()
        app.buttons[AccessibilityID.Profile.doneButton].tap()
    }
}
