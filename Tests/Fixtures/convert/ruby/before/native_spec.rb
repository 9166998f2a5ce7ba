describe 'cart' do
  it 'finds elements without identifiers' do
    find_element(:xpath, "//XCUIElementTypeButton[contains(@name,'remove')]").click
    find_element(:xpath, "//XCUIElementTypeStaticText[@name='cart.sum']/..")
    @driver.find_element xpath: '//XCUIElementTypeWindow/XCUIElementTypeOther'
    find_elements(:xpath, '//XCUIElementTypeTable/XCUIElementTypeCell')
    find_element(:xpath, '//android.widget.LinearLayout')
    xpath('//android.widget.ImageView[2]')
    find_element(:xpath, "//android.widget.TextView[@text='App']")
    find_elements(:xpath, "//*[@resource-id='com.example.shop:id/list']/android.widget.TextView")
  end
end
