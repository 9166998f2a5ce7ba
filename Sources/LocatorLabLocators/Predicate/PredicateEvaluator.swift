import Foundation
import LocatorLabModel

/// Evaluates a parsed predicate on the elements of an iOS tree, reading each
/// attribute with the tree's per-field reads (no `Element` is built per
/// candidate). Values are typed as WebDriverAgent's snapshot properties are
/// (`XCUIElement+FBWebDriverAttributes.m`): `name`, `label`, `value`, `type`
/// are strings, `enabled`/`visible`/`accessible` and the other flags are
/// NSNumber booleans (1/0), `index` and the `rect` members are numbers. A
/// Switch's `value` is a string too: `wdValue` makes it `@([value
/// boolValue])` and then, as every value, `[NSString stringWithFormat:@"%@"]`,
/// so it is `"1"` or `"0"`, never the number.
///
/// Regular expressions are compiled once per evaluator.
struct PredicateEvaluator {
    let tree: ElementTree
    let predicate: PredicateNode
    /// Reads a key's value instead of WebDriverAgent's rules: an XCUITest
    /// query's predicate reads `XCUIElementAttributes` (``XCUIAttributeReader``).
    private let reader: ((PredicateKey, ElementID) -> PredicateValue)?
    private var regexes: [String: (String) -> Bool] = [:]
    /// `key ==`/`!= 'literal'` without modifiers, compared as interned
    /// IDs (see ``compareByID(_:on:)``), and `CONTAINS`/`BEGINSWITH`/
    /// `ENDSWITH 'literal'`, answered once per distinct text.
    private var byID: [IDComparison] = []

    /// One such comparison, by its offset in the predicate.
    private struct IDComparison {
        let offset: Int
        /// `type` rather than an attribute.
        let type: Bool
        let attribute: StringID?
        let literal: StringID?
        /// For `value`: a Switch's value is read through `boolValue`, so it
        /// is left to ``value(of:on:)``.
        let switchType: StringID?
        /// For `CONTAINS`, `BEGINSWITH`, `ENDSWITH`: the test on the text;
        /// `nil` for `==`/`!=`.
        var textTest: InternedTextTest? = nil
    }

    init(tree: ElementTree, predicate: PredicateNode, reader: ((PredicateKey, ElementID) -> PredicateValue)? = nil) {
        self.tree = tree
        self.predicate = predicate
        self.reader = reader
        // The interned fast path reads WebDriverAgent's attributes as they
        // are, so it is only for WebDriverAgent's rules.
        for comparison in Self.comparisons(in: predicate)
        where reader == nil && !comparison.caseInsensitive && !comparison.diacriticInsensitive {
            guard case .key(let key) = comparison.lhs, Self.plainStringKeys.contains(key) || key == .value,
                case .constant(.string(let literal)) = comparison.rhs
            else { continue }
            var fast = IDComparison(
                offset: comparison.offset, type: key == .type, attribute: tree.strings.id(of: key.rawValue),
                literal: tree.strings.id(of: literal),
                switchType: key == .value ? tree.strings.id(of: Self.switchType) : nil)
            switch comparison.op {
            case .equal, .notEqual: break
            case .contains, .beginsWith, .endsWith:
                let position: InternedTextTest.Position =
                    comparison.op == .contains ? .anywhere : comparison.op == .beginsWith ? .start : .end
                fast.textTest = InternedTextTest(
                    needle: literal, position: position, comparison: .literal, strings: tree.strings)
            default: continue
            }
            byID.append(fast)
        }
        for comparison in Self.comparisons(in: predicate) where comparison.op == .matches {
            if case .constant(.string(let pattern)) = comparison.rhs {
                let key = Self.regexKey(pattern, comparison.caseInsensitive)
                // The parser has already refused patterns that do not compile.
                regexes[key] = FoundationRegularExpressions.wholeMatcher(
                    pattern: pattern, caseInsensitive: comparison.caseInsensitive)
            }
        }
    }

    func matches(_ id: ElementID) -> Bool {
        evaluate(predicate, on: id)
    }

    /// The attribute keys the predicate reads, for notes.
    static func keys(in node: PredicateNode) -> Set<PredicateKey> {
        var keys: Set<PredicateKey> = []
        for comparison in comparisons(in: node) {
            if case .key(let key) = comparison.lhs { keys.insert(key) }
            if case .key(let key) = comparison.rhs { keys.insert(key) }
        }
        return keys
    }

    /// Every comparison, walked with an explicit stack.
    static func comparisons(in node: PredicateNode) -> [PredicateComparison] {
        var result: [PredicateComparison] = []
        var pending = [node]
        while let next = pending.popLast() {
            switch next {
            case .constant: break
            case .not(let inner): pending.append(inner)
            case .and(let terms), .or(let terms): pending.append(contentsOf: terms.reversed())
            case .comparison(let comparison): result.append(comparison)
            }
        }
        return result
    }

