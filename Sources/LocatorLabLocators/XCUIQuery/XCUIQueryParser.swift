import Foundation
import LocatorLabModel

/// Parses an XCUITest query expression, the Swift a UI test writes to find
/// an element:
///
///     query     := root { step }
///     root      := 'app' | 'XCUIApplication' '(' [arguments] ')' | name
///     step      := '.' member [ '(' arguments ')' ] | '[' string ']' | '[' integer ']'
///     argument  := [label ':'] (string | integer | 'nil' | type | predicate)
///     type      := '.' case | 'XCUIElement' '.' 'ElementType' '.' case
///     predicate := 'NSPredicate' '(' 'format' ':' string { ',' argument } ')'
///
/// Members are XCTest's (`XCUIElementTypeQueryProvider`, `XCUIElementQuery`,
/// `XCUIElement`): the type queries of ``XCUIElementTypeTable`` (`buttons`,
/// `staticTexts`, … every type), `descendants(matching:)`,
/// `children(matching:)`, `matching(identifier:)`, `matching(_:identifier:)`,
/// `matching(_:)`, `containing(_:identifier:)`, `containing(_:)`, `element`,
/// `firstMatch`, `element(boundBy:)`, `element(matching:identifier:)`,
/// `element(matching:)`, `count`, `allElementsBoundByIndex`; and, after an
/// element, the members a test uses it with (`tap()`, `exists`, `label`, …),
/// which resolve it. A key that is not a literal (a constant, an
/// interpolation) is refused with its offset: the caller resolves constants
/// first.
struct XCUIQueryParser {
    private let expression: String
    private let characters: [Character]
    private let tokens: [XCUIQueryToken]
    private var position = 0

    init(_ expression: String) {
        self.expression = expression
        self.characters = Array(expression)
        self.tokens = XCUIQueryTokenizer.tokens(of: expression)
    }

    static func parse(_ expression: String) throws(LocatorError) -> XCUIQuerySyntax {
        var parser = XCUIQueryParser(expression)
        return try parser.parse()
    }

    /// Whether the chain so far ends in a query or an element: the members
    /// each offers differ (an element has no `count`, a query no `tap()`).
    private enum Subject { case element, query }

    /// A call argument.
    private enum Argument {
        case string(String)
        case integer(Int)
        case none
        case type(XCUIElementTypeTable.Entry?)
        case predicate(XCUIQueryPredicate)
    }

    mutating func parse() throws(LocatorError) -> XCUIQuerySyntax {
        guard !tokens.isEmpty else { throw error("the query is empty", at: 0) }
        let root = try parseRoot()
        var steps: [XCUIQueryStep] = []
        var subject = Subject.element
        while position < tokens.count {
            let start = tokens[position].offset
            let made = try parseStep(after: subject)
            let end = position < tokens.count ? tokens[position].offset : characters.count
            let text = String(characters[start..<end]).trimmingCharacters(in: .whitespacesAndNewlines)
            for kind in made.kinds { steps.append(XCUIQueryStep(kind: kind, text: text, offset: start)) }
            subject = made.subject
            if case .use = made.kinds.last, position < tokens.count {
                throw error("the query ends with the element's use; nothing may follow it", at: tokens[position].offset)
            }
            if case .count = made.kinds.last, position < tokens.count {
                throw error("count is a number; nothing may follow it", at: tokens[position].offset)
            }
        }
        return XCUIQuerySyntax(root: root, steps: steps)
    }

    // MARK: - Grammar

    private mutating func parseRoot() throws(LocatorError) -> String {
        guard case .identifier(var name) = tokens[position].kind else {
            throw error("a query starts with the application (app, XCUIApplication()), found \(describe(tokens[position]))", at: tokens[position].offset)
        }
        position += 1
        if name == "self", accept("."), case .identifier(let member)? = peekKind {
            position += 1
            name = member
        }
        if name == "XCUIApplication" {
            guard accept("(") else { throw error("expected '(' after XCUIApplication", at: currentOffset) }
            _ = try parseArguments(openedAt: tokens[position - 1].offset)
            return "XCUIApplication()"
        }
        return name
    }

