package io.appium.java_client;

import java.util.List;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

public class AppiumDriver {
    public WebElement findElement(By by) { return null; }
    public List<WebElement> findElements(By by) { return null; }
    public WebElement findElementByXPath(String xpath) { return null; }
    public List<WebElement> findElementsByXPath(String xpath) { return null; }
    // java-client 7's FindsByAccessibilityId, FindsByAndroidUIAutomator …
    public WebElement findElementByAccessibilityId(String using) { return null; }
    public List<WebElement> findElementsByAccessibilityId(String using) { return null; }
    public WebElement findElementByAndroidUIAutomator(String using) { return null; }
    public List<WebElement> findElementsByAndroidUIAutomator(String using) { return null; }
    public WebElement findElementByIosClassChain(String using) { return null; }
    public List<WebElement> findElementsByIosClassChain(String using) { return null; }
    public WebElement findElementByIosNsPredicate(String using) { return null; }
    public List<WebElement> findElementsByIosNsPredicate(String using) { return null; }
}
