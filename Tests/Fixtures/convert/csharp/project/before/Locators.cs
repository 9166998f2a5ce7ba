namespace Checkout
{
    /// Checkout screen locators, shared by the tests.
    public static class Locators
    {
        public const string Pay = "//XCUIElementTypeButton[@name='checkout.pay']";
        public static readonly string Cancel = @"//XCUIElementTypeButton[@name=""checkout.cancel""]";
        public const string Summary = "//XCUIElementTypeStaticText[@label='Order summary']";
        public const string Coupon = "//XCUIElementTypeButton[@name='checkout.coupon']";
    }
}
