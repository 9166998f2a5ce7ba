using System;
using NUnit.Framework;
using OpenQA.Selenium;

namespace Shop.Tests
{
    public class LoginTests
    {
        // driver.FindElement(By.XPath("//XCUIElementTypeButton[@name='login.signIn']"));
        private IWebDriver driver;

        [Test]
        public void SignIn(string user)
        {
            driver.FindElement(By.XPath("//XCUIElementTypeButton[@name='login.signIn']")).Click();
            driver.FindElement(MobileBy.XPath(@"//XCUIElementTypeOther[@name='promo.banner ""50%"" off']"));
            var cells = driver.FindElementsByXPath("//XCUIElementTypeCell");
            driver.FindElementByXPath("//XCUIElementTypeTextField[@name='login.email']");
            driver.FindElement(By.XPath($"//XCUIElementTypeCell[@label='{user}']"));
            driver.FindElement(By.XPath("//XCUIElementTypeStaticText[@name='Welcome back']"));
            driver.FindElement(By.XPath("//XCUIElementTypeButton[@name='checkout']"));
            driver.FindElement(By.XPath("//XCUIElementTypeButton[@name='nav.back']"));
            driver.FindElement(By.XPath("//XCUIElementTypeButton[@name='oops'"));
            driver.FindElement(By.XPath("""//XCUIElementTypeButton[@name="settings.logout"]"""));
            var interpolatedButConstant = $"{{literal braces}}";
            driver.FindElement(By.XPath("//XCUIElementTypeStaticText[@name=\"it's.here #{not} \\d\"]"));
        }
    }
}
