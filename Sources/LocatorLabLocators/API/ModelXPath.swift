import LocatorLabModel

/// The XPaths the model can answer directly, with exactly the elements
/// libxml2 finds on the device query document: a path of `//` and `/` steps,
/// each a name test (`*` or a type) with predicates that compare attributes
/// with literals (`[@name='Done' and @enabled]`, `!=`), optionally in
/// parentheses with a position (`(//T[@name='Row'])[2]`, the second match in
/// document order).
///
/// Survival trials evaluate the same few locators on twenty mutated copies of
/// a screen. Through libxml2 each evaluation builds a query document of the
/// whole tree and walks it (10-20 ms at 10,000 elements); this walks the model
/// once (well under a millisecond). Timings never use it: they measure the
/// XPath engine the drivers use.
///
/// Anything outside the subset, or any doubt about how libxml2 reads it
/// (whitespace inside a step, non-ASCII names, numbers, functions, axes), is
/// not parsed, and the caller evaluates through libxml2. Comparisons follow
/// the query document as ``XPathQueryDocument`` builds it: names and values
/// without XML-forbidden characters, compared byte for byte (libxml2's
/// `xmlStrEqual`, not Unicode equivalence).
struct ModelXPath: Sendable {
    struct Step: Sendable {
        /// `//` (any descendant) rather than `/` (a child).
        var descendant: Bool
        /// The element name; `nil` for `*`.
        var name: [UInt8]?
        /// Every condition must hold (`and`).
        var conditions: [Condition]
    }

    struct Condition: Sendable {
        enum Test: Sendable {
            case exists
            case equals([UInt8])
            case differs([UInt8])
        }
        var attribute: [UInt8]
        var test: Test
    }

    let steps: [Step]
    /// `(path)[n]`: only the n-th match (1-based), if any.
    let position: Int?

    /// Reads `expression` (the text the driver evaluates), or `nil` when it
    /// is not in the subset.
    init?(_ expression: String) {
        self.init(XPathSyntax(expression))
    }

    /// Reads the subset from `syntax`, or `nil` when it is something else.
    init?(_ syntax: XPathSyntax) {
        guard syntax.errors.isEmpty else { return nil }
        var reader = Reader(syntax)
        guard let (steps, position) = reader.readExpression() else { return nil }
        // The application's processId and bundleId exist only in the
        // page-source file; the device document leaves them out.
        let pageSourceOnly = XPathQueryDocument.pageSourceOnlyAttributes.map { Array($0.utf8) }
        for step in steps {
            for condition in step.conditions where pageSourceOnly.contains(condition.attribute) { return nil }
        }
        self.steps = steps
        self.position = position
    }

