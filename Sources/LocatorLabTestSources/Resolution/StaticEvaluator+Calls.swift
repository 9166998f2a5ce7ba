/// Calls: the format functions of each language, and the project's own
/// functions, evaluated with their arguments bound.
extension StaticEvaluator.Context {
    typealias Value = StaticEvaluator.Value

    /// The source text of a token range.
    func sourceText(_ tokens: Range<Int>) -> String {
        stream.text(StaticEvaluator.byteRange(tokens, in: stream))
    }

    /// `callee(arguments)`, the callee's tokens before `open`.
    func call(callee: Range<Int>, open: Int, close: Int) -> Value {
        let (positional, named) = arguments(open: open, close: close)
        let last = callee.upperBound - 1
        guard stream[last].kind == .identifier else { return .unknown(nil) }
        let name = stream.text(last)
        let receiver = stream.isPunctuation(last - 1, ".") && last - 1 > callee.lowerBound
            ? (callee.lowerBound..<(last - 1)) : nil
        let evaluate = { (range: Range<Int>) in
            evaluator.evaluate(range, inFile: fileIndex, bindings: bindings, depth: depth + 1)
        }
        // Format calls: `String.format(f, …)`, `string.Format(f, …)`,
        // Ruby's `format(f, …)`, `"…".format(…)` (Python, Kotlin).
        if let style = formatStyle(name: name, receiver: receiver) {
            var arguments = positional.map(evaluate)
            let format: Value
            if let receiver, !["String", "string", "Kernel"].contains(sourceText(receiver)) {
                format = evaluate(receiver)
            } else {
                guard !arguments.isEmpty else { return .unknown(nil) }
                format = arguments.removeFirst()
            }
            var namedValues: [String: Value] = [:]
            for (key, range) in named { namedValues[key] = evaluate(range) }
            return formatted(format, arguments, namedValues, style: style)
        }
        let qualifier = receiver.flatMap { range -> String? in
            range.count == 1 && stream[range.lowerBound].kind == .identifier
                ? stream.text(range.lowerBound) : stream.text(range.upperBound - 1)
        }
        guard let found = evaluator.function(named: name, qualifier: qualifier, fromFile: fileIndex) else {
            return .unknown(nil)
        }
        let function: ProjectFunction
        switch found {
        case .failure(let unknown): return .unknown(unknown.reason)
        case .success(let only): function = only
        }
        return apply(function, positional: positional.map(evaluate), named: named.mapValues(evaluate))
    }

    /// The value `function` returns for these arguments.
    func apply(_ function: ProjectFunction, positional: [Value], named: [String: Value]) -> Value {
        var parameters = function.parameters
        // A Python method's `self`: the object it is called on.
        if evaluator.table.sources[function.fileIndex].language == .python, let first = parameters.first,
            first == "self" || first == "cls"
        {
            parameters.removeFirst()
        }
        let described = evaluator.describe(function)
        var bound: [String: Value] = [:]
        for (index, parameter) in parameters.enumerated() {
            let value = index < positional.count ? positional[index] : named[parameter]
            guard let value else {
                bound[parameter] = .unknown("is built by \(described) without a value for its parameter '\(parameter)'")
                continue
            }
            if case .unknown(let reason) = value {
                let why = reason.map { ", which \($0)" } ?? ", which is only known at run time"
                bound[parameter] = .unknown("is built by \(described) from its argument '\(parameter)'\(why)")
            } else {
                bound[parameter] = value
            }
        }
        let result = evaluator.evaluate(
            function.expression, inFile: function.fileIndex, bindings: bound, depth: depth + 1)
        switch result {
        case .known(let text, _, let name): return .known(text, throughFunction: true, throughName: name)
        case .unknown(let reason?) where reason.hasPrefix("is built by"): return result
        case .unknown(let reason?): return .unknown("is built by \(described), where the value \(reason)")
        case .unknown(nil): return .unknown("is built by \(described) at run time")
        }
    }

    private func formatStyle(name: String, receiver: Range<Int>?) -> FormatString.Style? {
        let receiverText = receiver.map(sourceText)
        switch (source.language, name) {
        case (.java, "format"), (.kotlin, "format"):
            return receiverText == "String" || (source.language == .kotlin && receiver != nil) ? .printf : nil
        case (.csharp, "Format"):
            return receiverText == "string" || receiverText == "String" ? .dotNet : nil
        case (.python, "format"):
            return receiver != nil ? .python : nil
        case (.ruby, "format"), (.ruby, "sprintf"):
            return receiver == nil || receiverText == "Kernel" ? .printf : nil
        default:
            return nil
        }
    }

    func formatted(_ format: Value, _ arguments: [Value], _ named: [String: Value], style: FormatString.Style) -> Value {
        let all = [format] + arguments + named.sorted { $0.key < $1.key }.map(\.value)
        let joined = concatenate(all, verb: "is formatted with")
        guard case .known(_, let function, let name) = joined else { return joined }
        guard case .known(let pattern, _, _) = format else { return .unknown(nil) }
        let texts = arguments.compactMap { if case .known(let text, _, _) = $0 { text } else { nil } }
        let namedTexts = named.compactMapValues { if case .known(let text, _, _) = $0 { text } else { nil } }
        guard let text = FormatString.apply(pattern, style: style, positional: texts, named: namedTexts) else {
            return .unknown("is formatted with a conversion LocatorLab does not evaluate")
        }
        return .known(text, throughFunction: function, throughName: name)
    }

    /// Python's and Ruby's `format % value` and `format % (a, b)`.
    func percentFormat(_ left: Range<Int>, _ right: Range<Int>) -> Value {
        let format = evaluator.evaluate(left, inFile: fileIndex, bindings: bindings, depth: depth + 1)
        var items = [right]
        if stream.isPunctuation(right.lowerBound, "(") || stream.isPunctuation(right.lowerBound, "["),
            stream.closingBracket(from: right.lowerBound) == right.upperBound - 1
        {
            items = arguments(open: right.lowerBound, close: right.upperBound - 1).positional
        }
        let values = items.map { evaluator.evaluate($0, inFile: fileIndex, bindings: bindings, depth: depth + 1) }
        return formatted(format, values, [:], style: .printf)
    }

    /// Robot Framework cells: one value cell, or a user keyword and its
    /// arguments (`${xpath}=    Row Locator    Cart`).
    func robotCells(_ range: Range<Int>) -> Value {
        if range.count == 1 {
            let index = range.lowerBound
            if stream[index].kind == .identifier { return lookUp(stream.text(index), qualifier: nil, at: index) }
            return literal(index)
        }
        let keyword = range.lowerBound
        guard stream[keyword].kind == .string,
            case .success(let function)? = evaluator.function(named: stream.text(keyword), qualifier: nil, fromFile: fileIndex)
        else { return .unknown(nil) }
        let arguments = ((keyword + 1)..<range.upperBound).map { robotCells($0..<($0 + 1)) }
        return apply(function, positional: arguments, named: [:])
    }
}
