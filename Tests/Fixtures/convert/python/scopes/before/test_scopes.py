from appium.webdriver.common.appiumby import AppiumBy

from pages import locators as loc
from pages.support import Screen, by_name, by_name_percent


def test_pays(driver):
    xpath = "//XCUIElementTypeButton[@name='checkout.pay']"
    driver.find_element(AppiumBy.XPATH, xpath).click()


def test_cancels(driver):
    xpath = "//XCUIElementTypeButton[@name='checkout.cancel']"
    driver.find_element(AppiumBy.XPATH, xpath).click()


def test_retries(driver):
    xpath = "//XCUIElementTypeButton[@name='checkout.pay']"
    if driver.is_locked():
        xpath = "//XCUIElementTypeButton[@name='checkout.cancel']"
    driver.find_element(AppiumBy.XPATH, xpath)


def test_uses_the_helpers(driver):
    driver.find_element(AppiumBy.XPATH, by_name("Button", "checkout.coupon")).click()
    driver.find_element(AppiumBy.XPATH, by_name_percent("StaticText", "checkout.total"))
    driver.find_element(AppiumBy.XPATH, Screen(driver).button("checkout.help"))


def test_taps_by_name(driver, label):
    driver.find_element(AppiumBy.XPATH, by_name("Button", label)).click()


def test_uses_the_module_alias(driver):
    driver.find_element(AppiumBy.XPATH, loc.PAY).click()
