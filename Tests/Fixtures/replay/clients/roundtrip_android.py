"""Appium-Python-Client (UiAutomator2 options) through `locatorlab record`
in front of `locatorlab replay` (android-login.xml, then android-home.xml),
and again against a replay of what was recorded: finds with every strategy
UiAutomator2 takes, single and plural, one scoped, `id` completed with
appium:appPackage; keys, a keyboard hidden and a click; a query; a find that matches only on the next
screen; a stale element; a find that fails and an invalid selector. It
prints one line per answer, so the test can check that both runs answered
alike."""
import sys

from appium import webdriver
from appium.options.android import UiAutomator2Options
from appium.webdriver.common.appiumby import AppiumBy
from selenium.common.exceptions import (InvalidSelectorException, NoSuchElementException,
                                        StaleElementReferenceException)


def say(name, answer):
    print(f"{name}: {answer!r}")


options = UiAutomator2Options()
options.platform_name = "Android"
options.app_package = "com.example.shop"
driver = webdriver.Remote(sys.argv[1], options=options)
try:
    email = driver.find_element(AppiumBy.ID, "email")
    say("id", email.text)
    say("accessibility id", driver.find_element(AppiumBy.ACCESSIBILITY_ID, "login button").get_attribute("resource-id"))
    say("xpath", driver.find_element(AppiumBy.XPATH, "//android.widget.TextView[@resource-id='com.example.shop:id/title']")
        .text)
    say("class name", len(driver.find_elements(AppiumBy.CLASS_NAME, "android.widget.EditText")))
    say("uiautomator", driver.find_element(AppiumBy.ANDROID_UIAUTOMATOR, 'new UiSelector().textStartsWith("Log")')
        .get_attribute("content-desc"))
    form = driver.find_element(AppiumBy.ID, "com.example.shop:id/login_form")
    say("scoped", form.find_element(AppiumBy.CLASS_NAME, "android.widget.Button").text)
    email.send_keys("ada@example.com")
    # Execute methods: one that acts (recorded, followed), one that asks (neither).
    driver.hide_keyboard()
    say("package", driver.current_package)
    driver.find_element(AppiumBy.ACCESSIBILITY_ID, "login button").click()
    # Only on the next screen: replay jumps there, a replayed recording goes there after the click.
    rows = driver.find_elements(AppiumBy.ID, "product_row")
    say("rows", len(rows))
    say("favourite", rows[1].find_element(AppiumBy.ACCESSIBILITY_ID, "Favourite").get_attribute("bounds"))
    say("gone", len(driver.find_elements(AppiumBy.ID, "email")))
    try:
        say("stale", email.text)
    except StaleElementReferenceException:
        say("stale", "StaleElementReferenceException")
    try:
        say("no such element", driver.find_element(AppiumBy.ID, "no_such_thing").text)
    except NoSuchElementException:
        say("no such element", "NoSuchElementException")
    try:
        say("invalid selector", driver.find_element(AppiumBy.XPATH, "//android.widget.Button[").text)
    except InvalidSelectorException:
        say("invalid selector", "InvalidSelectorException")
finally:
    driver.quit()
print("round trip client done")
