const { byName, byNameJoined } = require('../pages/support');

describe('checkout', () => {
  it('pays', async () => {
    const xpath = "//XCUIElementTypeButton[@name='checkout.pay']";
    await $(xpath).click();
  });

  it('cancels', async () => {
    const xpath = "//XCUIElementTypeButton[@name='checkout.cancel']";
    await $(xpath).click();
  });

  it('retries', async () => {
    let xpath = "//XCUIElementTypeButton[@name='checkout.pay']";
    if (await driver.isLocked()) {
      xpath = "//XCUIElementTypeButton[@name='checkout.cancel']";
    }
    await driver.findElement('xpath', xpath);
  });

  it('uses the helpers', async () => {
    await $(byName('Button', 'checkout.coupon')).click();
    await $(byNameJoined('StaticText', 'checkout.total'));
  });

  async function tapsByName(label) {
    await driver.findElement('xpath', byName('Button', label));
  }
});
