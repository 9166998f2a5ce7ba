package checkout

/** Checkout screen locators, shared by the tests. */
object Locators {
    const val PAY = "checkout.pay"
    val CANCEL: String = "checkout.cancel"
    const val SUMMARY = """//XCUIElementTypeStaticText[@label='Order summary']"""
    const val COUPON = "//XCUIElementTypeButton[@name='checkout.coupon']"
}
