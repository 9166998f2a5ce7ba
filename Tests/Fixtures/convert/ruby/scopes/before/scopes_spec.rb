require_relative 'support'

describe 'checkout' do
  include Checkout::Support

  it 'pays' do
    xpath = "//XCUIElementTypeButton[@name='checkout.pay']"
    @driver.find_element(:xpath, xpath).click
  end

  it 'cancels' do
    xpath = "//XCUIElementTypeButton[@name='checkout.cancel']"
    @driver.find_element(:xpath, xpath).click
  end

  it 'retries' do
    xpath = "//XCUIElementTypeButton[@name='checkout.pay']"
    xpath = "//XCUIElementTypeButton[@name='checkout.cancel']" if @driver.locked?
    @driver.find_element(:xpath, xpath)
  end

  it 'uses the helpers' do
    @driver.find_element(:xpath, string_attr_exact('XCUIElementTypeButton', 'name', 'checkout.coupon')).click
    @driver.find_element(:xpath, by_name_formatted('StaticText', 'checkout.total'))
  end

  it 'uses the module constant' do
    @driver.find_element(:xpath, Checkout::Locators::PAY).click
  end

  def taps_by_name(label)
    @driver.find_element(:xpath, string_attr_exact('XCUIElementTypeButton', 'name', label)).click
  end
end
