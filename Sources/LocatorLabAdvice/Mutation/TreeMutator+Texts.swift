import LocatorLabModel

extension TreeMutator {
    /// Translates what localization translates, as a pseudo-locale does
    /// (``PseudoLocalization``). iOS: `label`, `value` (when it holds text),
    /// `placeholderValue`, and `name` when it is the label (no identifier).
    /// Android: `text`, `hint`, and a `content-desc` that reads like visible
    /// text (``IdentityVerdict/nameComesFromLabel(_:platform:)``).
    ///
    /// An edit of a copy in place: the copy shares storage with the original
    /// until an attribute changes, each distinct text is translated once, and
    /// no element is materialised.
    func translatingTexts(seed: UInt64) -> MutatedTree {
        var edited = tree
        let strings = tree.strings
        var translations: [StringID: String] = [:]
        func translated(_ id: StringID) -> String {
            if let known = translations[id] { return known }
            let made = PseudoLocalization.translate(strings.string(id))
            translations[id] = made
            return made
        }
        func nameID(_ name: String) -> StringID? { strings.id(of: name) }
        switch tree.platform {
        case .ios:
            let name = nameID(AttributeName.name), label = nameID(AttributeName.label)
            let value = nameID(AttributeName.value), placeholder = nameID(AttributeName.placeholderValue)
            let empty = strings.id(of: "")
            for id in tree.ids {
                let labelValue = label.flatMap { tree.attributeValue($0, of: id) }
                let nameValue = name.flatMap { tree.attributeValue($0, of: id) }
                // The name is the label when there is no separate identifier
                // (or an empty one) and it reads the same.
                let nameIsLabel: Bool
                if let identifier = tree.identifier(of: id) {
                    nameIsLabel = identifier.isEmpty
                } else if let nameValue, nameValue != empty, let labelValue {
                    nameIsLabel = nameValue == labelValue || strings.string(nameValue) == strings.string(labelValue)
                } else {
                    nameIsLabel = false
                }
                if let labelValue, labelValue != empty {
                    edited.setAttribute(AttributeName.label, to: translated(labelValue), of: id)
                }
                if let current = value.flatMap({ tree.attributeValue($0, of: id) }),
                    strings.string(current).contains(where: \.isLetter)
                {
                    edited.setAttribute(AttributeName.value, to: translated(current), of: id)
                }
                if let current = placeholder.flatMap({ tree.attributeValue($0, of: id) }) {
                    edited.setAttribute(AttributeName.placeholderValue, to: translated(current), of: id)
                }
                if nameIsLabel, let nameValue {
                    edited.setAttribute(AttributeName.name, to: translated(nameValue), of: id)
                }
            }
        case .android:
            let text = nameID(AttributeName.text), hint = nameID("hint")
            let description = nameID(AttributeName.contentDescription)
            for id in tree.ids {
                let textValue = text.flatMap { tree.attributeValue($0, of: id) }
                if let textValue {
                    edited.setAttribute(AttributeName.text, to: translated(textValue), of: id)
                }
                if let current = hint.flatMap({ tree.attributeValue($0, of: id) }) {
                    edited.setAttribute("hint", to: translated(current), of: id)
                }
                if let current = description.flatMap({ tree.attributeValue($0, of: id) }),
                    Self.descriptionIsVisibleText(current, text: textValue, in: strings)
                {
                    edited.setAttribute(AttributeName.contentDescription, to: translated(current), of: id)
                }
            }
        }
        return MutatedTree(
            kind: .changeTexts, seed: seed, tree: edited, origin: tree.ids.map { $0 },
            summary: "translated labels, texts and values (pseudo-locale)")
    }

    /// ``IdentityVerdict/nameComesFromLabel(_:platform:)`` on Android, on IDs.
    private static func descriptionIsVisibleText(_ description: StringID, text: StringID?, in strings: StringTable) -> Bool
    {
        let value = strings.string(description)
        guard !value.isEmpty else { return false }
        if let text, text == description || strings.string(text) == value { return true }
        return !IdentifierShape.looksLikeIdentifier(value)
    }
}
