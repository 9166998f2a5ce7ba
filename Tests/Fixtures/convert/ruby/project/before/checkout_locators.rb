# Checkout screen locators, shared by the specs.
module CheckoutLocators
  PAY = "//XCUIElementTypeButton[@name='checkout.pay']"
  CANCEL = '//XCUIElementTypeButton[@name="checkout.cancel"]'
  HOME_TAB = "//XCUIElementTypeOther[@label='Home']"
  COUPON = "//XCUIElementTypeButton[@name='checkout.coupon']"
end
