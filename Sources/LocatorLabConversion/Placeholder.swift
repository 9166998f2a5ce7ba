enum PlaceholderConversion {}
