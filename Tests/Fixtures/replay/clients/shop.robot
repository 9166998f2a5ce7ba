*** Settings ***
Documentation     Robot Framework AppiumLibrary against `locatorlab replay`
...               on android-login.xml and android-home.xml.
Library           AppiumLibrary    run_on_failure=No Operation
Suite Teardown    Close All Applications

*** Variables ***
${REMOTE_URL}     http://127.0.0.1:4723

*** Test Cases ***
Log In And See Products
    Open Application    ${REMOTE_URL}    platformName=Android    appium:automationName=UiAutomator2
    ...    appium:appPackage=com.example.shop    locatorlab:screen=android-login
    Page Should Contain Element    id=email
    Element Text Should Be    id=title    Welcome back
    Element Should Be Enabled    accessibility_id=login button
    Input Text    id=email    ada@example.com
    Click Element    xpath=//android.widget.Button[@text='Log in']
    Page Should Contain Element    android=new UiSelector().text("Red scarf")
    Element Text Should Be    xpath=(//*[@resource-id='com.example.shop:id/product_title'])[1]    Blue shirt
    Page Should Not Contain Element    id=email

Missing Element Fails Like On A Device
    Open Application    ${REMOTE_URL}    platformName=Android    appium:appPackage=com.example.shop
    Run Keyword And Expect Error    *    Click Element    id=does_not_exist
