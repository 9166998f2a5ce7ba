from page_objects import PageObject, page_element


class CheckoutPage(PageObject):
    pay = page_element(xpath="//XCUIElementTypeButton[@name='checkout.pay']")
    title = page_element(id_="checkout.title")
