enum PlaceholderLocatorLabLocators {}
