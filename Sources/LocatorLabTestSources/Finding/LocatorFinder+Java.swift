/// Java and Kotlin: `By.xpath(…)`, `AppiumBy.xpath(…)`, `MobileBy.xpath(…)`,
/// `findElementByXPath(…)`/`findElementsByXPath(…)`, and the PageFactory
/// annotations `@FindBy(xpath = …)`, `@iOSXCUITFindBy(xpath = …)`,
/// `@AndroidFindBy(xpath = …)` (Kotlin use-site targets such as
/// `@field:FindBy` included).
extension LocatorFinder {
    package mutating func findJavaOrKotlin() {
        for index in 0..<stream.count where stream[index].kind == .identifier {
            if stream.equals(index, "xpath"), stream.isPunctuation(index - 1, "."),
                stream.isIdentifier(index - 2, in: ["By", "AppiumBy", "MobileBy"]), stream.isPunctuation(index + 1, "(")
            {
                let start = stream.qualifiedNameStart(endingAt: index - 2)
                record(
                    form: .byFactory, call: "\(stream.text(index - 2)).xpath", argumentAt: index + 2,
                    anchors: RewriteAnchors(callee: byteRange(start, index)), findsSeveral: insideFindElements(start),
                    findsOne: insideFindElement(start))
            } else if stream.isIdentifier(index, in: ["findElementByXPath", "findElementsByXPath"]),
                stream.isPunctuation(index + 1, "("), !isDeclaration(index)
            {
                record(
                    form: .strategyMethod, call: stream.text(index), argumentAt: index + 2,
                    anchors: RewriteAnchors(callee: byteRange(index, index)),
                    findsSeveral: stream.equals(index, "findElementsByXPath"), findsOne: true)
            } else if stream.isIdentifier(index, in: ["FindBy", "iOSXCUITFindBy", "AndroidFindBy"]),
                isAnnotationName(index),
                stream.isPunctuation(index + 1, "("), !isSeleniumFindByInsideAnotherAnnotation(index)
            {
                findAnnotationXPath(nameAt: index)
            }
        }
    }

    /// `xpath = …` among the annotation's elements.
    private mutating func findAnnotationXPath(nameAt index: Int) {
        guard let close = stream.closingBracket(from: index + 1) else { return }
        let elementDepth = stream.depths[index + 1] + 1
        var element = index + 2
        while element < close {
            if stream.depths[element] == elementDepth, stream.isIdentifier(element, "xpath"),
                stream.isPunctuation(element + 1, "="),
                !stream.isPunctuation(element + 2, "=")
            {
                let isSelenium = stream.equals(index, "FindBy")
                record(
                    form: isSelenium ? .findByAnnotation : .platformFindByAnnotation, call: "@\(stream.text(index))",
                    argumentAt: element + 2,
                    anchors: RewriteAnchors(
                        callee: byteRange(index, index), annotationName: byteRange(index, index),
                        annotationKey: byteRange(element, element), annotationEnd: stream[close].end),
                    findsSeveral: false)
                return
            }
            element += 1
        }
        findHowUsing(nameAt: index, close: close, elementDepth: elementDepth)
    }

