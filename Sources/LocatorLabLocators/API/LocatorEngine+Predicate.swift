import LocatorLabModel

/// `-ios predicate string`: WebDriverAgent's `fb_descendantsMatchingPredicate:`
/// (`XCUIElement+FBFind.m`) evaluates the predicate on the context element
/// itself first (the application, for a driver-level find), then on every
/// descendant, in document order.
extension LocatorEngine {
    func evaluatePredicate(_ expression: String) throws(LocatorError) -> LocatorResult {
        try requirePlatform(of: .predicate)
        let predicate = try PredicateParser.parse(expression)
        let evaluator = PredicateEvaluator(tree: tree, predicate: predicate)
        let matches = candidates(for: predicate).filter(evaluator.matches)
        return LocatorResult(matches: matches, notes: predicateNotes(for: predicate))
    }

    /// Throws when `strategy` belongs to the other platform's driver.
    func requirePlatform(of strategy: LocatorStrategy) throws(LocatorError) {
        if let platform = strategy.onlyPlatform, platform != tree.platform {
            throw .wrongPlatform(strategy: strategy, platform: tree.platform)
        }
    }

    /// Every element, or only those the lookups say can match when the
    /// predicate requires an exact `type` or `name` at its top level (the
    /// common `type == '…' AND …` form): the answer is the same, and large
    /// trees are not walked for it.
    func candidates(for predicate: PredicateNode) -> [ElementID] {
        let required: [PredicateNode]
        switch predicate {
        case .and(let terms): required = terms
        default: required = [predicate]
        }
        for term in required {
            guard case .comparison(let comparison) = term, comparison.op == .equal,
                !comparison.caseInsensitive, !comparison.diacriticInsensitive
            else { continue }
            let pair: (PredicateKey, String)?
            switch (comparison.lhs, comparison.rhs) {
            case (.key(let key), .constant(.string(let text))), (.constant(.string(let text)), .key(let key)): pair = (key, text)
            default: pair = nil
            }
            guard let (key, text) = pair else { continue }
            if key == .type { return lookUp(.className, equalTo: text) }
            if key == .name { return lookUp(.accessibilityID, equalTo: text) }
        }
        return Array(tree.ids)
    }

    /// Where the page source cannot tell what WebDriverAgent would compute.
    func predicateNotes(for predicate: PredicateNode) -> [String] {
        var notes: [String] = []
        let keys = PredicateEvaluator.keys(in: predicate)
        let deviceOnly: [(PredicateKey, String)] = [
            (.hittable, "hittable is computed on the device (a hit test at the element's centre)"),
            (.focused, "focused is only written for tvOS"),
            (.selected, "selected is not written to the page source"),
            (.accessibilityContainer, "accessibilityContainer is not written to the page source"),
            (.uid, "uid is the device's element id, never in a page source"),
            (.placeholderValue, "placeholderValue is only written for text inputs, by WebDriverAgent 9.1.0 and later"),
            (.customActions, "customActions is only written with includeCustomActionsInPageSource"),
            (.minValue, "minValue is only written with includeMinMaxValueInPageSource"),
            (.maxValue, "maxValue is only written with includeMinMaxValueInPageSource"),
        ]
        for (key, reason) in deviceOnly where keys.contains(key) {
            let present = tree.ids.contains { tree.attribute(key.rawValue, of: $0) != nil }
            if !present {
                notes.append("\(reason); the page source has no \(key.rawValue) attribute, so it was read as nil")
            }
        }
        for comparison in PredicateEvaluator.comparisons(in: predicate) {
            let flags: Set<PredicateKey> = [.enabled, .visible, .accessible, .hittable, .focused, .selected, .accessibilityContainer]
            var key: PredicateKey?
            var text: String?
            if case .key(let left) = comparison.lhs, case .constant(.string(let right)) = comparison.rhs { key = left; text = right }
            if case .constant(.string(let left)) = comparison.lhs, case .key(let right) = comparison.rhs { key = right; text = left }
            if let key, let text, flags.contains(key) {
                notes.append(
                    "WebDriverAgent's \(key.rawValue) is a number (1 or 0), which never equals the string '\(text)'; "
                        + "write \(key.rawValue) == 1 or \(key.rawValue) == true")
            }
        }
        return notes
    }
}
