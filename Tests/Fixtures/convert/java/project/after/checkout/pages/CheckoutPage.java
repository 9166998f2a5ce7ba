package checkout.pages;

import io.appium.java_client.pagefactory.iOSXCUITFindBy;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.FindBy;
import org.openqa.selenium.support.How;

/** Selenium's older annotation form, on a page object. */
public class CheckoutPage {
    static final String HELP = "checkout.help";

    @iOSXCUITFindBy(accessibility = HELP)
    WebElement help;

    @iOSXCUITFindBy(accessibility = "checkout.coupon")
    WebElement coupon;
}
