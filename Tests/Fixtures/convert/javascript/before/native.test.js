describe('cart', () => {
  it('finds elements without identifiers', async () => {
    await $("//XCUIElementTypeButton[contains(@name,'remove')]").click();
    await $("//XCUIElementTypeStaticText[@name='cart.sum']/..");
    await driver.findElement('xpath', '//XCUIElementTypeWindow/XCUIElementTypeOther');
    const cells = await $$('//XCUIElementTypeTable/XCUIElementTypeCell');
    await $('//android.widget.LinearLayout');
    await driver.elementByXPath('//android.widget.ImageView[2]');
    await $("//android.widget.TextView[@text='App']");
    const labels = await $$("//*[@resource-id='com.example.shop:id/list']/android.widget.TextView");
  });
});
