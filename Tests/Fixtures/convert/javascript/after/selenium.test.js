const webdriver = require('selenium-webdriver');
const { By, until } = webdriver;

describe('login with selenium-webdriver', function () {
  it('signs in', async function () {
    await driver.findElement(new By("accessibility id", "login.signIn")).click();
    await driver.findElement(new webdriver.By('accessibility id', 'login.email')).sendKeys('ann@example.com');
    // A Button and its StaticText share the name: one element for a singular find.
    await driver.findElement(new By("accessibility id", "login.help")).click();
    const helps = await driver.findElements(By.xpath("//XCUIElementTypeButton[@name='login.help']"));
    const help = By.xpath("//XCUIElementTypeButton[@name='login.help']");
    // The first of two cells is the first cell an id finds.
    await driver.findElement(new By('accessibility id', 'login.recent.0')).click();
    const cells = await driver.findElements(By.xpath('//XCUIElementTypeCell'));
    await driver.wait(until.elementLocated(new By("accessibility id", "login.help")), 5000);
    await driver.findElement(By.xpath(`//XCUIElementTypeCell[@label='${user}']`));
    await driver.findElement(By.css('#not-an-xpath'));
  });
});
