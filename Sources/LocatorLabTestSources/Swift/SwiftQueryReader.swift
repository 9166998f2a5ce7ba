import LocatorLabModel
import SwiftSyntax

/// Reads one Swift expression as an XCUITest query chain: the base it
/// starts from (the application, an element a page object holds, an
/// element known only at run time) and each step with its arguments
/// resolved through ``SwiftDeclarations``. The names of the type queries
/// are those of ``XCUIElementTypeTable``.
package struct SwiftQueryReader {
    /// A chain read so far.
    package struct Chain {
        package var steps: [XCUIQuerySource.Step] = []
        /// Steps that come from a page-object property or variable.
        package var inherited = 0
        /// The base's text, kept by a rewrite.
        package var base: String
        /// The base's syntax in the file being read, where the written
        /// steps start after it; `nil` for the implicit `self` of an
        /// `XCUIApplication` extension (the steps start the chain).
        package var baseNode: Syntax?
        package var baseDeclaration: String?
        /// Why the query is known only at run time (the first reason).
        package var dynamicReason: String?
        /// The helper a call goes through (`'raceCell(named:)'`), when the
        /// chain starts from one.
        package var helper: String?
        /// How the arguments were known: the weakest wins.
        package var valueSource: LocatorValueSource = .literal

        mutating func note(_ source: LocatorValueSource) {
            let order: [LocatorValueSource] = [.literal, .helper, .constant, .variable, .dynamic]
            if order.firstIndex(of: source)! > order.firstIndex(of: valueSource)! { valueSource = source }
        }

        mutating func dynamic(_ reason: String) {
            if dynamicReason == nil { dynamicReason = reason }
            valueSource = .dynamic
        }
    }

    /// `buttons`, `staticTexts`, … (every type's query name).
    static let typeQueries: Set<String> = Set(XCUIElementTypeTable.entries.compactMap(\.queryName))
    /// `button`, `staticText`, …: `XCUIElement.ElementType` case names.
    static let typeCases: Set<String> = Set(
        XCUIElementTypeTable.entries.map { $0.shortName.prefix(1).lowercased() + $0.shortName.dropFirst() } + ["any"])

    let declarations: SwiftDeclarations
    /// Holders being read, against a property defined through itself.
    private var reading: Set<SyntaxIdentifier> = []

    package init(declarations: SwiftDeclarations) {
        self.declarations = declarations
    }

    /// The chain `expression` is, or `nil` when it is no query.
    package mutating func read(_ expression: ExprSyntax, in context: SwiftQueryContext) -> Chain? {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return nil }
            let step: XCUIQuerySource.Step
            switch name {
            case _ where Self.typeQueries.contains(name):
                guard var chain = read(base, in: context) ?? start(base, in: context) else { return nil }
                chain.steps.append(.typeQuery(name))
                return chain
            case "firstMatch": step = .firstMatch
            case "element": step = .element
            case "count": step = .count
            case "allElementsBoundByIndex": step = .allElementsBoundByIndex
            default:
                return holderChain(named: name, base: base, expression: expression, in: context)
            }
            guard var chain = read(base, in: context), !chain.steps.isEmpty else { return nil }
            chain.steps.append(step)
            return chain
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
            guard var chain = read(subscriptCall.calledExpression, in: context), let last = chain.steps.last,
                !last.resolvesElement, last != .count, subscriptCall.arguments.count == 1,
                let key = subscriptCall.arguments.first?.expression
            else { return nil }
            guard let value = string(key, in: context, chain: &chain, what: "key") else {
                chain.steps.append(.subscripted(""))
                return chain
            }
            chain.steps.append(.subscripted(value))
            return chain
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return readCall(call, in: context) ?? helperCall(call, in: context)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            // `buttons["Login"]` inside an `XCUIApplication` extension.
            if context.selfIsApplication, Self.typeQueries.contains(name), context.parameters[name] == nil {
                return Chain(steps: [.typeQuery(name)], base: "")
            }
            return holderChain(named: name, base: nil, expression: expression, in: context)
        }
        return nil
    }

    private mutating func readCall(_ call: FunctionCallExprSyntax, in context: SwiftQueryContext) -> Chain? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let name = member.declName.baseName.text
        let arguments = Array(call.arguments)
        let labels = arguments.map { $0.label?.text ?? "_" }
        switch (name, labels) {
        case ("descendants", ["matching"]), ("children", ["matching"]):
            guard var chain = read(base, in: context) ?? start(base, in: context) else { return nil }
            let type = elementType(arguments[0].expression, chain: &chain)
            chain.steps.append(name == "children" ? .children(type) : .descendants(type))
            return chain
        default: break
        }
        guard var chain = read(base, in: context), let last = chain.steps.last, !last.resolvesElement, last != .count else {
            return nil
        }
        switch (name, labels) {
        case ("matching", ["identifier"]):
            chain.steps.append(.matchingIdentifier(string(arguments[0].expression, in: context, chain: &chain, what: "identifier") ?? ""))
        case ("matching", ["_", "identifier"]), ("containing", ["_", "identifier"]), ("element", ["matching", "identifier"]):
            let type = elementType(arguments[0].expression, chain: &chain)
            let key = optionalString(arguments[1].expression, in: context, chain: &chain)
            switch name {
            case "matching": chain.steps.append(.matchingType(type, identifier: key))
            case "containing": chain.steps.append(.containingType(type, identifier: key))
            default: chain.steps.append(.elementMatching(type, identifier: key))
            }
        case ("matching", ["_"]), ("containing", ["_"]), ("element", ["matching"]):
            let (format, values) = predicate(arguments[0].expression, in: context, chain: &chain)
            switch name {
            case "matching": chain.steps.append(.matchingPredicate(format: format, arguments: values))
            case "containing": chain.steps.append(.containingPredicate(format: format, arguments: values))
            default: chain.steps.append(.elementMatchingPredicate(format: format, arguments: values))
            }
        case ("element", ["boundBy"]):
            let argument = arguments[0].expression
            if let literal = argument.as(IntegerLiteralExprSyntax.self), let index = Int(literal.literal.text.replacingOccurrences(of: "_", with: "")) {
                chain.steps.append(.elementBoundBy(index))
            } else {
                chain.dynamic("its index '\(argument.trimmedDescription)' is computed at run time")
                chain.steps.append(.elementBoundBy(0))
            }
        default:
            return nil
        }
        return chain
    }

    /// The root a type query starts from: the application (`app`,
    /// `XCUIApplication()`, `self.app`, an `XCUIApplication` subclass's
    /// `self`), else an element known only at run time.
    private func start(_ base: ExprSyntax, in context: SwiftQueryContext) -> Chain? {
        var chain = startChain(base, in: context)
        chain?.baseNode = Syntax(base)
        return chain
    }

    private func startChain(_ base: ExprSyntax, in context: SwiftQueryContext) -> Chain? {
        let text = base.trimmedDescription
        if SwiftDeclarations.Collector.isApplication(base) { return Chain(base: text) }
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "self", context.selfIsApplication { return Chain(base: text) }
            if context.parameters[name] == nil, declarations.applicationNames.contains(name) { return Chain(base: text) }
            var chain = Chain(base: text)
            chain.dynamic(
                context.parameters[name].map { "starts from '\(name)', a parameter of \($0), an element known only at run time" }
                    ?? "starts from '\(name)', an element known only at run time")
            return chain
        }
        if let member = base.as(MemberAccessExprSyntax.self), declarations.applicationNames.contains(member.declName.baseName.text) {
            return Chain(base: text)
        }
        if let call = base.as(FunctionCallExprSyntax.self) {
            var chain = Chain(base: text)
            chain.dynamic("starts from an element returned by a call to '\(call.calledExpression.trimmedDescription)'")
            return chain
        }
        guard base.is(MemberAccessExprSyntax.self) || base.is(OptionalChainingExprSyntax.self)
            || base.is(ForceUnwrapExprSyntax.self)
        else { return nil }
        var chain = Chain(base: text)
        chain.dynamic("starts from '\(text)', an element known only at run time")
        return chain
    }

    /// A call of a project function that returns a query (``SwiftDeclarations/QueryHelper``):
    /// its query, with the parameters bound to the call's arguments.
    private mutating func helperCall(_ call: FunctionCallExprSyntax, in context: SwiftQueryContext) -> Chain? {
        let name: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let candidates = (declarations.helpers[name] ?? []).filter { $0.labels == labels }
        guard candidates.count == 1, let helper = candidates.first, !reading.contains(helper.expression.id) else {
            return nil
        }
        var inner = helper.context
        var unknown: String?
        for (parameter, argument) in zip(helper.parameters, call.arguments) {
            switch resolve(argument.expression, in: context) {
            case .known(let value, _):
                inner.bindings[parameter] = value
                inner.parameters[parameter] = nil
            case .unknown(let reason):
                if unknown == nil { unknown = "its argument '\(parameter)' \(reason)" }
            }
        }
        reading.insert(helper.expression.id)
        defer { reading.remove(helper.expression.id) }
        guard var chain = read(helper.expression, in: inner), !chain.steps.isEmpty else { return nil }
        let signature = name + "(" + helper.labels.map { $0 + ":" }.joined() + ")"
        if let unknown {
            chain.dynamic("is built by helper '\(signature)', and \(unknown)")
        } else if chain.dynamicReason == nil {
            chain.note(.helper)
        }
        chain.inherited = chain.steps.count
        chain.base = call.trimmedDescription
        chain.baseNode = Syntax(call)
        chain.helper = signature
        return chain
    }

    /// A page-object property or variable holding a query, as the start of
    /// a chain: its steps, inherited.
    private mutating func holderChain(
        named name: String, base: ExprSyntax?, expression: ExprSyntax, in context: SwiftQueryContext
    ) -> Chain? {
        if base == nil, context.parameters[name] != nil { return nil }
        let candidates = declarations.holders(named: name, from: context)
        guard candidates.count == 1, let holder = candidates.first, !reading.contains(holder.expression.id) else {
            return nil
        }
        reading.insert(holder.expression.id)
        defer { reading.remove(holder.expression.id) }
        guard var chain = read(holder.expression, in: holder.context), !chain.steps.isEmpty else { return nil }
        chain.inherited = chain.steps.count
        chain.base = expression.trimmedDescription
        chain.baseNode = Syntax(expression)
        chain.baseDeclaration = ([holder.types.joined(separator: ".")].filter { !$0.isEmpty } + [name]).joined(separator: ".")
        return chain
    }
}
