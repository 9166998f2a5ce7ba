"""Appium-Python-Client against `locatorlab replay` on android-login.xml and
android-home.xml: every AppiumBy strategy UiAutomator2 accepts, `id`
completed with appium:appPackage, UiAutomator2's attribute aliases,
actions, and the strategies it refuses. Exits 1 at the first failed check."""
import sys

from appium import webdriver
from appium.options.android import UiAutomator2Options
from appium.webdriver.common.appiumby import AppiumBy
from selenium.common.exceptions import InvalidSelectorException, NoSuchElementException, UnknownMethodException

from checks import check, png_size


options = UiAutomator2Options()
options.platform_name = "Android"
options.app_package = "com.example.shop"
options.set_capability("locatorlab:screen", "android-login")
driver = webdriver.Remote(sys.argv[1], options=options)
try:
    check("id completed with the package", driver.find_element(AppiumBy.ID, "email").text, "Email")
    check("full id", driver.find_element(AppiumBy.ID, "com.example.shop:id/title").text, "Welcome back")
    check("accessibility id", driver.find_element(AppiumBy.ACCESSIBILITY_ID, "login button").get_attribute("text"),
          "Log in")
    check("class name", len(driver.find_elements(AppiumBy.CLASS_NAME, "android.widget.EditText")), 2)
    check("xpath", driver.find_element(AppiumBy.XPATH, "//android.widget.Button[@text='Log in']")
          .get_attribute("resourceId"), "com.example.shop:id/login")
    check("uiautomator", driver.find_element(AppiumBy.ANDROID_UIAUTOMATOR, 'new UiSelector().text("Log in")')
          .get_attribute("content-desc"), "login button")
    password = driver.find_element(AppiumBy.ID, "password")
    check("password attribute", password.get_attribute("password"), "true")
    check("bounds", password.rect, {"x": 48, "y": 500, "width": 984, "height": 120})
    for refused in [AppiumBy.IOS_PREDICATE, AppiumBy.IOS_CLASS_CHAIN, AppiumBy.NAME]:
        try:
            driver.find_element(refused, "x")
            check(f"{refused} refused", "no error", "InvalidSelectorException")
        except InvalidSelectorException:
            check(f"{refused} refused", True, True)
    driver.find_element(AppiumBy.ID, "email").send_keys("ada@example.com")
    driver.find_element(AppiumBy.ID, "login").click()
    rows = driver.find_elements(AppiumBy.ID, "product_row")
    check("jump to home", len(rows), 2)
    check("scoped id", rows[1].find_element(AppiumBy.ID, "product_title").text, "Red scarf")
    check("checked", rows[0].find_element(AppiumBy.ACCESSIBILITY_ID, "Favourite").get_attribute("checked"), "true")
    check("selected", rows[0].find_element(AppiumBy.ACCESSIBILITY_ID, "Favourite").is_selected(), True)
    driver.back()
    try:
        driver.find_element(AppiumBy.ID, "nothing_here")
        check("no such element", "no error", "NoSuchElementException")
    except NoSuchElementException:
        check("no such element", "raised", "raised")
    check("source is the hierarchy", driver.page_source.count("<hierarchy"), 1)
    # Execute methods, as the client sends its device calls: queries answered
    # from the screen, actions accepted, JavaScript refused as in the native context.
    # No --screenshot given: blank images of the screen's and the element's size.
    check("blank screenshot", png_size(driver.get_screenshot_as_png()), (1080, 2340))
    check("blank element screenshot", png_size(driver.find_element(AppiumBy.ID, "product_row").screenshot_as_png),
          (1080, 200))
    check("no device log", driver.get_log("logcat"), [])
    check("current package", driver.current_package, "com.example.shop")
    check("keyboard shown", driver.is_keyboard_shown(), False)
    check("app state", driver.query_app_state("com.example.shop"), 4)
    check("locked", driver.is_locked(), False)
    check("device time", len(driver.get_device_time()), len("2026-01-01T00:00:00+00:00"))
    driver.hide_keyboard()
    driver.press_keycode(4)
    driver.execute_script("mobile: scrollGesture", {"left": 0, "top": 0, "width": 500, "height": 500,
                                                     "direction": "down", "percent": 1.0})
    try:
        driver.execute_script("return document.title")
        check("javascript refused", "no error", "UnknownMethodException")
    except UnknownMethodException:
        check("javascript refused", "refused", "refused")
finally:
    driver.quit()
print("android client passed")
