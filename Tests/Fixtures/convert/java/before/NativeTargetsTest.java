package com.example.shop;

import io.appium.java_client.AppiumDriver;
import io.appium.java_client.pagefactory.iOSXCUITFindBy;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.FindBy;

import java.util.List;

public class NativeTargetsTest {
    @iOSXCUITFindBy(xpath = "//XCUIElementTypeButton[contains(@name,'remove')]")
    private WebElement remove;

    @FindBy(xpath = "//android.widget.LinearLayout")
    private WebElement list;

    void run(AppiumDriver driver) {
        driver.findElement(By.xpath("//XCUIElementTypeStaticText[@name='cart.sum']/.."));
        driver.findElement(By.xpath("//XCUIElementTypeWindow/XCUIElementTypeOther"));
        List<WebElement> cells = driver.findElements(By.xpath("//XCUIElementTypeTable/XCUIElementTypeCell"));
        driver.findElement(By.xpath("//android.widget.ImageView[2]"));
        driver.findElement(By.xpath("//android.widget.TextView[@text='App']"));
        List<WebElement> labels = driver.findElementsByXPath("//*[@resource-id='com.example.shop:id/list']/android.widget.TextView");
    }
}
