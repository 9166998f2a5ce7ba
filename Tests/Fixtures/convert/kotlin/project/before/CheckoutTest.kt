package checkout

import io.appium.java_client.AppiumDriver
import org.openqa.selenium.By

class CheckoutTest(private val driver: AppiumDriver) {
    private val total = "//XCUIElementTypeStaticText[@name='checkout.total']"

    fun pays() {
        driver.findElement(By.xpath(Locators.PAY)).click()
        driver.findElement(By.xpath(Locators.CANCEL)).click()
        driver.findElement(By.xpath(total))
    }

    fun logsTheCoupon() {
        println("tapping ${Locators.COUPON}")
        driver.findElement(By.xpath(Locators.COUPON)).click()
    }

    fun usesLocals(index: Int) {
        var row = "//XCUIElementTypeCell[1]"
        row = "//XCUIElementTypeCell[$index]"
        driver.findElement(By.xpath(row))
        driver.findElement(By.xpath(Locators.SUMMARY))
    }
}
