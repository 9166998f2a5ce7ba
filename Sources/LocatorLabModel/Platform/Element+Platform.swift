extension Element {
    /// What `accessibility id` compares on `platform` (iOS `name`, Android
    /// `content-desc`, ``Platform/accessibilityNameAttribute``); `nil` when
    /// absent or empty, since no locator finds an element by an empty name.
    public func accessibilityName(on platform: Platform) -> String? {
        guard let value = self[attribute: platform.accessibilityNameAttribute], !value.isEmpty else { return nil }
        return value
    }

    /// The text people see on `platform` (iOS `label`, Android `text`,
    /// ``Platform/labelAttribute``), as the page source has it.
    public func visibleText(on platform: Platform) -> String? {
        self[attribute: platform.labelAttribute]
    }
}
