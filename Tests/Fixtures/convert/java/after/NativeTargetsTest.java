package com.example.shop;

import io.appium.java_client.AppiumDriver;
import io.appium.java_client.MobileBy;
import io.appium.java_client.pagefactory.AndroidFindBy;
import io.appium.java_client.pagefactory.iOSXCUITFindBy;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.FindBy;

import java.util.List;

public class NativeTargetsTest {
    @iOSXCUITFindBy(iOSNsPredicate = "type == 'XCUIElementTypeButton' AND name == 'cart.`remove` \"Ann\\'s\" $5 #{x} \\\\d'")
    private WebElement remove;

    @AndroidFindBy(id = "com.example.shop:id/list")
    private WebElement list;

    void run(AppiumDriver driver) {
        driver.findElement(MobileBy.iOSClassChain("**/XCUIElementTypeOther[$name == 'cart.total `$$`'$][-1]"));
        driver.findElement(MobileBy.iOSClassChain("XCUIElementTypeWindow/XCUIElementTypeOther"));
        List<WebElement> cells = driver.findElements(MobileBy.iOSNsPredicateString("type == 'XCUIElementTypeCell'"));
        driver.findElement(MobileBy.AndroidUIAutomator("new UiSelector().resourceId(\"com.example.shop:id/list\").childSelector(new UiSelector().className(\"android.widget.ImageView\").instance(1))"));
        driver.findElement(By.xpath("//android.widget.TextView[@text='App']"));
        List<WebElement> labels = driver.findElementsByAndroidUIAutomator("new UiSelector().className(\"android.widget.TextView\")");
    }
}
