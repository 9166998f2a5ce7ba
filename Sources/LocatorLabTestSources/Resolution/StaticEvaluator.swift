/// Evaluates, without running anything, the string expressions an XPath is
/// built of: literals joined by `+`, interpolations (`f"{t}"`, `` `${t}` ``,
/// `"#{t}"`, `$"{t}"`, Kotlin's `"$t"`, Robot's `${t}`), format calls
/// (``FormatString``), names (``ConstantTable``), and calls of the
/// project's own functions (``ProjectFunction``) with known arguments. A
/// value is known only when every part is; otherwise the result says which
/// part is not, by name.
package struct StaticEvaluator {
    package enum Value: Equatable {
        /// The text, and whether a project function or a declared name gave
        /// part of it.
        case known(String, throughFunction: Bool, throughName: Bool)
        /// Not known statically: why, as a sentence fragment (`nil` when no
        /// part says more than "built at run time").
        case unknown(String?)
    }

    package let table: ConstantTable
    /// Far more helpers than a real suite nests, and a stop for cycles.
    static let maximumDepth = 12

    package init(table: ConstantTable) {
        self.table = table
    }

    /// The value of tokens `range` of file `fileIndex`, the names in
    /// `bindings` (a function's arguments) bound first.
    package func evaluate(
        _ range: Range<Int>, inFile fileIndex: Int, bindings: [String: Value] = [:], depth: Int = 0
    ) -> Value {
        guard depth < Self.maximumDepth else { return .unknown("is built through too many nested helpers") }
        let source = table.sources[fileIndex]
        let stream = source.stream
        var range = range
        while range.count >= 2, stream.isPunctuation(range.lowerBound, "("),
            stream.closingBracket(from: range.lowerBound) == range.upperBound - 1
        {
            range = (range.lowerBound + 1)..<(range.upperBound - 1)
        }
        guard !range.isEmpty else { return .unknown(nil) }
        let context = Context(evaluator: self, fileIndex: fileIndex, bindings: bindings, depth: depth)
        if source.language == .robot { return context.robotCells(range) }
        if source.language == .python || source.language == .ruby,
            let percent = context.topLevel(range, "%").last, percent > range.lowerBound,
            !stream.isPunctuation(percent + 1, "=")
        {
            return context.percentFormat(range.lowerBound..<percent, (percent + 1)..<range.upperBound)
        }
        let plus = context.topLevel(range, "+").filter { !stream.isPunctuation($0 + 1, "=") && !stream.isPunctuation($0 + 1, "+") }
        if !plus.isEmpty {
            var parts: [Range<Int>] = []
            var start = range.lowerBound
            for position in plus {
                parts.append(start..<position)
                start = position + 1
            }
            parts.append(start..<range.upperBound)
            return context.concatenate(parts.map { context.term($0) })
        }
        return context.term(range)
    }

    /// Which project function a call names: `name` qualified by `qualifier`
    /// (`SupportLib.GetXPath`, `self.by_text`, `Helpers::xpath_for`), called
    /// from file `fileIndex`; `nil` when none is declared, or why when
    /// several are.
    func function(named name: String, qualifier: String?, fromFile fileIndex: Int) -> Result<ProjectFunction, Unknown>? {
        let source = table.sources[fileIndex]
        let all = table.functions[ProjectFunction.key(name, language: source.language)] ?? []
        guard !all.isEmpty else { return nil }
        var candidates = all
        if let qualifier, !ConstantTable.selfQualifiers.contains(qualifier) {
            let module = source.moduleAliases[qualifier] ?? qualifier
            let owned = all.filter { $0.owner == module || table.sources[$0.fileIndex].owners.contains(module) }
            if !owned.isEmpty { candidates = owned }
        } else {
            let local = all.filter { $0.fileIndex == fileIndex }
            if !local.isEmpty { candidates = local }
        }
        let bodies = Set(candidates.map { table.sources[$0.fileIndex].stream.text(Self.byteRange($0.expression, in: table.sources[$0.fileIndex].stream)) })
        guard candidates.count == 1 || (bodies.count == 1 && Set(candidates.map(\.parameters)).count == 1) else {
            return .failure(Unknown(reason: "is built by '\(name)', declared \(candidates.count) times in the scanned files"))
        }
        return .success(candidates[0])
    }

    /// "'by_text' (pages.py:12)".
    func describe(_ function: ProjectFunction) -> String {
        let source = table.sources[function.fileIndex]
        let line = source.lines.position(of: source.stream[function.nameToken].start).line
        return "'\(function.name)' (\(source.file):\(line))"
    }

    struct Unknown: Error {
        var reason: String
    }

    static func byteRange(_ tokens: Range<Int>, in stream: TokenStream) -> Range<Int> {
        tokens.isEmpty ? 0..<0 : stream[tokens.lowerBound].start..<stream[tokens.upperBound - 1].end
    }

    /// The tokens of `stream` inside byte range `bytes`.
    static func tokens(covering bytes: Range<Int>, in stream: TokenStream) -> Range<Int> {
        var low = 0
        var high = stream.count
        while low < high {
            let middle = (low + high) / 2
            if stream[middle].start < bytes.lowerBound { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < stream.count, stream[end].end <= bytes.upperBound { end += 1 }
        return low..<end
    }
}