    // MARK: - Evaluation

    private func evaluate(_ node: PredicateNode, on id: ElementID) -> Bool {
        switch node {
        case .constant(let value): return value
        case .not(let inner): return !evaluate(inner, on: id)
        case .and(let terms): return terms.allSatisfy { evaluate($0, on: id) }
        case .or(let terms): return terms.contains { evaluate($0, on: id) }
        case .comparison(let comparison): return compare(comparison, on: id)
        }
    }

    /// The one type whose `value` WebDriverAgent normalises to `"1"`/`"0"`.
    private static let switchType = "XCUIElementTypeSwitch"

    /// Keys whose value is the attribute's text as it is.
    private static let plainStringKeys: Set<PredicateKey> = [
        .type, .name, .label, .placeholderValue, .traits, .uid, .customActions,
    ]

    /// `==`/`!=` of a plain string key and a literal without `[c]`/`[d]`,
    /// decided from interned IDs. Without modifiers the comparison is
    /// literal (``options(_:)``: `isEqualToString:`, code unit by code unit,
    /// so `é` precomposed and `e` + U+0301 differ), and the string table
    /// holds each distinct text once: the same ID is the same text, another
    /// ID (or a literal the tree does not hold) is another text. A Switch's
    /// `value` is normalised first (see ``value(of:on:)``), so it is not
    /// decided here. `nil`: not a comparison decided here.
    private func compareByID(_ comparison: PredicateComparison, on id: ElementID) -> Bool? {
        guard let fast = byID.first(where: { $0.offset == comparison.offset }) else { return nil }
        let negated = comparison.op == .notEqual
        if let switchType = fast.switchType, tree.typeID(of: id) == switchType { return nil }
        let value: StringID? = fast.type ? tree.typeID(of: id) : fast.attribute.flatMap { tree.attributeValue($0, of: id) }
        if let test = fast.textTest {
            // nil is no string, so it neither contains nor starts anything.
            return value.map(test.holds) ?? false
        }
        guard let value else { return negated }  // nil is equal to no string
        return (value == fast.literal) != negated
    }

    private func compare(_ comparison: PredicateComparison, on id: ElementID) -> Bool {
        if !byID.isEmpty, let decided = compareByID(comparison, on: id) { return decided }
        let lhs = resolve(comparison.lhs, on: id)
        let options = Self.options(comparison)
        switch comparison.op {
        case .equal: return Self.equal(lhs, resolve(comparison.rhs, on: id), options)
        case .notEqual: return !Self.equal(lhs, resolve(comparison.rhs, on: id), options)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard let order = Self.order(lhs, resolve(comparison.rhs, on: id), options) else { return false }
            switch comparison.op {
            case .less: return order == .orderedAscending
            case .lessOrEqual: return order != .orderedDescending
            case .greater: return order == .orderedDescending
            default: return order != .orderedAscending
            }
        case .beginsWith, .endsWith, .contains, .like, .matches:
            guard case .string(let text) = lhs, case .string(let pattern) = resolve(comparison.rhs, on: id) else {
                return false
            }
            switch comparison.op {
            case .beginsWith: return text.range(of: pattern, options: options.union(.anchored)) != nil || pattern.isEmpty
            case .endsWith:
                return text.range(of: pattern, options: options.union([.anchored, .backwards])) != nil || pattern.isEmpty
            case .contains: return text.range(of: pattern, options: options) != nil || pattern.isEmpty
            case .like: return Self.like(text, pattern: pattern, options)
            default:
                if let matcher = regexes[Self.regexKey(pattern, comparison.caseInsensitive)] { return matcher(text) }
                // A key on the right: compile now (rare).
                return FoundationRegularExpressions.wholeMatcher(pattern: pattern, caseInsensitive: comparison.caseInsensitive)?(text) ?? false
            }
        case .in:
            switch comparison.rhs {
            case .aggregate(let values): return values.contains { Self.equal(lhs, $0, options) }
            default:
                // `lhs IN "string"` is a substring test.
                guard case .string(let needle) = lhs, case .string(let haystack) = resolve(comparison.rhs, on: id) else {
                    return false
                }
                return haystack.range(of: needle, options: options) != nil || needle.isEmpty
            }
        case .between:
            guard case .aggregate(let bounds) = comparison.rhs, bounds.count == 2,
                let low = Self.order(lhs, bounds[0], options), let high = Self.order(lhs, bounds[1], options)
            else { return false }
            return low != .orderedAscending && high != .orderedDescending
        }
    }

    private func resolve(_ operand: PredicateOperand, on id: ElementID) -> PredicateValue {
        switch operand {
        case .constant(let value): return value
        case .aggregate: return .null
        case .key(let key): return reader.map { $0(key, id) } ?? value(of: key, on: id)
        }
    }