    private mutating func parseStep(after subject: Subject) throws(LocatorError) -> (kinds: [XCUIQueryStep.Kind], subject: Subject) {
        let start = currentOffset
        if accept("[") {
            let key = try parseArgument()
            guard accept("]") else { throw error("expected ']' to close the subscript at offset \(start)", at: currentOffset) }
            switch (key, subject) {
            case (.string(let text), .query): return ([.matching(nil, identifier: text), .element(.unique)], .element)
            case (.integer(let index), .query):
                throw error(
                    "a query has no integer subscript; write .element(boundBy: \(index)) (or allElementsBoundByIndex[\(index)])",
                    at: start)
            case (.string, .element):
                throw error("an XCUIElement has no subscript; write a type query first (.buttons[…], .descendants(matching: .any)[…])", at: start)
            default: throw error("the subscript key must be a string literal", at: start + 1)
            }
        }
        guard accept(".") else { throw error("expected '.' or '[' after \(describe(previous))", at: currentOffset) }
        guard case .identifier(let member)? = peekKind else {
            throw error("expected a member name after '.'", at: currentOffset)
        }
        let memberOffset = currentOffset
        position += 1
        var arguments: [(label: String?, value: Argument, offset: Int)]? = nil
        if accept("(") { arguments = try parseArguments(openedAt: tokens[position - 1].offset) }

        if let entry = XCUIElementTypeTable.entries.first(where: { $0.queryName == member }) {
            guard arguments == nil else { throw error("\(member) is a property, not a method", at: memberOffset) }
            return ([.descendants(entry)], .query)
        }
        switch (member, subject) {
        case ("descendants", _), ("children", _):
            let type = try typeArgument(arguments, label: "matching", member: member, at: memberOffset)
            return ([member == "descendants" ? .descendants(type) : .children(type)], .query)
        case ("firstMatch", _):
            try noArguments(arguments, member, memberOffset)
            return ([.element(.first)], .element)
        case ("matching", .query), ("containing", .query):
            guard let arguments, !arguments.isEmpty else { throw error("\(member) takes arguments", at: memberOffset) }
            let isContaining = member == "containing"
            if arguments.count == 1, case .predicate(let predicate) = arguments[0].value, arguments[0].label == nil {
                return ([isContaining ? .containingPredicate(predicate) : .matchingPredicate(predicate)], .query)
            }
            if !isContaining, arguments.count == 1, arguments[0].label == "identifier" {
                guard case .string(let identifier) = arguments[0].value else {
                    throw error("the identifier must be a string literal", at: arguments[0].offset)
                }
                return ([.matching(nil, identifier: identifier)], .query)
            }
            let (type, identifier) = try typeAndIdentifier(arguments, member: member, at: memberOffset)
            return ([isContaining ? .containing(type, identifier: identifier) : .matching(type, identifier: identifier)], .query)
        case ("element", .query):
            guard let arguments else { return ([.element(.unique)], .element) }
            if arguments.count == 1, arguments[0].label == "boundBy" {
                guard case .integer(let index) = arguments[0].value else {
                    throw error("the index must be an integer literal", at: arguments[0].offset)
                }
                return ([.element(.index(index))], .element)
            }
            if arguments.count == 1, arguments[0].label == "matching", case .predicate(let predicate) = arguments[0].value {
                return ([.matchingPredicate(predicate), .element(.unique)], .element)
            }
            if arguments.first?.label == "matching" {
                var unlabelled = arguments
                unlabelled[0].label = nil
                let (type, identifier) = try typeAndIdentifier(unlabelled, member: "element(matching:identifier:)", at: memberOffset)
                return ([.matching(type, identifier: identifier), .element(.unique)], .element)
            }
            throw error("element takes boundBy:, matching:identifier: or matching: (an NSPredicate)", at: memberOffset)
        case ("count", .query):
            try noArguments(arguments, member, memberOffset)
            return ([.count], .query)
        case ("allElementsBoundByIndex", .query), ("allElementsBoundByAccessibilityElement", .query):
            try noArguments(arguments, member, memberOffset)
            if accept("[") {
                let indexOffset = currentOffset
                guard case .integer(let index) = try parseArgument(), accept("]") else {
                    throw error("the index must be an integer literal in [ ]", at: indexOffset)
                }
                return ([.element(.index(index))], .element)
            }
            return ([.allElements], .query)
        case (_, .element) where Self.elementUses.contains(member):
            return ([.use(member + (arguments == nil ? "" : "()"))], .element)
        case (_, .query) where Self.elementUses.contains(member):
            // `query.tap()` does not compile; `query.exists` neither.
            throw error("\(member) is a member of XCUIElement, not of a query; resolve one first (.element, .firstMatch, [\"…\"])", at: memberOffset)
        case ("matching", .element), ("containing", .element), ("element", .element), ("count", .element),
            ("allElementsBoundByIndex", .element):
            throw error("\(member) is a member of XCUIElementQuery; an XCUIElement has none", at: memberOffset)
        default:
            throw error("'\(member)' is not an XCUIElementQuery or XCUIElement member LocatorLab evaluates", at: memberOffset)
        }
    }

