import { $, $$, browser } from '@wdio/globals';

async function cart(): Promise<void> {
  const remove: WebdriverIO.Element = await $("//XCUIElementTypeButton[contains(@name,'remove')]");
  await remove.click();
  await browser.$("//XCUIElementTypeStaticText[@name='cart.sum']/..");
  await $('//XCUIElementTypeWindow/XCUIElementTypeOther');
  const cells = await $$('//XCUIElementTypeTable/XCUIElementTypeCell');
  await $('//android.widget.LinearLayout');
  await $('//android.widget.ImageView[2]');
  await $("//android.widget.TextView[@text='App']");
  const labels = await $$("//*[@resource-id='com.example.shop:id/list']/android.widget.TextView");
}
