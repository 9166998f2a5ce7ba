import LocatorLabFiles
import SwiftSyntax

/// Finds the XCUITest queries of one parsed Swift file: every outermost
/// chain with at least one query step written at its place (a type query,
/// `descendants`/`children(matching:)`, a subscript, `matching`,
/// `containing`, `element…`, `firstMatch`, `count`), in test methods,
/// page-object properties, helpers and `XCUIApplication` extensions alike.
final class SwiftQueryFinder: SwiftContextVisitor {
    private var reader: SwiftQueryReader
    private let file: String
    private let utf8: [UInt8]
    private let lines: LineIndex
    private let identifierConstants: [String: String]
    private(set) var found: [FoundLocator] = []

    init(file: String, index: Int, utf8: [UInt8], declarations: SwiftDeclarations, identifierConstants: [String: String]) {
        reader = SwiftQueryReader(declarations: declarations)
        self.file = file
        self.utf8 = utf8
        lines = LineIndex(utf8)
        self.identifierConstants = identifierConstants
        super.init(file: index, applicationTypes: declarations.applicationTypes)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { consider(ExprSyntax(node)) }
    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind { consider(ExprSyntax(node)) }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { consider(ExprSyntax(node)) }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { consider(ExprSyntax(node)) }

    private func consider(_ expression: ExprSyntax) -> SyntaxVisitorContinueKind {
        guard let chain = reader.read(expression, in: context), chain.steps.count > chain.inherited || chain.helper != nil
        else {
            return .visitChildren
        }
        record(chain, expression)
        return .skipChildren
    }

    private func record(_ chain: SwiftQueryReader.Chain, _ expression: ExprSyntax) {
        let range =
            expression.positionAfterSkippingLeadingTrivia.utf8Offset..<expression.endPositionBeforeTrailingTrivia.utf8Offset
        let use: XCUIQuerySource.Use =
            switch chain.steps.last! {
            case .firstMatch: .firstMatch
            case let step where step.resolvesElement: .element
            default: .set
            }
        var query = XCUIQuerySource(
            steps: chain.steps, writtenSteps: chain.steps.count - chain.inherited, base: chain.base,
            baseDeclaration: chain.baseDeclaration, helper: chain.helper, use: use, identifierConstants: identifierConstants)
        (query.rewriteRange, query.rewriteIncludesBase) = Self.rewriteRange(of: expression, base: chain.baseNode)
        found.append(
            FoundLocator(
                file: file, language: .swift, form: .xcuiQuery, call: "XCUITest",
                expression: chain.dynamicReason == nil ? query.text : nil,
                argumentText: String(decoding: utf8[range], as: UTF8.self), position: lines.position(of: range.lowerBound),
                endPosition: lines.position(of: range.upperBound), argumentRange: range,
                findsSeveral: use == .set, findsOne: use == .firstMatch, dynamicDetail: chain.dynamicReason,
                valueSource: chain.valueSource, constant: nil, helper: nil, anchors: RewriteAnchors(callee: range),
                literalStyle: nil, xcuiQuery: query))
    }

    /// Xcode's recorder tokens: `/*@START_MENU_TOKEN@*/` before the
    /// expression it recorded, `/*[[alternatives]]@END_MENU_TOKEN@*/` after.
    static let tokenStart = "@START_MENU_TOKEN@*/"
    static let tokenEnd = "@END_MENU_TOKEN@*/"

    /// ``XCUIQuerySource/rewriteRange``: from the first written step (after
    /// the base and the trivia that follows it) to the end of the chain,
    /// widened to whole recorder tokens when one opens or closes inside.
    static func rewriteRange(of expression: ExprSyntax, base: Syntax?) -> (Range<Int>, includesBase: Bool) {
        var start = expression.positionAfterSkippingLeadingTrivia.utf8Offset
        var end = expression.endPositionBeforeTrailingTrivia.utf8Offset
        var includesBase = true
        // The comments between the base and the first step, with their offsets.
        var before: [(text: String, range: Range<Int>)] = []
        if let base, let last = base.lastToken(viewMode: .sourceAccurate),
            let next = last.nextToken(viewMode: .sourceAccurate),
            next.positionAfterSkippingLeadingTrivia.utf8Offset <= end
        {
            start = next.positionAfterSkippingLeadingTrivia.utf8Offset
            includesBase = false
            before = comments(last.trailingTrivia, at: last.endPositionBeforeTrailingTrivia.utf8Offset)
                + comments(next.leadingTrivia, at: next.position.utf8Offset)
        }
        let inside = expression.tokens(viewMode: .sourceAccurate).flatMap { token in
            comments(token.leadingTrivia, at: token.position.utf8Offset)
                + comments(token.trailingTrivia, at: token.endPositionBeforeTrailingTrivia.utf8Offset)
        }.filter { $0.range.lowerBound >= start && $0.range.upperBound <= end }
        let open = inside.filter { $0.text.hasSuffix(tokenStart) }.count
        let close = inside.filter { $0.text.hasSuffix(tokenEnd) }.count
        // A token opening before the first step, or before the base (it then wraps the base too).
        let leading = expression.firstToken(viewMode: .sourceAccurate).map {
            comments($0.leadingTrivia, at: $0.position.utf8Offset)
        } ?? []
        let opening =
            before.last { $0.text.hasSuffix(tokenStart) }.map { ($0.range.lowerBound, false) }
            ?? leading.last { $0.text.hasSuffix(tokenStart) }.map { ($0.range.lowerBound, true) }
        // A token closing just after the last step.
        var after: [(text: String, range: Range<Int>)] = []
        if let last = expression.lastToken(viewMode: .sourceAccurate) {
            after = comments(last.trailingTrivia, at: last.endPositionBeforeTrailingTrivia.utf8Offset)
            if let next = last.nextToken(viewMode: .sourceAccurate) {
                after += comments(next.leadingTrivia, at: next.position.utf8Offset)
            }
        }
        let closing = after.first { $0.text.hasSuffix(tokenEnd) }?.range.upperBound
        if close > open || (close == open && closing != nil), let opening {
            // Closed inside (or around): open where the token opens.
            start = opening.0
            includesBase = includesBase || opening.1
        }
        if open > close || (close == open && opening != nil), let closing { end = closing }
        return (start..<end, includesBase)
    }

    /// The block comments of `trivia`, which starts at byte `offset`.
    private static func comments(_ trivia: Trivia, at offset: Int) -> [(text: String, range: Range<Int>)] {
        var position = offset
        var found: [(text: String, range: Range<Int>)] = []
        for piece in trivia {
            let length = piece.sourceLength.utf8Length
            if case .blockComment(let text) = piece { found.append((text, position..<(position + length))) }
            position += length
        }
        return found
    }
}
