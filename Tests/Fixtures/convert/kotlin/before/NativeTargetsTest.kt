package com.example.shop

import io.appium.java_client.AppiumBy
import io.appium.java_client.AppiumDriver
import io.appium.java_client.pagefactory.iOSXCUITFindBy
import org.openqa.selenium.By
import org.openqa.selenium.WebElement

class NativeTargetsTest {
    @iOSXCUITFindBy(xpath = "//XCUIElementTypeButton[contains(@name,'remove')]")
    lateinit var remove: WebElement

    fun run(driver: AppiumDriver) {
        driver.findElement(By.xpath("//XCUIElementTypeStaticText[@name='cart.sum']/.."))
        driver.findElement(AppiumBy.xpath("//XCUIElementTypeWindow/XCUIElementTypeOther"))
        driver.findElements(By.xpath("//XCUIElementTypeTable/XCUIElementTypeCell"))
        driver.findElement(By.xpath("//android.widget.LinearLayout"))
        driver.findElement(By.xpath("//android.widget.ImageView[2]"))
        driver.findElement(By.xpath("//android.widget.TextView[@text='App']"))
        driver.findElements(By.xpath("//*[@resource-id='com.example.shop:id/list']/android.widget.TextView"))
    }
}
