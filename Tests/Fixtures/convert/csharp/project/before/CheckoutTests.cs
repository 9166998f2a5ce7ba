using OpenQA.Selenium;
using OpenQA.Selenium.Appium;

namespace Checkout
{
    public class CheckoutTests
    {
        private const string Total = "//XCUIElementTypeStaticText[@name='checkout.total']";
        private AppiumDriver<AppiumWebElement> driver;

        public void Pays()
        {
            driver.FindElement(By.XPath(Locators.Pay)).Click();
            driver.FindElement(MobileBy.XPath(Locators.Cancel)).Click();
            driver.FindElement(By.XPath(Total));
        }

        public void LogsTheCoupon()
        {
            System.Console.WriteLine("tapping " + Locators.Coupon);
            driver.FindElement(By.XPath(Locators.Coupon)).Click();
        }

        public void UsesLocals(int index)
        {
            var help = "//XCUIElementTypeButton[@name='checkout.help']";
            driver.FindElementByXPath(help).Click();
            var row = $"//XCUIElementTypeCell[{index}]";
            driver.FindElement(By.XPath(row));
            driver.FindElement(By.XPath(Locators.Summary));
        }
    }
}
