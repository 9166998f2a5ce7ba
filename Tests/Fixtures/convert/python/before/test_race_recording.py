from appium.webdriver.common.appiumby import AppiumBy


def header(driver, i):
    return driver.find_element(AppiumBy.XPATH, f"//XCUIElementTypeCell[@name='RaceHeaderCell_{i}']")


def details(driver, race):
    return driver.find_element(AppiumBy.XPATH, "//XCUIElementTypeButton[@name='Race_" + str(race) + "_Details']")


def title(driver, name):
    return driver.find_element(AppiumBy.XPATH, f"//XCUIElementTypeStaticText[@label='{name}']")
