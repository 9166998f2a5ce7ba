package com.example.shop

import io.appium.java_client.AppiumBy
import io.appium.java_client.AppiumDriver
import io.appium.java_client.pagefactory.AndroidFindBy
import org.openqa.selenium.By
import org.openqa.selenium.WebElement
import org.openqa.selenium.support.FindBy

class CatalogTest {
    /* a /* nested */ comment: By.xpath("//android.widget.TextView[@content-desc='Animation']") */
    @field:AndroidFindBy(accessibility = "Animation")
    lateinit var animation: WebElement

    @AndroidFindBy(accessibility = """Add to cart""")
    lateinit var addToCart: WebElement

    fun open(driver: AppiumDriver, name: String) {
        driver.findElement(AppiumBy.accessibilityId("Accessibility")).click()
        driver.findElement(AppiumBy.xpath("//*[@text='App']"))
        driver.findElement(AppiumBy.accessibilityId("Product image"))
        driver.findElement(By.xpath("//*[@content-desc='$name']"))
        driver.findElement(By.xpath("//*[@content-desc='${name.trim()}']"))
        driver.findElement(AppiumBy.accessibilityId("price.\$total"))
        driver.findElement(By.xpath("""//*[@content-desc='${'$'}']"""))
    }
}
