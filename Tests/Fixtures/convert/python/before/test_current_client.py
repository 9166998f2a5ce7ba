"""Appium-Python-Client 2+: AppiumBy."""
from appium.webdriver.common.appiumby import AppiumBy


def test_sign_in(driver):
    driver.find_element(AppiumBy.XPATH, "//XCUIElementTypeButton[@name='login.signIn']").click()
    # A Button and its StaticText share the name: one element for a singular find.
    driver.find_element(AppiumBy.XPATH, "//XCUIElementTypeButton[@name='login.help']").click()
    helps = driver.find_elements(AppiumBy.XPATH, "//XCUIElementTypeButton[@name='login.help']")
    HELP = (AppiumBy.XPATH, "//XCUIElementTypeButton[@name='login.help']")
    driver.find_element(by=AppiumBy.XPATH, value='//XCUIElementTypeCell').click()
    cells = driver.find_elements(AppiumBy.XPATH, '//XCUIElementTypeCell')
