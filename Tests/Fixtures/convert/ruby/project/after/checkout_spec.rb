require_relative 'checkout_locators'

describe 'checkout' do
  include CheckoutLocators

  it 'pays' do
    @driver.find_element(:accessibility_id, PAY).click
    @driver.find_element(accessibility_id: CANCEL).click
    total = "checkout.total"
    expect(@driver.find_element(:accessibility_id, total).text).to eq('12.50')
  end

  it 'logs the coupon' do
    puts "tapping #{COUPON}"
    @driver.find_element(:xpath, COUPON).click
  end

  it 'refuses state-carrying names' do
    @driver.find_element :xpath, HOME_TAB
  end

  it 'cancels from the module' do
    @driver.find_element(:accessibility_id, CheckoutLocators::CANCEL).click
  end

  it 'leaves run-time XPaths alone' do
    row = "//XCUIElementTypeCell[#{index}]"
    @driver.find_element(:xpath, row)
  end
end
