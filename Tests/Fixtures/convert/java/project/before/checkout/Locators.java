package checkout;

/** Checkout screen locators, shared by the tests. */
public final class Locators {
    public static final String PAY = "//XCUIElementTypeButton[@name='checkout.pay']";
    public static final String CANCEL = "//XCUIElementTypeButton[@name=\"checkout.cancel\"]";
    public static final String SUMMARY = "//XCUIElementTypeStaticText[@label='Order summary']";
    public static final String HOME_TAB = "//XCUIElementTypeOther[@label='Home']";
    static final String COUPON = "//XCUIElementTypeButton"
            + "[@name='checkout.coupon']";

    private Locators() {}
}
