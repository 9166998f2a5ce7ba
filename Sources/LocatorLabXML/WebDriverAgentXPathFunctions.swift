import CLibXML

/// The XPath extension functions WebDriverAgent ≥ 13.2.0 registers on its
/// libxml2 context, re-implemented as libxml2 callbacks so iOS locators that
/// use them evaluate as on a device.
///
/// Semantics follow `WebDriverAgentLib/Utilities/FBXPathExtensions.m`
/// (appium/WebDriverAgent @c279b4c), not XPath 2.0. What the code does:
/// - `matches(input, pattern[, flags])` → boolean: NSRegularExpression
///   searched anywhere in `input` (not anchored). Flags other than `i`, `m`,
///   `s` and `x` fail the evaluation (`FBXPathFlagsAreValid`), and of those
///   only `i` changes the expression (`FBXPathRegexOptionsFromFlags`); a
///   pattern that does not compile fails it too (`XPATH_EXPR_ERROR`).
/// - `ends-with(input, suffix)` → boolean: `-[NSString hasSuffix:]`, which
///   is false for an empty suffix.
/// - `lower-case(s)`, `upper-case(s)` → string: `lowercaseString` /
///   `uppercaseString`, locale-independent full case mapping (`ß` → `SS`).
/// - `replace(input, pattern, replacement[, flags])` → string:
///   NSRegularExpression template replacement (`$1`, `\$`); flags as in
///   `matches`, and `q` is accepted too (and ignored); a pattern that does
///   not compile fails the evaluation.
/// - `tokenize(input[, pattern])` → a *string*: the XPath 1.0 engine has no
///   sequences, so the tokens are joined with U+001E (record separator),
///   which `string-join` splits again. No pattern: runs of non-whitespace
///   (`\S+`); empty pattern: grapheme clusters; otherwise the parts between
///   regex matches (no flags). Empty tokens are dropped; an empty input
///   gives the empty string (its pattern is then never compiled), and a
///   pattern that does not compile fails the evaluation.
/// - `string-join(sequence, separator)` → string: a node set joins each
///   node's string value (`xmlNodeGetContent`), anything else is converted
///   to a string and split at U+001E (so `tokenize` output round-trips); an
///   empty string joins nothing.
/// - A wrong number of arguments is `XPATH_INVALID_ARITY`, which fails the
///   whole evaluation.
///
/// The regular expressions come from the ``XPathRegularExpressionEngine``
/// the evaluator was given (NSRegularExpression in LocatorLabLocators). A
/// refused pattern or flag is kept in the ``Registration`` (as WebDriverAgent
/// keeps `lastEvaluationError`), so the evaluator can say which function
/// refused what; a catastrophic pattern is given up at the evaluation's
/// deadline (``EvaluationBudget``), and the evaluation fails with the limit.
///
/// Arguments are converted with `xmlXPathPopString`, so a node-set argument
/// other than `string-join`'s first means the string value of its first node,
/// as for XPath 1.0's own string functions.
enum WebDriverAgentXPathFunctions {
    /// The record separator WebDriverAgent puts between `tokenize` results.
    static let tokenSeparator = "\u{1E}"

    /// What the callbacks need from the evaluator; it owns this object for
    /// as long as the context lives.
    final class Registration {
        let regularExpressions: any XPathRegularExpressionEngine
        /// Why the last evaluation failed in a regular-expression function,
        /// if it did; the evaluator clears it before each evaluation.
        var refusal: Refusal?

        init(regularExpressions: any XPathRegularExpressionEngine) {
            self.regularExpressions = regularExpressions
        }
    }

    /// A pattern or flags WebDriverAgent refuses with an XPath error.
    struct Refusal: Equatable {
        /// `matches`, `replace` or `tokenize`.
        let function: String
        /// The refused argument as the function received it.
        let argument: String
        /// Why, as a lowercase fragment.
        let reason: String
    }

    /// Registers every function on `context`. `registration` must outlive
    /// the context. It travels in the context's `funcLookupData`, which
    /// libxml2 reads only for a custom lookup function (none is installed;
    /// `userData` already carries the error collector).
    static func register(on context: xmlXPathContextPtr, _ registration: Registration) {
        context.pointee.funcLookupData = Unmanaged.passUnretained(registration).toOpaque()
        for (name, function) in functions {
            name.withCString { pointer in
                _ = xmlXPathRegisterFunc(context, UnsafeRawPointer(pointer).assumingMemoryBound(to: xmlChar.self), function)
            }
        }
    }

