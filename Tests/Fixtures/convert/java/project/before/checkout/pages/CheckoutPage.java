package checkout.pages;

import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.FindBy;
import org.openqa.selenium.support.How;

/** Selenium's older annotation form, on a page object. */
public class CheckoutPage {
    static final String HELP = "//XCUIElementTypeButton[@name='checkout.help']";

    @FindBy(how = How.XPATH, using = HELP)
    WebElement help;

    @FindBy(how = How.XPATH, using = "//XCUIElementTypeButton[@name='checkout.coupon']")
    WebElement coupon;
}
