using NUnit.Framework;
using OpenQA.Selenium;
using OpenQA.Selenium.Appium;

namespace Shop.Tests
{
    public class NativeTargetsTests
    {
        private IWebDriver driver;

        [Test]
        public void Cart()
        {
            driver.FindElement(MobileBy.AccessibilityId("cart.`remove` \"Ann's\" $5 #{x} \\d")).Click();
            driver.FindElement(MobileBy.IosClassChain("**/XCUIElementTypeOther[$name == 'cart.total `$$`'$][-1]"));
            driver.FindElement(MobileBy.IosClassChain("XCUIElementTypeWindow/XCUIElementTypeOther"));
            var cells = driver.FindElements(MobileBy.IosNSPredicate("type == 'XCUIElementTypeCell'"));
            driver.FindElement(MobileBy.Id("com.example.shop:id/list"));
            driver.FindElement(MobileBy.AndroidUIAutomator("new UiSelector().resourceId(\"com.example.shop:id/list\").childSelector(new UiSelector().className(\"android.widget.ImageView\").instance(1))"));
            driver.FindElement(By.XPath("//android.widget.TextView[@text='App']"));
            var labels = driver.FindElements(MobileBy.AndroidUIAutomator("new UiSelector().className(\"android.widget.TextView\")"));
        }
    }
}
