enum PlaceholderInventory {}
