/// The one rule set `compare`, `audit` and `convert` use to decide whether an
/// identifier is worth locating by: it must not look generated (GUID, `0x`
/// address, long number, hash) nor carry state (`?isSelected=true`,
/// `selected`, counts, times). Before this type, `compare` counted a hex run
/// of 12 as generated and `audit` needed 16, so the two judged the same id
/// differently, and `convert` checked nothing (it rewrote a label XPath to a
/// GUID).
public enum IdentifierQuality {
    /// Why `text` is a poor identifier, or `nil` when it looks chosen and
    /// stable. Generated shapes are checked first.
    public static func problem(in text: String) -> IdentifierProblem? {
        // The scalars once for both checks (each made its own array).
        let scalars = Array(text.unicodeScalars)
        if let pattern = generatedPattern(in: scalars) { return .generated(pattern) }
        if let pattern = statePattern(in: scalars) { return .carriesState(pattern) }
        return nil
    }

    /// Why `text` looks generated rather than named, or `nil` when it does
    /// not: a UUID, a `0x` address, a run of six or more digits, or a run
    /// of twelve or more hexadecimal characters mixing digits and letters
    /// (`deadbeefcafebabe` has no digit, `Cell_99999` only five digits).
    public static func generatedPattern(in text: String) -> GeneratedIdentifierPattern? {
        generatedPattern(in: Array(text.unicodeScalars))
    }

    private static func generatedPattern(in scalars: [Unicode.Scalar]) -> GeneratedIdentifierPattern? {
        if containsUUID(scalars) { return .uuid }
        if containsAddress(scalars) { return .address }
        var digitRun = 0
        var hexRun = 0
        var hexRunHasDigit = false
        var hexRunHasLetter = false
        var longestDigits = 0
        var hashLike = false
        for scalar in scalars {
            if isDigit(scalar) {
                digitRun += 1
                longestDigits = max(longestDigits, digitRun)
            } else {
                digitRun = 0
            }
            if isHexDigit(scalar) {
                hexRun += 1
                if isDigit(scalar) { hexRunHasDigit = true } else { hexRunHasLetter = true }
                if hexRun >= 12 && hexRunHasDigit && hexRunHasLetter { hashLike = true }
            } else {
                hexRun = 0
                hexRunHasDigit = false
                hexRunHasLetter = false
            }
        }
        if longestDigits >= 6 { return .longNumber }
        if hashLike { return .hexadecimalRun }
        return nil
    }

    /// The words that name a state an element toggles between.
    static let stateWords: Set<String> = [
        "selected", "unselected", "checked", "unchecked", "focused", "unfocused", "highlighted", "expanded",
        "collapsed",
    ]

    /// What state `text` carries, or `nil`: a `?key=value` suffix, a state
    /// standing as a word (`isSelected`, `tab_selected`, `SelectedTab`: the
    /// name changes when the selection does), a count (`(3)`, `12 unread`, `2 of 5`) or a
    /// time (`9:41`, `2024-06-11`). Numbered names such as `Card_12` carry
    /// no count: the number is glued to the name.
    public static func statePattern(in text: String) -> StateCarryingPattern? {
        statePattern(in: Array(text.unicodeScalars))
    }

    private static func statePattern(in scalars: [Unicode.Scalar]) -> StateCarryingPattern? {
        if let question = scalars.firstIndex(of: "?"), scalars[(question + 1)...].contains("=") { return .query }
        if containsStateWord(scalars) { return .stateWord }
        if containsTime(scalars) { return .time }
        if containsCount(scalars) { return .count }
        return nil
    }

    // MARK: - State

    /// Whether a word of `scalars` (``words(of:)``) is one of ``stateWords``.
    /// ASCII text is split and compared in place, with no `String` per word
    /// and no hashing (the words and the set lookups were 5% of `inspect`
    /// on a generated 100k-element screen); other text goes through
    /// ``words(of:)``, since lowercasing a non-ASCII letter can give ASCII
    /// (the Kelvin sign gives `k`).
    private static func containsStateWord(_ scalars: [Unicode.Scalar]) -> Bool {
        guard scalars.allSatisfy(\.isASCII) else {
            return words(of: scalars).contains(where: { stateWords.contains($0) })
        }
        var start = -1
        var previousWasLower = false
        for position in 0...scalars.count {
            let value = position < scalars.count ? scalars[position].value : 0
            let isUpper = (0x41...0x5A).contains(value)
            let isLower = (0x61...0x7A).contains(value)
            guard isUpper || isLower else {
                if start >= 0, isStateWord(scalars[start..<position]) { return true }
                start = -1
                previousWasLower = false
                continue
            }
            if isUpper, previousWasLower, start >= 0 {
                if isStateWord(scalars[start..<position]) { return true }
                start = position
            }
            if start < 0 { start = position }
            previousWasLower = isLower
        }
        return false
    }

    /// ``stateWords`` as bytes, for ``isStateWord(_:)``.
    private static let stateWordBytes: [[UInt8]] = stateWords.map { Array($0.utf8) }

    /// Whether the ASCII letters `word`, lowercased, are one of ``stateWords``.
    private static func isStateWord(_ word: ArraySlice<Unicode.Scalar>) -> Bool {
        stateWordBytes.contains { candidate in
            candidate.count == word.count
                && zip(candidate, word).allSatisfy { expected, scalar in
                    // ASCII letters only reach here: `| 0x20` lowercases.
                    UInt32(expected) == scalar.value | 0x20
                }
        }
    }

