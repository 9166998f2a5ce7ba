import LocatorLabLocators
import LocatorLabModel

/// Locator grammars: an accepted expression evaluates without trapping to
/// real elements of the tree, each once (in document order where the driver
/// promises it), the same on a fresh engine as on one that evaluated earlier inputs; a
/// refused one is refused with its grammar's error and an offset inside the
/// expression. Grammar-specific invariants are in each function.
extension FuzzChecker {
    /// XPath: the tokenizer's offsets rise inside the expression, stripping
    /// a locators-file comment keeps a prefix and is idempotent, and
    /// evaluation on an iOS and an Android tree keeps the rules above.
    func checkXPath(_ bytes: [UInt8]) -> InvariantViolation? {
        let expression = String(decoding: bytes, as: UTF8.self)
        func violation(_ invariant: String, _ detail: String) -> InvariantViolation {
            InvariantViolation(target: .xpath, invariant: invariant, detail: "\(detail) for \(expression.debugDescription)")
        }
        let length = expression.count
        var previous = -1
        for token in XPathTokenizer.tokens(of: expression) {
            guard token.offset > previous, token.offset < length, token.bracketDepth >= 0, token.parenDepth >= 0 else {
                return violation("tokens have rising offsets inside the expression", "\(token) after offset \(previous)")
            }
            previous = token.offset
        }
        let stripped = LocatorLineComment.stripped(expression, strategy: .xpath)
        if !expression.hasPrefix(stripped) || LocatorLineComment.stripped(stripped, strategy: .xpath) != stripped {
            return violation("a stripped comment leaves a prefix, once", stripped.debugDescription)
        }
        for tree in [fixtures.iosTree, fixtures.androidTree] {
            if let problem = evaluationProblem(.xpath(expression), on: tree, documentOrder: true) {
                return violation("an XPath evaluates to elements or fails with an XPath error", problem)
            }
            // The engine's short cuts (only the named attributes in the
            // document, element results read without copying) change no answer.
            guard let matches = try? warmEngines[tree.platform]!.evaluate(.xpath(expression)).matches,
                let plain = xpathOracle.matches(of: expression, on: tree.platform)
            else { continue }
            if matches != plain {
                return violation(
                    "the engine matches what plain libxml2 matches on a complete \(tree.platform) document",
                    "engine \(matches.map(\.index)), plain \(plain.map(\.index))")
            }
        }
        return nil
    }

    /// `-ios predicate string`: also `NOT (P)` is accepted and matches
    /// exactly the elements `P` does not (so the index shortcut for
    /// `type == …` / `name == …` agrees with the full walk), and the class
    /// chain `**/*[`P`]`, which reuses the predicate, matches the same
    /// elements below the root.
    func checkPredicate(_ bytes: [UInt8]) -> InvariantViolation? {
        let expression = String(decoding: bytes, as: UTF8.self)
        func violation(_ invariant: String, _ detail: String) -> InvariantViolation {
            InvariantViolation(target: .predicate, invariant: invariant, detail: "\(detail) for \(expression.debugDescription)")
        }
        let tree = fixtures.iosTree
        if let problem = evaluationProblem(.predicate(expression), on: tree, documentOrder: true) {
            return violation("a predicate evaluates to elements or fails with a predicate error", problem)
        }
        let engine = warmEngines[.ios]!
        guard let matches = try? engine.evaluate(.predicate(expression)).matches else { return nil }
        let negated: [ElementID]
        do {
            negated = try engine.evaluate(.predicate("NOT (\(expression))")).matches
        } catch {
            return violation("the negation of an accepted predicate is accepted", "\(error)")
        }
        let matched = Set(matches)
        if !matched.isDisjoint(with: negated) || matched.count + negated.count != tree.count {
            return violation(
                "NOT (P) matches exactly what P does not",
                "P matches \(matches.count), NOT (P) \(negated.count), of \(tree.count) elements")
        }
        guard !expression.contains("`") else { return nil }
        do {
            let chained = try engine.evaluate(.classChain("**/*[`\(expression)`]")).matches
            let expected = matches.filter { $0 != tree.root }
            if Set(chained) != Set(expected) {
                return violation(
                    "**/*[`P`] matches what P matches below the root",
                    "P: \(expected.map(\.index)); the chain: \(chained.map(\.index))")
            }
        } catch {
            return violation("an accepted predicate is accepted inside a class chain", "\(error)")
        }
        return nil
    }

