"""Login flow tests."""
import pytest
from appium.webdriver.common.mobileby import MobileBy
from selenium.webdriver.common.by import By

# driver.find_element(By.XPATH, "//XCUIElementTypeButton[@name='login.signIn']")

SIGN_IN = (MobileBy.ACCESSIBILITY_ID, 'login.signIn')
EMAIL = (MobileBy.ACCESSIBILITY_ID, r"login.email")


def test_login(driver, user):
    driver.find_element(*SIGN_IN).click()
    driver.find_element(MobileBy.ACCESSIBILITY_ID, 'promo.banner "50%" off')
    driver.find_element(by=By.XPATH, value="//XCUIElementTypeButton[@name='nav.back']")
    driver.find_elements_by_xpath('//XCUIElementTypeCell')
    driver.find_element_by_xpath("//XCUIElementTypeStaticText[@name='Welcome back']")
    driver.find_element(MobileBy.ACCESSIBILITY_ID, "settings.logout")
    driver.find_element(By.XPATH, '//XCUIElementTypeButton[@name="checkout"]')
    driver.find_element(By.XPATH, '//XCUIElementTypeButton[')
    driver.find_element(By.XPATH, f"//XCUIElementTypeCell[@label='{user}']")
    driver.find_element(By.XPATH, "//XCUIElementTypeCell[@label='%s']" % user)
    driver.find_element(By.XPATH, "//XCUIElementTypeCell[@label='{}']".format(user))
    driver.find_element(By.XPATH, "//XCUIElementTypeCell[@label='" + user + "']")
    driver.find_element(MobileBy.ACCESSIBILITY_ID, "login.help")
    note = '''By.XPATH, "//XCUIElementTypeButton[@name='login.signIn']" inside a string'''
    driver.find_elements_by_accessibility_id("it's.here #{not} \\d")
    driver.find_element(MobileBy.ACCESSIBILITY_ID, """price.$total""")
