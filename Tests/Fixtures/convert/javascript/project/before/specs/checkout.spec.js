const { CheckoutPage, SUMMARY } = require('../pages/checkout.page');

const TOTAL = '//XCUIElementTypeStaticText[@name="checkout.total"]';

describe('checkout', () => {
  it('pays', async () => {
    await $(CheckoutPage.pay).click();
    await $(CheckoutPage.cancel).click();
    await expect($(TOTAL)).toHaveText('12.50');
  });

  it('logs the coupon', async () => {
    console.log('tapping', CheckoutPage.coupon);
    await $(CheckoutPage.coupon).click();
  });

  it('refuses generated and state-carrying names', async () => {
    await $(SUMMARY);
    await $(CheckoutPage.homeTab);
  });

  it('leaves run-time selectors alone', async () => {
    let row = '//XCUIElementTypeCell[1]';
    row = '//XCUIElementTypeCell[2]';
    await $(row);
    const help = '//XCUIElementTypeButton[@name="checkout.help"]';
    await driver.elementByXPath(help);
  });
});

describe('checkout on both platforms', () => {
  it('pays with a selector per platform', async () => {
    await $(driver.isIOS ? '//XCUIElementTypeButton[@name="checkout.pay"]' : '//android.widget.Button[@text="Pay"]').click();
  });
});
