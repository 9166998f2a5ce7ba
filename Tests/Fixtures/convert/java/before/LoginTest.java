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

    @iOSXCUITFindBy(xpath = "//XCUIElementTypeTextField[@name='login.email']")
    private WebElement email;

    @FindBy(xpath = "//XCUIElementTypeSecureTextField[@name=\"login.password\"]")
    private WebElement password;

    private static final String HELP = "//XCUIElementTypeButton[@name='login.help']";

    void signIn(AppiumDriver driver, String user) {
        driver.findElement(By.xpath("//XCUIElementTypeButton[@name='login.signIn']")).click();
        driver.findElement(MobileBy.xpath(
                "//XCUIElementTypeOther[@name='promo.banner \"50%\" off']"));
        driver.findElement(org.openqa.selenium.By.xpath("//XCUIElementType" + "StaticText[@name='price.$total']"));
        List<WebElement> cells = driver.findElementsByXPath("//XCUIElementTypeCell");
        driver.findElementByXPath("//XCUIElementTypeStaticText[@name='Welcome back']");
        driver.findElement(By.xpath("//XCUIElementTypeButton[@name='checkout']"));
        driver.findElement(By.xpath("//XCUIElementTypeButton[@name='login.help']"));
        driver.findElement(By.xpath("//XCUIElementTypeButton[@name='nav.back']"));
        driver.findElement(By.xpath("//XCUIElementTypeButton[@name='oops'"));
        driver.findElement(By.xpath(HELP));
        driver.findElement(By.xpath("//XCUIElementTypeCell[@label='" + user + "']"));
        driver.findElement(By.xpath(String.format("//XCUIElementTypeCell[@name='%s']", user)));
        driver.findElement(By.xpath("""
            //XCUIElementTypeButton[@name='settings.logout']"""));
        char quote = '"';
        String tricky = "/* not a comment */ // nor this";
        driver.findElement(By.xpath("//XCUIElementTypeStaticText[@name=\"it's.here #{not} \\d\"]"));
        List<WebElement> fields = driver.findElementsByXPath("//XCUIElementTypeTextField[@name='login.email']");
    }
}
