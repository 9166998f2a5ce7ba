"""Checkout screen locators, shared by the tests."""

PAY = "//XCUIElementTypeButton[@name='checkout.pay']"
CANCEL = '//XCUIElementTypeButton[@name="checkout.cancel"]'
SUMMARY = "//XCUIElementTypeStaticText[@label='Order summary']"
HOME_TAB = "//XCUIElementTypeOther[@label='Home']"
COUPON = "//XCUIElementTypeButton[@name='checkout.coupon']"
HELP = ("//XCUIElementTypeButton"
        "[@name='checkout.help']")
