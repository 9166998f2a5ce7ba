import SwiftSyntax

extension SwiftDeclarations {
    /// Walks one file for ``SwiftDeclarations``.
    final class Collector: SwiftContextVisitor {
        var strings: [StringConstant] = []
        var holders: [QueryHolder] = []
        var helpers: [QueryHelper] = []
        var applicationNames: Set<String> = []
        var declaredApplicationTypes: Set<String> = []

        init(file: Int) { super.init(file: file) }

        override func didEnterType(_ name: String, inherited: [String]) {
            if inherited.contains("XCUIApplication") { declaredApplicationTypes.insert(name) }
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
                let value = binding.initializer?.value ?? Self.getterExpression(binding.accessorBlock)
                let isComputed = binding.initializer == nil && value != nil
                if type.hasPrefix("XCUIApplication") || value.map(Self.isApplication) == true {
                    applicationNames.insert(name)
                    continue
                }
                guard let value else { continue }
                if let literal = value.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
                    strings.append(
                        StringConstant(
                            path: context.types + [name], value: literal, isConstant: isLet || isComputed,
                            function: context.function))
                } else if value.is(MemberAccessExprSyntax.self) || value.is(SubscriptCallExprSyntax.self)
                    || value.is(FunctionCallExprSyntax.self) || value.is(DeclReferenceExprSyntax.self)
                {
                    holders.append(
                        QueryHolder(
                            name: name, types: context.types, function: context.function, file: context.file,
                            expression: value, context: context))
                }
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let result = super.visit(node)
            let returns = node.signature.returnClause?.type.trimmedDescription ?? ""
            guard returns.hasPrefix("XCUIElement"), let body = node.body, body.statements.count == 1,
                let item = body.statements.first?.item
            else { return result }
            let expression = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
            guard let expression else { return result }
            let parameters = Array(node.signature.parameterClause.parameters)
            helpers.append(
                QueryHelper(
                    name: node.name.text, labels: parameters.map(\.firstName.text),
                    parameters: parameters.map { ($0.secondName ?? $0.firstName).text }, expression: expression,
                    context: context, position: node.positionAfterSkippingLeadingTrivia))
            return result
        }

        override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
            // `case loginButton = "login_button"` of a `String` enum: its
            // `rawValue`; a case without one is its own name.
            guard let enumeration = node.parent?.parent?.parent?.parent?.as(EnumDeclSyntax.self),
                enumeration.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "String" })
                    == true
            else { return .visitChildren }
            for element in node.elements {
                let name = element.name.text
                let value: String?
                if let raw = element.rawValue?.value {
                    value = raw.as(StringLiteralExprSyntax.self)?.representedLiteralValue
                } else {
                    value = name
                }
                guard let value else { continue }
                strings.append(
                    StringConstant(path: context.types + [name, "rawValue"], value: value, isConstant: true, function: nil))
            }
            return .visitChildren
        }

        /// `XCUIApplication()`, `XCUIApplication(bundleIdentifier: …)` or a
        /// subclass's initializer.
        static func isApplication(_ expression: ExprSyntax) -> Bool {
            guard let call = expression.as(FunctionCallExprSyntax.self),
                let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)
            else { return false }
            return callee.baseName.text == "XCUIApplication"
        }

        /// The one expression a getter returns: `{ app.buttons["x"] }`,
        /// `{ return app.buttons["x"] }`, `{ get { … } }`.
        static func getterExpression(_ block: AccessorBlockSyntax?) -> ExprSyntax? {
            guard let block else { return nil }
            let statements: CodeBlockItemListSyntax
            switch block.accessors {
            case .getter(let items): statements = items
            case .accessors(let accessors):
                guard accessors.count == 1, let only = accessors.first, only.accessorSpecifier.tokenKind == .keyword(.get),
                    let body = only.body
                else { return nil }
                statements = body.statements
            }
            guard statements.count == 1, let item = statements.first?.item else { return nil }
            if let expression = item.as(ExprSyntax.self) { return expression }
            if let statement = item.as(ReturnStmtSyntax.self) { return statement.expression }
            return nil
        }
    }
}
