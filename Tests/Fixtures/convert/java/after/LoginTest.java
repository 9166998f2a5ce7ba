package com.example.shop;

import io.appium.java_client.AppiumBy;
import io.appium.java_client.AppiumDriver;
import io.appium.java_client.MobileBy;
import io.appium.java_client.pagefactory.iOSXCUITFindBy;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.FindBy;

import java.util.List;

public class LoginTest {
    // driver.findElement(By.xpath("//XCUIElementTypeButton[@name='login.signIn']")) is a comment
    /* By.xpath("//XCUIElementTypeTextField[@name='login.email']") is one too */

    @iOSXCUITFindBy(accessibility = "login.email")
    private WebElement email;

    @iOSXCUITFindBy(accessibility = "login.password")
    private WebElement password;

    private static final String HELP = "//XCUIElementTypeButton[@name='login.help']";

    void signIn(AppiumDriver driver, String user) {
        driver.findElement(AppiumBy.accessibilityId("login.signIn")).click();
        driver.findElement(AppiumBy.accessibilityId(
                "promo.banner \"50%\" off"));
        driver.findElement(AppiumBy.accessibilityId("price.$total"));
        List<WebElement> cells = driver.findElementsByXPath("//XCUIElementTypeCell");
        driver.findElementByXPath("//XCUIElementTypeStaticText[@name='Welcome back']");
        driver.findElement(By.xpath("//XCUIElementTypeButton[@name='checkout']"));
        driver.findElement(By.xpath("//XCUIElementTypeButton[@name='login.help']"));
        driver.findElement(By.xpath("//XCUIElementTypeButton[@name='nav.back']"));
        driver.findElement(By.xpath("//XCUIElementTypeButton[@name='oops'"));
        driver.findElement(By.xpath(HELP));
        driver.findElement(By.xpath("//XCUIElementTypeCell[@label='" + user + "']"));
        driver.findElement(By.xpath(String.format("//XCUIElementTypeCell[@name='%s']", user)));
        driver.findElement(AppiumBy.accessibilityId("settings.logout"));
        char quote = '"';
        String tricky = "/* not a comment */ // nor this";
        driver.findElement(AppiumBy.accessibilityId("it's.here #{not} \\d"));
        List<WebElement> fields = driver.findElements(AppiumBy.accessibilityId("login.email"));
    }
}
