/// The rules LocatorLab applies to every XPath, in report order.
extension FragilityRule {
    public static let all: [FragilityRule] = [
        appiumWrapper, absolutePath, positionalIndex, positionFunction, textPredicate, stateAttribute, wildcardStep,
        siblingAxis, ancestorAxis, longPath,
    ]

    /// Steps a path may have before it counts as long.
    public static let longPathStepLimit = 6

    /// Attributes whose values are what the user reads: translated, or data.
    static let textAttributes: Set<String> = ["label", "text", "value", "placeholderValue", "hint"]

    /// Attributes that describe state or geometry, not identity.
    static let stateAttributes: Set<String> = [
        "visible", "enabled", "accessible", "hittable", "selected", "checked", "focused", "displayed", "clickable",
        "focusable", "scrollable", "checkable", "long-clickable", "x", "y", "width", "height", "bounds", "rect",
    ]

    static let appiumWrapper = FragilityRule(
        id: "appium-wrapper",
        title: "AppiumAUT step",
        severity: .error,
        rationale: "AppiumAUT is the wrapper element of the page-source file only; the document a driver queries on a "
            + "device has no such element, so the XPath matches nothing there.",
        triggeringExamples: [
            "/AppiumAUT/XCUIElementTypeApplication/XCUIElementTypeWindow",
            "//AppiumAUT/XCUIElementTypeApplication//XCUIElementTypeButton",
        ],
        nonTriggeringExamples: ["/XCUIElementTypeApplication/XCUIElementTypeWindow", "//*[@name='AppiumAUT']"]
    ) { shape in
        shape.allSteps.filter { $0.nodeTest == "AppiumAUT" }.map {
            Hit(
                offset: $0.offset,
                message: "the step AppiumAUT names the page-source wrapper, which a device query never sees")
        }
    }

    static let absolutePath = FragilityRule(
        id: "absolute-path",
        title: "absolute path",
        severity: .error,
        rationale: "A path from the root names every container above the element; adding, removing or wrapping any of "
            + "them (a new banner, a refactored stack view) breaks it.",
        triggeringExamples: [
            "/XCUIElementTypeApplication/XCUIElementTypeWindow/XCUIElementTypeOther/XCUIElementTypeButton",
            "/hierarchy/android.widget.FrameLayout/android.widget.TextView",
            "(/XCUIElementTypeApplication//XCUIElementTypeCell)[2]",
        ],
        nonTriggeringExamples: [
            "//XCUIElementTypeButton[@name='Login']", "//*[@name='Cart']/XCUIElementTypeButton",
            "//XCUIElementTypeCell[@name='a']/XCUIElementTypeButton",
            "/descendant::XCUIElementTypeButton[@name='Login']",
        ]
    ) { shape in
        // `/descendant::X` is `//X` written out: it names no container.
        shape.selectingPaths.filter { $0.startsAtRoot && $0.steps.first?.axis == "child" }.map {
            let levels = $0.steps.count == 1 ? "1 level" : "\($0.steps.count) levels"
            return Hit(offset: $0.offset, message: "the path starts at the root and names \(levels)")
        }
    }

    static let positionalIndex = FragilityRule(
        id: "positional-index",
        title: "positional index",
        severity: .error,
        rationale: "An index selects whatever element is at that position; inserting, removing or reordering siblings "
            + "(a new list cell, an A/B-tested button) silently selects a different element.",
        triggeringExamples: [
            "//XCUIElementTypeCell[3]/XCUIElementTypeButton", "(//XCUIElementTypeButton)[2]",
            "//android.widget.TextView[@index='2']", "//XCUIElementTypeTable/XCUIElementTypeCell[ 1 ]",
        ],
        nonTriggeringExamples: [
            "//XCUIElementTypeCell[@name='Row 3']", "//*[@name='Cart.Item_3']", "//XCUIElementTypeButton[@name='2']",
        ]
    ) { shape in
        var hits = shape.predicates.filter(\.isPositional).map {
            Hit(offset: $0.offset, message: "[\($0.text.trimmingWhitespace())] selects by position")
        }
        hits += shape.attributes.filter { $0.name == "index" && $0.insidePredicate }.map {
            Hit(offset: $0.offset, message: "@index selects by position among siblings")
        }
        return hits
    }

    static let positionFunction = FragilityRule(
        id: "position-function",
        title: "position()/last()",
        severity: .error,
        rationale: "position() and last() select by order, like an index: the element they select changes when the "
            + "list or the layout does.",
        triggeringExamples: ["//XCUIElementTypeCell[last()]", "//XCUIElementTypeCell[position()=2]"],
        nonTriggeringExamples: ["//XCUIElementTypeCell[@name='last']", "//*[@name='position']"]
    ) { shape in
        shape.functions.filter { $0.name == "position" || $0.name == "last" }.map {
            Hit(offset: $0.offset, message: "\($0.name)() selects by order")
        }
    }

