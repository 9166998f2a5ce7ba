/// C#: `By.XPath(…)`, `MobileBy.XPath(…)`, `FindElementByXPath(…)`,
/// `FindElementsByXPath(…)`.
extension LocatorFinder {
    package mutating func findCSharp() {
        for index in 0..<stream.count where stream[index].kind == .identifier {
            if stream.equals(index, "XPath"), stream.isPunctuation(index - 1, "."),
                stream.isIdentifier(index - 2, in: ["By", "MobileBy"]), stream.isPunctuation(index + 1, "(")
            {
                let start = stream.qualifiedNameStart(endingAt: index - 2)
                record(
                    form: .byFactory, call: "\(stream.text(index - 2)).XPath", argumentAt: index + 2,
                    anchors: RewriteAnchors(callee: byteRange(start, index)), findsSeveral: insideFindElements(start),
                    findsOne: insideFindElement(start))
            } else if stream.isIdentifier(index, in: ["FindElementByXPath", "FindElementsByXPath"]),
                stream.isPunctuation(index + 1, "("), !isDeclaration(index)
            {
                record(
                    form: .strategyMethod, call: stream.text(index), argumentAt: index + 2,
                    anchors: RewriteAnchors(callee: byteRange(index, index)),
                    findsSeveral: stream.equals(index, "FindElementsByXPath"), findsOne: true)
            }
        }
    }
}