    /// The matching elements in document order. On Android the `hierarchy`
    /// root is not included, as UiAutomator2 never returns it.
    func matches(in tree: ElementTree) -> [ElementID] {
        guard !tree.isEmpty else { return [] }
        let count = tree.count
        let strings = tree.strings
        let platform = tree.platform
        let rule: XMLSafeText.Rule = platform == .ios ? .delete : .replaceWithQuestionMark
        // Whether string `id` as the query document writes it (forbidden
        // characters cleaned by `rule`) is `expected`, byte for byte; copies
        // only a string that needs cleaning, which is rare.
        func written(_ id: StringID, cleanedBy rule: XMLSafeText.Rule, equals expected: [UInt8]) -> Bool {
            strings.withUTF8(id) { utf8 in
                guard XMLSafeText.containsForbidden(utf8) else {
                    return utf8.count == expected.count && utf8.elementsEqual(expected)
                }
                return Array(XMLSafeText.clean(strings.string(id), rule: rule).utf8) == expected
            }
        }
        // Answers per string ID, worked out on first sight: 0 unknown, 1
        // yes, 2 no. One table per step for the type and, when some string
        // needs cleaning, one per condition for the attribute name and one
        // for the value.
        let conditionCount = steps.reduce(0) { $0 + $1.conditions.count }
        var typeMemo = [UInt8](repeating: 0, count: strings.count * steps.count)
        // Without text to clean (any tree read from XML), a string is written
        // as it is, and the table holds each text once: a condition compares
        // IDs. A name or literal the table lacks matches nothing.
        let byID = !strings.holdsXMLForbiddenCharacters
        let resolved: [ResolvedCondition] =
            byID ? steps.flatMap { $0.conditions.map { ResolvedCondition($0, in: strings) } } : []
        if resolved.contains(where: \.neverHolds) { return [] }
        var nameMemo = [UInt8](repeating: 0, count: byID ? 0 : strings.count * conditionCount)
        var valueMemo = [UInt8](repeating: 0, count: byID ? 0 : strings.count * conditionCount)

        // Whether an element of `type` with `attributes` passes `step`'s
        // name test and conditions.
        func accepts(
            _ type: StringID, _ attributes: some Collection<InternedAttribute>, _ step: Step, typeBase: Int,
            conditionBase: Int
        ) -> Bool {
            if let name = step.name {
                let slot = typeBase + Int(type.raw)
                if typeMemo[slot] == 0 {
                    let written = XPathQueryDocument.elementName(ofType: strings.string(type), platform: platform)
                    typeMemo[slot] = Array(written.utf8) == name ? 1 : 2
                }
                guard typeMemo[slot] == 1 else { return false }
            }
            guard !step.conditions.isEmpty else { return true }
            if byID {
                for offset in step.conditions.indices where !resolved[conditionBase + offset].holds(on: attributes) {
                    return false
                }
                return true
            }
            for (offset, condition) in step.conditions.enumerated() {
                let base = (conditionBase + offset) * strings.count
                var holds = false
                for attribute in attributes {
                    let nameSlot = base + Int(attribute.name.raw)
                    if nameMemo[nameSlot] == 0 {
                        nameMemo[nameSlot] = written(attribute.name, cleanedBy: .delete, equals: condition.attribute) ? 1 : 2
                    }
                    guard nameMemo[nameSlot] == 1 else { continue }
                    let valueSlot = base + Int(attribute.value.raw)
                    switch condition.test {
                    case .exists:
                        holds = true
                    case .equals(let literal), .differs(let literal):
                        if valueMemo[valueSlot] == 0 {
                            valueMemo[valueSlot] = written(attribute.value, cleanedBy: rule, equals: literal) ? 1 : 2
                        }
                        let equal = valueMemo[valueSlot] == 1
                        if case .equals = condition.test { holds = equal } else { holds = !equal }
                    }
                    if holds { break }
                }
                if !holds { return false }
            }
            return true
        }

        // The selection of each step, in document order. A step only looks
        // where it can select: below or under the previous step's elements
        // (an anchored `//*[@name='Cell']//Button` walks one cell, not the
        // whole tree again).
        var selection: [Int] = []
        var next: [Int] = []
        var conditionBase = 0
        for (stepIndex, step) in steps.enumerated() {
            let typeBase = stepIndex * strings.count
            next.removeAll(keepingCapacity: true)
            if stepIndex == 0 {
                // `//x` from the document: every element; `/x` only the root.
                tree.forEachElement(in: step.descendant ? 0..<count : 0..<1) { index, type, attributes in
                    if accepts(type, attributes, step, typeBase: typeBase, conditionBase: conditionBase) {
                        next.append(index)
                    }
                }
            } else if step.descendant {
                // Proper descendants of the selection. Subtrees are nested or
                // apart, and the selection is in document order, so a
                // subtree inside one already walked is skipped whole.
                var walkedTo = 0
                for index in selection {
                    let from = max(index + 1, walkedTo)
                    let end = tree.subtreeEnd(of: ElementID(index))
                    guard from < end else { continue }
                    tree.forEachElement(in: from..<end) { descendant, type, attributes in
                        if accepts(type, attributes, step, typeBase: typeBase, conditionBase: conditionBase) {
                            next.append(descendant)
                        }
                    }
                    walkedTo = end
                }
            } else {
                // Children of the selection: each has one parent, so none
                // repeats; a nested selection interleaves them, hence the sort.
                for index in selection {
                    for child in tree.children(of: ElementID(index))
                    where accepts(
                        tree.typeID(of: child), tree.internedAttributes(of: child), step, typeBase: typeBase,
                        conditionBase: conditionBase)
                    {
                        next.append(child.index)
                    }
                }
                next.sort()
            }
            conditionBase += step.conditions.count
            swap(&selection, &next)
            if selection.isEmpty { break }
        }
        var result = selection.map { ElementID($0) }
        if let position {
            result = position <= result.count ? [result[position - 1]] : []
        }
        // The root is dropped after evaluation, as the engine drops it.
        if result.first == ElementID(0) && tree.hasAndroidHierarchyRoot { result.removeFirst() }
        return result
    }

    /// A condition with its attribute name and literal as IDs of one
    /// tree's string table, for tables without text to clean.
    private struct ResolvedCondition {
        let name: StringID?
        let literal: StringID?
        let test: Condition.Test

        init(_ condition: Condition, in strings: StringTable) {
            name = condition.attribute.withUnsafeBytes { strings.id(ofUTF8: $0) }
            switch condition.test {
            case .exists: literal = nil
            case .equals(let text), .differs(let text): literal = text.withUnsafeBytes { strings.id(ofUTF8: $0) }
            }
            test = condition.test
        }

        /// An attribute the tree never has, or a value it never holds for
        /// `=`: no element passes.
        var neverHolds: Bool {
            guard name != nil else { return true }
            if case .equals = test { return literal == nil }
            return false
        }

        /// As the memo path decides it: any attribute of that name for
        /// which the test holds (`!=` needs the attribute).
        func holds(on attributes: some Collection<InternedAttribute>) -> Bool {
            guard let name else { return false }
            for attribute in attributes where attribute.name == name {
                switch test {
                case .exists: return true
                case .equals: if attribute.value == literal { return true }
                case .differs: if attribute.value != literal { return true }
                }
            }
            return false
        }
    }
}
