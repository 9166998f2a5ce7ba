package checkout;

import io.appium.java_client.AppiumDriver;
import org.openqa.selenium.By;

public class CheckoutTest {
    private static final String TOTAL = "//XCUIElementTypeStaticText[@name='checkout.total']";
    private final AppiumDriver driver = new AppiumDriver();

    public void pays() {
        driver.findElement(By.xpath(Locators.PAY)).click();
        driver.findElement(By.xpath(Locators.CANCEL)).click();
        driver.findElement(By.xpath(TOTAL));
    }

    public void logsTheCoupon() {
        System.out.println("tapping " + Locators.COUPON);
        driver.findElement(By.xpath(Locators.COUPON)).click();
    }

    public void refusesGeneratedAndStateCarryingNames() {
        driver.findElement(By.xpath(Locators.SUMMARY));
        driver.findElement(By.xpath(Locators.HOME_TAB));
    }

    public void usesLocals(int index) {
        String help = "//XCUIElementTypeButton[@name='checkout.help']";
        driver.findElement(By.xpath(help)).click();
        String row = "//XCUIElementTypeCell[" + index + "]";
        driver.findElement(By.xpath(row));
        driver.findElement(By.xpath(Settings.BACK));
    }
}
