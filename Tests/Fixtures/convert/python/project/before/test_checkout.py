from appium.webdriver.common.appiumby import AppiumBy

import locators as loc
from helpers import xpath_click
from locators import COUPON, PAY, SUMMARY


class TestCheckout:
    TOTAL = "//XCUIElementTypeStaticText[@name='checkout.total']"

    def test_pay(self, driver):
        driver.find_element(AppiumBy.XPATH, PAY).click()
        driver.find_element(by=AppiumBy.XPATH, value=loc.CANCEL).click()
        driver.find_element(value="//XCUIElementTypeButton[@name='checkout.pay']", by=AppiumBy.XPATH)
        assert driver.find_element(AppiumBy.XPATH, self.TOTAL).text == "12.50"

    def test_coupon_is_logged(self, driver):
        print("tapping", COUPON)
        driver.find_element(AppiumBy.XPATH, COUPON).click()

    def test_generated_and_state_carrying_names(self, driver):
        driver.find_element(AppiumBy.XPATH, SUMMARY)
        driver.find_element(AppiumBy.XPATH, loc.HOME_TAB)

    def test_helper(self, driver):
        xpath_click(driver, loc.HELP)

    def test_variables(self, driver):
        cancel = "//XCUIElementTypeButton[@name='checkout.cancel']"
        driver.find_element(AppiumBy.XPATH, cancel)
        row = "//XCUIElementTypeCell[1]"
        row = "//XCUIElementTypeCell[2]"
        driver.find_element(AppiumBy.XPATH, row)
        driver.find_element(AppiumBy.XPATH, build_row_xpath(3))


def build_row_xpath(index):
    return "//XCUIElementTypeCell[%d]" % index
