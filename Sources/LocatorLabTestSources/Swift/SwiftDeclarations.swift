import SwiftSyntax

/// What the XCUITest query reader needs to know of every scanned Swift file
/// before it reads a query: string constants (`let`, `static let`, enums of
/// identifiers nested as deep as Sourcery or `codegen --language swift`
/// write them, `String` enums' raw values), the names that hold an
/// `XCUIApplication`, the types that are one, and the page-object
/// properties and variables that hold a query (`var loginButton: XCUIElement
/// { app.buttons["Login"] }`), so a chain may start from them.
package struct SwiftDeclarations {
    /// A name declared with a string value.
    package struct StringConstant {
        /// The name with its enclosing types (`AccessibilityID`,
        /// `Profile`, `doneButton`); an enum case's raw value ends in
        /// `rawValue`.
        package var path: [String]
        package var value: String
        /// `let` (else a `var` with a literal value, a variable).
        package var isConstant: Bool
        /// The function a local belongs to, `nil` for a member or global.
        package var function: SyntaxIdentifier?
    }

    /// A property or variable whose value is an XCUITest query.
    package struct QueryHolder {
        package var name: String
        /// The enclosing types.
        package var types: [String]
        package var function: SyntaxIdentifier?
        package var file: Int
        package var expression: ExprSyntax
        package var context: SwiftQueryContext
    }

    /// A function that returns a query built from its parameters
    /// (`func cell(named name: String) -> XCUIElement { app.cells[name] }`):
    /// a call with arguments known statically is a query of its own.
    package struct QueryHelper {
        package var name: String
        /// The argument labels (`named`, `_`).
        package var labels: [String]
        /// The parameter names inside the body.
        package var parameters: [String]
        package var expression: ExprSyntax
        package var context: SwiftQueryContext
        /// Where it is declared (`file:line` is made by the finder).
        package var position: AbsolutePosition
    }

    package private(set) var strings: [String: [StringConstant]] = [:]
    package private(set) var helpers: [String: [QueryHelper]] = [:]
    package private(set) var holders: [String: [QueryHolder]] = [:]
    /// Names declared as an `XCUIApplication` (`let app = XCUIApplication()`,
    /// `var app: XCUIApplication!`).
    package private(set) var applicationNames: Set<String> = ["app"]
    /// Types that are an `XCUIApplication` (subclasses).
    package private(set) var applicationTypes: Set<String> = ["XCUIApplication"]

    package init() {}

    /// Adds the declarations of one parsed file.
    package mutating func add(_ tree: SourceFileSyntax, file: Int) {
        let collector = Collector(file: file)
        collector.walk(tree)
        for constant in collector.strings { strings[constant.path.last!, default: []].append(constant) }
        for holder in collector.holders { holders[holder.name, default: []].append(holder) }
        for helper in collector.helpers { helpers[helper.name, default: []].append(helper) }
        applicationNames.formUnion(collector.applicationNames)
        applicationTypes.formUnion(collector.declaredApplicationTypes)
    }

    /// The string constants a name written as `components` can mean, seen
    /// from `context`: a local of the same function first, then members of
    /// the enclosing types (innermost first), then any declaration whose
    /// path ends with the components.
    package func strings(named components: [String], from context: SwiftQueryContext) -> [StringConstant] {
        var components = components
        if components.first == "self" || components.first == "Self" { components.removeFirst() }
        guard let last = components.last, let candidates = strings[last] else { return [] }
        let matching = candidates.filter { $0.path.count >= components.count && Array($0.path.suffix(components.count)) == components }
        if components.count == 1 {
            let locals = matching.filter { $0.function != nil && $0.function == context.function }
            if !locals.isEmpty { return locals }
        }
        let members = matching.filter { $0.function == nil }
        if components == ["rawValue"], let cases = context.selfCases {
            // `switch self { case .login: … rawValue … }`: the raw value
            // of the enclosing enum's own case, not of every case.
            let own = members.filter { member in cases.contains { member.path == context.types + [$0, "rawValue"] } }
            if !own.isEmpty { return own }
        }
        for depth in stride(from: context.types.count, through: 0, by: -1) {
            let prefix = Array(context.types.prefix(depth))
            let here = members.filter { $0.path == prefix + components }
            if !here.isEmpty { return here }
        }
        return members
    }

    /// The query holders a name can mean, the same way.
    package func holders(named name: String, from context: SwiftQueryContext) -> [QueryHolder] {
        guard let candidates = holders[name] else { return [] }
        let locals = candidates.filter { $0.function != nil && $0.function == context.function }
        if !locals.isEmpty { return locals }
        let members = candidates.filter { $0.function == nil }
        let sameType = members.filter { $0.types == context.types }
        return sameType.isEmpty ? members : sameType
    }

    /// The constants whose value is an identifier, by value, written as
    /// their full path: only values one constant holds (two constants of the
    /// same value leave the choice to the team).
    package var identifierConstants: [String: String] {
        var byValue: [String: [String]] = [:]
        for constant in strings.values.joined() where constant.isConstant && constant.function == nil {
            byValue[constant.value, default: []].append(constant.path.joined(separator: "."))
        }
        return byValue.compactMapValues { Set($0).count == 1 ? $0[0] : nil }
    }
}

/// Where an expression is: the file, enclosing types and function, and
/// whether `self` is an `XCUIApplication` (a subclass or an extension).
package struct SwiftQueryContext {
    package var file: Int
    package var types: [String] = []
    package var function: SyntaxIdentifier?
    /// The parameter names of the enclosing function (and closures).
    package var parameters: [String: String] = [:]
    /// Inside a helper read for one call: its parameters' values there.
    package var bindings: [String: String] = [:]
    package var selfIsApplication = false
    /// Inside a case of `switch self`: the enum cases `self` can be there
    /// (`case .login, .logout:`), so `rawValue` is narrowed to theirs.
    package var selfCases: [String]?
}