    private static let functions: [(String, xmlXPathFunction)] = [
        ("matches", matchesFunction),
        ("ends-with", endsWithFunction),
        ("lower-case", lowerCaseFunction),
        ("upper-case", upperCaseFunction),
        ("replace", replaceFunction),
        ("tokenize", tokenizeFunction),
        ("string-join", stringJoinFunction),
    ]

    // MARK: - The functions

    private static let matchesFunction: xmlXPathFunction = { ctxt, nargs in
        guard let ctxt, begin(ctxt, "matches", nargs: nargs, allowed: 2...3) else { return }
        let flags = nargs == 3 ? popString(ctxt) : nil
        guard let pattern = popString(ctxt), let input = popString(ctxt), !failed(ctxt) else { return }
        guard acceptsFlags(ctxt, "matches", flags, allowed: "imsx") else { return }
        let engine = regularExpressions(ctxt)
        let found = engine.matches(input, pattern: pattern, caseInsensitive: caseInsensitive(flags), stop: stop)
        guard !stoppedByBudget(ctxt) else { return }
        guard let found else { return refusePattern(ctxt, "matches", pattern) }
        pushBoolean(ctxt, found)
    }

    private static let endsWithFunction: xmlXPathFunction = { ctxt, nargs in
        guard let ctxt, begin(ctxt, "ends-with", nargs: nargs, allowed: 2...2) else { return }
        guard let suffix = popString(ctxt), let input = popString(ctxt), !failed(ctxt) else { return }
        // `-[NSString hasSuffix:]` answers NO for an empty suffix (unlike
        // XPath 2's ends-with and Swift's hasSuffix). It is an anchored,
        // non-literal search, so canonically equivalent strings match, as
        // with Swift's hasSuffix (inferred from Apple's documentation).
        pushBoolean(ctxt, !suffix.isEmpty && input.hasSuffix(suffix))
    }

    private static let lowerCaseFunction: xmlXPathFunction = { ctxt, nargs in
        guard let ctxt, begin(ctxt, "lower-case", nargs: nargs, allowed: 1...1) else { return }
        guard let input = popString(ctxt), !failed(ctxt) else { return }
        // `lowercaseString` is locale-independent Unicode case mapping, as is
        // Swift's; context-sensitive rules (Greek final sigma) may differ
        // between the two (inferred, not checked on a device).
        pushString(ctxt, input.lowercased())
    }

    private static let upperCaseFunction: xmlXPathFunction = { ctxt, nargs in
        guard let ctxt, begin(ctxt, "upper-case", nargs: nargs, allowed: 1...1) else { return }
        guard let input = popString(ctxt), !failed(ctxt) else { return }
        pushString(ctxt, input.uppercased())
    }

    private static let replaceFunction: xmlXPathFunction = { ctxt, nargs in
        guard let ctxt, begin(ctxt, "replace", nargs: nargs, allowed: 3...4) else { return }
        let flags = nargs == 4 ? popString(ctxt) : nil
        guard let replacement = popString(ctxt), let pattern = popString(ctxt), let input = popString(ctxt),
            !failed(ctxt)
        else { return }
        guard acceptsFlags(ctxt, "replace", flags, allowed: "imsxq") else { return }
        let engine = regularExpressions(ctxt)
        let replaced = engine.replacingMatches(
            in: input, pattern: pattern, template: replacement, caseInsensitive: caseInsensitive(flags),
            maximumLength: EvaluationBudget.remainingMemory, stop: stop)
        guard !stoppedByBudget(ctxt) else { return }
        guard let replaced else { return refusePattern(ctxt, "replace", pattern) }
        pushString(ctxt, replaced)
    }

    private static let tokenizeFunction: xmlXPathFunction = { ctxt, nargs in
        guard let ctxt, begin(ctxt, "tokenize", nargs: nargs, allowed: 1...2) else { return }
        let pattern = nargs == 2 ? popString(ctxt) : nil
        guard let input = popString(ctxt), !failed(ctxt) else { return }
        let tokens = tokens(of: input, pattern: pattern, engine: regularExpressions(ctxt))
        guard !stoppedByBudget(ctxt) else { return }
        guard let tokens else { return refusePattern(ctxt, "tokenize", pattern ?? "") }
        pushString(ctxt, tokens.joined(separator: tokenSeparator))
    }

