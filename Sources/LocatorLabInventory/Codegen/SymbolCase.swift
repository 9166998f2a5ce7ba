/// Joins ASCII words (from ``SymbolWords``) in the casing styles of code.
enum SymbolCase {
    /// `UserDetails`, `UIA`, `ProductList`: each word capitalised, the rest kept.
    static func upperCamel(_ words: [String]) -> String {
        words.map(capitalised).joined()
    }

    /// `profileButton`, `urlField`, `tvChannelImageView`: the first word in
    /// lowercase when it is all capitals (`URL` → `url`), else with only its
    /// first letter lowered; the others capitalised.
    static func lowerCamel(_ words: [String]) -> String {
        guard let first = words.first else { return "" }
        let head = first.allSatisfy { !$0.isLowercase } ? first.lowercased() : lowered(first)
        return head + words.dropFirst().map(capitalised).joined()
    }

    /// `profile_button`, `url_field`.
    static func snake(_ words: [String]) -> String {
        words.map { $0.lowercased() }.joined(separator: "_")
    }

    private static func capitalised(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    private static func lowered(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.lowercased() + word.dropFirst()
    }
}
