/// Project helpers (`--xpath-helper`): a call `NAME(…)` is a locator whose
/// XPath is the argument given with the keyword `xpath` (`xpath=` in Python
/// and Kotlin, `xpath:` in Ruby and JavaScript objects), else the first
/// argument whose value is an XPath (`xpath_click(driver, SIGN_IN_BTN)`),
/// else the first argument. Known libraries' forms (``XPathHelper/builtIn(for:)``)
/// count only with the keyword.
extension LocatorFinder {
    package mutating func findHelpers() {
        let helpers = self.helpers + XPathHelper.builtIn(for: language)
        guard !helpers.isEmpty else { return }
        for index in 0..<stream.count where stream[index].kind == .identifier {
            guard stream.isPunctuation(index + 1, "("), !isDeclaration(index),
                let helper = helpers.first(where: { matches($0, at: index) }),
                let close = stream.closingBracket(from: index + 1), close > index + 2
            else { continue }
            let starts = argumentStarts(open: index + 1, close: close)
            var chosen: LocatorArgument?
            for start in starts {
                if stream.isIdentifier(start, "xpath"), stream.isPunctuation(start + 1, "=") || stream.isPunctuation(start + 1, ":")
                {
                    chosen = stream.argument(from: start + 2, endingAt: .listItem, language: language, constants: constants)
                    break
                }
            }
            if chosen == nil, !helper.isBuiltIn {
                let arguments = starts.compactMap {
                    stream.argument(from: $0, endingAt: .listItem, language: language, constants: constants)
                }
                chosen =
                    arguments.first { ($0.value ?? $0.firstLiteral?.staticPrefix).map(Self.isXPath) ?? false }
                    ?? locatorParameter(of: helper).flatMap { $0 < arguments.count ? arguments[$0] : nil }
                    ?? arguments.first
            }
            guard let argument = chosen else { continue }
            let start = stream.qualifiedNameStart(endingAt: index)
            record(
                form: .helper, call: helper.name, argument: argument,
                anchors: RewriteAnchors(callee: byteRange(start, index)), findsSeveral: false, helper: helper)
        }
    }

    /// Where the helper, when the scanned project declares it, takes its
    /// locator: its first parameter named for one (`xpath`, `locator`,
    /// `selector`), a Python method's `self` left out. So
    /// `xpath_click(driver, row)` names `row`, not `driver`, when `row` is
    /// not known.
    private func locatorParameter(of helper: XPathHelper) -> Int? {
        guard var parameters = constants?.table.parameters(ofFunctionNamed: helper.simpleName) else { return nil }
        if language == .python, parameters.first == "self" || parameters.first == "cls" { parameters.removeFirst() }
        return parameters.firstIndex { name in
            ["xpath", "locator", "selector"].contains { name.lowercased().contains($0) }
        }
    }

    private func matches(_ helper: XPathHelper, at index: Int) -> Bool {
        guard stream.text(index) == helper.simpleName else { return false }
        var position = index
        for qualifier in helper.qualifiers.reversed() {
            guard stream.isPunctuation(position - 1, "."), position >= 2, stream.text(position - 2) == qualifier else {
                return false
            }
            position -= 2
        }
        return true
    }

    /// The first token of each argument between `open` and `close`.
    private func argumentStarts(open: Int, close: Int) -> [Int] {
        let depth = stream.depths[open] + 1
        var starts = [open + 1]
        for position in (open + 1)..<close where stream.depths[position] == depth && stream.isPunctuation(position, ",") {
            if position + 1 < close { starts.append(position + 1) }
        }
        return starts
    }

    /// An XPath by its first characters: `/`, `(`, `./`, `../`.
    package static func isXPath(_ text: String) -> Bool {
        text.hasPrefix("/") || text.hasPrefix("(") || text.hasPrefix("./") || text.hasPrefix("../")
    }
}
