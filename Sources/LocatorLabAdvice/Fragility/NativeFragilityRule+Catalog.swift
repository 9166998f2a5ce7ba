import LocatorLabLocators
import LocatorLabModel

/// The rules LocatorLab applies to UiSelector, NSPredicate and class-chain
/// locators, in report order.
extension NativeFragilityRule {
    public static let all: [NativeFragilityRule] = [
        absolutePath, positionalIndex, textPredicate, stateAttribute, containerSelector, recorderChain, labelKey,
        ambiguousElement, anyScan,
    ]

    /// UiSelector methods that compare what the user reads
    /// (`UiSelector.java`: `text`, `textContains`, `textStartsWith`, `textMatches`).
    static let textCalls: Set<String> = ["text", "textContains", "textStartsWith", "textMatches"]

    /// UiSelector methods on state (`UiSelector.java`).
    static let stateCalls: Set<String> = [
        "checked", "selected", "enabled", "focused", "clickable", "focusable", "scrollable", "checkable",
        "longClickable",
    ]

    /// Key paths WebDriverAgent's NSPredicates compare on visible text
    /// (`XCUIElement+FBWebDriverAttributes`: `label`, `value`, `placeholderValue`).
    static let textKeys: Set<String> = ["label", "value", "placeholderValue"]

    static let absolutePath = NativeFragilityRule(
        id: "absolute-path",
        title: "path from the top",
        severity: .error,
        rationale: "A class chain that does not start with **/ names every level from the application's windows "
            + "down; adding, removing or wrapping any container breaks it, as an absolute XPath does.",
        triggeringExamples: [
            .classChain("XCUIElementTypeWindow/XCUIElementTypeOther/XCUIElementTypeButton"),
            .classChain("XCUIElementTypeWindow[1]/XCUIElementTypeOther"),
        ],
        nonTriggeringExamples: [
            .classChain("**/XCUIElementTypeButton[`name == 'Login'`]"),
            .classChain("**/XCUIElementTypeCell[`name == 'a'`]/**/XCUIElementTypeButton"),
            .predicate("type == 'XCUIElementTypeButton'"),
        ]
    ) { shape in
        guard shape.strategy == .classChain, let first = shape.steps.first, !first.anyDepth, shape.steps.count > 1
        else { return [] }
        return [
            FragilityRule.Hit(
                offset: first.offset, message: "the chain starts at the top and names \(shape.steps.count) levels")
        ]
    }

