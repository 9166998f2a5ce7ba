using NUnit.Framework;
using OpenQA.Selenium;

namespace Shop.Tests
{
    public class NativeTargetsTests
    {
        private IWebDriver driver;

        [Test]
        public void Cart()
        {
            driver.FindElement(By.XPath("//XCUIElementTypeButton[contains(@name,'remove')]")).Click();
            driver.FindElement(By.XPath("//XCUIElementTypeStaticText[@name='cart.sum']/.."));
            driver.FindElement(MobileBy.XPath("//XCUIElementTypeWindow/XCUIElementTypeOther"));
            var cells = driver.FindElements(By.XPath("//XCUIElementTypeTable/XCUIElementTypeCell"));
            driver.FindElement(By.XPath("//android.widget.LinearLayout"));
            driver.FindElementByXPath("//android.widget.ImageView[2]");
            driver.FindElement(By.XPath("//android.widget.TextView[@text='App']"));
            var labels = driver.FindElements(By.XPath("//*[@resource-id='com.example.shop:id/list']/android.widget.TextView"));
        }
    }
}
