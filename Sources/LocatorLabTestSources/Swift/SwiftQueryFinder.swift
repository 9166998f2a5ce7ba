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
        let query = XCUIQuerySource(
            steps: chain.steps, writtenSteps: chain.steps.count - chain.inherited, base: chain.base,
            baseDeclaration: chain.baseDeclaration, helper: chain.helper, use: use, identifierConstants: identifierConstants)
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
}
