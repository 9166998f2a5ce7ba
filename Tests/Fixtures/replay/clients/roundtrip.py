"""Appium-Python-Client through `locatorlab record` in front of `locatorlab
replay` (ios-login.xml, then ios-home.xml), and again against a replay of
what was recorded: finds with several strategies, single and plural, one
scoped; keys and a click; a `mobile: scroll` and a query; a find that matches only on the next screen; a
stale element; a find that fails and an invalid selector. It prints one
line per answer, so the test can check that both runs answered alike."""
import sys

from appium import webdriver
from appium.options.ios import XCUITestOptions
from appium.webdriver.common.appiumby import AppiumBy
from selenium.common.exceptions import (InvalidSelectorException, NoSuchElementException,
                                        StaleElementReferenceException)


def say(name, answer):
    print(f"{name}: {answer!r}")


options = XCUITestOptions()
options.platform_name = "iOS"
options.device_name = "iPhone 15"
driver = webdriver.Remote(sys.argv[1], options=options)
try:
    email = driver.find_element(AppiumBy.ACCESSIBILITY_ID, "login.email")
    say("accessibility id", email.tag_name)
    say("id", driver.find_element(AppiumBy.ID, "login.password").get_attribute("type"))
    say("xpath", driver.find_element(AppiumBy.XPATH, "//XCUIElementTypeStaticText[@name='login.title']").text)
    say("class name", len(driver.find_elements(AppiumBy.CLASS_NAME, "XCUIElementTypeButton")))
    say("predicate", driver.find_element(AppiumBy.IOS_PREDICATE, "type == 'XCUIElementTypeButton' AND enabled == 0")
        .get_attribute("name"))
    button = driver.find_element(AppiumBy.IOS_CLASS_CHAIN, "**/XCUIElementTypeButton[`label == 'Log in'`]")
    say("scoped", button.find_element(AppiumBy.CLASS_NAME, "XCUIElementTypeStaticText").text)
    email.send_keys("ada@example.com")
    button.click()
    # Only on the next screen: replay jumps there, a replayed recording goes there after the click.
    cells = driver.find_elements(AppiumBy.IOS_CLASS_CHAIN, "**/XCUIElementTypeCell")
    say("cells", len(cells))
    say("favourite", cells[0].find_element(AppiumBy.ACCESSIBILITY_ID, "product.favourite").is_selected())
    # An execute method that acts (recorded, followed) and one that asks (neither).
    driver.execute_script("mobile: scroll", {"direction": "down"})
    say("keyboard", driver.is_keyboard_shown())
    say("gone", len(driver.find_elements(AppiumBy.ACCESSIBILITY_ID, "login.email")))
    try:
        say("stale", email.text)
    except StaleElementReferenceException:
        say("stale", "StaleElementReferenceException")
    try:
        say("no such element", driver.find_element(AppiumBy.ACCESSIBILITY_ID, "no.such.thing").tag_name)
    except NoSuchElementException:
        say("no such element", "NoSuchElementException")
    try:
        say("invalid selector", driver.find_element(AppiumBy.XPATH, "//XCUIElementTypeButton[").tag_name)
    except InvalidSelectorException:
        say("invalid selector", "InvalidSelectorException")
finally:
    driver.quit()
print("round trip client done")
