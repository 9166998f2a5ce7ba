*** Settings ***
Resource    checkout.resource

*** Test Cases ***
Pays
    Pay For The Order
    Click Element    ${CANCEL_BUTTON}
    Element Should Be Visible    xpath=//XCUIElementTypeStaticText[@name='checkout.total']
    # Click Element    xpath=//XCUIElementTypeButton[@name='commented.out']

Logs The Coupon
    Log    tapping ${COUPON_BUTTON}
    Click Element    ${COUPON_BUTTON}

Refuses Generated And State-Carrying Names
    Element Should Be Visible    ${SUMMARY}
    Click Element    //XCUIElementTypeOther[@label='Home']

Leaves Run-Time Locators Alone
    ${row}=    Set Variable    xpath=//XCUIElementTypeCell[${index}]
    Click Element    ${row}
    ${help}=    Set Variable    xpath=//XCUIElementTypeButton[@name='checkout.help']
    Tap    ${help}
    Click Element    xpath=//XCUIElementTypeCell[@name='${name}']