    private static let stringJoinFunction: xmlXPathFunction = { ctxt, nargs in
        guard let ctxt, begin(ctxt, "string-join", nargs: nargs, allowed: 2...2) else { return }
        let separator = popString(ctxt)
        let sequence = valuePop(ctxt)
        defer { if let sequence { xmlXPathFreeObject(sequence) } }
        guard let separator, let sequence, !failed(ctxt) else { return }
        pushString(ctxt, parts(of: sequence).joined(separator: separator))
    }

    // MARK: - Shared semantics

    /// Of the flags it accepts, WebDriverAgent looks only for `i`
    /// (`FBXPathRegexOptionsFromFlags`): `m`, `s`, `x` and `q` change nothing.
    private static func caseInsensitive(_ flags: String?) -> Bool {
        flags?.contains("i") == true
    }

    /// `FBXPathFlagsAreValid`: every UTF-16 unit of the flags must be one of
    /// `allowed` (`imsx` for `matches`, `imsxq` for `replace`), checked
    /// before the pattern is compiled; otherwise the evaluation fails with
    /// "Invalid regular expression flags".
    private static func acceptsFlags(
        _ ctxt: xmlXPathParserContextPtr, _ function: String, _ flags: String?, allowed: String
    ) -> Bool {
        guard let flags, let bad = flags.utf16.first(where: { !allowed.utf16.contains($0) }) else { return true }
        let letter = String(decoding: [bad], as: UTF16.self)
        let accepted = allowed.map { String($0) }.joined(separator: ", ")
        refuse(
            ctxt,
            Refusal(
                function: function, argument: flags,
                reason: "invalid regular expression flag '\(letter)' in '\(flags)' (WebDriverAgent accepts \(accepted))"))
        return false
    }

    /// A pattern NSRegularExpression does not compile: WebDriverAgent fails
    /// the evaluation with the compiler's message.
    private static func refusePattern(_ ctxt: xmlXPathParserContextPtr, _ function: String, _ pattern: String) {
        refuse(
            ctxt,
            Refusal(
                function: function, argument: pattern,
                reason: "invalid regular expression '\(pattern)' (it does not compile with NSRegularExpression)"))
    }

    /// Fails the evaluation as `FBXPathSetEvaluationError` does
    /// (`XPATH_EXPR_ERROR`), keeping why for the evaluator.
    private static func refuse(_ ctxt: xmlXPathParserContextPtr, _ refusal: Refusal) {
        registration(ctxt).refusal = refusal
        xmlXPathErr(ctxt, Int32(XPATH_EXPR_ERROR.rawValue))
    }

    /// `tokenize`: no pattern gives the runs of non-whitespace (WebDriverAgent
    /// enumerates `\S+` matches; splitting at `\s+` and dropping empty parts
    /// gives the same runs); an empty pattern gives grapheme clusters
    /// (WebDriverAgent: composed character sequences); otherwise the parts
    /// between matches of the pattern, without flags. Empty tokens are
    /// dropped; an empty input gives none without compiling the pattern;
    /// `nil`: the pattern does not compile.
    static func tokens(of input: String, pattern: String?, engine: any XPathRegularExpressionEngine) -> [String]? {
        if input.isEmpty { return [] }
        if pattern?.isEmpty == true { return input.map(String.init) }
        guard let parts = engine.split(input, pattern: pattern ?? "\\s+", stop: stop) else { return nil }
        return parts.filter { !$0.isEmpty }
    }

    /// What the engine asks while matching: whether the evaluation's time
    /// is up.
    private static func stop() -> Bool {
        EvaluationBudget.deadlinePassed
    }

    /// Fails the evaluation when the budget stopped the work (the
    /// evaluator then reports which limit).
    private static func stoppedByBudget(_ ctxt: xmlXPathParserContextPtr) -> Bool {
        guard EvaluationBudget.deadlinePassed else { return false }
        xmlXPathErr(ctxt, Int32(XPATH_MEMORY_ERROR.rawValue))
        return true
    }

    private static func regularExpressions(_ ctxt: xmlXPathParserContextPtr) -> any XPathRegularExpressionEngine {
        registration(ctxt).regularExpressions
    }

