// $('//XCUIElementTypeButton[@name="login.signIn"]') in a comment
/* driver.elementByXPath("//XCUIElementTypeCell") */
describe('login', () => {
  it('signs in', async () => {
    await $('~login.signIn').click();
    await driver.$("~login.email").setValue('ann@example.com');
    const cells = await $$(`//XCUIElementTypeCell`);
    await browser.$('~promo.banner "50%" off');
    await $(`//XCUIElementTypeCell[@label="${user}"]`);
    await $('//XCUIElementTypeCell[@label="' + user + '"]');
    await $('~login.password');
    await $('#not-an-xpath');
    await driver.elementByXPath('//XCUIElementTypeStaticText[@name="Welcome back"]');
    await driver.waitForElementByAccessibilityId("settings.logout", 5000);
    await driver.findElement('accessibility id', "login.password");
    const pattern = /'\/\/XCUIElementType/g;
    const half = 10 / 2; const other = "//XCUIElementTypeButton";
    await $('//XCUIElementTypeButton[@name="nav.back"]');
    await $('//XCUIElementTypeButton[@name="checkout"]');
    await $('(//XCUIElementTypeButton');
    await $('~it\'s.here #{not} \\d');
    await $(`~price.$total`);
  });
});
