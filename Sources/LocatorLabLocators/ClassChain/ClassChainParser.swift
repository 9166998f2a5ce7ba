/// Parses WebDriverAgent's class chain grammar, as `FBClassChainQueryParser.m`
/// tokenizes and compiles it:
///
///     chain     := item ( "/" item )*
///     item      := [ "**/" ] ( TypeName | "*" ) filter* [ "[" position "]" ]
///     filter    := "[`" predicate "`]" | "[$" predicate "$]"
///
/// A type name is letters only and must be a type WebDriverAgent knows;
/// the position is a non-zero integer and comes after every filter; inside
/// a predicate the enclosing mark is written twice to stand for itself
/// (``` `` ``` and `$$`). Nothing else, spaces included, may appear outside
/// predicates. Predicates go through ``PredicateParser``, as WDA passes them
/// to `NSPredicate predicateWithFormat:` and `fb_formatSearchPredicate:`.
struct ClassChainParser {
    private let expression: String
    private let characters: [Character]
    private var position = 0

    init(_ expression: String) {
        self.expression = expression
        self.characters = Array(expression)
    }

    static func parse(_ expression: String) throws(LocatorError) -> [ClassChainItem] {
        var parser = ClassChainParser(expression)
        return try parser.parse()
    }

    mutating func parse() throws(LocatorError) -> [ClassChainItem] {
        guard !characters.isEmpty else { throw error("the class chain is empty", at: 0) }
        var items: [ClassChainItem] = []
        while true {
            items.append(try parseItem())
            if position == characters.count { return items }
            guard characters[position] == "/" else { throw unexpected(at: position) }
            position += 1
            // A trailing "/" is refused by WDA's tokenizer: the last token must
            // be a type, "*" or "]".
            if position == characters.count { throw unexpected(at: position - 1) }
        }
    }

    private mutating func parseItem() throws(LocatorError) -> ClassChainItem {
        var isDescendant = false
        if hasPrefix("**/") {
            isDescendant = true
            position += 3
            if hasPrefix("**/") {
                throw error("unexpected '**/': descendant markers cannot be duplicated", at: position)
            }
            guard position < characters.count, characters[position] == "*" || characters[position].isLetter else {
                throw error("descendants lookup modifier '**/' should be followed with the actual element type", at: position)
            }
        }
        let typeStart = position
        var type: String?
        if position < characters.count && characters[position] == "*" {
            position += 1
            if position < characters.count && characters[position] == "*" {
                // "**" not followed by "/": WDA's tokenizer reads a descendant
                // marker and then finds no type after it.
                throw error("descendants lookup modifier '**/' should be followed with the actual element type", at: position)
            }
        } else {
            while position < characters.count && characters[position].isLetter { position += 1 }
            guard position > typeStart else { throw unexpected(at: position) }
            let name = String(characters[typeStart..<position])
            if name != IOSElementType.any {
                guard IOSElementType.known.contains(name) else {
                    throw error("'\(name)' class name is unknown to WDA", at: typeStart)
                }
                type = name
            }
        }

        var filters: [ClassChainItem.Filter] = []
        var itemPosition: Int?
        while position < characters.count && characters[position] == "[" {
            let bracket = position
            position += 1
            guard position < characters.count else { throw unexpected(at: bracket) }
            let marker = characters[position]
            if marker == "`" || marker == "$" {
                let (predicate, predicateStart) = try readPredicate(closedBy: marker, openedAt: bracket)
                if itemPosition != nil {
                    throw error("predicate value '\(predicate.text)' must be set before position value", at: bracket)
                }
                let node = try parsePredicate(predicate, startingAt: predicateStart)
                filters.append(marker == "`" ? .matching(node) : .containing(node))
            } else {
                let numberStart = position
                while position < characters.count && (characters[position].isASCII && characters[position].isNumber || characters[position] == "-") {
                    position += 1
                }
                guard position > numberStart else { throw unexpected(at: position) }
                guard position < characters.count, characters[position] == "]" else {
                    throw unexpected(at: min(position, characters.count - 1))
                }
                let text = String(characters[numberStart..<position])
                position += 1
                if itemPosition != nil {
                    throw error("position value '\(text)' is expected to be set only once", at: numberStart)
                }
                guard let value = Int(text), value != 0 else {
                    throw error("position value '\(text)' is expected to be a valid integer number not equal to zero", at: numberStart)
                }
                itemPosition = value
            }
        }
        return ClassChainItem(type: type, position: itemPosition, filters: filters, isDescendant: isDescendant)
    }

    /// The text between `` [` `` and `` `] `` with doubled marks undoubled,
    /// and where each of its characters came from in the chain.
    private mutating func readPredicate(closedBy marker: Character, openedAt bracket: Int) throws(LocatorError) -> (
        text: (text: String, offsets: [Int]), start: Int
    ) {
        position += 1
        let start = position
        var text = ""
        var offsets: [Int] = []
        while position < characters.count {
            let current = characters[position]
            if current == marker {
                if position + 1 < characters.count && characters[position + 1] == marker {
                    text.append(marker)
                    offsets.append(position)
                    position += 2
                    continue
                }
                guard position + 1 < characters.count, characters[position + 1] == "]" else {
                    throw unexpected(at: min(position + 1, characters.count - 1))
                }
                position += 2
                guard !text.isEmpty else { throw error("the predicate value is empty", at: start) }
                return ((text, offsets), start)
            }
            text.append(current)
            offsets.append(position)
            position += 1
        }
        throw error("cannot find the end of '\(text)' predicate value", at: bracket)
    }

    private func parsePredicate(_ predicate: (text: String, offsets: [Int]), startingAt start: Int) throws(LocatorError) -> PredicateNode {
        do {
            return try PredicateParser.parse(predicate.text)
        } catch {
            guard case .invalidPredicate(_, let offset, let message) = error else { throw error }
            let mapped = offset < predicate.offsets.count ? predicate.offsets[offset] : (predicate.offsets.last.map { $0 + 1 } ?? start)
            throw self.error("in the predicate: \(message)", at: mapped)
        }
    }

    private func hasPrefix(_ text: String) -> Bool {
        let marker = Array(text)
        guard position + marker.count <= characters.count else { return false }
        return Array(characters[position..<(position + marker.count)]) == marker
    }

    private func unexpected(at offset: Int) -> LocatorError {
        let shown = offset < characters.count ? "'\(characters[offset])'" : "the end"
        return error("unexpected character \(shown)", at: offset)
    }

    private func error(_ message: String, at offset: Int) -> LocatorError {
        .invalidClassChain(expression: expression, offset: offset, message: message)
    }
}

/// One step of a class chain: `[**/]Type[`predicate`][$predicate$][position]`.
struct ClassChainItem: Sendable, Hashable {
    /// A predicate filter of one step, in the order written.
    enum Filter: Sendable, Hashable {
        /// `` [`…`] ``: the candidate itself must match.
        case matching(PredicateNode)
        /// `[$…$]`: some descendant of the candidate (not itself) must match.
        case containing(PredicateNode)
    }

    /// The full `XCUIElementType…` name, or `nil` for `*` (XCUIElementTypeAny).
    var type: String?
    /// 1-based; negative counts from the end; `nil` when not given.
    var position: Int?
    var filters: [Filter]
    /// `**/`: descendants of the previous step instead of its children.
    var isDescendant: Bool
}
