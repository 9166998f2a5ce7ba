*** Settings ***
Resource    support.resource

*** Test Cases ***
Pays
    ${xpath}=    Set Variable    xpath=//XCUIElementTypeButton[@name='checkout.pay']
    Click Element    ${xpath}

Cancels
    ${xpath}=    Set Variable    xpath=//XCUIElementTypeButton[@name='checkout.cancel']
    Click Element    ${xpath}

Retries
    ${xpath}=    Set Variable    xpath=//XCUIElementTypeButton[@name='checkout.pay']
    ${xpath}=    Set Variable If    ${LOCKED}    xpath=//XCUIElementTypeButton[@name='checkout.cancel']
    Click Element    ${xpath}

Uses The Helper
    ${coupon}=    Button Locator    checkout.coupon
    Click Element    ${coupon}

Uses Any Spelling
    Click Element    ${CHECKOUT_PAY}
    Remember The Total
    Element Should Be Visible    ${total text}

*** Keywords ***
Taps By Name
    [Arguments]    ${label}
    ${button}=    Button Locator    ${label}
    Click Element    ${button}
