# XPaths the specs build from an element type and an attribute.
module Checkout
  module Locators
    PAY = "checkout.pay".freeze
  end

  module Support
    PREFIX = '//XCUIElementType'

    def string_attr_exact(class_name, attr, value)
      %(//#{class_name}[@#{attr}="#{value}"])
    end

    def by_name_formatted(class_name, name)
      format(PREFIX + "%s[@name='%s']", class_name, name)
    end

    def tap_xpath(xpath)
      @driver.find_element(:xpath, xpath).click
    end
  end
end
