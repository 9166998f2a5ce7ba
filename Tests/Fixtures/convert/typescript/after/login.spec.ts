import { $, browser } from '@wdio/globals';

async function tapSignIn(): Promise<void> {
  const button: WebdriverIO.Element = await $("~login.signIn");
  await button.click();
  const rows = await browser.$$<WebdriverIO.Element>('//XCUIElementTypeCell');
  const back = await $(/* the back button */ '//XCUIElementTypeButton[@name="nav.back"]');
}
