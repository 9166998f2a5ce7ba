using OpenQA.Selenium;
using OpenQA.Selenium.Appium;

namespace Scopes
{
    public class ScopesTests
    {
        private AppiumDriver driver;

        public void Pays()
        {
            string xpath = "checkout.pay";
            driver.FindElement(MobileBy.AccessibilityId(xpath)).Click();
        }

        public void Cancels()
        {
            var xpath = "checkout.cancel";
            driver.FindElement(MobileBy.AccessibilityId(xpath)).Click();
        }

        public void Retries()
        {
            string xpath = "//XCUIElementTypeButton[@name='checkout.pay']";
            if (driver.IsLocked())
            {
                xpath = "//XCUIElementTypeButton[@name='checkout.cancel']";
            }
            driver.FindElement(By.XPath(xpath));
        }

        public void TapXPath(string xpath)
        {
            driver.FindElement(By.XPath(xpath)).Click();
        }

        public void UsesTheHelpers()
        {
            driver.FindElement(MobileBy.AccessibilityId("checkout.coupon")).Click();
            driver.FindElement(MobileBy.AccessibilityId("checkout.total"));
        }

        public void TapsByName(string label)
        {
            driver.FindElement(By.XPath(SupportLib.GetXPath("Button", "name", label))).Click();
        }
    }
}
