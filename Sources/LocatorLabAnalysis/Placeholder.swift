enum PlaceholderAnalysis {}
