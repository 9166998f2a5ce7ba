"""A pytest suite whose driver lives for the whole module, as many suites
keep one session for speed: three tests that follow each other on one
session. Run whole through `locatorlab record`, then one test alone
(`pytest -k products`) against the replayed recording, it must pass: the
session goes to the step where the recorded run sent its finds.
LOCATORLAB_URL is the WebDriver URL."""
import os

import pytest
from appium import webdriver
from appium.options.android import UiAutomator2Options
from appium.webdriver.common.appiumby import AppiumBy


@pytest.fixture(scope="module")
def driver():
    options = UiAutomator2Options()
    options.platform_name = "Android"
    options.set_capability("appium:appPackage", "com.example.shop")
    session = webdriver.Remote(os.environ["LOCATORLAB_URL"], options=options)
    yield session
    session.quit()


def test_login_screen(driver):
    assert driver.find_element(AppiumBy.ID, "title").text == "Welcome back"
    driver.find_element(AppiumBy.ID, "email").send_keys("ada@example.com")


def test_log_in(driver):
    driver.find_element(AppiumBy.ACCESSIBILITY_ID, "login button").click()


def test_products(driver):
    rows = driver.find_elements(AppiumBy.ID, "product_row")
    assert len(rows) == 2
    assert driver.find_element(AppiumBy.ACCESSIBILITY_ID, "Favourite").is_displayed()
