using OpenQA.Selenium;
using OpenQA.Selenium.Appium;

namespace Checkout
{
    public class CheckoutTests
    {
        private const string Total = "checkout.total";
        private AppiumDriver<AppiumWebElement> driver;

        public void Pays()
        {
            driver.FindElement(MobileBy.AccessibilityId(Locators.Pay)).Click();
            driver.FindElement(MobileBy.AccessibilityId(Locators.Cancel)).Click();
            driver.FindElement(MobileBy.AccessibilityId(Total));
        }

        public void LogsTheCoupon()
        {
            System.Console.WriteLine("tapping " + Locators.Coupon);
            driver.FindElement(By.XPath(Locators.Coupon)).Click();
        }

        public void UsesLocals(int index)
        {
            var help = "checkout.help";
            driver.FindElement(MobileBy.AccessibilityId(help)).Click();
            var row = $"//XCUIElementTypeCell[{index}]";
            driver.FindElement(By.XPath(row));
            driver.FindElement(By.XPath(Locators.Summary));
        }
    }
}
