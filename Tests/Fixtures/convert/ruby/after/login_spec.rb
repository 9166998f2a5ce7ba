# find_element(:xpath, "//XCUIElementTypeButton[@name='login.signIn']")
=begin
find_element :xpath, '//XCUIElementTypeTextField[@name="login.email"]'
=end
describe 'login' do
  it 'signs in' do
    find_element(:accessibility_id, "login.signIn").click
    @driver.find_element :accessibility_id, 'login.email'
    find_elements(:xpath, '//XCUIElementTypeCell')
    find_element(accessibility_id: %q(login.password))
    xpath('//XCUIElementTypeStaticText[@name="Welcome back"]')
    find_elements :accessibility_id, "settings.logout"
    find_element(:xpath, "//XCUIElementTypeCell[@label='#{user}']")
    find_element :accessibility_id, 'promo.banner "50%" off'
    find_element(:xpath, "//XCUIElementTypeButton[@name='checkout']")
    find_element(:xpath, '//XCUIElementTypeButton[@name=')
    find_element(:xpath, '//XCUIElementType' \
                         "Button[@name='nav.back']")
    find_element :accessibility_id, "it's.here \#{not} \\d"
    find_element :accessibility_id, "price.$total" if ready?
    message = <<~TEXT
      find_element(:xpath, '//XCUIElementTypeButton') isn't code
    TEXT
    find_element :accessibility_id, 'login.help'
  end
end
