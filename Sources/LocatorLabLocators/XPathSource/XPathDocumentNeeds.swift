/// What an XPath needs of the document it is evaluated on, read from its
/// tokens: which attributes it can observe, and whether it can match
/// differently on the page-source file's shape (the `AppiumAUT` wrapper,
/// `processId`/`bundleId`) than on a device. Both answers err towards
/// "more": an unneeded attribute or an extra check costs time, never a
/// wrong result.
public struct XPathDocumentNeeds: Sendable, Equatable {
    /// The attributes the XPath names, or all of them.
    public let attributes: XPathAttributeSelection
    /// Whether the XPath can tell the page-source file from the device
    /// document. `false` only for XPaths whose every location path starts at
    /// the document with `//`, whose name tests are all specific names, that
    /// never climb (`..`, `parent::`, `ancestor::`) and never name the
    /// wrapper or the page-source-only attributes: those select the same
    /// elements on both.
    public let mayDependOnFileShape: Bool
    /// Whether the XPath is known to select nothing on the page-source
    /// file's shape without evaluating it there: it is one absolute
    /// location path whose first step is a child step naming an element
    /// other than the wrapper (`/XCUIElementTypeApplication/…`, what
    /// absolute-path locators look like). On the file that first step
    /// meets the wrapper, so nothing is selected, whatever the predicates.
    /// Always `false` without a wrapper.
    public let selectsNothingOnFileShape: Bool

    /// Whether the XPath can keep libxml2 busy without allocating, beyond
    /// the reach of the allocator's time check: merging node sets of a
    /// descendant step applied to many context nodes (`//*//*`), or of an
    /// upward or sideways axis. Such XPaths are evaluated on a thread of
    /// their own that the caller stops waiting for at the time limit; the
    /// common single-`//` locator and absolute paths run inline.
    public let mayRunAway: Bool

    static let spreadingAxes: Set<String> = [
        "descendant", "descendant-or-self", "parent", "ancestor", "ancestor-or-self", "following", "following-sibling",
        "preceding", "preceding-sibling",
    ]

    /// Whether the XPath can see the page-source-only attributes: it names
    /// `processId` or `bundleId`, or every attribute.
    public var seesPageSourceOnlyAttributes: Bool {
        switch attributes {
        case .all: true
        case .named(let names): !names.isDisjoint(with: Self.pageSourceOnlyAttributes)
        }
    }

    /// Attributes WebDriverAgent writes only in page-source mode.
    static let pageSourceOnlyAttributes: Set<String> = ["processId", "bundleId"]
    static let climbingAxes: Set<String> = ["parent", "ancestor", "ancestor-or-self"]

    /// Whether the `*` at `position` starts a predicate that requires an
    /// attribute. `lastAlternative` is the position of the last `or`,
    /// `not` or `|` of `tokens` (-1 without one): an XPath of many `*`
    /// steps used to scan the rest of its tokens for one after each.
    static func requiresAnAttribute(_ tokens: [XPathToken], afterStarAt position: Int, lastAlternative: Int) -> Bool {
        guard position + 3 < tokens.count, tokens[position + 1].isSymbol("["), tokens[position + 2].isSymbol("@"),
            case .name = tokens[position + 3].kind
        else { return false }
        guard position + 4 < tokens.count else { return false }
        // An `or`, `not()` or union anywhere after could make the predicate
        // true without the attribute; then the wrapper counts.
        if lastAlternative >= position + 4 { return false }
        let next = tokens[position + 4]
        if case .name("and") = next.kind { return true }
        return ["]", "=", "!=", "<", "<=", ">", ">="].contains { next.isSymbol($0) }
    }

    /// See ``selectsNothingOnFileShape``. Only the tokens outside
    /// predicates matter: `/` name, then `/` or `//` and a name or `*`, and
    /// nothing else (no union, function, axis, operator or group).
    static func isAbsolutePathBelowTheWrapper(_ tokens: [XPathToken], wrapper: String?) -> Bool {
        guard let wrapper, !wrapper.isEmpty else { return false }
        let outer = tokens.filter { $0.bracketDepth == 0 && !$0.isSymbol("[") && !$0.isSymbol("]") }
        guard outer.count >= 2, outer[0].isSymbol("/"), case .name(let first) = outer[1].kind, first != wrapper,
            // WebDriverAgent turns XCUIElementTypeAny into `*` before evaluating.
            !first.contains(IOSElementType.any), !first.hasSuffix(":*")
        else { return false }
        var position = 2
        while position < outer.count {
            guard position + 1 < outer.count, outer[position].isSymbol("/") || outer[position].isSymbol("//") else {
                return false
            }
            switch outer[position + 1].kind {
            case .star, .name: position += 2
            default: return false
            }
        }
        return true
    }