    /// Selenium's older form `@FindBy(how = How.XPATH, using = …)`, in
    /// either order (`using = …, how = How.XPATH`), `How` qualified or not:
    /// the `how` element goes and `using` becomes the new key.
    private mutating func findHowUsing(nameAt index: Int, close: Int, elementDepth: Int32) {
        guard stream.equals(index, "FindBy") else { return }
        var how: Int?
        var using: Int?
        for element in (index + 2)..<close where stream.depths[element] == elementDepth {
            guard stream.isPunctuation(element + 1, "="), !stream.isPunctuation(element + 2, "="),
                stream.isPunctuation(element - 1, "(") || stream.isPunctuation(element - 1, ",")
            else { continue }
            if stream.isIdentifier(element, "how") {
                var value = element + 2
                if stream.isIdentifier(value, "How"), stream.isPunctuation(value + 1, ".") { value += 2 }
                guard stream.isIdentifier(value, "XPATH"), stream.isPunctuation(value + 1, ",") || value + 1 == close
                else { return }
                how = element
            } else if stream.isIdentifier(element, "using") {
                using = element
            }
        }
        guard let how, let using else { return }
        // The `how` element's tokens end at the comma after it (or `)`).
        var howEnd = how + 2
        while howEnd < close, !stream.isPunctuation(howEnd, ",") { howEnd += 1 }
        let name = byteRange(index, index)
        if how < using, howEnd == using - 1 {
            // Side by side: one key `how = How.XPATH, using` becomes the new key.
            record(
                form: .findByAnnotation, call: "@FindBy(how = How.XPATH)", argumentAt: using + 2,
                anchors: RewriteAnchors(
                    callee: name, annotationName: name, annotationKey: byteRange(how, using),
                    annotationEnd: stream[close].end),
                findsSeveral: false)
            return
        }
        // Apart: `using` becomes the key and the `how` element goes, with
        // the comma before it (or, first, the comma and space after it).
        let removed = stream.isPunctuation(how - 1, ",")
            ? stream[how - 1].start..<stream[howEnd - 1].end
            : stream[how].start..<(howEnd + 1 < close ? stream[howEnd + 1].start : stream[howEnd - 1].end)
        record(
            form: .findByAnnotation, call: "@FindBy(using, how = How.XPATH)", argumentAt: using + 2,
            anchors: RewriteAnchors(
                callee: name, annotationName: name, annotationKey: byteRange(using, using),
                annotationEnd: stream[close].end, removed: removed),
            findsSeveral: false)
    }

    /// `@FindBys({@FindBy(xpath = …), …})` and `@FindAll`: the element type
    /// is Selenium's `FindBy`, which has no accessibility id, so such a
    /// locator cannot be rewritten in place; it is left out (documented in
    /// docs/convert.md).
    private func isSeleniumFindByInsideAnotherAnnotation(_ index: Int) -> Bool {
        guard stream.equals(index, "FindBy"), stream.isPunctuation(index - 1, "@"), stream.depths[index] > 0 else {
            return false
        }
        // The bracket the annotation sits in: `@FindAll(` or `@FindBys({`.
        let enclosingDepth = stream.depths[index] - 1
        var open = index - 1
        while open >= 0, stream.depths[open] != enclosingDepth { open -= 1 }
        guard open >= 0 else { return false }
        var call = open
        if stream.isPunctuation(open, "{"), stream.isPunctuation(open - 1, "(") { call = open - 1 }
        guard stream.isPunctuation(call, "(") else { return false }
        return stream.isPunctuation(call - 2, "@") && call >= 1 && stream[call - 1].kind == .identifier
    }

    private func isAnnotationName(_ index: Int) -> Bool {
        if stream.isPunctuation(index - 1, "@") { return true }
        // Kotlin use-site targets: `@field:FindBy(…)`.
        return stream.isPunctuation(index - 1, ":") && index >= 3 && stream[index - 2].kind == .identifier
            && stream.isPunctuation(index - 3, "@")
    }

    /// Whether the token before `start` opens the arguments of a call that
    /// finds several elements (`findElements(`, `FindElements(`).
    package func insideFindElements(_ start: Int) -> Bool {
        stream.isPunctuation(start - 1, "(")
            && stream.isIdentifier(start - 2, in: ["findElements", "FindElements", "find_elements"])
    }

    /// Whether the locator starting at token `start` is the first argument
    /// of a singular find (`findElement(`, `FindElement(`, `find_element(`).
    package func insideFindElement(_ start: Int) -> Bool {
        stream.isPunctuation(start - 1, "(")
            && stream.isIdentifier(start - 2, in: ["findElement", "FindElement", "find_element"])
    }
}
