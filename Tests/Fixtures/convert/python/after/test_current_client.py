"""Appium-Python-Client 2+: AppiumBy."""
from appium.webdriver.common.appiumby import AppiumBy


def test_sign_in(driver):
    driver.find_element(AppiumBy.ACCESSIBILITY_ID, "login.signIn").click()
    # A Button and its StaticText share the name: one element for a singular find.
    driver.find_element(AppiumBy.ACCESSIBILITY_ID, "login.help").click()
    helps = driver.find_elements(AppiumBy.XPATH, "//XCUIElementTypeButton[@name='login.help']")
    HELP = (AppiumBy.XPATH, "//XCUIElementTypeButton[@name='login.help']")
    driver.find_element(by=AppiumBy.ACCESSIBILITY_ID, value='login.recent.0').click()
    cells = driver.find_elements(AppiumBy.XPATH, '//XCUIElementTypeCell')
