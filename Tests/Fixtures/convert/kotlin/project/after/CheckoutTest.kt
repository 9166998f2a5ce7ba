package checkout

import io.appium.java_client.AppiumBy
import io.appium.java_client.AppiumDriver
import org.openqa.selenium.By

class CheckoutTest(private val driver: AppiumDriver) {
    private val total = "checkout.total"

    fun pays() {
        driver.findElement(AppiumBy.accessibilityId(Locators.PAY)).click()
        driver.findElement(AppiumBy.accessibilityId(Locators.CANCEL)).click()
        driver.findElement(AppiumBy.accessibilityId(total))
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
