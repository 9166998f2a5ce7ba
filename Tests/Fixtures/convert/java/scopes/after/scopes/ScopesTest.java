package scopes;

import io.appium.java_client.AppiumBy;
import io.appium.java_client.AppiumDriver;
import io.appium.java_client.pagefactory.iOSXCUITFindBy;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.FindBy;
import org.openqa.selenium.support.How;

public class ScopesTest {
    private final AppiumDriver driver = new AppiumDriver();

    @iOSXCUITFindBy(accessibility = "checkout.total")
    private WebElement total;

    @iOSXCUITFindBy(accessibility = "checkout.help")
    private WebElement help;

    public void pays() {
        String xpath = "checkout.pay";
        driver.findElement(AppiumBy.accessibilityId(xpath)).click();
    }

    public void cancels() {
        String xpath = "checkout.cancel";
        driver.findElement(AppiumBy.accessibilityId(xpath)).click();
    }

    public void retries() {
        String xpath = "//XCUIElementTypeButton[@name='checkout.pay']";
        if (driver != null) {
            xpath = "//XCUIElementTypeButton[@name='checkout.cancel']";
        }
        driver.findElement(By.xpath(xpath));
    }

    public void tapXPath(String xpath) {
        driver.findElement(By.xpath(xpath)).click();
    }

    public void usesTheHelpers() {
        driver.findElement(AppiumBy.accessibilityId("checkout.coupon")).click();
        driver.findElement(AppiumBy.accessibilityId("checkout.total"));
    }

    public void tapsByName(String label) {
        driver.findElement(By.xpath(Support.byName("Button", label))).click();
    }
}
