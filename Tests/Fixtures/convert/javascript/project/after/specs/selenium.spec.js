const { By } = require('selenium-webdriver');

async function pay(driver) {
  await driver.findElement(new By("accessibility id", "checkout.pay")).click();
}

module.exports = { pay };