    public init(_ expression: String, wrapper: String?) {
        self.init(XPathSyntax(expression), wrapper: wrapper)
    }

    /// The needs of `syntax`'s expression. The attributes are those the
    /// text names; the shape questions are answered from its tokens.
    public init(_ syntax: XPathSyntax, wrapper: String?) {
        self.init(syntax, wrapper: wrapper, meter: PreparationMeter())
    }

    /// The needs of `syntax`'s expression, counting the work on `meter`;
    /// once the meter stops, the answer is incomplete.
    init(_ syntax: XPathSyntax, wrapper: String?, meter: PreparationMeter) {
        let tokens = syntax.tokens
        var selection = syntax.attributesNamed
        meter.spend(syntax.attributes.count + syntax.functions.count)
        // A literal can hold the wrapper's name (`name()='AppiumAUT'`). The
        // text is searched once, not once per literal: that search took 24 s
        // for an XPath of 9,000 `or` terms (issue 29).
        var literalsMayNameWrapper = false
        if let wrapper, !syntax.literals.isEmpty {
            meter.spend(syntax.length)
            literalsMayNameWrapper = syntax.expression.contains(wrapper)
        }
        var lastAlternative = -1
        for position in tokens.indices.reversed() {
            guard meter.spend() else { break }
            let token = tokens[position]
            if case .name(let name) = token.kind, name == "or" || name == "not" {
                lastAlternative = position
                break
            }
            if token.isSymbol("|") {
                lastAlternative = position
                break
            }
        }
        // `lang()` reads `xml:lang` on the context's ancestors.
        if syntax.functions.contains(where: { $0.name == "lang" }) { selection = .all }
        var fileShapeMatters = false

        var descendantSteps = 0
        var spreads = false
        var expectPathStart = true
        for (position, token) in tokens.enumerated() {
            guard meter.spend() else { break }
            if token.isSymbol("//") { descendantSteps += 1 }
            if token.isSymbol("..") { spreads = true }
            if case .name(let name) = token.kind, Self.spreadingAxes.contains(name), position + 1 < tokens.count,
                tokens[position + 1].isSymbol("::")
            {
                spreads = true
            }
            let next = position + 1 < tokens.count ? tokens[position + 1] : nil

            // Shape: every path that starts at the top level must start
            // with `//`; nothing may match or reach the wrapper.
            switch token.kind {
            case .star:
                // `*[@name…]` cannot select the wrapper, which has no
                // attributes: a predicate that starts by requiring one
                // (`[@a]`, `[@a='x']`, `[@a and …]`) is false there.
                if !Self.requiresAnAttribute(tokens, afterStarAt: position, lastAlternative: lastAlternative) {
                    fileShapeMatters = true
                }
            case .symbol(".."):
                fileShapeMatters = true
            case .name(let name):
                if Self.climbingAxes.contains(name) && next?.isSymbol("::") == true { fileShapeMatters = true }
                if name == "node" && next?.isSymbol("(") == true { fileShapeMatters = true }
                if Self.pageSourceOnlyAttributes.contains(name) || name == wrapper { fileShapeMatters = true }
            case .literal:
                if literalsMayNameWrapper { fileShapeMatters = true }
            default:
                break
            }
            if token.bracketDepth == 0 {
                if expectPathStart {
                    if token.isSymbol("(") { continue }
                    if !token.isSymbol("//") { fileShapeMatters = true }
                    expectPathStart = false
                } else if token.isSymbol("|") || token.isSymbol(",") {
                    expectPathStart = true
                } else if token.isSymbol("(") {
                    // A function call or group after the path began: its
                    // argument is a path of its own.
                    expectPathStart = true
                }
            }
        }
        attributes = selection
        mayDependOnFileShape = fileShapeMatters || selection == .all
        meter.spend(tokens.count)
        selectsNothingOnFileShape = Self.isAbsolutePathBelowTheWrapper(tokens, wrapper: wrapper)
        mayRunAway = descendantSteps > 1 || spreads
    }
}
