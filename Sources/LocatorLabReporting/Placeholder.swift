enum PlaceholderReporting {}
