import Foundation

/// Reads an `-android uiautomator` locator as the UiAutomator2 server does
/// (`UiAutomatorParser`, `UiSelectorParser`, `UiScrollableParser`,
/// `UiExpressionParser` in appium-uiautomator2-server):
///
/// - Statements are split at `;` outside string literals; one trailing `;`
///   is dropped; an empty locator is an error.
/// - A statement starting with `new UiScrollable` (or `UiScrollable`) is a
///   scrollable; anything else a selector, where `new UiSelector()` may be
///   left out (`text("OK")` and `.text("OK")` are accepted).
/// - Arguments are coerced by the method's parameter type: `true`/`false`
///   exactly, a Java `int`, a string in double quotes in which only `\"` is
///   an escape (the server replaces `\"` by `"` and nothing else), or a
///   nested `UiSelector` expression.
///
/// Offsets in errors count characters from 0 in the locator as given.
struct UiAutomatorParser {
    /// Nested `UiSelector` arguments deeper than this are refused; each level
    /// is one recursive call.
    static let maximumNesting = 32
    /// `childSelector`/`fromParent` links in one chain; attaching walks the
    /// chain recursively.
    static let maximumChain = 64

    private let expression: String
    private let characters: [Character]
    private var position = 0
    private var end = 0
    private var nesting = 0

    init(_ expression: String) {
        self.expression = expression
        self.characters = Array(expression)
    }

    static func parse(_ expression: String) throws(LocatorError) -> [UiAutomatorStatement] {
        var parser = UiAutomatorParser(expression)
        return try parser.parseStatements()
    }

    mutating func parseStatements() throws(LocatorError) -> [UiAutomatorStatement] {
        guard !characters.isEmpty else {
            throw error("tried to parse an empty string; expected UiAutomator Java code", at: 0)
        }
        var last = characters.count
        while last > 0 && characters[last - 1].isWhitespace { last -= 1 }
        if last > 0 && characters[last - 1] == ";" { last -= 1 }
        var statements: [UiAutomatorStatement] = []
        var start = 0
        while true {
            while start < last && characters[start].isWhitespace { start += 1 }
            if start >= last { break }
            let statementEnd = Self.statementEnd(in: characters, from: start, to: last)
            statements.append(try parseStatement(from: start, to: statementEnd))
            start = statementEnd + 1
        }
        if statements.isEmpty { throw error("the locator has no statement", at: 0) }
        return statements
    }

    /// The `;` ending the statement at `start`, skipping string literals
    /// with the server's rule: a `"` closes a literal unless a `\` precedes it.
    private static func statementEnd(in characters: [Character], from start: Int, to last: Int) -> Int {
        var inside = false
        var index = start
        while index < last {
            let current = characters[index]
            if current == "\"" { inside = !(inside && index > 0 && characters[index - 1] != "\\") }
            if current == ";" && !inside { return index }
            index += 1
        }
        return last
    }

    // MARK: - Statements

    private mutating func parseStatement(from start: Int, to statementEnd: Int) throws(LocatorError) -> UiAutomatorStatement {
        position = start
        end = statementEnd
        while end > position && characters[end - 1].isWhitespace { end -= 1 }
        if hasPrefix("new UiScrollable") || hasPrefix("UiScrollable") {
            return try parseScrollable()
        }
        return .selector(try parseSelector(until: end), scrolled: false)
    }