    static let positionalIndex = NativeFragilityRule(
        id: "positional-index",
        title: "positional index",
        severity: .error,
        rationale: "instance(n), index(n) and a class chain's [n] select whatever element is at that position; "
            + "inserting, removing or reordering similar elements (a new list item) silently selects another one.",
        triggeringExamples: [
            .uiAutomator("new UiSelector().className(\"android.widget.TextView\").instance(0)"),
            .uiAutomator("new UiSelector().resourceId(\"a:id/list\").childSelector(new UiSelector().index(2))"),
            .classChain("**/XCUIElementTypeCell[2]"),
            .classChain("**/XCUIElementTypeOther[$name == 'cart.sum'$][-1]"),
            .xcuitest("app.tables.cells.element(boundBy: 2)"),
            .xcuitest("app.buttons.allElementsBoundByIndex[1]"),
        ],
        nonTriggeringExamples: [
            .uiAutomator("new UiSelector().resourceId(\"a:id/instance(0)\")"),
            .uiAutomator("new UiSelector().className(\"android.widget.Button\")"),
            .classChain("**/XCUIElementTypeCell[`name == 'Row 2'`]"),
            .predicate("name == 'instance(0)'"),
            .xcuitest(#"app.cells["element(boundBy: 2)"]"#),
            .xcuitest("app.cells.firstMatch"),
        ]
    ) { shape in
        switch shape.strategy {
        case .uiAutomator:
            return shape.words.filter { $0.isCall && ($0.name == "instance" || $0.name == "index") }.map {
                FragilityRule.Hit(offset: $0.offset, message: "\($0.name)() selects by position")
            }
        case .classChain:
            return shape.steps.flatMap(\.indexes).map {
                FragilityRule.Hit(offset: $0.offset, message: "[\($0.text)] selects by position")
            }
        case .xcuitest:
            return shape.querySteps.compactMap { step in
                guard case .element(.index(let index)) = step.kind else { return nil }
                return FragilityRule.Hit(offset: step.offset, message: "element \(index) of the query is taken by position")
            }
        default:
            return []
        }
    }

    static let textPredicate = NativeFragilityRule(
        id: "text-predicate",
        title: "label/text/value condition",
        severity: .warning,
        rationale: "Labels, texts and values are what the user reads: they change with the language, with copy "
            + "edits and with data, while an identifier does not.",
        triggeringExamples: [
            .uiAutomator("new UiSelector().className(\"android.widget.Button\").text(\"Checkout\")"),
            .uiAutomator("new UiSelector().textContains(\"Total\")"),
            .predicate("type == 'XCUIElementTypeButton' AND label == 'Review'"),
            .classChain("**/XCUIElementTypeButton[`label == 'Review'`]"),
            .xcuitest(#"app.buttons.matching(NSPredicate(format: "label == %@", "Review")).element"#),
        ],
        nonTriggeringExamples: [
            .uiAutomator("new UiSelector().resourceId(\"a:id/text\")"),
            .predicate("name == 'label'"),
            .xcuitest(#"app.buttons.matching(NSPredicate(format: "identifier == %@", "label")).element"#),
            .classChain("**/XCUIElementTypeButton[`name == 'Review.Button'`]"),
        ]
    ) { shape in
        switch shape.strategy {
        case .uiAutomator:
            return shape.words.filter { $0.isCall && textCalls.contains($0.name) }.map {
                FragilityRule.Hit(offset: $0.offset, message: "\($0.name)() compares text the user reads")
            }
        case .predicate, .classChain:
            return shape.words.filter { !$0.isCall && textKeys.contains($0.name) }.map {
                FragilityRule.Hit(offset: $0.offset, message: "\($0.name) compares text the user reads")
            }
        case .xcuitest:
            return queryPredicates(shape).flatMap { step, predicate in
                predicate.keyPaths.filter { textKeys.contains($0) || $0 == "title" }.map {
                    FragilityRule.Hit(offset: step.offset, message: "the predicate's \($0) compares text the user reads")
                }
            }
        default:
            return []
        }
    }

    static let stateAttribute = NativeFragilityRule(
        id: "state-attribute",
        title: "state or geometry condition",
        severity: .warning,
        rationale: "Visibility, enablement, selection and geometry describe the element's current state or layout, "
            + "not which element it is.",
        triggeringExamples: [
            .uiAutomator("new UiSelector().className(\"android.widget.CheckBox\").checked(true)"),
            .predicate("visible == 1 AND name == 'Login'"),
            .classChain("**/XCUIElementTypeCell[`selected == true`]"),
            .xcuitest(#"app.cells.matching(NSPredicate(format: "isSelected == true")).element"#),
        ],
        nonTriggeringExamples: [
            .uiAutomator("new UiSelector().description(\"selected\")"),
            .predicate("name == 'visible'"),
        ]
    ) { shape in
        switch shape.strategy {
        case .uiAutomator:
            return shape.words.filter { $0.isCall && stateCalls.contains($0.name) }.map {
                FragilityRule.Hit(offset: $0.offset, message: "\($0.name)() describes state, not identity")
            }
        case .predicate, .classChain:
            return shape.words.filter { !$0.isCall && FragilityRule.stateAttributes.contains($0.name) }.map {
                FragilityRule.Hit(offset: $0.offset, message: "\($0.name) describes state or geometry, not identity")
            }
        case .xcuitest:
            return queryPredicates(shape).flatMap { step, predicate in
                predicate.keyPaths.filter { ["isEnabled", "isSelected", "hasFocus"].contains($0) }.map {
                    FragilityRule.Hit(offset: step.offset, message: "the predicate's \($0) describes state, not identity")
                }
            }
        default:
            return []
        }
    }

    static let containerSelector = NativeFragilityRule(
        id: "container-selector",
        title: "found inside a container",
        severity: .note,
        rationale: "childSelector, fromParent and a class chain's nested **/ step find an element by what it is "
            + "inside a container, not by what identifies it: when the container gains another such element (a new "
            + "list item, a duplicated cell), the locator finds that one too.",
        triggeringExamples: [
            .uiAutomator(
                "new UiSelector().resourceId(\"a:id/product_list\").childSelector(new UiSelector().className(\"android.widget.TextView\"))"
            ),
            .uiAutomator("new UiSelector().resourceId(\"a:id/title\").fromParent(new UiSelector().className(\"X\"))"),
            .classChain("**/XCUIElementTypeOther[`name == 'Login.Form'`]/**/XCUIElementTypeSwitch"),
        ],
        nonTriggeringExamples: [
            .uiAutomator("new UiSelector().resourceId(\"a:id/childSelector\")"),
            .classChain("**/XCUIElementTypeSwitch[`name == 'Login.Remember'`]"),
            .classChain("XCUIElementTypeWindow/XCUIElementTypeOther"),
        ]
    ) { shape in
        switch shape.strategy {
        case .uiAutomator:
            return shape.words.filter { $0.isCall && ($0.name == "childSelector" || $0.name == "fromParent") }.map {
                FragilityRule.Hit(offset: $0.offset, message: "\($0.name)() finds any such element inside a container")
            }
        case .classChain:
            guard shape.steps.first?.anyDepth == true else { return [] }
            return shape.steps.dropFirst().filter(\.anyDepth).map {
                FragilityRule.Hit(offset: $0.offset, message: "**/ finds any such element inside the step before it")
            }
        default:
            return []
        }
    }
}
