import LocatorLabLocators
import LocatorLabModel

/// The rules only XCUITest queries have: the shapes of fragile Swift UI
/// tests (issue 30) that the shared rules (``positionalIndex``,
/// ``textPredicate``, ``stateAttribute``) do not name.
extension NativeFragilityRule {
    /// The `NSPredicate` steps of a query, with their step.
    static func queryPredicates(_ shape: NativeShape) -> [(XCUIQueryStep, XCUIQueryPredicate)] {
        shape.querySteps.compactMap { step in
            switch step.kind {
            case .matchingPredicate(let predicate), .containingPredicate(let predicate): (step, predicate)
            default: nil
            }
        }
    }

    static let recorderChain = NativeFragilityRule(
        id: "recorder-chain",
        title: "recorder type chain",
        severity: .error,
        rationale: "Xcode's UI recorder writes children(matching:) chains such as "
            + "app.children(matching: .window).element(boundBy: 0).children(matching: .other).element(boundBy: 1): "
            + "every level of the layout is named by type and position, so wrapping, adding or reordering any "
            + "container breaks the query, as an absolute XPath breaks.",
        triggeringExamples: [
            .xcuitest("app.children(matching: .window).element(boundBy: 0).children(matching: .other).element(boundBy: 1)"),
            .xcuitest("app.otherElements.children(matching: .other).children(matching: .button).element"),
        ],
        nonTriggeringExamples: [
            .xcuitest(#"app.buttons["Profile.doneButton"]"#),
            .xcuitest(#"app.toolbars.children(matching: .button)["Add Book"]"#),
        ]
    ) { shape in
        let children = shape.querySteps.filter {
            if case .children = $0.kind { return true }
            return false
        }
        guard let first = children.first, children.count >= 2 else { return [] }
        return [
            FragilityRule.Hit(
                offset: first.offset,
                message: "the chain names \(children.count) levels of the layout with children(matching:)")
        ]
    }

    static let labelKey = NativeFragilityRule(
        id: "label-key",
        title: "label-derived key",
        severity: .warning,
        rationale: "The subscript, matching(identifier:) and containing(_:identifier:) match the identifier, title, "
            + "label, value or placeholderValue: a key that reads as text for people (\"Welcome back\", \"Save\") "
            + "matches a label, which changes with the language, with copy edits and with data.",
        triggeringExamples: [
            .xcuitest(#"app.staticTexts["Welcome back"]"#),
            .xcuitest(#"app.buttons["Save"]"#),
            .xcuitest(#"app.cells.containing(.staticText, identifier: "Total")"#),
        ],
        nonTriggeringExamples: [
            .xcuitest(#"app.staticTexts["Profile.UserDetails.Label"]"#),
            .xcuitest(#"app.buttons["saveButton"]"#),
            .xcuitest(#"app.cells["RaceHeaderCell_1"]"#),
            .xcuitest(#"app.tables["RaceList"]"#),
        ]
    ) { shape in
        shape.querySteps.compactMap { step in
            let key: String?
            switch step.kind {
            case .matching(_, let identifier), .containing(_, let identifier): key = identifier
            default: key = nil
            }
            guard let key, !key.isEmpty, !IdentifierShape.looksLikeIdentifier(key), !isUpperCamelCase(key) else { return nil }
            return FragilityRule.Hit(
                offset: step.offset, message: "the key \"\(key)\" reads as a label: it changes with the language")
        }
    }

    /// `RaceList`, `LoginButton`: two or more capitalised words run together
    /// and nothing else, which people do not read (a UIKit outlet or a
    /// SwiftUI view name); one word (`Save`) could be either.
    static func isUpperCamelCase(_ key: String) -> Bool {
        let scalars = Array(key.unicodeScalars)
        guard scalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil) }),
            let first = scalars.first, first.properties.isUppercase
        else { return false }
        let humps = scalars.indices.filter { index in
            index > 0 && scalars[index].properties.isUppercase && scalars[index - 1].properties.isLowercase
        }
        return !humps.isEmpty
    }

    static let ambiguousElement = NativeFragilityRule(
        id: "ambiguous-element",
        title: "element of an unfiltered query",
        severity: .warning,
        rationale: "element (and any use of it) fails the test with \"Multiple matching elements found\" as soon "
            + "as a second element matches: on a type query with no identifier (app.cells.element) that is any "
            + "second element of the type. compare also reports every screen where it is ambiguous.",
        triggeringExamples: [
            .xcuitest("app.cells.element"),
            .xcuitest("app.descendants(matching: .any).element.tap()"),
        ],
        nonTriggeringExamples: [
            .xcuitest(#"app.cells["RaceHeaderCell_1"]"#),
            .xcuitest("app.cells.firstMatch"),
            .xcuitest("app.alerts.element.buttons.element(boundBy: 0)"),
        ]
    ) { shape in
        var previous: XCUIQueryStep?
        var hits: [FragilityRule.Hit] = []
        for step in shape.querySteps {
            defer { previous = step }
            guard case .element(.unique) = step.kind, let before = previous else { continue }
            switch before.kind {
            case .descendants(let type):
                // An alert, sheet or keyboard is one at a time on a screen.
                if let type, ["Alert", "Sheet", "Keyboard", "Window", "NavigationBar", "TabBar"].contains(type.shortName) {
                    continue
                }
                hits.append(FragilityRule.Hit(offset: step.offset, message: "element of \(before.text) fails once two match"))
            case .children:
                hits.append(FragilityRule.Hit(offset: step.offset, message: "element of \(before.text) fails once two match"))
            default: continue
            }
        }
        return hits
    }

    static let anyScan = NativeFragilityRule(
        id: "any-scan",
        title: "descendants of any type",
        severity: .note,
        rationale: "descendants(matching: .any) matches every element below: the query walks the whole "
            + "accessibility tree, and a key also matches containers and texts that carry the same label "
            + "(a cell and the static text inside it).",
        triggeringExamples: [
            .xcuitest(#"app.descendants(matching: .any)["Profile.doneButton"]"#),
            .xcuitest("app.cells.descendants(matching: .any).count"),
        ],
        nonTriggeringExamples: [
            .xcuitest(#"app.buttons["Profile.doneButton"]"#),
            .xcuitest("app.children(matching: .any).element(boundBy: 0)"),
        ]
    ) { shape in
        shape.querySteps.compactMap { step in
            guard case .descendants(nil) = step.kind else { return nil }
            return FragilityRule.Hit(offset: step.offset, message: "descendants(matching: .any) scans every element below")
        }
    }
}
