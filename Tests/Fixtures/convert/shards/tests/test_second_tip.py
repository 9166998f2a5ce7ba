from appium.webdriver.common.appiumby import AppiumBy


def test_second_tip(driver):
    assert driver.find_element(AppiumBy.XPATH, "(//XCUIElementTypeStaticText[@label='Tip'])[2]").text
    driver.find_element(AppiumBy.XPATH, "//XCUIElementTypeButton[@label='Done']").click()