    private mutating func parseScrollable() throws(LocatorError) -> UiAutomatorStatement {
        position += hasPrefix("new ") ? "new UiScrollable".count : "UiScrollable".count
        let constructorAt = position
        let arguments = try consumeArguments()
        guard arguments.count == 1 else {
            throw error("UiScrollable has no suitable constructor with arguments \(describe(arguments))", at: constructorAt)
        }
        let container = try selectorArgument(arguments[0])
        var result: UiAutomatorStatement?
        var lastAt = constructorAt
        while skipSpaces() < end {
            try consumePeriod()
            let (name, nameAt) = try consumeMethodName()
            lastAt = nameAt
            let arguments = try consumeArguments()
            switch (name, arguments.count) {
            case ("scrollIntoView", 1):
                result = .selector(try selectorArgument(arguments[0]), scrolled: true)
            case ("scrollTextIntoView", 1):
                var selector = UiSelector()
                selector.set(.text(try stringArgument(arguments[0])))
                result = .selector(selector, scrolled: true)
            case ("scrollDescriptionIntoView", 1):
                var selector = UiSelector()
                selector.set(.description(try stringArgument(arguments[0])))
                result = .selector(selector, scrolled: true)
            case ("getChildByText", 2), ("getChildByText", 3), ("getChildByDescription", 2), ("getChildByDescription", 3):
                let pattern = try selectorArgument(arguments[0])
                let value = try stringArgument(arguments[1])
                if arguments.count == 3 { _ = try booleanArgument(arguments[2]) }
                result = .scrollableChild(
                    container: container, pattern: pattern,
                    lookup: name == "getChildByText" ? .text(value) : .description(value))
            case ("getChildByInstance", 2):
                let pattern = try selectorArgument(arguments[0])
                result = .scrollableChild(container: container, pattern: pattern, lookup: .instance(try intArgument(arguments[1])))
            case ("setAsHorizontalList", 0), ("setAsVerticalList", 0):
                // Return the UiScrollable: they change how it would scroll.
                result = nil
            case ("setMaxSearchSwipes", 1):
                _ = try intArgument(arguments[0])
                result = nil
            case ("scrollIntoView", _), ("scrollTextIntoView", _), ("scrollDescriptionIntoView", _), ("getChildByText", _),
                ("getChildByDescription", _), ("getChildByInstance", _), ("setAsHorizontalList", _),
                ("setAsVerticalList", _), ("setMaxSearchSwipes", _):
                throw error("`UiScrollable` doesn't have suitable method `\(name)` with arguments \(describe(arguments))", at: nameAt)
            case ("setSwipeDeadZonePercentage", _):
                // Its parameter is a double, a type the server cannot coerce.
                throw error("`UiScrollable.setSwipeDeadZonePercentage` takes a double, a type the server does not support", at: nameAt)
            default:
                if Self.scrollActions.contains(name) {
                    result = nil
                    continue
                }
                throw error("UiScrollable has no `\(name)` method", at: nameAt)
            }
        }
        guard let result else {
            throw error("the last method called on a UiScrollable object must return a UiObject object", at: lastAt)
        }
        return result
    }

    /// UiScrollable methods that scroll or fling and return a boolean: the
    /// server invokes them, so they may appear, but not last.
    private static let scrollActions: Set<String> = [
        "flingBackward", "flingForward", "flingToBeginning", "flingToEnd", "scrollBackward", "scrollForward",
        "scrollToBeginning", "scrollToEnd",
    ]

    /// `new UiSelector()…` up to `limit`, with the server's shortcuts.
    private mutating func parseSelector(until limit: Int) throws(LocatorError) -> UiSelector {
        let savedEnd = end
        end = limit
        defer { end = savedEnd }
        nesting += 1
        defer { nesting -= 1 }
        if nesting > Self.maximumNesting {
            throw error("UiSelector arguments are nested more than \(Self.maximumNesting) levels deep", at: position)
        }
        skipSpaces()
        if hasPrefix("new UiSelector") || hasPrefix("UiSelector") {
            position += hasPrefix("new ") ? "new UiSelector".count : "UiSelector".count
            let constructorAt = position
            let arguments = try consumeArguments()
            guard arguments.isEmpty else {
                throw error("UiSelector has no suitable constructor with arguments \(describe(arguments))", at: constructorAt)
            }
        } else if position < end && characters[position] != "." {
            // `text("OK")`: the server prepends `new UiSelector().`.
            return try parseCalls(on: UiSelector(), implicitPeriod: true)
        }
        return try parseCalls(on: UiSelector(), implicitPeriod: false)
    }

