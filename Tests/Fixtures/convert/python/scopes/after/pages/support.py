"""XPaths the tests build from an element type and a name."""

from appium.webdriver.common.appiumby import AppiumBy

PREFIX = "//XCUIElementType"


def by_name(element_type, name):
    return f"{PREFIX}{element_type}[@name='{name}']"


def by_name_percent(element_type, name):
    return "//XCUIElementType%s[@name='%s']" % (element_type, name)


class Screen:
    def __init__(self, driver):
        self.driver = driver
        self.title = "checkout.total"

    def button(self, name):
        return "//XCUIElementTypeButton[@name='{}']".format(name)

    def tap_xpath(self, xpath):
        self.driver.find_element(AppiumBy.XPATH, xpath).click()

    def reads_the_title(self):
        return self.driver.find_element(AppiumBy.ACCESSIBILITY_ID, self.title).text

