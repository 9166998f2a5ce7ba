import { byName, byNameJoined } from './support';

describe('checkout', () => {
  it('pays', async () => {
    const xpath: string = "~checkout.pay";
    await $(xpath).click();
  });

  it('cancels', async () => {
    const xpath: string = "~checkout.cancel";
    await $(xpath).click();
  });

  it('retries', async () => {
    let xpath: string = "//XCUIElementTypeButton[@name='checkout.pay']";
    if (await driver.isLocked()) {
      xpath = "//XCUIElementTypeButton[@name='checkout.cancel']";
    }
    await driver.findElement('xpath', xpath);
  });

  it('uses the helpers', async () => {
    await $('~checkout.coupon').click();
    await $('~checkout.total');
  });

  async function tapsByName(label: string): Promise<void> {
    await driver.findElement('xpath', byName('Button', label));
  }
});