    private static func registration(_ ctxt: xmlXPathParserContextPtr) -> Registration {
        // `begin` checked the function is registered on this context, so
        // the registration is there.
        let raw = ctxt.pointee.context.pointee.funcLookupData!
        return Unmanaged<Registration>.fromOpaque(raw).takeUnretainedValue()
    }

    // MARK: - string-join's sequence

    /// A node set gives each node's string value (nodes without one are
    /// skipped); anything else its string form split at U+001E.
    private static func parts(of sequence: xmlXPathObjectPtr) -> [String] {
        if sequence.pointee.type == XPATH_NODESET {
            guard let set = sequence.pointee.nodesetval else { return [] }
            var parts: [String] = []
            for position in 0..<Int(set.pointee.nodeNr) {
                guard let node = set.pointee.nodeTab[position], let content = xmlNodeGetContent(node) else { continue }
                parts.append(String(cString: content))
                locatorlab_xml_free(content)
            }
            return parts
        }
        guard let converted = xmlXPathCastToString(sequence) else { return [] }
        let value = String(cString: converted)
        locatorlab_xml_free(converted)
        if value.isEmpty { return [] }
        return value.split(separator: tokenSeparator, omittingEmptySubsequences: false).map(String.init)
    }

    // MARK: - Talking to libxml2's value stack

    /// What `CHECK_ARITY` does (the macro does not import), plus a guard
    /// libxml2 needs: a compiled expression caches the function it first
    /// resolved, so an expression evaluated on a WebDriverAgent evaluator
    /// would otherwise still call these functions on an XPath 1.0 evaluator.
    /// A context without the function reports it unknown, as libxml2 would.
    private static func begin(
        _ ctxt: xmlXPathParserContextPtr, _ name: String, nargs: Int32, allowed: ClosedRange<Int32>
    ) -> Bool {
        let registered = name.withCString { pointer in
            xmlXPathFunctionLookup(ctxt.pointee.context, UnsafeRawPointer(pointer).assumingMemoryBound(to: xmlChar.self))
        }
        guard registered != nil else {
            xmlXPathErr(ctxt, Int32(XPATH_UNKNOWN_FUNC_ERROR.rawValue))
            return false
        }
        guard allowed.contains(nargs) else {
            xmlXPathErr(ctxt, Int32(XPATH_INVALID_ARITY.rawValue))
            return false
        }
        guard ctxt.pointee.valueNr >= ctxt.pointee.valueFrame + nargs else {
            xmlXPathErr(ctxt, Int32(XPATH_STACK_ERROR.rawValue))
            return false
        }
        return true
    }

    private static func failed(_ ctxt: xmlXPathParserContextPtr) -> Bool {
        ctxt.pointee.error != Int32(XPATH_EXPRESSION_OK.rawValue)
    }

    /// Pops the top argument converted to a string, freeing libxml2's copy.
    private static func popString(_ ctxt: xmlXPathParserContextPtr) -> String? {
        guard let bytes = xmlXPathPopString(ctxt) else { return nil }
        defer { locatorlab_xml_free(bytes) }
        return String(cString: bytes)
    }

    private static func pushString(_ ctxt: xmlXPathParserContextPtr, _ value: String) {
        // Results are bounded like libxml2's own allocations: nested
        // replace() with a `$0$0$0$0` template grew to 1.4 GB.
        if EvaluationBudget.wouldExceedMemory(adding: value.utf8.count) {
            xmlXPathErr(ctxt, Int32(XPATH_MEMORY_ERROR.rawValue))
            return
        }
        // xmlXPathNewString copies; a NUL cannot come from an XML document.
        let object = value.withCString { xmlXPathNewString(UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self)) }
        push(ctxt, object)
    }

    private static func pushBoolean(_ ctxt: xmlXPathParserContextPtr, _ value: Bool) {
        push(ctxt, xmlXPathNewBoolean(value ? 1 : 0))
    }

    private static func push(_ ctxt: xmlXPathParserContextPtr, _ object: xmlXPathObjectPtr?) {
        guard let object else {
            xmlXPathErr(ctxt, Int32(XPATH_MEMORY_ERROR.rawValue))
            return
        }
        // libxml2 2.9.14's valuePush returns the slot index or 0 on failure,
        // which cannot be told apart; on failure it sets ctxt->error (out of
        // memory), and the object is lost as in libxml2's own functions.
        _ = valuePush(ctxt, object)
    }
}
