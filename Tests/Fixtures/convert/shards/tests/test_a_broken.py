def test_broken(driver):
    driver.find_element("xpath", "//XCUIElementTypeButton[@label='Save']
