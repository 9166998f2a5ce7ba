/// Generates identifiers from a value's stored properties by reflection,
/// following the rules documented on ``AccessibilityIdentifierGenerating``.
/// Every loop is flat: the superclass chain and nested optionals are walked
/// iteratively, and elements are never searched for further elements.
struct AccessibilityIdentifierGenerator {
    let options: AccessibilityIdentifierGenerationOptions

    func generate(for subject: Any) -> [AccessibilityIdentifierAssignment] {
        let instanceType = String(describing: type(of: subject))
        var chain: [Mirror] = []
        var next: Mirror? = Mirror(reflecting: subject)
        while let mirror = next, !Self.isLibraryBaseClass(mirror.subjectType) {
            chain.append(mirror)
            next = mirror.superclassMirror
        }

        var assignments: [AccessibilityIdentifierAssignment] = []
        for (level, mirror) in chain.enumerated().reversed() {
            let prefix: String
            switch options.inheritedPropertyPrefix {
            case .instanceType: prefix = instanceType
            case .declaringType: prefix = level == 0 ? instanceType : String(describing: mirror.subjectType)
            }
            for child in mirror.children {
                guard let label = child.label else { continue }
                identify(label: label, value: child.value, prefix: prefix, into: &assignments)
            }
        }
        return assignments
    }

    private func identify(
        label: String,
        value: Any,
        prefix: String,
        into assignments: inout [AccessibilityIdentifierAssignment]
    ) {
        var value = value
        var custom: String?
        let wrapper = value as? any AccessibilityIdentifierPropertyWrapper
        if let wrapper {
            custom = wrapper.customAccessibilityIdentifier
            value = wrapper.reflectedValue
        }
        let property = ReflectedPropertyName.clean(label, isWrapperStorage: wrapper != nil)
        guard let unwrapped = Self.unwrapped(value) else { return }
        let base = custom ?? prefix + AccessibilityIdentifierBranch.separator + property

        if let carrier = unwrapped as? any AccessibilityIdentifierCarrier {
            assignments.append(assign(base, to: carrier, property: property, index: nil, isCustom: custom != nil))
        } else if let array = unwrapped as? [Any] {
            for (index, element) in array.enumerated() {
                guard let carrier = Self.unwrapped(element) as? any AccessibilityIdentifierCarrier else { continue }
                let identifier = options.indexStyle.identifier(base: base, index: index)
                assignments.append(
                    assign(identifier, to: carrier, property: property, index: index, isCustom: custom != nil)
                )
            }
        }
    }

    private func assign(
        _ identifier: String,
        to carrier: any AccessibilityIdentifierCarrier,
        property: String,
        index: Int?,
        isCustom: Bool
    ) -> AccessibilityIdentifierAssignment {
        let outcome: AccessibilityIdentifierAssignment.Outcome
        if let existing = carrier.accessibilityIdentifier, !existing.isEmpty, !options.overwritesExistingIdentifiers {
            outcome = .keptExisting(existing)
        } else {
            carrier.accessibilityIdentifier = identifier
            outcome = .assigned
        }
        return AccessibilityIdentifierAssignment(
            property: property, index: index, identifier: identifier, isCustom: isCustom, outcome: outcome
        )
    }

    /// The value inside any number of optionals (`weak`, `!`, lazy storage),
    /// or `nil` when one of them is empty.
    private static func unwrapped(_ value: Any) -> Any? {
        var current = value
        while true {
            let mirror = Mirror(reflecting: current)
            guard mirror.displayStyle == .optional else { return current }
            guard let wrapped = mirror.children.first?.value else { return nil }
            current = wrapped
        }
    }

    private static func isLibraryBaseClass(_ type: Any.Type) -> Bool {
        type == ViewNode.self || type == ViewNodeController.self
    }
}