    static let textPredicate = FragilityRule(
        id: "text-predicate",
        title: "label/text/value predicate",
        severity: .warning,
        rationale: "Labels, texts and values are what the user reads: they change with the language (localization), "
            + "with copy edits and with data, while an identifier does not.",
        triggeringExamples: [
            "//XCUIElementTypeButton[@label='Sign in']", "//*[@text='Accessibility']",
            "//XCUIElementTypeStaticText[contains(@value,'Total')]", "//android.widget.TextView[text()='Hello']",
        ],
        nonTriggeringExamples: [
            "//*[@name='Login.SignIn']", "//*[@content-desc='Shop.Cart']", "//*[@resource-id='com.example:id/title']",
            "//*[@name='label']",
        ]
    ) { shape in
        var hits = shape.attributes.filter { textAttributes.contains($0.name) && $0.insidePredicate }.map {
            Hit(offset: $0.offset, message: "@\($0.name) compares text the user reads")
        }
        hits += shape.textNodeTests.map { Hit(offset: $0, message: "text() compares text the user reads") }
        return hits
    }

    static let stateAttribute = FragilityRule(
        id: "state-attribute",
        title: "state or geometry attribute",
        severity: .warning,
        rationale: "Visibility, enablement, selection and geometry describe the element's current state or layout, not "
            + "which element it is; they change with timing, scrolling, screen size and orientation.",
        triggeringExamples: [
            "//XCUIElementTypeButton[@visible='true']", "//*[@bounds='[0,0][1080,200]']",
            "//*[@enabled='true' and @name='Login']", "//XCUIElementTypeCell[@y='240']",
        ],
        nonTriggeringExamples: ["//*[@name='visible']", "//XCUIElementTypeButton[@name='Login']"]
    ) { shape in
        shape.attributes.filter { stateAttributes.contains($0.name) && $0.insidePredicate }.map {
            Hit(offset: $0.offset, message: "@\($0.name) describes state or geometry, not identity")
        }
    }

    static let wildcardStep = FragilityRule(
        id: "wildcard-step",
        title: "unqualified wildcard step",
        severity: .warning,
        rationale: "A * step without a condition accepts any element at that level, so the path depends on the "
            + "structure alone and can select an unrelated element after a change.",
        triggeringExamples: [
            "/XCUIElementTypeApplication/*/*/XCUIElementTypeButton", "//XCUIElementTypeCell/*[2]", "//*",
        ],
        nonTriggeringExamples: ["//*[@name='Login']", "//*[contains(@name,'Login')]", "//XCUIElementTypeButton"]
    ) { shape in
        shape.selectingPaths.flatMap(\.steps).filter { step in
            step.isWildcard && step.predicates.allSatisfy(\.isPositional)
        }.map { Hit(offset: $0.offset, message: "* accepts any element here") }
    }

    static let siblingAxis = FragilityRule(
        id: "sibling-axis",
        title: "sibling axis",
        severity: .warning,
        rationale: "following-sibling, preceding-sibling, following and preceding find the element through its "
            + "neighbours; moving, inserting or removing a neighbour breaks it.",
        triggeringExamples: [
            "//XCUIElementTypeStaticText[@name='Email']/following-sibling::XCUIElementTypeTextField",
            "//*[@name='Total']/preceding::XCUIElementTypeButton[1]",
        ],
        nonTriggeringExamples: ["//XCUIElementTypeTextField[@name='Email']", "//*[@name='following-sibling']"]
    ) { shape in
        let axes: Set<String> = ["following-sibling", "preceding-sibling", "following", "preceding"]
        return shape.allSteps.filter { axes.contains($0.axis) }.map {
            Hit(offset: $0.offset, message: "\($0.axis):: finds the element through its neighbours")
        }
    }

    static let ancestorAxis = FragilityRule(
        id: "ancestor-axis",
        title: "parent/ancestor axis",
        severity: .note,
        rationale: "Climbing to a parent or ancestor ties the locator to the containers around an element; wrapping "
            + "or flattening them changes what it selects.",
        triggeringExamples: [
            "//*[@name='Title']/..", "//*[@name='Title']/ancestor::XCUIElementTypeCell", "//*[@name='x']/parent::*",
        ],
        nonTriggeringExamples: ["//*[@name='x']/descendant::XCUIElementTypeButton", "//XCUIElementTypeCell[@name='x']"]
    ) { shape in
        let axes: Set<String> = ["ancestor", "ancestor-or-self", "parent"]
        return shape.allSteps.filter { axes.contains($0.axis) }.map {
            Hit(
                offset: $0.offset,
                message: $0.nodeTest == ".." ? ".. climbs to the parent" : "\($0.axis):: climbs the tree")
        }
    }

    static let longPath = FragilityRule(
        id: "long-path",
        title: "long path",
        severity: .note,
        rationale: "Every step is one more assumption about the layout; a path of many steps breaks when any of them "
            + "changes, and is slow for the driver to evaluate.",
        triggeringExamples: [
            "//XCUIElementTypeWindow/XCUIElementTypeOther/XCUIElementTypeOther/XCUIElementTypeScrollView/XCUIElementTypeOther/XCUIElementTypeOther/XCUIElementTypeButton"
        ],
        nonTriggeringExamples: ["//XCUIElementTypeCell/XCUIElementTypeButton", "//*[@name='Login']"]
    ) { shape in
        shape.selectingPaths.filter { $0.steps.count > longPathStepLimit }.map {
            Hit(offset: $0.offset, message: "\($0.steps.count) steps (more than \(longPathStepLimit))")
        }
    }
}
