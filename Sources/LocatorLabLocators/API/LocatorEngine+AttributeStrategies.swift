import LocatorLabModel

/// The strategies that compare one attribute: accessibility id, id and class
/// name. All go through ``LocatorIndex``; none walks the tree.
extension LocatorEngine {
    /// iOS (`fb_descendantsMatchingIdentifier:`): exact, case-sensitive `name`
    /// over the whole tree, the application itself included. Android
    /// (`By.desc`): exact `content-desc`.
    func evaluateAccessibilityID(_ value: String) -> LocatorResult {
        if tree.platform == .ios && value.isEmpty {
            // WebDriverAgent turns an empty identifier or label into nil
            // before comparing, so an empty value never matches.
            return LocatorResult(
                matches: [],
                notes: ["WebDriverAgent treats an empty name as absent, so an empty accessibility id matches nothing on a device"]
            )
        }
        return LocatorResult(matches: lookUp(.accessibilityID, equalTo: value))
    }

    /// iOS: the same as accessibility id. Android: `resource-id`, completed
    /// with `<package>:id/` unless already qualified (see the type's
    /// documentation for where the package comes from).
    func evaluateID(_ value: String) -> LocatorResult {
        guard tree.platform == .android else { return evaluateAccessibilityID(value) }
        if AndroidResourceID.isQualified(value) {
            return LocatorResult(matches: lookUp(.resourceID, equalTo: value))
        }
        guard let package = idPackage else {
            return LocatorResult(
                matches: lookUp(.resourceID, equalTo: value),
                notes: [
                    "UiAutomator2 would look for '<appPackage>:id/\(value)', but no appPackage was given and the page "
                        + "source has no package attribute, so the id was matched as written"
                ]
            )
        }
        let completed = AndroidResourceID.completed(value, package: package)
        let source = idPackageWasGiven ? "the given appPackage" : "the most common package in the page source"
        return LocatorResult(
            matches: lookUp(.resourceID, equalTo: completed),
            notes: ["UiAutomator2 completes the id to '\(completed)' (package \(package), \(source))"]
        )
    }

    /// iOS: the XCUITest driver prepends `XCUIElementType` (and maps legacy
    /// `UIA…` names); WebDriverAgent matches the element type, the context
    /// element included, maps an unknown `XCUIElementType…` name to
    /// `XCUIElementTypeOther` and treats `XCUIElementTypeAny` as every
    /// element. Android (`By.clazz`): exact `class`.
    func evaluateClassName(_ value: String) throws(LocatorError) -> LocatorResult {
        guard tree.platform == .ios else {
            return LocatorResult(matches: lookUp(.className, equalTo: value))
        }
        let sent = IOSElementType.driverClassName(for: value)
        var notes: [String] = []
        if sent != value {
            notes.append("the XCUITest driver sends class name '\(sent)'")
        }
        guard sent.count > IOSElementType.prefix.count else {
            throw .invalidClassName(value: value, reason: "WebDriverAgent needs a type after '\(IOSElementType.prefix)'")
        }
        if sent == IOSElementType.any {
            return LocatorResult(matches: Array(tree.ids), notes: notes)
        }
        if IOSElementType.known.contains(sent) {
            return LocatorResult(matches: lookUp(.className, equalTo: sent), notes: notes)
        }
        notes.append("WebDriverAgent does not know the type '\(sent)' and looks for \(IOSElementType.other) instead")
        return LocatorResult(matches: lookUp(.className, equalTo: IOSElementType.other), notes: notes)
    }
}
