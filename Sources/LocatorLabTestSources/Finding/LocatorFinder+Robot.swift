/// Robot Framework with AppiumLibrary: the first argument of a keyword that
/// takes a locator (`Click Element`, `Input Text`, `Wait Until Element Is
/// Visible`, any keyword with "element" in its name…), when it is an XPath:
/// `xpath=//…`, `xpath://…`, or a bare `//…` / `(//…` (AppiumLibrary reads
/// a locator starting with `//` as an XPath). `${VAR}` arguments resolve
/// through `*** Variables ***` and `Set Variable` like constants. Each
/// cell is one token (``SourceLexer/runRobot()``).
extension LocatorFinder {
    /// Keywords taking a locator first whose name has no "element" in it.
    package static let robotLocatorKeywords: Set<String> = [
        "click button", "click a point", "input text", "input password", "input value", "clear text", "tap",
        "long press", "get text", "zoom", "pinch", "scroll down", "scroll up", "hide keyboard",
    ]

    /// AppiumLibrary keywords that act on the first element the locator
    /// finds (`_element_find(locator, True, True)`) or only ask whether one
    /// exists (`_is_element_present`). A keyword of the project's own may
    /// loop over every match, so only these are proven on the first match.
    package static let robotSingularKeywords: Set<String> = [
        "click element", "click button", "click text", "input text", "input password", "input value", "clear text",
        "tap", "long press", "get text", "get element attribute", "get element location", "get element size",
        "get webelement", "element should be enabled", "element should be disabled", "element should be visible",
        "element should not be visible", "element text should be", "element name should be",
        "element value should be", "element attribute should match", "element should contain text",
        "element should not contain text", "page should contain element", "page should not contain element",
        "wait until element is visible", "wait until page contains element",
        "wait until page does not contain element", "scroll element into view", "swipe element",
    ]

    package mutating func findRobot() {
        for line in RobotLine.lines(of: stream) {
            let end = line.cells.upperBound
            guard !line.section.contains("variable"), !line.section.contains("setting") else { continue }
            var cell = line.firstStep
            // `${element}=    Get WebElement    xpath=//…`
            while cell < end, stream[cell].kind == .identifier || stream.isPunctuation(cell, "=") { cell += 1 }
            guard cell + 1 < end, stream[cell].kind == .string else { continue }
            let keyword = Self.normalizedKeyword(stream.text(cell))
            guard keyword.contains("element") || Self.robotLocatorKeywords.contains(keyword) else { continue }
            recordRobotLocator(at: cell + 1, keyword: stream.text(cell))
        }
    }

    private mutating func recordRobotLocator(at index: Int, keyword: String) {
        let token = stream[index]
        var argument = LocatorArgument(tokens: index..<(index + 1), range: token.range, value: nil, firstLiteral: nil)
        var text: String?
        if token.kind == .string {
            argument.firstLiteral = token.literal
            text = token.literal?.value ?? token.literal?.staticPrefix
            if token.literal?.value == nil {
                // Built with a variable inside: an XPath by its beginning,
                // known when every variable in it is.
                guard let prefix = text, Self.robotXPath(prefix) != nil else { return }
                text = nil
                constants?.evaluate(argument.tokens, into: &argument, written: (nil, stream.text(index)))
                text = argument.value
            }
        } else if token.kind == .identifier, let constants {
            constants.evaluate(
                argument.tokens, into: &argument, written: ((stream.text(index), nil), stream.text(index)))
            text = argument.value
            // Reported only when its declaration reads as an XPath
            // (`${row}=    Set Variable    xpath=//…[${index}]`) or a
            // project keyword builds it.
            if text == nil {
                let declared = constants.table.declaredText(of: stream.text(index))
                guard declared.flatMap(Self.robotXPath) != nil
                    || argument.unresolvedReason?.contains("is built by") == true
                else { return }
            }
        } else {
            return
        }
        argument.value = nil
        if let text {
            guard let xpath = Self.robotXPath(text) else { return }
            argument.value = xpath
        }
        record(
            form: .robotLocator, call: keyword, argument: argument,
            anchors: RewriteAnchors(callee: token.range), findsSeveral: keyword.lowercased().contains("webelements"),
            findsOne: Self.robotSingularKeywords.contains(Self.normalizedKeyword(keyword)))
    }

    /// The XPath of an AppiumLibrary locator, or `nil` when it uses
    /// another strategy.
    package static func robotXPath(_ locator: String) -> String? {
        for prefix in ["xpath=", "xpath:"] where locator.lowercased().hasPrefix(prefix) {
            return String(locator.dropFirst(prefix.count)).trimmingPrefix(while: { $0 == " " }).description
        }
        if locator.hasPrefix("//") || locator.hasPrefix("(//") { return locator }
        return nil
    }

    /// Lowercased, with runs of spaces and underscores as one space (Robot
    /// matches keyword names that way).
    package static func normalizedKeyword(_ name: String) -> String {
        name.lowercased().split(whereSeparator: { $0 == " " || $0 == "_" }).joined(separator: " ")
    }
}
