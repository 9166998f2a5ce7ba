"""Checkout screen locators, shared by the tests."""

PAY = "checkout.pay"
CANCEL = 'checkout.cancel'
SUMMARY = "//XCUIElementTypeStaticText[@label='Order summary']"
HOME_TAB = "//XCUIElementTypeOther[@label='Home']"
COUPON = "//XCUIElementTypeButton[@name='checkout.coupon']"
HELP = "checkout.help"
