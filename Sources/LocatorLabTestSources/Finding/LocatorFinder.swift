/// Finds the XPath locators in one tokenized source, by its language's call
/// forms (see each `LocatorFinder+<Language>.swift`).
package struct LocatorFinder {
    package let stream: TokenStream
    package let language: SourceLanguage
    package let file: String
    package let lines: LineIndex
    /// The constants names resolve through (none: names stay dynamic).
    package let constants: ConstantScope?
    /// Project helpers taking an XPath first (`--xpath-helper`).
    package let helpers: [XPathHelper]
    private(set) var found: [FoundLocator] = []
    /// The argument ranges of `found`, sorted. They never overlap each
    /// other, so one binary search tells whether a new one overlaps any
    /// (a linear scan made files with many locators quadratic).
    private var claimedRanges: [Range<Int>] = []

    package init(
        stream: TokenStream, language: SourceLanguage, file: String, constants: ConstantScope? = nil,
        helpers: [XPathHelper] = []
    ) {
        self.stream = stream
        self.language = language
        self.file = file
        self.lines = LineIndex(stream.bytes)
        self.constants = constants
        self.helpers = helpers
    }

    package mutating func run() -> [FoundLocator] {
        switch language {
        case .java, .kotlin: findJavaOrKotlin()
        case .csharp: findCSharp()
        case .python: findPython()
        case .javascript, .typescript: findJavaScript()
        case .ruby: findRuby()
        case .robot: findRobot()
        // XCUITest queries are found on the syntax tree (``SwiftSource``).
        case .swift: break
        }
        findHelpers()
        found.sort { $0.argumentRange.lowerBound < $1.argumentRange.lowerBound }
        return found
    }

    /// Records a locator whose argument starts at token `first`.
    package mutating func record(
        form: LocatorCallForm, call: String, argumentAt first: Int, end: TokenStream.ArgumentEnd = .listItem,
        anchors: RewriteAnchors, findsSeveral: Bool, findsOne: Bool = false
    ) {
        guard let argument = stream.argument(from: first, endingAt: end, language: language, constants: constants)
        else { return }
        record(
            form: form, call: call, argument: argument, anchors: anchors, findsSeveral: findsSeveral, findsOne: findsOne)
    }

    package mutating func record(
        form: LocatorCallForm, call: String, argument: LocatorArgument, anchors: RewriteAnchors, findsSeveral: Bool,
        findsOne: Bool = false, helper: XPathHelper? = nil
    ) {
        // The same argument can be reached twice (a helper inside a call);
        // the first form found wins.
        guard claim(argument.range) else { return }
        found.append(
            FoundLocator(
                file: file, language: language, form: form, call: call, expression: argument.value,
                argumentText: stream.text(argument.range), position: lines.position(of: argument.range.lowerBound),
                endPosition: lines.position(of: argument.range.upperBound), argumentRange: argument.range,
                findsSeveral: findsSeveral, findsOne: findsOne && !findsSeveral, dynamicDetail: argument.value == nil ? dynamicDetail(argument) : nil,
                valueSource: Self.valueSource(of: argument, helper: helper), constant: argument.reference,
                helper: helper, anchors: anchors,
                literalStyle: argument.firstLiteral?.style))
    }

    /// Adds `range` to `claimedRanges` unless it overlaps one already there.
    private mutating func claim(_ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return true }
        // The first claimed range starting at or after `range`'s end; only
        // the one before it can overlap, as claimed ranges are disjoint.
        var low = 0
        var high = claimedRanges.count
        while low < high {
            let middle = (low + high) / 2
            if claimedRanges[middle].lowerBound < range.upperBound { low = middle + 1 } else { high = middle }
        }
        if low > 0, claimedRanges[low - 1].upperBound > range.lowerBound { return false }
        claimedRanges.insert(range, at: low)
        return true
    }

    private static func valueSource(of argument: LocatorArgument, helper: XPathHelper?) -> LocatorValueSource {
        guard argument.value != nil else { return .dynamic }
        if argument.computedSource == .helper { return .helper }
        if let reference = argument.reference { return reference.isConstant ? .constant : .variable }
        if let computed = argument.computedSource { return computed }
        return helper == nil ? .literal : .helper
    }

    private func dynamicDetail(_ argument: LocatorArgument) -> String {
        if let reason = argument.unresolvedReason { return reason }
        let literals = argument.tokens.filter { stream[$0].kind == .string }
        if literals.contains(where: { stream[$0].literal?.isInterpolated ?? false }) {
            return "interpolates values into the string"
        }
        if !literals.isEmpty { return "joins string literals with values computed at run time" }
        if let call = argument.tokens.first(where: {
            stream[$0].kind == .identifier && stream.isPunctuation($0 + 1, "(")
        }) {
            return "is returned by a call to '\(stream.text(call))'"
        }
        return "comes from a variable, constant or call"
    }

    /// Whether the identifier at `index` is being declared (`def xpath`,
    /// `WebElement findElementByXPath(`, `function $(`, a JavaScript method
    /// `elementByXPath(x) {`) rather than called.
    package func isDeclaration(_ index: Int) -> Bool {
        guard index > 0 else { return false }
        switch language {
        case .ruby, .python:
            return stream.isIdentifier(index - 1, "def")
        case .robot, .swift:
            return false
        case .javascript, .typescript:
            if stream.isIdentifier(index - 1, "function") { return true }
            guard stream.isPunctuation(index + 1, "("), let close = stream.closingBracket(from: index + 1) else {
                return false
            }
            return stream.isPunctuation(close + 1, "{")
        case .java, .kotlin, .csharp:
            // `WebElement findElementByXPath(`, `fun findElementByXPath(`: the
            // type or keyword is on the same line. (Kotlin has no semicolons,
            // so an identifier ending the line before says nothing.)
            guard stream[index - 1].kind == .identifier, !stream[index].followsLineBreak else { return false }
            return !stream.isIdentifier(
                index - 1, in: ["return", "await", "yield", "new", "throw", "else", "in", "case"])
        }
    }

    /// A token range as a byte range.
    package func byteRange(_ first: Int, _ last: Int) -> Range<Int> {
        stream[first].start..<stream[last].end
    }
}
