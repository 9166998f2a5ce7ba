import Foundation
import LocatorLabModel

/// The leaf of a suggested identifier: what the element shows, in upper
/// camel case, then what it is (`AddUserButton`, `NavigateUpButton`,
/// `SearchProductsField`), or only what it is when it shows nothing.
///
/// The label is cut to its first clause (before `,` `;` `:` or a line
/// break: combined labels such as "Steps, 8,421 steps, Today" start with
/// their name), numbers are dropped and at most four words are kept. Only
/// Latin letters make words (accents dropped): a label in another script
/// (`保存`, `Сохранить`) leaves the role alone, numbered with the page's
/// other proposals (`Button_0`), rather than code points no one can read. A
/// button that shows nothing itself is named after the first text inside it
/// (an Android clickable layout around a TextView); cells and other rows are
/// not, as their text is content that differs from row to row.
///
/// An element that is not interactive (`role` is `nil`: a static text or an
/// image a test reads, which `convert` requests identifiers for) is named
/// after what it shows and a suffix for its kind: `Label`, `Image`, `View`.
enum IdentifierSuggestion {
    /// How far into a button's subtree to look for its title.
    private static let titleSearchLimit = 50

    /// The leaf, and the label its words come from (`nil` when it is the
    /// role alone). A label is in the language the page source was taken
    /// in: `Alle Health-Daten einblenden` gives `AlleHealthDatenEinblendenButton`,
    /// and nothing in a page source says what the words would be in the
    /// language the code is named in, so the audit says the leaf is
    /// label-based rather than passing it off as a stable name.
    static func leaf(for id: ElementID, in tree: ElementTree, role: InteractiveRole?) -> (leaf: String, label: String?) {
        let element = tree[id]
        let platform = tree.platform
        let suffix = self.suffix(for: element, role: role, platform: platform)
        var (words, label) = labelWords(of: element, platform: platform)
        if words.isEmpty && role == .button {
            for descendant in tree.descendants(of: id).prefix(titleSearchLimit) {
                (words, label) = labelWords(of: tree[descendant], platform: platform)
                if !words.isEmpty { break }
            }
        }
        if let last = words.last, last.lowercased() == suffix.lowercased() { words.removeLast() }
        return (SymbolCase.upperCamel(words) + suffix, words.isEmpty ? nil : label)
    }

    /// For an element whose leaf is its role alone (``leaf(for:in:role:)``
    /// gave no label): the text it would have been named after, which gave
    /// no word (another script than Latin, or only numbers), the element's
    /// own or a button's first text inside it; `nil` when it shows nothing.
    static func unusableText(for id: ElementID, in tree: ElementTree, role: InteractiveRole?) -> String? {
        if let own = shownText(of: tree[id], platform: tree.platform) { return own }
        guard role == .button else { return nil }
        return tree.descendants(of: id).prefix(titleSearchLimit).lazy
            .compactMap { shownText(of: tree[$0], platform: tree.platform) }.first
    }

    /// What the element shows, as its leaf reads it.
    private static func shownText(of element: Element, platform: Platform) -> String? {
        let candidates: [String?]
        switch platform {
        case .ios:
            candidates = [element.label, element[attribute: AttributeName.placeholderValue], element.value]
        case .android:
            candidates = [element.contentDescription, element.text, element[attribute: "hint"]]
        }
        return candidates.compactMap({ $0 }).first(where: { !$0.isEmpty })
    }

    private static func labelWords(of element: Element, platform: Platform) -> (words: [String], label: String?) {
        guard let text = shownText(of: element, platform: platform) else { return ([], nil) }
        let clause = text.split(whereSeparator: { ",;:\n\r".contains($0) }).first.map(String.init) ?? text
        // A label in another script than Latin gives no word: `U4fddU5b58`
        // for `保存` named nothing a developer could read or keep.
        let words = SymbolWords.words(in: clause, otherScripts: .dropped).filter { word in !word.allSatisfy(\.isNumber) }
        return (Array(words.prefix(4)), clause.trimmingCharacters(in: .whitespaces))
    }

    private static let iosSuffixes: [String: String] = [
        "Button": "Button", "ToolbarButton": "Button", "PopUpButton": "Button", "MenuButton": "Button",
        "Cell": "Cell", "TextField": "Field", "SecureTextField": "Field", "SearchField": "SearchField",
        "TextView": "TextView", "Switch": "Switch", "Toggle": "Toggle", "CheckBox": "CheckBox",
        "RadioButton": "RadioButton", "Slider": "Slider", "Stepper": "Stepper", "PickerWheel": "Picker",
        "DatePicker": "DatePicker", "Link": "Link", "Tab": "Tab", "MenuItem": "MenuItem",
    ]

    private static func suffix(for element: Element, role: InteractiveRole?, platform: Platform) -> String {
        switch platform {
        case .ios:
            let shortType = element.type.replacingPrefix("XCUIElementType")
            if let suffix = iosSuffixes[shortType] { return suffix }
            guard let role else { return passiveSuffix(shortType) }
            return roleSuffix(role)
        case .android:
            let simpleName = element.type.split(separator: ".").last.map(String.init) ?? element.type
            guard let role else { return passiveSuffix(simpleName) }
            if role == .textInput { return "Field" }
            if simpleName.hasSuffix("CheckBox") { return "CheckBox" }
            if simpleName.hasSuffix("RadioButton") { return "RadioButton" }
            if simpleName.contains("Switch") { return "Switch" }
            if simpleName.hasSuffix("ToggleButton") { return "Toggle" }
            if simpleName.hasSuffix("SeekBar") || simpleName.hasSuffix("Slider") { return "Slider" }
            if simpleName.hasSuffix("Button") { return "Button" }
            return roleSuffix(role)
        }
    }

    /// What a text, an image or a container is called in a leaf (iOS
    /// `StaticText`, `Image`; Android `TextView`, `ImageView`).
    private static func passiveSuffix(_ typeName: String) -> String {
        if typeName.hasSuffix("StaticText") || typeName.hasSuffix("TextView") { return "Label" }
        if typeName.hasSuffix("Image") || typeName.hasSuffix("ImageView") || typeName == "Icon" { return "Image" }
        return "View"
    }

    private static func roleSuffix(_ role: InteractiveRole) -> String {
        switch role {
        case .button: return "Button"
        case .cell: return "Cell"
        case .textInput: return "Field"
        case .toggle: return "Toggle"
        case .adjustable: return "Slider"
        case .link: return "Link"
        case .tab: return "Tab"
        case .menuItem: return "MenuItem"
        }
    }
}

extension String {
    fileprivate func replacingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}
