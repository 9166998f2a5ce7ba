describe 'cart' do
  it 'finds elements without identifiers' do
    find_element(:accessibility_id, "cart.`remove` \"Ann's\" $5 \#{x} \\d").click
    find_element(:class_chain, "**/XCUIElementTypeOther[$name == 'cart.total `$$`'$][-1]")
    @driver.find_element class_chain: 'XCUIElementTypeWindow/XCUIElementTypeOther'
    find_elements(:predicate, 'type == \'XCUIElementTypeCell\'')
    find_element(:id, 'com.example.shop:id/list')
    find_element(:uiautomator, 'new UiSelector().resourceId("com.example.shop:id/list").childSelector(new UiSelector().className("android.widget.ImageView").instance(1))')
    find_element(:xpath, "//android.widget.TextView[@text='App']")
    find_elements(:uiautomator, "new UiSelector().className(\"android.widget.TextView\")")
  end
end
