# Legacy Appium tests of the Health summary screen (samples/ios-health-summary.xml),
# written with XPath locators before the app had accessibility identifiers.
from appium.webdriver.common.appiumby import AppiumBy


def test_open_profile(driver):
    driver.find_element(AppiumBy.XPATH, "//XCUIElementTypeButton[@name='UIA.Health.Summary.ProfileButton']").click()


def test_review_checklist(driver):
    title = driver.find_element(AppiumBy.XPATH, '//*[@name="UIA.Health.ReviewHealthChecklistTile.Header.Title"]')
    assert title.text == "Review Health Checklist"
    # The button and its own text share the name: the id alone would match both.
    driver.find_element(AppiumBy.XPATH, "//XCUIElementTypeButton[@name='UIA.Health.ReviewHealthChecklistTile.ReviewButton']").click()


def test_show_all(driver):
    # Label-named: the name changes with the app's language.
    driver.find_element(AppiumBy.XPATH, "//XCUIElementTypeButton[@name='Show All Health Data']").click()


def test_favorite(driver, favorite):
    driver.find_element(AppiumBy.XPATH, f"//XCUIElementTypeButton[@name='UIA.Health.Summary.Favorite.{favorite}']").click()
