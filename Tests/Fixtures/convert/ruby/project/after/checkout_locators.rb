# Checkout screen locators, shared by the specs.
module CheckoutLocators
  PAY = "checkout.pay"
  CANCEL = 'checkout.cancel'
  HOME_TAB = "//XCUIElementTypeOther[@label='Home']"
  COUPON = "//XCUIElementTypeButton[@name='checkout.coupon']"
end
