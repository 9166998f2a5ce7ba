import LocatorLabLocators
import LocatorLabModel

/// What the native-strategy fragility rules look at in a UiSelector, an
/// NSPredicate or a class chain: the words outside string literals, with
/// their offsets, and for a class chain its steps and index predicates.
/// Like ``XPathShape`` it never fails: an expression the driver rejects is
/// the evaluator's to report, not this scanner's.
public struct NativeShape: Sendable {
    /// A name outside literals: a UiSelector method (`instance`, in
    /// `.instance(0)`) or a predicate key path (`label`, in `label == 'OK'`).
    public struct Word: Sendable, Equatable {
        public var name: String
        public var offset: Int
        /// UiSelector: the word is called (`.name(`).
        public var isCall: Bool
    }

    /// One class-chain step (`**/XCUIElementTypeCell[2]`).
    public struct Step: Sendable, Equatable {
        public var offset: Int
        /// Whether it starts with `**/` (any depth) rather than naming a child.
        public var anyDepth: Bool
        /// Its `[n]` / `[-n]` index predicates: the number as written, and
        /// the offset of the `[`.
        public var indexes: [Index]
    }

    /// A class-chain `[n]` or `[-n]` predicate.
    public struct Index: Sendable, Equatable {
        public var text: String
        public var offset: Int
    }

    public let strategy: LocatorStrategy
    public private(set) var words: [Word] = []
    /// Class chain only.
    public private(set) var steps: [Step] = []
    /// XCUITest query only: its parsed steps, none when it does not parse.
    public private(set) var querySteps: [XCUIQueryStep] = []

    public init(_ locator: Locator) {
        strategy = locator.strategy
        let characters = Array(locator.value)
        switch locator.strategy {
        case .uiAutomator: scanWords(characters, quotes: ["\""])
        case .predicate: scanWords(characters, quotes: ["'", "\""])
        case .classChain: scanClassChain(characters)
        case .xcuitest: querySteps = (try? XCUIQuerySyntax.parse(locator.value))?.steps ?? []
        default: break
        }
    }

    /// Words outside `quotes`-delimited literals (a backslash escapes the
    /// next character, as in UiSelector and NSPredicate literals).
    private mutating func scanWords(
        _ characters: [Character], from start: Int = 0, to end: Int? = nil, quotes: Set<Character>
    ) {
        let end = end ?? characters.count
        var index = start
        while index < end {
            let character = characters[index]
            if quotes.contains(character) {
                index += 1
                while index < end && characters[index] != character {
                    index += characters[index] == "\\" ? 2 : 1
                }
                index += 1
            } else if character.isLetter || character == "_" {
                let first = index
                while index < end && (characters[index].isLetter || characters[index].isNumber || characters[index] == "_") {
                    index += 1
                }
                var next = index
                while next < end && characters[next] == " " { next += 1 }
                words.append(
                    Word(name: String(characters[first..<index]), offset: first, isCall: next < end && characters[next] == "("))
            } else {
                index += 1
            }
        }
    }

    /// Steps split at `/` outside predicates; `` `…` `` and `$…$`
    /// predicates are NSPredicates (`` ` `` and `$` doubled to escape), and
    /// a bracket holding only a signed number is an index.
    private mutating func scanClassChain(_ characters: [Character]) {
        var index = 0
        var current: Step?
        while index < characters.count {
            let character = characters[index]
            if character == "/" {
                if let step = current { steps.append(step) }
                current = nil
                index += 1
                continue
            }
            if current == nil {
                let anyDepth = characters[index...].starts(with: "**")
                current = Step(offset: index, anyDepth: anyDepth, indexes: [])
                if anyDepth {
                    // `**/` belongs to the step it introduces.
                    index += index + 2 < characters.count && characters[index + 2] == "/" ? 3 : 2
                    continue
                }
            }
            guard character == "[" else {
                index += 1
                continue
            }
            let open = index
            index += 1
            if index < characters.count, characters[index] == "`" || characters[index] == "$" {
                let delimiter = characters[index]
                let first = index + 1
                index = first
                while index < characters.count {
                    if characters[index] == delimiter {
                        if index + 1 < characters.count && characters[index + 1] == delimiter {
                            index += 2
                            continue
                        }
                        break
                    }
                    index += 1
                }
                scanWords(characters, from: first, to: index, quotes: ["'", "\""])
                while index < characters.count && characters[index] != "]" { index += 1 }
                index += 1
            } else {
                let first = index
                while index < characters.count && characters[index] != "]" { index += 1 }
                let text = String(characters[first..<min(index, characters.count)])
                if Int(text.trimmingWhitespace()) != nil { current?.indexes.append(Index(text: text, offset: open)) }
                index += 1
            }
        }
        if let step = current { steps.append(step) }
    }
}
