"""Locators without identifiers, converted to native strategies."""
from appium.webdriver.common.appiumby import AppiumBy
from selenium.webdriver.common.by import By

REMOVE = (By.XPATH, "//XCUIElementTypeButton[contains(@name,'remove')]")


def test_cart(driver):
    driver.find_element(*REMOVE).click()
    driver.find_element(By.XPATH, "//XCUIElementTypeStaticText[@name='cart.sum']/..")
    driver.find_element('xpath', '//XCUIElementTypeWindow/XCUIElementTypeOther')
    driver.find_elements(AppiumBy.XPATH, "//XCUIElementTypeTable/XCUIElementTypeCell")
    driver.find_element(By.XPATH, "//android.widget.LinearLayout")
    driver.find_element_by_xpath("//android.widget.ImageView[2]")
    driver.find_element(By.XPATH, "//android.widget.TextView[@text='App']")
    driver.find_elements(By.XPATH, "//*[@resource-id='com.example.shop:id/list']/android.widget.TextView")
