/// Ruby: `find_element(s)(:xpath, …)`, `find_element :xpath, …`,
/// `find_element(xpath: …)`, `find_element(:xpath => …)`, and ruby_lib's `xpath(…)`/`xpaths(…)` helpers
/// (with or without parentheses).
extension LocatorFinder {
    package mutating func findRuby() {
        for index in 0..<stream.count {
            let token = stream[index]
            if token.kind == .symbol, stream.isSymbol(index, ":xpath"), let value = valueAfterRubySymbol(index),
                let (finder, parenthesized) = rubyFinderCall(before: index)
            {
                record(
                    form: .strategyArgument, call: ":xpath", argumentAt: value,
                    end: parenthesized ? .listItem : .rubyCommand,
                    anchors: RewriteAnchors(callee: byteRange(index, index)),
                    findsSeveral: stream.equals(finder, "find_elements"), findsOne: stream.equals(finder, "find_element"))
            } else if token.kind == .identifier, stream.equals(index, "xpath"), stream.isPunctuation(index + 1, ":"),
                !stream[index + 1].followsSpace, !stream.isPunctuation(index + 2, ":"),
                let (finder, parenthesized) = rubyFinderCall(before: index)
            {
                record(
                    form: .strategyArgument, call: "xpath:", argumentAt: index + 2,
                    end: parenthesized ? .listItem : .rubyCommand,
                    anchors: RewriteAnchors(callee: byteRange(index, index + 1)),
                    findsSeveral: stream.equals(finder, "find_elements"), findsOne: stream.equals(finder, "find_element"))
            } else if token.kind == .identifier, stream.isIdentifier(index, in: ["xpath", "xpaths"]),
                !isDeclaration(index),
                !stream.isPunctuation(index - 1, ":")
            {
                let findsSeveral = stream.equals(index, "xpaths")
                let anchors = RewriteAnchors(callee: byteRange(index, index))
                guard index + 1 < stream.count else { continue }
                let next = stream[index + 1]
                if stream.isPunctuation(index + 1, "("), !next.followsSpace {
                    record(
                        form: .strategyMethod, call: stream.text(index), argumentAt: index + 2, anchors: anchors,
                        findsSeveral: findsSeveral, findsOne: true)
                } else if next.kind == .string, next.followsSpace, !next.followsLineBreak {
                    record(
                        form: .strategyMethod, call: stream.text(index), argumentAt: index + 1, end: .rubyCommand,
                        anchors: anchors,
                        findsSeveral: findsSeveral, findsOne: true)
                }
            }
        }
    }

    /// Where the value starts after the symbol at `index`: past `,` or a
    /// hash rocket `=>`.
    private func valueAfterRubySymbol(_ index: Int) -> Int? {
        if stream.isPunctuation(index + 1, ",") { return index + 2 }
        if stream.isPunctuation(index + 1, "="), stream.isPunctuation(index + 2, ">"), !stream[index + 2].followsSpace {
            return index + 3
        }
        return nil
    }

    /// The `find_element`/`find_elements` call whose first argument starts
    /// at `index`, and whether it is written with parentheses.
    private func rubyFinderCall(before index: Int) -> (finder: Int, parenthesized: Bool)? {
        let names: [StaticString] = ["find_element", "find_elements"]
        if stream.isPunctuation(index - 1, "("), stream.isIdentifier(index - 2, in: names) { return (index - 2, true) }
        if stream.isIdentifier(index - 1, in: names), stream[index].followsSpace, !stream[index].followsLineBreak {
            return (index - 1, false)
        }
        return nil
    }
}
