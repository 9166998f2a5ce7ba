/// JavaScript and TypeScript: WebdriverIO `$(…)`/`$$(…)` (any receiver) whose
/// selector is an XPath, `findElement('xpath', …)`/`findElements`, and wd's
/// `…ByXPath(…)` methods (`elementByXPath`, `elementsByXPath`,
/// `waitForElementByXPath`, …).
extension LocatorFinder {
    mutating func findJavaScript() {
        for index in 0..<stream.count where stream[index].kind == .identifier {
            guard stream.isPunctuation(index + 1, "("), !isDeclaration(index) else { continue }
            if stream.equals(index, "$") || stream.equals(index, "$$") {
                guard let argument = stream.argument(from: index + 2, endingAt: .listItem, language: language) else { continue }
                // A selector is an XPath by its first characters, as
                // WebdriverIO decides; a dynamic selector counts when its
                // constant beginning says so.
                let beginning = argument.value ?? argument.firstLiteral?.staticPrefix ?? ""
                guard Self.isWebdriverIOXPath(beginning) else { continue }
                record(
                    form: .selector, call: stream.text(index), argument: argument,
                    anchors: RewriteAnchors(callee: byteRange(index, index)), findsSeveral: stream.equals(index, "$$"))
            } else if stream.hasSuffix(index, "ByXPath") {
                let name = stream.text(index)
                record(
                    form: .strategyMethod, call: name, argumentAt: index + 2, anchors: RewriteAnchors(callee: byteRange(index, index)),
                    findsSeveral: name.contains("elementsBy") || name.contains("ElementsBy"))
            } else if stream.isIdentifier(index, in: ["findElement", "findElements"]), index + 3 < stream.count,
                stream[index + 2].kind == .string,
                stream[index + 2].literal?.value == "xpath", stream.isPunctuation(index + 3, ",")
            {
                record(
                    form: .strategyArgument, call: "\(stream.text(index))('xpath')", argumentAt: index + 4,
                    anchors: RewriteAnchors(callee: byteRange(index + 2, index + 2)), findsSeveral: stream.equals(index, "findElements"))
            }
        }
    }

    /// WebdriverIO's XPath test: the selector starts with `/`, `(`, `./`,
    /// `../` or `*/`.
    static func isWebdriverIOXPath(_ selector: String) -> Bool {
        selector.hasPrefix("/") || selector.hasPrefix("(") || selector.hasPrefix("./") || selector.hasPrefix("../")
            || selector.hasPrefix("*/")
    }
}
