// Checkout screen: selectors shared by the specs.
const SUMMARY = '//XCUIElementTypeStaticText[@label="Order summary"]';

const CheckoutPage = {
  pay: '~checkout.pay',
  cancel: "~checkout.cancel",
  coupon: '//XCUIElementTypeButton[@name="checkout.coupon"]',
  homeTab: '//XCUIElementTypeOther[@label="Home"]',
};

module.exports = { CheckoutPage, SUMMARY };
