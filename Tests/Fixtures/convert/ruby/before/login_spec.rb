# find_element(:xpath, "//XCUIElementTypeButton[@name='login.signIn']")
=begin
find_element :xpath, '//XCUIElementTypeTextField[@name="login.email"]'
=end
describe 'login' do
  it 'signs in' do
    find_element(:xpath, "//XCUIElementTypeButton[@name='login.signIn']").click
    @driver.find_element :xpath, '//XCUIElementTypeTextField[@name="login.email"]'
    find_elements(:xpath, '//XCUIElementTypeCell')
    find_element(xpath: %q(//XCUIElementTypeSecureTextField[@name="login.password"]))
    xpath('//XCUIElementTypeStaticText[@name="Welcome back"]')
    xpaths "//XCUIElementTypeButton[@name='settings.logout']"
    find_element(:xpath, "//XCUIElementTypeCell[@label='#{user}']")
    find_element :xpath, '//XCUIElementTypeOther[@name=\'promo.banner "50%" off\']'
    find_element(:xpath, "//XCUIElementTypeButton[@name='checkout']")
    find_element(:xpath, '//XCUIElementTypeButton[@name=')
    find_element(:xpath, '//XCUIElementType' \
                         "Button[@name='nav.back']")
    find_element :xpath, "//XCUIElementTypeStaticText[@name=\"it's.here \#{not} \\d\"]"
    find_element :xpath, "//XCUIElementTypeStaticText[@name='price.$total']" if ready?
    message = <<~TEXT
      find_element(:xpath, '//XCUIElementTypeButton') isn't code
    TEXT
    find_element :xpath, '//XCUIElementTypeButton[@name="login.help"]'
  end
end
