package com.example.shop;

import io.appium.java_client.AppiumBy;
import io.appium.java_client.AppiumDriver;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

import java.util.List;

/** java-client 8+: AppiumBy, no findElementBy… shortcuts. */
public class CurrentClientTest {
    void signIn(AppiumDriver driver) {
        driver.findElement(AppiumBy.xpath("//XCUIElementTypeButton[@name='login.signIn']")).click();
        // A Button and its StaticText share the name: one element for a singular find.
        driver.findElement(By.xpath("//XCUIElementTypeButton[@name='login.help']")).click();
        List<WebElement> helps = driver.findElements(By.xpath("//XCUIElementTypeButton[@name='login.help']"));
        By help = By.xpath("//XCUIElementTypeButton[@name='login.help']");
        driver.findElement(By.xpath("//XCUIElementTypeCell")).click();
        List<WebElement> cells = driver.findElements(By.xpath("//XCUIElementTypeCell"));
        driver.findElement(By.xpath("(//android.widget.ImageView)[2]"));
    }
}
