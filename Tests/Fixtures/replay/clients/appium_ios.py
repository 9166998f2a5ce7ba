"""Appium-Python-Client against `locatorlab replay` on ios-login.xml and
ios-home.xml: every AppiumBy strategy XCUITest accepts, element reading,
actions, errors as the client raises them. Prints one line per check and
exits 1 at the first that fails."""
import sys

from appium import webdriver
from appium.options.ios import XCUITestOptions
from appium.webdriver.common.appiumby import AppiumBy
from selenium.common.exceptions import (InvalidSelectorException, NoSuchElementException,
                                        StaleElementReferenceException)

from checks import check


options = XCUITestOptions()
options.platform_name = "iOS"
options.device_name = "iPhone 15"
options.set_capability("locatorlab:screen", "ios-login")
driver = webdriver.Remote(sys.argv[1], options=options)
try:
    check("accessibility id", driver.find_element(AppiumBy.ACCESSIBILITY_ID, "login.email").tag_name,
          "XCUIElementTypeTextField")
    check("id", driver.find_element(AppiumBy.ID, "login.password").get_attribute("type"),
          "XCUIElementTypeSecureTextField")
    check("name", len(driver.find_elements(AppiumBy.NAME, "Log in")), 2)
    check("class name", len(driver.find_elements(AppiumBy.CLASS_NAME, "XCUIElementTypeButton")), 2)
    check("xpath", driver.find_element(AppiumBy.XPATH, "//XCUIElementTypeStaticText[@name='login.title']").text,
          "Welcome back")
    check("predicate", driver.find_element(AppiumBy.IOS_PREDICATE, "type == 'XCUIElementTypeButton' AND enabled == 0")
          .get_attribute("name"), "login.forgot")
    check("class chain", driver.find_element(AppiumBy.IOS_CLASS_CHAIN, "**/XCUIElementTypeButton[`label == 'Log in'`]")
          .get_attribute("label"), "Log in")
    button = driver.find_element(AppiumBy.ACCESSIBILITY_ID, "Log in")
    check("scoped find", button.find_element(AppiumBy.CLASS_NAME, "XCUIElementTypeStaticText").text, "Log in")
    check("rect", button.rect, {"x": 24, "y": 330, "width": 342, "height": 50})
    check("displayed", button.is_displayed(), True)
    check("enabled", driver.find_element(AppiumBy.ACCESSIBILITY_ID, "login.forgot").is_enabled(), False)
    check("source has AppiumAUT", "<AppiumAUT>" in driver.page_source, True)
    try:
        driver.find_element(AppiumBy.XPATH, "//XCUIElementTypeButton[")
        check("invalid selector", "no error", "InvalidSelectorException")
    except InvalidSelectorException as error:
        check("invalid selector", "offset" in error.msg, True)
    try:
        driver.find_element(AppiumBy.ANDROID_UIAUTOMATOR, 'new UiSelector().text("Log in")')
        check("other platform", "no error", "InvalidSelectorException")
    except InvalidSelectorException:
        check("other platform", "refused", "refused")
    email = driver.find_element(AppiumBy.ACCESSIBILITY_ID, "login.email")
    email.send_keys("ada@example.com")
    button.click()
    # Not on this screen: the replay moves to the first page source where it matches.
    cells = driver.find_elements(AppiumBy.IOS_CLASS_CHAIN, "**/XCUIElementTypeCell")
    check("jump to home", len(cells), 2)
    check("favourite selected", cells[0].find_element(AppiumBy.ACCESSIBILITY_ID, "product.favourite").is_selected(), True)
    try:
        email.text
        check("stale", "no error", "StaleElementReferenceException")
    except StaleElementReferenceException:
        check("stale", "stale", "stale")
    try:
        driver.find_element(AppiumBy.ACCESSIBILITY_ID, "no.such.thing")
        check("no such element", "no error", "NoSuchElementException")
    except NoSuchElementException:
        check("no such element", "raised", "raised")
    # Execute methods: the keyboard is read off the saved screen, a scroll is an action.
    check("keyboard shown", driver.is_keyboard_shown(), False)
    driver.execute_script("mobile: scroll", {"direction": "down"})
    check("still home after a scroll", len(driver.find_elements(AppiumBy.IOS_CLASS_CHAIN, "**/XCUIElementTypeCell")), 2)
finally:
    driver.quit()
print("ios client passed")
