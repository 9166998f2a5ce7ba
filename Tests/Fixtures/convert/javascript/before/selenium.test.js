const webdriver = require('selenium-webdriver');
const { By, until } = webdriver;

describe('login with selenium-webdriver', function () {
  it('signs in', async function () {
    await driver.findElement(By.xpath("//XCUIElementTypeButton[@name='login.signIn']")).click();
    await driver.findElement(webdriver.By.xpath('//XCUIElementTypeTextField[@name="login.email"]')).sendKeys('ann@example.com');
    // A Button and its StaticText share the name: one element for a singular find.
    await driver.findElement(By.xpath("//XCUIElementTypeButton[@name='login.help']")).click();
    const helps = await driver.findElements(By.xpath("//XCUIElementTypeButton[@name='login.help']"));
    const help = By.xpath("//XCUIElementTypeButton[@name='login.help']");
    // The first of two cells is the first cell an id finds.
    await driver.findElement(By.xpath('//XCUIElementTypeCell')).click();
    const cells = await driver.findElements(By.xpath('//XCUIElementTypeCell'));
    await driver.wait(until.elementLocated(By.xpath("//XCUIElementTypeButton[@name='login.help']")), 5000);
    await driver.findElement(By.xpath(`//XCUIElementTypeCell[@label='${user}']`));
    await driver.findElement(By.css('#not-an-xpath'));
  });
});
