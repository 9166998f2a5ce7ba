from appium.webdriver.common.appiumby import AppiumBy


def xpath_click(driver, xpath):
    driver.find_element(AppiumBy.XPATH, xpath).click()


def accessibility_click(driver, identifier):
    driver.find_element(AppiumBy.ACCESSIBILITY_ID, identifier).click()
