from appium.webdriver.common.appiumby import AppiumBy

import locators as loc
from helpers import xpath_click
from locators import COUPON, PAY, SUMMARY


class TestCheckout:
    TOTAL = "checkout.total"

    def test_pay(self, driver):
        driver.find_element(AppiumBy.ACCESSIBILITY_ID, PAY).click()
        driver.find_element(by=AppiumBy.ACCESSIBILITY_ID, value=loc.CANCEL).click()
        driver.find_element(value="checkout.pay", by=AppiumBy.ACCESSIBILITY_ID)
        assert driver.find_element(AppiumBy.ACCESSIBILITY_ID, self.TOTAL).text == "12.50"

    def test_coupon_is_logged(self, driver):
        print("tapping", COUPON)
        driver.find_element(AppiumBy.XPATH, COUPON).click()

    def test_generated_and_state_carrying_names(self, driver):
        driver.find_element(AppiumBy.XPATH, SUMMARY)
        driver.find_element(AppiumBy.XPATH, loc.HOME_TAB)

    def test_helper(self, driver):
        accessibility_click(driver, loc.HELP)

    def test_variables(self, driver):
        cancel = "checkout.cancel"
        driver.find_element(AppiumBy.ACCESSIBILITY_ID, cancel)
        row = "//XCUIElementTypeCell[1]"
        row = "//XCUIElementTypeCell[2]"
        driver.find_element(AppiumBy.XPATH, row)
        driver.find_element(AppiumBy.XPATH, build_row_xpath(3))


def build_row_xpath(index):
    return "//XCUIElementTypeCell[%d]" % index