    /// `-ios class chain`.
    func checkClassChain(_ bytes: [UInt8]) -> InvariantViolation? {
        let expression = String(decoding: bytes, as: UTF8.self)
        return evaluationProblem(.classChain(expression), on: fixtures.iosTree, documentOrder: false).map {
            InvariantViolation(
                target: .classChain, invariant: "a class chain evaluates to elements or fails with a class chain error",
                detail: "\($0) for \(expression.debugDescription)")
        }
    }

    /// `-android uiautomator`: also never the `hierarchy` root, which
    /// UiAutomator2 does not return.
    func checkUiAutomator(_ bytes: [UInt8]) -> InvariantViolation? {
        let expression = String(decoding: bytes, as: UTF8.self)
        func violation(_ invariant: String, _ detail: String) -> InvariantViolation {
            InvariantViolation(target: .uiAutomator, invariant: invariant, detail: "\(detail) for \(expression.debugDescription)")
        }
        let tree = fixtures.androidTree
        if let problem = evaluationProblem(.uiAutomator(expression), on: tree, documentOrder: false) {
            return violation("a UiSelector evaluates to elements or fails with a UiSelector error", problem)
        }
        if tree.hasAndroidHierarchyRoot, let root = tree.root,
            let matches = try? warmEngines[.android]!.evaluate(.uiAutomator(expression)).matches, matches.contains(root)
        {
            return violation("the hierarchy root is never a match", "it was matched")
        }
        return nil
    }

    /// What is wrong with evaluating `locator` on `tree`, or `nil`.
    private func evaluationProblem(_ locator: Locator, on tree: ElementTree, documentOrder: Bool) -> String? {
        let warmEngine = warmEngines[tree.platform]!
        let first = Result { () throws(LocatorError) in try LocatorEngine(tree: tree, limits: limits).evaluate(locator) }
        let warm = Result { () throws(LocatorError) in try warmEngine.evaluate(locator) }
        if first != warm { return "an engine that evaluated other inputs gave \(warm), a fresh one \(first)" }
        switch first {
        case .success(let result):
            let matches = result.matches
            if let bad = matches.first(where: { $0.index < 0 || $0.index >= tree.count }) {
                return "match \(bad) is not in the tree of \(tree.count) elements"
            }
            if Set(matches).count != matches.count { return "an element was matched twice: \(matches.map(\.index))" }
            if documentOrder, matches != matches.sorted() { return "matches are out of document order: \(matches.map(\.index))" }
            return nil
        case .failure(let error):
            return Self.problem(with: error, for: locator)
        }
    }

    /// Whether `error` is one `locator`'s grammar may throw, with an offset
    /// inside the expression it names.
    private static func problem(with error: LocatorError, for locator: Locator) -> String? {
        let placed: (expression: String, offset: Int)?
        switch (locator.strategy, error) {
        case (_, .workLimitExceeded), (_, .strategyWorkLimitExceeded), (_, .timeLimitExceeded), (.xpath, .nonElementResult):
            return nil
        case (.xpath, .invalidXPath(let expression, let offset, _)),
            (.xpath, .xpathEvaluationFailed(let expression, let offset, _)),
            (.xpath, .unsupportedXPathFunction(let expression, _, let offset, _)):
            placed = (expression, offset)
        case (.predicate, .invalidPredicate(let expression, let offset, _)),
            (.classChain, .invalidClassChain(let expression, let offset, _)),
            (.classChain, .invalidPredicate(let expression, let offset, _)),
            (.uiAutomator, .invalidUiSelector(let expression, let offset, _)):
            placed = (expression, offset)
        default:
            return "unexpected error: \(error)"
        }
        guard let placed else { return nil }
        if placed.offset < 0 || placed.offset > placed.expression.count {
            return "offset \(placed.offset) is outside the \(placed.expression.count) characters of \(placed.expression.debugDescription)"
        }
        if !placed.expression.isEmpty, !locator.value.contains(placed.expression) {
            return "the error names \(placed.expression.debugDescription), which is not in the locator"
        }
        return nil
    }
}
