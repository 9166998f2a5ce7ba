from appium.webdriver.common.appiumby import AppiumBy


def test_first_tip(driver):
    assert driver.find_element(AppiumBy.XPATH, "(//XCUIElementTypeStaticText[@label='Tip'])[1]").text
    driver.find_element(AppiumBy.XPATH, "//XCUIElementTypeButton[@label='Save']").click()
