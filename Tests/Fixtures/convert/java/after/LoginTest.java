package com.example.shop;

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

    private static final String HELP = "login.help";

    void signIn(AppiumDriver driver, String user) {
        driver.findElement(MobileBy.AccessibilityId("login.signIn")).click();
        driver.findElement(MobileBy.AccessibilityId(
                "promo.banner \"50%\" off"));
        driver.findElement(MobileBy.AccessibilityId("price.$total"));
        List<WebElement> cells = driver.findElementsByXPath("//XCUIElementTypeCell");
        driver.findElementByXPath("//XCUIElementTypeStaticText[@name='Welcome back']");
        driver.findElement(By.xpath("//XCUIElementTypeButton[@name='checkout']"));
        driver.findElement(MobileBy.AccessibilityId("login.help"));
        driver.findElement(By.xpath("//XCUIElementTypeButton[@name='nav.back']"));
        driver.findElement(By.xpath("//XCUIElementTypeButton[@name='oops'"));
        driver.findElement(MobileBy.AccessibilityId(HELP));
        driver.findElement(By.xpath("//XCUIElementTypeCell[@label='" + user + "']"));
        driver.findElement(By.xpath(String.format("//XCUIElementTypeCell[@name='%s']", user)));
        driver.findElement(MobileBy.AccessibilityId("settings.logout"));
        char quote = '"';
        String tricky = "/* not a comment */ // nor this";
        driver.findElement(MobileBy.AccessibilityId("it's.here #{not} \\d"));
        List<WebElement> fields = driver.findElementsByAccessibilityId("login.email");
    }
}
