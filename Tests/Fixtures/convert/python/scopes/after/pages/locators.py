"""Checkout screen locators, imported as a module under an alias."""

PAY = "checkout.pay"
