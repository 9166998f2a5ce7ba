/// Python: `AppiumBy.XPATH`, `By.XPATH` or `MobileBy.XPATH` followed by the
/// value, in `find_element(s)(…)` calls, locator tuples and keyword
/// arguments (`by=By.XPATH, value='…'`); the strategy as a string
/// (`find_element('xpath', '…')`, what `By.XPATH` stands for); and
/// `find_element(s)_by_xpath(…)`.
extension LocatorFinder {
    package mutating func findPython() {
        for index in 0..<stream.count where stream[index].kind == .identifier {
            if stream.equals(index, "XPATH"), stream.isPunctuation(index - 1, "."),
                stream.isIdentifier(index - 2, in: ["By", "AppiumBy", "MobileBy"]), stream.isPunctuation(index + 1, ",")
            {
                var first = index + 2
                // `value=` before the XPath.
                if stream.isIdentifier(first, "value"), stream.isPunctuation(first + 1, "="),
                    !stream.isPunctuation(first + 2, "=")
                {
                    first += 2
                }
                var start = stream.qualifiedNameStart(endingAt: index - 2)
                // `by=By.XPATH`: the keyword stays.
                if start != index - 2, stream.isIdentifier(start, "by") { start = index - 2 }
                record(
                    form: .strategyArgument, call: "\(stream.text(index - 2)).XPATH", argumentAt: first,
                    anchors: RewriteAnchors(callee: byteRange(start, index)),
                    findsSeveral: insideFindElements(start) || insideFindElementsKeyword(start),
                    findsOne: insideFindElement(start) || insideFindElementKeyword(start))
            } else if stream.isIdentifier(index, in: ["find_element", "find_elements"]),
                stream.isPunctuation(index + 1, "("), !isDeclaration(index)
            {
                if findValueBeforeBy(callAt: index) { continue }
                var strategy = index + 2
                if stream.isIdentifier(strategy, "by"), stream.isPunctuation(strategy + 1, "=") { strategy += 2 }
                guard strategy + 1 < stream.count, stream[strategy].kind == .string,
                    stream[strategy].literal?.value == "xpath", stream.isPunctuation(strategy + 1, ",")
                else { continue }
                var first = strategy + 2
                if stream.isIdentifier(first, "value"), stream.isPunctuation(first + 1, "="),
                    !stream.isPunctuation(first + 2, "=")
                {
                    first += 2
                }
                record(
                    form: .strategyArgument, call: "\(stream.text(index))('xpath')", argumentAt: first,
                    anchors: RewriteAnchors(callee: byteRange(strategy, strategy)),
                    findsSeveral: stream.equals(index, "find_elements"), findsOne: true)
            } else if stream.isIdentifier(index, in: ["find_element_by_xpath", "find_elements_by_xpath"]),
                stream.isPunctuation(index + 1, "("), !isDeclaration(index)
            {
                record(
                    form: .strategyMethod, call: stream.text(index), argumentAt: index + 2,
                    anchors: RewriteAnchors(callee: byteRange(index, index)),
                    findsSeveral: stream.equals(index, "find_elements_by_xpath"), findsOne: true)
            }
        }
    }

    /// `find_element(value='//…', by=AppiumBy.XPATH)`: the keywords the
    /// other way round (the usual order is found from `XPATH`).
    private mutating func findValueBeforeBy(callAt index: Int) -> Bool {
        guard stream.isIdentifier(index + 2, "value"), stream.isPunctuation(index + 3, "="),
            let close = stream.closingBracket(from: index + 1)
        else { return false }
        let depth = stream.depths[index + 1] + 1
        for by in (index + 4)..<close where stream.depths[by] == depth && stream.isIdentifier(by, "by") {
            guard stream.isPunctuation(by + 1, "="), stream.isPunctuation(by - 1, ",") else { continue }
            let strategy = by + 2
            let isXPath =
                stream.isIdentifier(strategy, in: ["By", "AppiumBy", "MobileBy"]) && stream.isPunctuation(strategy + 1, ".")
                && stream.isIdentifier(strategy + 2, "XPATH")
            guard isXPath else { return false }
            record(
                form: .strategyArgument, call: "\(stream.text(strategy)).XPATH", argumentAt: index + 4,
                anchors: RewriteAnchors(callee: byteRange(strategy, strategy + 2)),
                findsSeveral: stream.equals(index, "find_elements"), findsOne: true)
            return true
        }
        return false
    }

    /// `find_elements(by=AppiumBy.XPATH, …)`.
    private func insideFindElementsKeyword(_ start: Int) -> Bool {
        stream.isPunctuation(start - 1, "=") && stream.isIdentifier(start - 2, "by") && insideFindElements(start - 2)
    }

    /// `find_element(by=AppiumBy.XPATH, …)`.
    private func insideFindElementKeyword(_ start: Int) -> Bool {
        stream.isPunctuation(start - 1, "=") && stream.isIdentifier(start - 2, "by") && insideFindElement(start - 2)
    }
}