    /// `key` on element `id`, typed as WebDriverAgent's property is.
    func value(of key: PredicateKey, on id: ElementID) -> PredicateValue {
        switch key {
        case .type: return .string(tree.type(of: id))
        case .value:
            // `XCUIElement+FBWebDriverAttributes.m` `wdValue`: a Switch's
            // value is `@([value boolValue])` formatted with `%@`, "1" or
            // "0", even without a value (`[nil boolValue]` is NO).
            if tree.type(of: id) == Self.switchType {
                return .string(WebDriverAgentNaming.foundationBoolValue(tree.attribute(AttributeName.value, of: id)) ? "1" : "0")
            }
            return tree.attribute(AttributeName.value, of: id).map(PredicateValue.string) ?? .null
        case .name, .label, .placeholderValue, .traits, .uid, .customActions:
            return tree.attribute(key.rawValue, of: id).map(PredicateValue.string) ?? .null
        case .enabled, .visible, .accessible, .accessibilityContainer, .focused, .hittable, .selected:
            guard let text = tree.attribute(key.rawValue, of: id) else { return .null }
            return .number(WebDriverAgentNaming.foundationBoolValue(text) ? 1 : 0)
        case .index:
            if let text = tree.attribute(AttributeName.index, of: id), let number = Double(text) { return .number(number) }
            return .number(Double(tree.siblingPosition(of: id)))
        case .rectX, .rectY, .rectWidth, .rectHeight, .minValue, .maxValue:
            let attribute = key.rawValue.hasPrefix("rect.") ? String(key.rawValue.dropFirst("rect.".count)) : key.rawValue
            return tree.attribute(attribute, of: id).flatMap(Double.init).map(PredicateValue.number) ?? .null
        case .rect, .frame, .nativeFrame:
            return .null
        case .identifier, .title, .elementType:
            // Never parsed for WebDriverAgent (``PredicateKey/webDriverAgentKeys``).
            return .null
        }
    }

    // MARK: - NSPredicate comparison rules

    private static func options(_ comparison: PredicateComparison) -> String.CompareOptions {
        var options: String.CompareOptions = [.literal]
        if comparison.caseInsensitive { options.insert(.caseInsensitive) }
        if comparison.diacriticInsensitive { options.insert(.diacriticInsensitive) }
        return options
    }

    /// NSPredicate's `==`: strings with the options, numbers numerically,
    /// nil only equal to nil; a string never equals a number (`isEqual:`).
    private static func equal(_ lhs: PredicateValue, _ rhs: PredicateValue, _ options: String.CompareOptions) -> Bool {
        switch (lhs, rhs) {
        case (.string(let left), .string(let right)): return left.compare(right, options: options) == .orderedSame
        case (.number(let left), .number(let right)): return left == right
        case (.null, .null): return true
        default: return false
        }
    }

    private static func order(_ lhs: PredicateValue, _ rhs: PredicateValue, _ options: String.CompareOptions) -> ComparisonResult? {
        switch (lhs, rhs) {
        case (.string(let left), .string(let right)): return left.compare(right, options: options)
        case (.number(let left), .number(let right)):
            return left < right ? .orderedAscending : left > right ? .orderedDescending : .orderedSame
        default: return nil
        }
    }

    /// `LIKE`: `?` is one character, `*` any run, the whole string must
    /// match. Greedy with one backtrack point, so linear-ish and never
    /// recursive.
    private static func like(_ text: String, pattern: String, _ options: String.CompareOptions) -> Bool {
        let fold: (String) -> [Character] = { value in
            var folded = value
            if options.contains(.caseInsensitive) || options.contains(.diacriticInsensitive) {
                var foldOptions: String.CompareOptions = []
                if options.contains(.caseInsensitive) { foldOptions.insert(.caseInsensitive) }
                if options.contains(.diacriticInsensitive) { foldOptions.insert(.diacriticInsensitive) }
                folded = value.folding(options: foldOptions, locale: nil)
            }
            return Array(folded)
        }
        let characters = fold(text)
        let wildcard = fold(pattern)
        var textIndex = 0
        var patternIndex = 0
        var starIndex: Int?
        var resumeIndex = 0
        while textIndex < characters.count {
            if patternIndex < wildcard.count && (wildcard[patternIndex] == "?" || wildcard[patternIndex] == characters[textIndex]) {
                textIndex += 1
                patternIndex += 1
            } else if patternIndex < wildcard.count && wildcard[patternIndex] == "*" {
                starIndex = patternIndex
                resumeIndex = textIndex
                patternIndex += 1
            } else if let star = starIndex {
                patternIndex = star + 1
                resumeIndex += 1
                textIndex = resumeIndex
            } else {
                return false
            }
        }
        while patternIndex < wildcard.count && wildcard[patternIndex] == "*" { patternIndex += 1 }
        return patternIndex == wildcard.count
    }

    private static func regexKey(_ pattern: String, _ caseInsensitive: Bool) -> String {
        (caseInsensitive ? "i:" : "s:") + pattern
    }
}
