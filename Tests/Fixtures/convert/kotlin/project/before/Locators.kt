package checkout

/** Checkout screen locators, shared by the tests. */
object Locators {
    const val PAY = "//XCUIElementTypeButton[@name='checkout.pay']"
    val CANCEL: String = "//XCUIElementTypeButton[@name=\"checkout.cancel\"]"
    const val SUMMARY = """//XCUIElementTypeStaticText[@label='Order summary']"""
    const val COUPON = "//XCUIElementTypeButton[@name='checkout.coupon']"
}
