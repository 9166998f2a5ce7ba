/// JavaScript and TypeScript: WebdriverIO `$(…)`/`$$(…)` (any receiver) whose
/// selector is an XPath, `findElement('xpath', …)`/`findElements`,
/// selenium-webdriver's `By.xpath(…)`, and wd's
/// `…ByXPath(…)` methods (`elementByXPath`, `elementsByXPath`,
/// `waitForElementByXPath`, …). Only wd's own names: a project helper such
/// as `tapByXPath` has no `tapByAccessibilityId` to rename it to.
extension LocatorFinder {
    package mutating func findJavaScript() {
        for index in 0..<stream.count where stream[index].kind == .identifier {
            if stream.equals(index, "$") || stream.equals(index, "$$") {
                guard let open = openingParenthesis(ofCallAt: index), !isDeclaration(index),
                    let argument = stream.argument(
                        from: open + 1, endingAt: .listItem, language: language, constants: constants)
                else { continue }
                // `$(driver.isIOS ? '//XCUIElement…' : '//android…')`: each
                // branch is a locator of its own, proven on the platform its
                // XPath matches on.
                let branches = conditionalBranches(of: argument)
                if !branches.isEmpty {
                    for branch in branches {
                        guard let value = branch.value, Self.isWebdriverIOXPath(value) else { continue }
                        record(
                            form: .selector, call: stream.text(index), argument: branch,
                            anchors: RewriteAnchors(callee: byteRange(index, index)),
                            findsSeveral: stream.equals(index, "$$"), findsOne: stream.equals(index, "$"))
                    }
                    continue
                }
                // A selector is an XPath by its first characters, as
                // WebdriverIO decides; a dynamic selector counts when its
                // constant beginning says so.
                let beginning = argument.value ?? argument.firstLiteral?.staticPrefix ?? ""
                guard Self.isWebdriverIOXPath(beginning) else { continue }
                record(
                    form: .selector, call: stream.text(index), argument: argument,
                    anchors: RewriteAnchors(callee: byteRange(index, index)), findsSeveral: stream.equals(index, "$$"),
                    findsOne: stream.equals(index, "$"))
                continue
            }
            guard stream.isPunctuation(index + 1, "("), !isDeclaration(index) else { continue }
            if stream.equals(index, "xpath"), stream.isPunctuation(index - 1, "."), stream.isIdentifier(index - 2, "By") {
                // selenium-webdriver's `By.xpath(…)` (`webdriver.By.xpath`
                // too): the rewrite calls its constructor, `new By(using, value)`.
                // `until.elementLocated` returns the first match.
                let start = stream.qualifiedNameStart(endingAt: index - 2)
                let singular =
                    insideFindElement(start)
                    || (stream.isPunctuation(start - 1, "(") && stream.isIdentifier(start - 2, "elementLocated"))
                record(
                    form: .byFactory, call: "By.xpath", argumentAt: index + 2,
                    anchors: RewriteAnchors(callee: byteRange(start, index)),
                    findsSeveral: insideFindElements(start), findsOne: singular)
            } else if stream.isIdentifier(index, in: Self.wdXPathMethods) {
                let name = stream.text(index)
                record(
                    form: .strategyMethod, call: name, argumentAt: index + 2,
                    anchors: RewriteAnchors(callee: byteRange(index, index)),
                    findsSeveral: name.contains("elementsBy") || name.contains("ElementsBy"),
                    findsOne: true)
            } else if stream.isIdentifier(index, in: ["findElement", "findElements"]), index + 3 < stream.count,
                stream[index + 2].kind == .string,
                stream[index + 2].literal?.value == "xpath", stream.isPunctuation(index + 3, ",")
            {
                record(
                    form: .strategyArgument, call: "\(stream.text(index))('xpath')", argumentAt: index + 4,
                    anchors: RewriteAnchors(callee: byteRange(index + 2, index + 2)),
                    findsSeveral: stream.equals(index, "findElements"), findsOne: true)
            }
        }
    }

    /// The two branches of `condition ? a : b`, each one literal or one
    /// plain name (resolved through the constants); none for anything else.
    private func conditionalBranches(of argument: LocatorArgument) -> [LocatorArgument] {
        guard argument.value == nil else { return [] }
        let depth = stream.depths[argument.tokens.lowerBound]
        let top = argument.tokens.filter { stream.depths[$0] == depth }
        guard let question = top.first(where: { stream.isPunctuation($0, "?") }),
            let colon = top.first(where: { $0 > question && stream.isPunctuation($0, ":") }),
            colon == question + 2, colon + 2 == argument.tokens.upperBound
        else { return [] }
        return [question + 1, colon + 1].map { branch in
            var single = LocatorArgument(
                tokens: branch..<(branch + 1), range: stream[branch].range, value: nil,
                firstLiteral: stream[branch].literal)
            if stream[branch].kind == .string {
                single.value = stream[branch].literal?.value
            } else if stream[branch].kind == .identifier, let constants,
                case .resolved(let reference) = constants.table.resolve(
                    stream.text(branch), qualifier: nil, inFile: constants.fileIndex, at: branch)
            {
                single.reference = reference
                single.value = reference.declaration.value
            }
            return single
        }
    }

    /// wd's methods named after the XPath strategy; each has an
    /// `…ByAccessibilityId` counterpart.
    private static let wdXPathMethods: [StaticString] = [
        "elementByXPath", "elementsByXPath", "hasElementByXPath", "waitForElementByXPath", "waitForElementsByXPath",
        "waitForVisibleByXPath",
    ]

    /// The `(` of a call of the identifier at `index`, past TypeScript type
    /// arguments (`$$<WebdriverIO.Element>(…)`).
    private func openingParenthesis(ofCallAt index: Int) -> Int? {
        if stream.isPunctuation(index + 1, "(") { return index + 1 }
        guard language == .typescript, stream.isPunctuation(index + 1, "<") else { return nil }
        var depth = 0
        var position = index + 1
        while position < min(stream.count, index + 64) {
            if stream.isPunctuation(position, "<") { depth += 1 }
            if stream.isPunctuation(position, ">") {
                depth -= 1
                if depth == 0 { return stream.isPunctuation(position + 1, "(") ? position + 1 : nil }
            }
            if stream.isPunctuation(position, ";") || stream.isPunctuation(position, "(") { return nil }
            position += 1
        }
        return nil
    }

    /// WebdriverIO's XPath test: the selector starts with `/`, `(`, `./`,
    /// `../` or `*/`.
    package static func isWebdriverIOXPath(_ selector: String) -> Bool {
        selector.hasPrefix("/") || selector.hasPrefix("(") || selector.hasPrefix("./") || selector.hasPrefix("../")
            || selector.hasPrefix("*/")
    }
}