    private mutating func parseCalls(on start: UiSelector, implicitPeriod: Bool) throws(LocatorError) -> UiSelector {
        var selector = start
        var first = true
        while skipSpaces() < end {
            if !(first && implicitPeriod) { try consumePeriod() }
            first = false
            let (name, nameAt) = try consumeMethodName()
            let arguments = try consumeArguments()
            try apply(name, arguments, to: &selector, at: nameAt)
        }
        return selector
    }

    private typealias Argument = (start: Int, end: Int)

    private mutating func apply(_ name: String, _ arguments: [Argument], to selector: inout UiSelector, at offset: Int) throws(LocatorError) {
        let strings: [String: (String) -> UiSelector.Criterion] = [
            "text": UiSelector.Criterion.text, "textContains": UiSelector.Criterion.textContains,
            "textStartsWith": UiSelector.Criterion.textStartsWith, "textMatches": UiSelector.Criterion.textMatches,
            "description": UiSelector.Criterion.description, "descriptionContains": UiSelector.Criterion.descriptionContains,
            "descriptionStartsWith": UiSelector.Criterion.descriptionStartsWith,
            "descriptionMatches": UiSelector.Criterion.descriptionMatches, "resourceId": UiSelector.Criterion.resourceID,
            "resourceIdMatches": UiSelector.Criterion.resourceIDMatches, "className": UiSelector.Criterion.className,
            "classNameMatches": UiSelector.Criterion.classNameMatches, "packageName": UiSelector.Criterion.packageName,
            "packageNameMatches": UiSelector.Criterion.packageNameMatches,
        ]
        let flags: [String: String] = [
            "checkable": "checkable", "checked": "checked", "clickable": "clickable", "enabled": "enabled",
            "focusable": "focusable", "focused": "focused", "longClickable": "long-clickable", "scrollable": "scrollable",
            "selected": "selected",
        ]
        func requireOne() throws(LocatorError) -> Argument {
            guard arguments.count == 1 else {
                throw error(
                    "`UiSelector` doesn't have suitable method `\(name)` with arguments \(describe(arguments)): "
                        + "invalid arguments count. Actual:\(arguments.count). Expected:1.", at: offset)
            }
            return arguments[0]
        }
        if let make = strings[name] {
            let argument = try requireOne()
            let value = try stringArgument(argument)
            if name.hasSuffix("Matches") {
                guard FoundationRegularExpressions.wholeMatcher(pattern: value, caseInsensitive: false) != nil else {
                    throw error("'\(value)' is not a valid regular expression", at: argument.start)
                }
            }
            selector.set(make(value))
        } else if let attribute = flags[name] {
            selector.set(.flag(attribute: attribute, value: try booleanArgument(try requireOne())))
        } else if name == "index" {
            selector.set(.index(try intArgument(try requireOne())))
        } else if name == "instance" {
            selector.instance = try intArgument(try requireOne())
        } else if name == "childSelector" || name == "fromParent" {
            let argument = try requireOne()
            let nested = try selectorArgument(argument)
            guard selector.chain.count + nested.chain.count <= Self.maximumChain else {
                throw error("the childSelector/fromParent chain is longer than \(Self.maximumChain) selectors", at: offset)
            }
            selector.attach(nested, asParent: name == "fromParent")
        } else if name == "toString" || name == "hashCode" || name == "equals" {
            throw error("unsupported return value type for `\(name)`: only methods returning `UiSelector` are supported", at: offset)
        } else {
            throw error("UiSelector has no `\(name)` method", at: offset)
        }
    }

    // MARK: - Arguments (UiExpressionParser.coerceArgToType)

    private func text(of argument: Argument) -> String {
        String(characters[argument.start..<argument.end])
    }

