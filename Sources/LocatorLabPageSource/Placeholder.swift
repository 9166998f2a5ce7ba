enum PlaceholderLocatorLabPageSource {}
