import SwiftSyntax

/// A syntax walk that knows, at each node, the enclosing types and function
/// (``SwiftQueryContext``): the declarations collector and the query finder
/// both resolve names from there.
package class SwiftContextVisitor: SyntaxVisitor {
    package private(set) var context: SwiftQueryContext
    private var saved: [SwiftQueryContext] = []
    /// Types that are an `XCUIApplication`, when known before the walk.
    let applicationTypes: Set<String>

    init(file: Int, applicationTypes: Set<String> = ["XCUIApplication"]) {
        context = SwiftQueryContext(file: file)
        self.applicationTypes = applicationTypes
        super.init(viewMode: .sourceAccurate)
    }

    private func enterType(_ name: String, inherits: InheritanceClauseSyntax?) {
        saved.append(context)
        context.types.append(name)
        context.function = nil
        context.parameters = [:]
        let inherited = inherits?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        context.selfIsApplication = applicationTypes.contains(name) || inherited.contains(where: applicationTypes.contains)
        context.selfCases = nil
        didEnterType(name, inherited: inherited)
    }

    private func leave() { context = saved.removeLast() }

    /// Called on entering a type or extension.
    func didEnterType(_ name: String, inherited: [String]) {}

    override package func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, inherits: node.inheritanceClause)
        return .visitChildren
    }
    override package func visitPost(_ node: ClassDeclSyntax) { leave() }
    override package func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, inherits: node.inheritanceClause)
        return .visitChildren
    }
    override package func visitPost(_ node: StructDeclSyntax) { leave() }
    override package func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, inherits: node.inheritanceClause)
        return .visitChildren
    }
    override package func visitPost(_ node: EnumDeclSyntax) { leave() }
    override package func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, inherits: node.inheritanceClause)
        return .visitChildren
    }
    override package func visitPost(_ node: ActorDeclSyntax) { leave() }
    override package func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, inherits: node.inheritanceClause)
        return .visitChildren
    }
    override package func visitPost(_ node: ProtocolDeclSyntax) { leave() }
    override package func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // `extension AccessibilityID.Profile`: the members are those of the
        // nested type.
        saved.append(context)
        let path = node.extendedType.trimmedDescription.split(separator: ".").map(String.init)
        context.types = path
        context.function = nil
        context.parameters = [:]
        context.selfIsApplication = path.last.map(applicationTypes.contains) ?? false
        context.selfCases = nil
        didEnterType(path.last ?? "", inherited: [])
        return .visitChildren
    }
    override package func visitPost(_ node: ExtensionDeclSyntax) { leave() }

    override package func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        enterFunction(node.id, parameters: node.signature.parameterClause.parameters, name: node.name.text)
        return .visitChildren
    }
    override package func visitPost(_ node: FunctionDeclSyntax) { leave() }
    override package func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        enterFunction(node.id, parameters: node.signature.parameterClause.parameters, name: "init")
        return .visitChildren
    }
    override package func visitPost(_ node: InitializerDeclSyntax) { leave() }
    override package func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        // A closure's parameters shadow names outside it; its locals are
        // those of the function around it.
        saved.append(context)
        if let parameters = node.signature?.parameterClause {
            switch parameters {
            case .simpleInput(let names):
                for name in names { context.parameters[name.name.text] = "a closure" }
            case .parameterClause(let clause):
                for parameter in clause.parameters {
                    context.parameters[(parameter.secondName ?? parameter.firstName).text] = "a closure"
                }
            }
        }
        return .visitChildren
    }
    override package func visitPost(_ node: ClosureExprSyntax) { leave() }

    override package func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        // `switch self { case .login: … }` in an enum: inside the case,
        // `self` is that case, so its `rawValue` is known statically.
        // A switch on something else inside such a case keeps the outer
        // case.
        saved.append(context)
        if Self.switchesOnSelf(node) { context.selfCases = Self.selfCases(of: node) }
        return .visitChildren
    }
    override package func visitPost(_ node: SwitchCaseSyntax) { leave() }

    static func switchesOnSelf(_ node: SwitchCaseSyntax) -> Bool {
        guard let switchExpression = node.parent?.parent?.as(SwitchExprSyntax.self) else { return false }
        return switchExpression.subject.trimmedDescription == "self"
    }

    /// The case names a `switch self` case selects (`case .a, .b:`), or
    /// `nil` for `default` or a pattern other than a bare case name (a
    /// binding, a tuple), where `self` stays any case.
    static func selfCases(of node: SwitchCaseSyntax) -> [String]? {
        guard case .case(let label) = node.label else { return nil }
        var names: [String] = []
        for item in label.caseItems {
            guard item.whereClause == nil,
                let member = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self),
                member.declName.argumentNames == nil
            else { return nil }
            names.append(member.declName.baseName.text)
        }
        return names.isEmpty ? nil : names
    }

    private func enterFunction(_ id: SyntaxIdentifier, parameters: FunctionParameterListSyntax, name: String) {
        saved.append(context)
        context.function = id
        var names: [String: String] = [:]
        for parameter in parameters {
            names[(parameter.secondName ?? parameter.firstName).text] = "'\(name)'"
        }
        context.parameters = names
    }
}
