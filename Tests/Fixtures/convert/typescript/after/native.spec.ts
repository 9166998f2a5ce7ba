import { $, $$, browser } from '@wdio/globals';

async function cart(): Promise<void> {
  const remove: WebdriverIO.Element = await $("~cart.`remove` \"Ann's\" $5 #{x} \\d");
  await remove.click();
  await browser.$("-ios class chain:**/XCUIElementTypeOther[$name == 'cart.total `$$`'$][-1]");
  await $('-ios class chain:XCUIElementTypeWindow/XCUIElementTypeOther');
  const cells = await $$('-ios predicate string:type == \'XCUIElementTypeCell\'');
  await $('id:com.example.shop:id/list');
  await $('android=new UiSelector().resourceId("com.example.shop:id/list").childSelector(new UiSelector().className("android.widget.ImageView").instance(1))');
  await $("//android.widget.TextView[@text='App']");
  const labels = await $$("android=new UiSelector().className(\"android.widget.TextView\")");
}
