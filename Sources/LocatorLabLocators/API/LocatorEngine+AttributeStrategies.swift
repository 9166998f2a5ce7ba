import LocatorLabModel

/// The strategies that compare one attribute: accessibility id, id and class
/// name. All go through ``LocatorIndex``; none walks the tree.
extension LocatorEngine {
    /// `accessibility id` and `id` through ``LocatorIndex``: lookups that
    /// cannot fail, so a caller needs no `try?`, which would read any failure
    /// of ``evaluate(_:)`` as "no match". `nil` for the other strategies.
    public func lookUp(_ locator: Locator) -> LocatorResult? {
        switch locator.strategy {
        case .accessibilityID: evaluateAccessibilityID(locator.value)
        case .id: evaluateID(locator.value)
        default: nil
        }
    }

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
        return LocatorResult(found: lookUpInPlace(.accessibilityID, equalTo: value))
    }

    /// iOS: the same as accessibility id. Android: `resource-id`, completed
    /// with `<package>:id/` unless already qualified (see the type's
    /// documentation for where the package comes from).
    func evaluateID(_ value: String) -> LocatorResult {
        guard tree.platform == .android else { return evaluateAccessibilityID(value) }
        if AndroidResourceID.isQualified(value) {
            return LocatorResult(found: lookUpInPlace(.resourceID, equalTo: value))
        }
        guard let package = idPackage else {
            return LocatorResult(
                found: lookUpInPlace(.resourceID, equalTo: value),
                notes: [
                    "UiAutomator2 would look for '<appPackage>:id/\(value)', but no appPackage was given and the page "
                        + "source has no package attribute, so the id was matched as written"
                ]
            )
        }
        // The completed id is looked up without being made, and the note
        // worded only when read: a string for each, made on every call, was
        // most of what an Android `id` cost above its index lookup.
        let found =
            walksLookups
            ? LocatorMatches(LocatorIndex.walk(tree, .resourceID, equalTo: AndroidResourceID.completed(value, package: package)))
            : LocatorMatches(index.elements(withResourceIDPrefix: idPrefix, value))
        return LocatorResult(
            found: found,
            noteValues: [.idCompletion(value: value, package: package, packageWasGiven: idPackageWasGiven)])
    }

    /// iOS: the XCUITest driver prepends `XCUIElementType` (and maps legacy
    /// `UIA…` names); WebDriverAgent matches the element type, the context
    /// element included, maps an unknown `XCUIElementType…` name to
    /// `XCUIElementTypeOther` and treats `XCUIElementTypeAny` as every
    /// element. Android: ``evaluateAndroidClassName(_:)``.
    func evaluateClassName(_ value: String) throws(LocatorError) -> LocatorResult {
        guard tree.platform == .ios else { return evaluateAndroidClassName(value) }
        let sent = IOSElementType.driverClassName(for: value)
        var notes: [String] = []
        if sent != value {
            notes.append("the XCUITest driver sends class name '\(sent)'")
        }
        // A known type is longer than the prefix: the count of characters
        // (a walk over the text) is needed only for an unknown one.
        let known = IOSElementType.known.contains(sent)
        guard known || sent.count > IOSElementType.prefix.count else {
            throw .invalidClassName(value: value, reason: "WebDriverAgent needs a type after '\(IOSElementType.prefix)'")
        }
        if sent == IOSElementType.any {
            return LocatorResult(matches: Array(tree.ids), notes: notes)
        }
        if known {
            return LocatorResult(found: lookUpInPlace(.className, equalTo: sent), notes: notes)
        }
        notes.append("WebDriverAgent does not know the type '\(sent)' and looks for \(IOSElementType.other) instead")
        return LocatorResult(found: lookUpInPlace(.className, equalTo: IOSElementType.other), notes: notes)
    }

    /// Android: UiAutomator2 finds `class name` with `By.clazz(value)`
    /// (`ElementLocationHelpers`/`AccessibilityNodeInfoGetter` in the
    /// uiautomator2 server), and androidx `BySelector.clazz(String)` matches
    /// the whole class name exactly, except that a name starting with a
    /// period is taken to be in `android.widget` (`.TextView`). A short name
    /// (`TextView`) matches nothing on a device; when it would match the end
    /// of class names here, a note says which full names to use, since an
    /// unexplained zero reads as a missing element.
    func evaluateAndroidClassName(_ value: String) -> LocatorResult {
        if value.hasPrefix(".") {
            let full = "android.widget" + value
            return LocatorResult(
                found: lookUpInPlace(.className, equalTo: full),
                notes: ["UiAutomator2 (BySelector.clazz) reads a class name starting with '.' as '\(full)'"])
        }
        let matches = lookUpInPlace(.className, equalTo: value)
        guard matches.isEmpty, !value.isEmpty, !value.contains(".") else { return LocatorResult(found: matches) }
        var counts: [String: Int] = [:]
        for id in tree.ids {
            // The `class` attribute, else the tag, as `LocatorIndex` reads it.
            let name = tree.attribute(AttributeName.className, of: id) ?? tree[id].type
            if name.hasSuffix("." + value) { counts[name, default: 0] += 1 }
        }
        guard !counts.isEmpty else { return LocatorResult(found: matches) }
        let names = counts.keys.sorted().map { "'\($0)' (\(counts[$0]!) here)" }.joined(separator: ", ")
        return LocatorResult(
            found: matches,
            notes: [
                "UiAutomator2 compares the full class name (BySelector.clazz), so '\(value)' matches nothing; use "
                    + names + (counts.keys.contains("android.widget." + value) ? " or '.\(value)'" : "")
            ])
    }
}