    /// Words split at non-letters and at lower-to-upper case changes,
    /// lowercased: `isSelected` → `is`, `selected`.
    ///
    /// ASCII is classified and lowercased by its code (the same answers as
    /// the Unicode properties give it): the property lookups and a `String`
    /// per lowercased scalar were 15-17% of `inspect` on a generated
    /// 1M-element screen, whose identifiers are ASCII.
    private static func words(of scalars: [Unicode.Scalar]) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        var previousWasLower = false
        for scalar in scalars {
            let isLetter, isUpper, isLower: Bool
            if scalar.isASCII {
                isUpper = ("A"..."Z").contains(scalar)
                isLower = ("a"..."z").contains(scalar)
                isLetter = isUpper || isLower
            } else {
                let properties = scalar.properties
                isLetter = properties.isAlphabetic
                isUpper = isLetter && properties.isUppercase
                isLower = isLetter && properties.isLowercase
            }
            guard isLetter else {
                if !current.isEmpty { words.append(String(current)) }
                current = String.UnicodeScalarView()
                previousWasLower = false
                continue
            }
            if isUpper, previousWasLower, !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
            if scalar.isASCII {
                current.append(isUpper ? Unicode.Scalar(UInt8(scalar.value) + 32) : scalar)
            } else {
                current.append(contentsOf: String(scalar).lowercased().unicodeScalars)
            }
            previousWasLower = isLower
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    /// `h:mm` or `hh:mm`, or a `yyyy-mm-dd` date, not inside a longer number.
    private static func containsTime(_ scalars: [Unicode.Scalar]) -> Bool {
        for colon in scalars.indices where scalars[colon] == ":" {
            let before = digitRun(endingBefore: colon, in: scalars)
            let after = digitRun(startingAt: colon + 1, in: scalars)
            if (1...2).contains(before), after == 2 { return true }
        }
        for dash in scalars.indices where scalars[dash] == "-" {
            guard digitRun(endingBefore: dash, in: scalars) == 4, digitRun(startingAt: dash + 1, in: scalars) == 2
            else { continue }
            let second = dash + 3
            if second < scalars.count, scalars[second] == "-", digitRun(startingAt: second + 1, in: scalars) == 2 {
                return true
            }
        }
        return false
    }

    /// A number in parentheses (`Inbox (3)`), or a number standing as a word
    /// followed by a space and a word (`12 unread`, `2 of 5`).
    private static func containsCount(_ scalars: [Unicode.Scalar]) -> Bool {
        var index = 0
        while index < scalars.count {
            guard isDigit(scalars[index]) else {
                index += 1
                continue
            }
            let length = digitRun(startingAt: index, in: scalars)
            let end = index + length
            let standsAlone = index == 0 || scalars[index - 1] == " " || scalars[index - 1] == "("
            if standsAlone {
                if index > 0, scalars[index - 1] == "(", end < scalars.count, scalars[end] == ")" { return true }
                if end + 1 < scalars.count, scalars[end] == " ", scalars[end + 1].properties.isAlphabetic {
                    return true
                }
            }
            index = end
        }
        return false
    }

    private static func digitRun(startingAt start: Int, in scalars: [Unicode.Scalar]) -> Int {
        var end = start
        while end < scalars.count, isDigit(scalars[end]) { end += 1 }
        return end - start
    }

    private static func digitRun(endingBefore end: Int, in scalars: [Unicode.Scalar]) -> Int {
        var start = end
        while start > 0, isDigit(scalars[start - 1]) { start -= 1 }
        return end - start
    }

    // MARK: - Generated

    /// 8-4-4-4-12 hexadecimal digits anywhere in the text.
    private static func containsUUID(_ scalars: [Unicode.Scalar]) -> Bool {
        let groups = [8, 4, 4, 4, 12]
        let length = 36
        guard scalars.count >= length else { return false }
        for start in 0...(scalars.count - length) {
            if start > 0 && isHexDigit(scalars[start - 1]) { continue }
            var position = start
            var matches = true
            for (number, size) in groups.enumerated() {
                for _ in 0..<size {
                    if !isHexDigit(scalars[position]) {
                        matches = false
                        break
                    }
                    position += 1
                }
                if !matches { break }
                if number < groups.count - 1 {
                    if scalars[position] != "-" {
                        matches = false
                        break
                    }
                    position += 1
                }
            }
            if matches && (position == scalars.count || !isHexDigit(scalars[position])) { return true }
        }
        return false
    }

    /// `0x` followed by six or more hexadecimal digits, e.g. `0x600002d54000`.
    private static func containsAddress(_ scalars: [Unicode.Scalar]) -> Bool {
        var position = 0
        while position + 1 < scalars.count {
            if scalars[position] == "0" && (scalars[position + 1] == "x" || scalars[position + 1] == "X") {
                var end = position + 2
                while end < scalars.count && isHexDigit(scalars[end]) { end += 1 }
                if end - position - 2 >= 6 { return true }
            }
            position += 1
        }
        return false
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    private static func isHexDigit(_ scalar: Unicode.Scalar) -> Bool {
        isDigit(scalar) || ("a"..."f").contains(scalar) || ("A"..."F").contains(scalar)
    }
}
