enum PlaceholderIdentifiers {}