    /// Members a test uses an element with: each resolves the element
    /// (XCTest finds it when they run).
    static let elementUses: Set<String> = [
        "tap", "doubleTap", "twoFingerTap", "tap(withNumberOfTaps", "press", "typeText", "swipeUp", "swipeDown",
        "swipeLeft", "swipeRight", "pinch", "rotate", "adjust", "scroll", "click", "rightClick", "doubleClick", "hover",
        "exists", "waitForExistence", "waitForNonExistence", "isHittable", "label", "value", "identifier", "title",
        "placeholderValue", "isEnabled", "isSelected", "hasFocus", "frame", "elementType", "screenshot", "coordinate",
        "debugDescription", "clearAndEnterText", "clearText",
    ]

    private mutating func parseArguments(openedAt open: Int) throws(LocatorError) -> [(label: String?, value: Argument, offset: Int)] {
        var arguments: [(label: String?, value: Argument, offset: Int)] = []
        if accept(")") { return arguments }
        repeat {
            var label: String?
            if case .identifier(let name)? = peekKind, position + 1 < tokens.count, tokens[position + 1].kind == .symbol(":") {
                label = name
                position += 2
            }
            let offset = currentOffset
            arguments.append((label, try parseArgument(), offset))
        } while accept(",")
        guard accept(")") else { throw error("expected ',' or ')' to close the '(' at offset \(open)", at: currentOffset) }
        return arguments
    }

    private mutating func parseArgument() throws(LocatorError) -> Argument {
        guard position < tokens.count else { throw error("the query ends where an argument was expected", at: characters.count) }
        let token = tokens[position]
        switch token.kind {
        case .string(let text):
            position += 1
            return .string(text)
        case .integer(let value):
            position += 1
            return .integer(value)
        case .symbol("."):
            position += 1
            return try typeCase(at: token.offset)
        case .identifier("nil"):
            position += 1
            return .none
        case .identifier("XCUIElement"), .identifier("XCUIElementType"):
            position += 1
            if case .identifier("XCUIElement") = token.kind {
                guard accept("."), case .identifier("ElementType")? = peekKind else {
                    throw error("expected XCUIElement.ElementType", at: token.offset)
                }
                position += 1
            }
            guard accept(".") else { throw error("expected '.' and an element type", at: currentOffset) }
            return try typeCase(at: token.offset)
        case .identifier("NSPredicate"):
            position += 1
            return .predicate(try parsePredicate(at: token.offset))
        case .identifier(let name):
            throw error(
                "'\(name)' is not a literal; LocatorLab evaluates queries whose keys are written out (resolve constants first)",
                at: token.offset)
        case .invalid(let what): throw error(what, at: token.offset)
        case .symbol: throw error("expected an argument, found \(describe(token))", at: token.offset)
        }
    }

    /// `.button`, after the `.`; `.button.rawValue` is the raw value.
    private mutating func typeCase(at offset: Int) throws(LocatorError) -> Argument {
        guard case .identifier(let name)? = peekKind else { throw error("expected an element type after '.'", at: currentOffset) }
        position += 1
        let entry: XCUIElementTypeTable.Entry?
        if name == "any" {
            entry = nil
        } else if let found = XCUIElementTypeTable.entries.first(where: { Self.caseName($0) == name }) {
            entry = found
        } else {
            throw error("'.\(name)' is not an XCUIElement.ElementType", at: offset)
        }
        if accept(".") {
            guard case .identifier("rawValue")? = peekKind else { throw error("expected rawValue", at: currentOffset) }
            position += 1
            return .integer(entry?.rawValue ?? 0)
        }
        return .type(entry)
    }

