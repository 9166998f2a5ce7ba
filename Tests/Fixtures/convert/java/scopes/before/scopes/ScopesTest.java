package scopes;

import io.appium.java_client.AppiumDriver;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.FindBy;
import org.openqa.selenium.support.How;

public class ScopesTest {
    private final AppiumDriver driver = new AppiumDriver();

    @FindBy(using = "//XCUIElementTypeStaticText[@name='checkout.total']", how = How.XPATH)
    private WebElement total;

    @FindBy(how = How.XPATH, using = "//XCUIElementTypeButton[@name='checkout.help']")
    private WebElement help;

    public void pays() {
        String xpath = "//XCUIElementTypeButton[@name='checkout.pay']";
        driver.findElement(By.xpath(xpath)).click();
    }

    public void cancels() {
        String xpath = "//XCUIElementTypeButton[@name='checkout.cancel']";
        driver.findElement(By.xpath(xpath)).click();
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
        driver.findElement(By.xpath(Support.byName("Button", "checkout.coupon"))).click();
        driver.findElement(By.xpath(Support.byNameFormatted("StaticText", "checkout.total")));
    }

    public void tapsByName(String label) {
        driver.findElement(By.xpath(Support.byName("Button", label))).click();
    }
}
