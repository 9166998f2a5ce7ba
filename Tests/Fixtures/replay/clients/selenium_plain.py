"""Plain selenium (no Appium client) against `locatorlab replay`:
webdriver.Remote with generic options, its By strategies (ID, NAME and
CLASS_NAME go out as CSS), an implicit wait, the window size, a
screenshot, and CSS the replay does not read refused."""
import base64
import sys

from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.options import ArgOptions

from checks import check


options = ArgOptions()
options.set_capability("platformName", "iOS")
options.set_capability("appium:automationName", "XCUITest")
driver = webdriver.Remote(command_executor=sys.argv[1], options=options)
try:
    driver.implicitly_wait(2)
    # Plain selenium reads attributes with get_dom_attribute: its
    # get_attribute runs a JavaScript atom no Appium driver executes.
    check("xpath", driver.find_element(By.XPATH, "//*[@name='login.email']").get_dom_attribute("value"), "Email")
    check("id", driver.find_element(By.ID, "login.title").text, "Welcome back")
    check("name", driver.find_element(By.NAME, "login.forgot").get_dom_attribute("label"), "Forgot password?")
    check("class name", len(driver.find_elements(By.CLASS_NAME, "XCUIElementTypeStaticText")), 2)
    check("window size", driver.get_window_size(), {"width": 390, "height": 844})
    screenshot = base64.b64decode(driver.get_screenshot_as_base64())
    check("screenshot is a PNG", screenshot[:8], b"\x89PNG\r\n\x1a\n")
    try:
        driver.find_element(By.CSS_SELECTOR, "div > button")
        check("css refused", "no error", "WebDriverException")
    except WebDriverException as error:
        check("css refused", "not supported" in error.msg, True)
finally:
    driver.quit()
print("selenium client passed")
