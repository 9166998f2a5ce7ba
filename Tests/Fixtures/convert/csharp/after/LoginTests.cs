using System;
using NUnit.Framework;
using OpenQA.Selenium;
using OpenQA.Selenium.Appium;

namespace Shop.Tests
{
    public class LoginTests
    {
        // driver.FindElement(By.XPath("//XCUIElementTypeButton[@name='login.signIn']"));
        private IWebDriver driver;

        [Test]
        public void SignIn(string user)
        {
            driver.FindElement(MobileBy.AccessibilityId("login.signIn")).Click();
            driver.FindElement(MobileBy.AccessibilityId(@"promo.banner ""50%"" off"));
            var cells = driver.FindElementsByXPath("//XCUIElementTypeCell");
            driver.FindElement(MobileBy.AccessibilityId("login.email"));
            driver.FindElement(By.XPath($"//XCUIElementTypeCell[@label='{user}']"));
            driver.FindElement(By.XPath("//XCUIElementTypeStaticText[@name='Welcome back']"));
            driver.FindElement(By.XPath("//XCUIElementTypeButton[@name='checkout']"));
            driver.FindElement(By.XPath("//XCUIElementTypeButton[@name='nav.back']"));
            driver.FindElement(By.XPath("//XCUIElementTypeButton[@name='oops'"));
            driver.FindElement(MobileBy.AccessibilityId("""settings.logout"""));
            var interpolatedButConstant = $"{{literal braces}}";
            driver.FindElement(MobileBy.AccessibilityId("it's.here #{not} \\d"));
        }
    }
}
