import SwiftSyntax

/// The arguments of query steps: keys, element types, predicates, each
/// known statically or marking the chain dynamic with the reason, as the
/// other languages' finders word it.
extension SwiftQueryReader {
    /// A string argument: a literal, a constant (`AccessibilityID.Login.button`,
    /// an enum case's `rawValue`), or literals and constants joined with `+`.
    func string(_ expression: ExprSyntax, in context: SwiftQueryContext, chain: inout Chain, what: String) -> String? {
        switch resolve(expression, in: context) {
        case .known(let value, let source):
            chain.note(source)
            return value
        case .unknown(let reason):
            chain.dynamic("its \(what) \(reason)")
            return nil
        }
    }

    /// `nil` written as an identifier means any.
    func optionalString(_ expression: ExprSyntax, in context: SwiftQueryContext, chain: inout Chain) -> String? {
        if expression.is(NilLiteralExprSyntax.self) { return nil }
        return string(expression, in: context, chain: &chain, what: "identifier") ?? ""
    }

    /// `.button`, `XCUIElement.ElementType.button`.
    func elementType(_ expression: ExprSyntax, chain: inout Chain) -> String {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            let base = member.base?.trimmedDescription
            if Self.typeCases.contains(name), base == nil || base == "XCUIElement.ElementType" { return name }
        }
        chain.dynamic("its element type '\(expression.trimmedDescription)' is known only at run time")
        return "any"
    }

    /// `NSPredicate(format: "label == %@", "OK")`: the format and the
    /// arguments as literals.
    /// A name declared with one such predicate (`let hasFocus =
    /// NSPredicate(format: "hasFocus == true")`) is read through it.
    func predicate(_ expression: ExprSyntax, in context: SwiftQueryContext, chain: inout Chain) -> (String, [String]) {
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, context.parameters[name] == nil {
            let declared = declarations.holders(named: name, from: context).filter { Self.isPredicateCall($0.expression) }
            if declared.count == 1, let only = declared.first {
                return predicate(only.expression, in: only.context, chain: &chain)
            }
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSPredicate",
            let first = call.arguments.first, first.label?.text == "format"
        else {
            chain.dynamic("its predicate '\(expression.trimmedDescription)' is known only at run time")
            return ("FALSEPREDICATE", [])
        }
        let format = string(first.expression, in: context, chain: &chain, what: "predicate format") ?? "FALSEPREDICATE"
        var values: [String] = []
        for argument in call.arguments.dropFirst() {
            let value = argument.expression
            if let integer = value.as(IntegerLiteralExprSyntax.self) {
                values.append(integer.literal.text)
            } else if let boolean = value.as(BooleanLiteralExprSyntax.self) {
                values.append(boolean.literal.text)
            } else if let text = string(value, in: context, chain: &chain, what: "predicate argument") {
                values.append(XCUIQuerySource.Step.literal(text))
            } else {
                values.append("\"\"")
            }
        }
        return (format, values)
    }

    /// `NSPredicate(format: …)`.
    static func isPredicateCall(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSPredicate"
            && call.arguments.first?.label?.text == "format"
    }

    enum Resolution {
        case known(String, LocatorValueSource)
        /// Why not, worded to follow "its key …".
        case unknown(String)
    }

    func resolve(_ expression: ExprSyntax, in context: SwiftQueryContext) -> Resolution {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            if let value = literal.representedLiteralValue { return .known(value, .literal) }
            return .unknown("interpolates values into the string")
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            // `"Cell_" + name`: operands at even places, `+` between.
            var value = ""
            var source = LocatorValueSource.literal
            for (index, element) in sequence.elements.enumerated() {
                if index % 2 == 1 {
                    guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else {
                        return .unknown("is computed at run time ('\(expression.trimmedDescription)')")
                    }
                    continue
                }
                guard case .known(let part, let partSource) = resolve(element, in: context) else {
                    return .unknown("joins string literals with values computed at run time")
                }
                value += part
                if partSource != .literal { source = partSource }
            }
            return .known(value, source)
        }
        if let components = Self.nameComponents(expression) {
            if components.count == 1, let bound = context.bindings[components[0]] { return .known(bound, .helper) }
            if components.count == 1, let function = context.parameters[components[0]] {
                return .unknown("comes from parameter '\(components[0])' of \(function), known only at run time")
            }
            let candidates = declarations.strings(named: components, from: context)
            let values = Set(candidates.map(\.value))
            if values.count == 1, let value = values.first {
                return .known(value, candidates.allSatisfy(\.isConstant) ? .constant : .variable)
            }
            let name = components.joined(separator: ".")
            if values.count > 1, Self.isOwnRawValue(components), !context.types.isEmpty,
                candidates.allSatisfy({ Array($0.path.dropLast(2)) == context.types })
            {
                // `rawValue` in a member of a `String` enum, outside a
                // `switch self` that names the case.
                return .unknown(
                    "is the raw value of whichever case of enum '\(context.types.joined(separator: "."))' self is "
                        + "(\(values.count) different values), known only at run time")
            }
            if values.count > 1 { return .unknown("comes from '\(name)', declared with \(values.count) different values") }
            return .unknown("comes from '\(name)', not declared with a literal value in the scanned files")
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return .unknown("is returned by a call to '\(call.calledExpression.trimmedDescription)'")
        }
        return .unknown("is computed at run time ('\(expression.trimmedDescription)')")
    }

    /// `rawValue` or `self.rawValue`: the enum's own raw value.
    static func isOwnRawValue(_ components: [String]) -> Bool {
        components == ["rawValue"] || components == ["self", "rawValue"]
    }

    /// `a`, `A.b.c`, `.loginButton.rawValue`, `self.title`: the names, or
    /// `nil` when the expression is something else.
    static func nameComponents(_ expression: ExprSyntax) -> [String]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return [name] }
            return nameComponents(base).map { $0 + [name] }
        }
        return nil
    }
}
