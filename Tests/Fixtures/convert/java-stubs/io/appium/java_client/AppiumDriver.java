package io.appium.java_client;

import java.util.List;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

public class AppiumDriver {
    public WebElement findElement(By by) { return null; }
    public List<WebElement> findElements(By by) { return null; }
    public WebElement findElementByXPath(String xpath) { return null; }
    public List<WebElement> findElementsByXPath(String xpath) { return null; }
}
