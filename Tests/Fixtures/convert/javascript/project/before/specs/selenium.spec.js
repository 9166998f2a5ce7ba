const { By } = require('selenium-webdriver');

async function pay(driver) {
  await driver.findElement(By.xpath("//XCUIElementTypeButton[@name='checkout.pay']")).click();
}

module.exports = { pay };