    /// The Swift case of an element type: `button`, `staticText`, `other`.
    static func caseName(_ entry: XCUIElementTypeTable.Entry) -> String {
        entry.shortName.prefix(1).lowercased() + entry.shortName.dropFirst()
    }

    /// `NSPredicate(format: "label == %@", "Done")`, after `NSPredicate`.
    private mutating func parsePredicate(at offset: Int) throws(LocatorError) -> XCUIQueryPredicate {
        guard accept("(") else { throw error("expected '(' after NSPredicate", at: currentOffset) }
        let arguments = try parseArguments(openedAt: tokens[position - 1].offset)
        guard let first = arguments.first, first.label == "format", case .string(let format) = first.value else {
            throw error("LocatorLab reads NSPredicate(format: \"…\", …) with a literal format string", at: offset)
        }
        var values: [XCUIPredicateFormat.Value] = []
        for argument in arguments.dropFirst() {
            switch argument.value {
            case .string(let text): values.append(.string(text))
            case .integer(let number): values.append(.integer(number))
            case .none: values.append(.none)
            default: throw error("a predicate argument must be a string or integer literal", at: argument.offset)
            }
        }
        // Offsets in the predicate count from the format string's opening quote.
        let substituted = try XCUIPredicateFormat.substitute(values, into: format, offset: first.offset, expression: expression)
        let node: PredicateNode
        do {
            node = try PredicateParser.parseXCUIElementAttributes(substituted, offsetBase: first.offset + 1)
        } catch {
            guard case .invalidPredicate(_, let at, let message) = error else { throw error }
            throw self.error("in the predicate \"\(substituted)\": \(message)", at: min(at, characters.count))
        }
        return XCUIQueryPredicate(format: substituted, node: node)
    }

    private func typeArgument(
        _ arguments: [(label: String?, value: Argument, offset: Int)]?, label: String, member: String, at offset: Int
    ) throws(LocatorError) -> XCUIElementTypeTable.Entry? {
        guard let arguments, arguments.count == 1, arguments[0].label == label, case .type(let entry) = arguments[0].value else {
            throw error("\(member) takes one argument, \(label): an element type (.button, .any)", at: offset)
        }
        return entry
    }

    /// `(.button, identifier: "x")`; the identifier may be `nil`.
    private func typeAndIdentifier(
        _ arguments: [(label: String?, value: Argument, offset: Int)], member: String, at offset: Int
    ) throws(LocatorError) -> (XCUIElementTypeTable.Entry?, String?) {
        guard arguments.count == 2, arguments[0].label == nil, case .type(let entry) = arguments[0].value,
            arguments[1].label == "identifier"
        else {
            throw error("\(member) takes an element type and identifier: (.button, identifier: \"…\")", at: offset)
        }
        switch arguments[1].value {
        case .string(let identifier): return (entry, identifier)
        case .none: return (entry, nil)
        default: throw error("the identifier must be a string literal or nil", at: arguments[1].offset)
        }
    }

    private func noArguments(_ arguments: [(label: String?, value: Argument, offset: Int)]?, _ member: String, _ offset: Int) throws(LocatorError) {
        if arguments != nil { throw error("\(member) is a property, not a method", at: offset) }
    }

    // MARK: - Helpers

    private var peekKind: XCUIQueryToken.Kind? { position < tokens.count ? tokens[position].kind : nil }
    private var currentOffset: Int { position < tokens.count ? tokens[position].offset : characters.count }
    private var previous: XCUIQueryToken? { position > 0 ? tokens[position - 1] : nil }

    private mutating func accept(_ symbol: Character) -> Bool {
        guard position < tokens.count, tokens[position].kind == .symbol(symbol) else { return false }
        position += 1
        return true
    }

    private func describe(_ token: XCUIQueryToken?) -> String {
        guard let token else { return "the start" }
        switch token.kind {
        case .identifier(let name): return "'\(name)'"
        case .string(let text): return "the string \"\(text)\""
        case .integer(let value): return "the number \(value)"
        case .symbol(let symbol): return "'\(symbol)'"
        case .invalid(let what): return what
        }
    }

    private func error(_ message: String, at offset: Int) -> LocatorError {
        .invalidXCUIQuery(expression: expression, offset: offset, message: message)
    }
}
