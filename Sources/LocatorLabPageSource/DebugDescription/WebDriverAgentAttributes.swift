import LocatorLabModel

/// The attributes WebDriverAgent would write for an element, derived from
/// what its debugDescription line shows (formats.md 1.4, 1.5 and 7.2–7.3).
///
/// `type`, `value`, `name`, `label` (``WebDriverAgentNaming``), `enabled`,
/// the frame, `index` and `placeholderValue` follow WDA's rules exactly.
/// Three attributes depend on facts a dump does not print, so they are
/// approximations:
/// * `visible`: `true` when the frame has a non-zero area. WDA also checks
///   that the element is on screen and not hidden behind other windows.
/// * `accessible`: `true` for the types UIKit makes accessibility elements
///   by default (see ``isAccessibilityElement(_:)``), unless an ancestor
///   already is one, mirroring WDA's "no accessible ancestor" rule. Custom
///   views made accessible in code (often `Other`) are missed.
/// * `traits`: derived from the type and the `Selected`/`Disabled` flags.
/// * `focused`: `true` where the dump prints `Focused`, else left out.
///   Traits set in code (`Header`, `UpdatesFrequently`, …) are missed.
enum WebDriverAgentAttributes {
    /// The attributes, in WebDriverAgent's order (``AttributeName/iosOrder``,
    /// then `processId` and `bundleId` on the application).
    /// - Parameters:
    ///   - frame: the element's frame; for a line without one (an
    ///     application), the frame its children cover.
    ///   - index: the position among the parent's children.
    ///   - accessible: from ``isAccessibilityElement(_:)`` and the ancestors.
    ///   - bundleIdentifier: written on an application element when known.
    static func attributes(
        for line: DebugDescriptionLine, frame: DebugDescriptionRect?, index: Int, accessible: Bool,
        bundleIdentifier: String?
    ) -> [Attribute] {
        let type = XCUIElementTypeTable.fullName(forShortName: line.shortType)
        let named = WebDriverAgentNaming.attributes(
            of: WebDriverAgentNaming.Snapshot(
                type: type, identifier: line.identifier, label: line.label, value: line.value,
                placeholderValue: line.placeholderValue, isSelected: line.isSelected))
        var attributes = [Attribute(AttributeName.type, type)]
        attributes += named.inOrder
        attributes.append(Attribute(AttributeName.enabled, line.isDisabled ? "false" : "true"))
        attributes.append(Attribute(AttributeName.visible, frame?.hasArea == true ? "true" : "false"))
        attributes.append(Attribute(AttributeName.accessible, accessible ? "true" : "false"))
        // WebDriverAgent writes `focused` on tvOS, where the dump prints
        // `Focused`; written only where it is true, which is what a query
        // on `hasFocus` reads (a missing one is false).
        if line.hasFocus { attributes.append(Attribute("focused", "true")) }
        let integral = frame?.integral ?? Frame(x: 0, y: 0, width: 0, height: 0)
        attributes.append(Attribute(AttributeName.x, String(integral.x)))
        attributes.append(Attribute(AttributeName.y, String(integral.y)))
        attributes.append(Attribute(AttributeName.width, String(integral.width)))
        attributes.append(Attribute(AttributeName.height, String(integral.height)))
        attributes.append(Attribute(AttributeName.index, String(index)))
        if WebDriverAgentNaming.textInputTypes.contains(type), let placeholder = line.placeholderValue {
            attributes.append(Attribute(AttributeName.placeholderValue, placeholder))
        }
        attributes.append(Attribute(AttributeName.traits, traits(of: line).joined(separator: ", ")))
        if line.isApplication {
            if let pid = line.processID, pid > 0 {
                attributes.append(Attribute(AttributeName.processId, String(pid)))
            }
            if let bundleIdentifier {
                attributes.append(Attribute(AttributeName.bundleId, bundleIdentifier))
            }
        }
        return attributes
    }

    /// Whether UIKit makes an element of this kind an accessibility element
    /// by default: controls, texts with content and labelled images. Cells
    /// count as containers (their texts and buttons are what tests find),
    /// and so does every other type, `Other` included.
    static func isAccessibilityElement(_ line: DebugDescriptionLine) -> Bool {
        switch line.shortType {
        case "Button", "TextField", "SecureTextField", "SearchField", "TextView", "Switch", "Toggle", "Slider",
            "Link", "Key", "PickerWheel":
            true
        case "StaticText": nonEmpty(line.label) != nil || nonEmpty(line.value) != nil
        case "Image": nonEmpty(line.label) != nil
        default: false
        }
    }

    /// The accessibility traits the type and flags imply, in the order of
    /// WDA's trait table (`FBAccessibilityTraits.m`; WDA itself enumerates
    /// an `NSDictionary`, so its order is not guaranteed).
    static func traits(of line: DebugDescriptionLine) -> [String] {
        var traits: [String] = []
        switch line.shortType {
        case "Button": traits.append("Button")
        case "Link": traits.append("Link")
        case "SearchField": traits.append("SearchField")
        case "Image": traits.append("Image")
        default: break
        }
        if line.isSelected { traits.append("Selected") }
        if line.shortType == "Key" { traits.append("KeyboardKey") }
        if line.shortType == "StaticText" { traits.append("StaticText") }
        if line.isDisabled { traits.append("NotEnabled") }
        if line.shortType == "Slider" || line.shortType == "PickerWheel" { traits.append("Adjustable") }
        return traits
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
