describe('cart', () => {
  it('finds elements without identifiers', async () => {
    await $("~cart.`remove` \"Ann's\" $5 #{x} \\d").click();
    await $("-ios class chain:**/XCUIElementTypeOther[$name == 'cart.total `$$`'$][-1]");
    await driver.findElement('-ios class chain', 'XCUIElementTypeWindow/XCUIElementTypeOther');
    const cells = await $$('-ios predicate string:type == \'XCUIElementTypeCell\'');
    await $('id:com.example.shop:id/list');
    await driver.elementByAndroidUIAutomator('new UiSelector().resourceId("com.example.shop:id/list").childSelector(new UiSelector().className("android.widget.ImageView").instance(1))');
    await $("//android.widget.TextView[@text='App']");
    const labels = await $$("android=new UiSelector().className(\"android.widget.TextView\")");
  });
});
