from appium.webdriver.common.appiumby import AppiumBy


def test_save_profile(driver):
    driver.find_element(AppiumBy.XPATH, "//XCUIElementTypeTextField").send_keys("Ada")
    driver.find_element(AppiumBy.XPATH, "//XCUIElementTypeButton[@name='Save changes']").click()
    assert driver.find_element(AppiumBy.XPATH, "//XCUIElementTypeStaticText[contains(@label, 'Signed in')]").text


def test_save_twice(driver):
    driver.find_element(AppiumBy.XPATH, "//XCUIElementTypeButton[@label='Save changes']").click()
    driver.find_element(AppiumBy.XPATH, "//XCUIElementTypeOther[@name='Settings.Profile']/XCUIElementTypeButton[2]").click()
