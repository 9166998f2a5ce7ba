"""Appium-Python-Client's state round trips against `locatorlab replay`
(directly, or through `locatorlab record` with a /wd/hub upstream): the
timeouts a session sets are the ones it reads, settings merge, orientation
turns, and a find that finds nothing still answers at once. Prints one line
per check and exits 1 at the first that fails."""
import sys

from appium import webdriver
from appium.options.android import UiAutomator2Options
from appium.webdriver.common.appiumby import AppiumBy
from selenium.common.exceptions import NoSuchElementException

from checks import check


options = UiAutomator2Options()
options.platform_name = "Android"
options.set_capability("appium:appPackage", "com.example.shop")
driver = webdriver.Remote(sys.argv[1], options=options)
try:
    driver.implicitly_wait(1.5)
    check("implicit wait read back", driver.timeouts.implicit_wait, 1.5)
    driver.set_page_load_timeout(20)
    check("page load read back", driver.timeouts.page_load, 20)
    driver.update_settings({"enforceXpath1": True})
    check("settings merged", driver.get_settings().get("enforceXpath1"), True)
    driver.orientation = "LANDSCAPE"
    check("orientation turned", driver.orientation, "LANDSCAPE")
    try:
        driver.find_element(AppiumBy.ID, "no_such_thing")
        check("nothing found", "found", "raised")
    except NoSuchElementException:
        check("nothing found", "raised", "raised")
    check("found after", driver.find_element(AppiumBy.ID, "email").get_attribute("resource-id"),
          "com.example.shop:id/email")
finally:
    driver.quit()
print("state client done")