    private func stringArgument(_ argument: Argument) throws(LocatorError) -> String {
        let raw = text(of: argument)
        guard raw.count >= 2, raw.first == "\"", raw.last == "\"" else {
            throw error("\(raw) is not a string", at: argument.start)
        }
        return String(raw.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
    }

    private func booleanArgument(_ argument: Argument) throws(LocatorError) -> Bool {
        switch text(of: argument) {
        case "true": return true
        case "false": return false
        case let raw: throw error("\(raw) is not a boolean", at: argument.start)
        }
    }

    /// Java's `Integer.parseInt`: an optional sign and decimal digits, in
    /// 32-bit range.
    private func intArgument(_ argument: Argument) throws(LocatorError) -> Int {
        let raw = text(of: argument)
        let digits = raw.first == "-" || raw.first == "+" ? raw.dropFirst() : Substring(raw)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int32(raw) else {
            throw error("\(raw) is not a integer", at: argument.start)
        }
        return Int(value)
    }

    private mutating func selectorArgument(_ argument: Argument) throws(LocatorError) -> UiSelector {
        let saved = position
        position = argument.start
        defer { position = saved }
        if argument.start == argument.end { throw error("expected a UiSelector argument", at: argument.start) }
        return try parseSelector(until: argument.end)
    }

    // MARK: - Lexing (UiExpressionParser.consume…)

    @discardableResult
    private mutating func skipSpaces() -> Int {
        while position < end && characters[position].isWhitespace { position += 1 }
        return position
    }

    private mutating func consumePeriod() throws(LocatorError) {
        skipSpaces()
        guard position < end, characters[position] == "." else {
            let saw = position < end ? String(characters[position]) : "the end"
            throw error("expected \".\" but saw \"\(saw)\"", at: position)
        }
        position += 1
    }

    private mutating func consumeMethodName() throws(LocatorError) -> (String, Int) {
        skipSpaces()
        let start = position
        var index = position
        while index < end && characters[index] != "(" { index += 1 }
        guard index < end else {
            throw error("no opening parenthesis after method name: \(String(characters[start..<end]))", at: start)
        }
        let name = String(characters[start..<index]).trimmingCharacters(in: .whitespaces)
        position = index
        return (name, start)
    }

    /// The arguments of the call at `(`, split at top-level commas outside
    /// string literals, each trimmed; empty arguments are dropped, as the
    /// server drops them.
    private mutating func consumeArguments() throws(LocatorError) -> [Argument] {
        skipSpaces()
        guard position < end, characters[position] == "(" else {
            throw error("expected '(' ", at: position)
        }
        let open = position
        var depth = 0
        var inside = false
        var arguments: [Argument] = []
        var argumentStart = position + 1
        var index = position
        func add(_ from: Int, _ to: Int) {
            var start = from
            var stop = to
            while start < stop && characters[start].isWhitespace { start += 1 }
            while stop > start && characters[stop - 1].isWhitespace { stop -= 1 }
            if start < stop { arguments.append((start, stop)) }
        }
        while index < end {
            let current = characters[index]
            if current == "\"" { inside = !(inside && index > 0 && characters[index - 1] != "\\") }
            if !inside {
                switch current {
                case "(":
                    depth += 1
                case ")":
                    depth -= 1
                    if depth == 0 {
                        add(argumentStart, index)
                        position = index + 1
                        return arguments
                    }
                case "," where depth == 1:
                    add(argumentStart, index)
                    argumentStart = index + 1
                default: break
                }
            }
            index += 1
        }
        throw error("unclosed paren in expression: \(String(characters[open..<end]))", at: open)
    }

    private func hasPrefix(_ text: String) -> Bool {
        var index = position
        for character in text {
            guard index < end, characters[index] == character else { return false }
            index += 1
        }
        return true
    }

    private func describe(_ arguments: [Argument]) -> String {
        "[" + arguments.map { text(of: $0) }.joined(separator: ", ") + "]"
    }

    private func error(_ message: String, at offset: Int) -> LocatorError {
        .invalidUiSelector(expression: expression, offset: offset, message: message)
    }
}
