package scopes

import io.appium.java_client.AppiumDriver
import org.openqa.selenium.By

class ScopesTest(private val driver: AppiumDriver) {
    fun pays() {
        val xpath = "//XCUIElementTypeButton[@name='checkout.pay']"
        driver.findElement(By.xpath(xpath)).click()
    }

    fun cancels() {
        val xpath = "//XCUIElementTypeButton[@name='checkout.cancel']"
        driver.findElement(By.xpath(xpath)).click()
    }

    fun retries() {
        var xpath = "//XCUIElementTypeButton[@name='checkout.pay']"
        if (driver.isLocked) {
            xpath = "//XCUIElementTypeButton[@name='checkout.cancel']"
        }
        driver.findElement(By.xpath(xpath))
    }

    fun tapXPath(xpath: String) {
        driver.findElement(By.xpath(xpath)).click()
    }

    fun usesTheHelpers() {
        driver.findElement(By.xpath(Support.byName("Button", "checkout.coupon"))).click()
        driver.findElement(By.xpath(Support.byNameFormatted("StaticText", "checkout.total")))
    }

    fun tapsByName(label: String) {
        driver.findElement(By.xpath(Support.byName("Button", label))).click()
    }
}
