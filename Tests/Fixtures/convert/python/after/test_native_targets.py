"""Locators without identifiers, converted to native strategies."""
from appium.webdriver.common.appiumby import AppiumBy
from selenium.webdriver.common.by import By

REMOVE = (AppiumBy.IOS_PREDICATE, "type == 'XCUIElementTypeButton' AND name == 'cart.`remove` \"Ann\\'s\" $5 #{x} \\\\d'")


def test_cart(driver):
    driver.find_element(*REMOVE).click()
    driver.find_element(AppiumBy.IOS_CLASS_CHAIN, "**/XCUIElementTypeOther[$name == 'cart.total `$$`'$][-1]")
    driver.find_element('-ios class chain', 'XCUIElementTypeWindow/XCUIElementTypeOther')
    driver.find_elements(AppiumBy.IOS_PREDICATE, "type == 'XCUIElementTypeCell'")
    driver.find_element(AppiumBy.ID, "com.example.shop:id/list")
    driver.find_element(AppiumBy.ANDROID_UIAUTOMATOR, "new UiSelector().resourceId(\"com.example.shop:id/list\").childSelector(new UiSelector().className(\"android.widget.ImageView\").instance(1))")
    driver.find_element(By.XPATH, "//android.widget.TextView[@text='App']")
    driver.find_elements(AppiumBy.ANDROID_UIAUTOMATOR, "new UiSelector().className(\"android.widget.TextView\")")
