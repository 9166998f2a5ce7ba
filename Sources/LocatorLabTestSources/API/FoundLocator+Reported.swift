import LocatorLabFiles

/// A locator read back from a report part (`convert --shard`), for the
/// reports: everything they show, without what only a rewrite needs (the
/// byte ranges of the call and of a constant's declaration, the steps of an
/// XCUITest query), which a merge never rewrites with. Such a locator must
/// not be planned or rewritten again.
extension FoundLocator {
    package init(
        reportedIn file: String, language: SourceLanguage, form: LocatorCallForm, call: String, expression: String?,
        argumentText: String, position: SourcePosition, endPosition: SourcePosition, findsSeveral: Bool,
        findsOne: Bool, dynamicDetail: String?, valueSource: LocatorValueSource, constant: ConstantReference?,
        helper: XPathHelper?
    ) {
        self.init(
            file: file, language: language, form: form, call: call, expression: expression, argumentText: argumentText,
            position: position, endPosition: endPosition, argumentRange: 0..<0, findsSeveral: findsSeveral,
            findsOne: findsOne, dynamicDetail: dynamicDetail, valueSource: valueSource, constant: constant,
            helper: helper, anchors: RewriteAnchors(callee: 0..<0, annotationName: nil, annotationKey: nil, annotationEnd: nil),
            literalStyle: nil)
    }
}

extension ConstantReference {
    /// A declaration as a report names it (see ``FoundLocator/init(reportedIn:language:form:call:expression:argumentText:position:endPosition:findsSeveral:findsOne:dynamicDetail:valueSource:constant:helper:)``).
    package init(reportedAs name: String, in file: String, at position: SourcePosition, isConstant: Bool) {
        self.init(
            name: name, file: file, position: position, isConstant: isConstant,
            declaration: ConstantDeclaration(
                name: name, fileIndex: -1, nameRange: 0..<0, valueRange: 0..<0, value: nil, literalStyle: nil,
                isConstant: isConstant))
    }
}
