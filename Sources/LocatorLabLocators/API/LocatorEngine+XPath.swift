import LocatorLabModel
import LocatorLabXML

/// XPath evaluation as the drivers do it (formats.md 1.6, 2.2, 7.4).
extension LocatorEngine {
    func evaluateXPath(_ expression: String) throws(LocatorError) -> LocatorResult {
        let (prepared, compiled, deadline) = try preparedAndCompiled(expression)
        let (matches, droppedRoot) = try deviceMatches(compiled, prepared, until: deadline)
        return LocatorResult(
            matches: matches, noteValues: notes(prepared, compiled, matches: matches, droppedRoot: droppedRoot))
    }

    /// The notes of a result. When the page-source file is known to match
    /// nothing (an absolute path below the wrapper, the commonest legacy
    /// locator), they depend on the number of matches alone, so the last
    /// ones are handed out again: a repeated call builds none.
    private func notes(
        _ prepared: PreparedXPath, _ compiled: XPathExpression, matches: [ElementID], droppedRoot: Bool
    ) -> [LocatorNote] {
        let needs = prepared.needs
        let checksDivergence = checksPageSourceDivergence && needs.mayDependOnFileShape
        let fileMatchesNothing = checksDivergence && selectsNothingOnFileShape(needs)
        if fileMatchesNothing, let last = prepared.lastNotes, last.matchCount == matches.count,
            last.droppedRoot == droppedRoot
        {
            return last.notes
        }
        var notes = prepared.textNotes.beforeEvaluation
        if droppedRoot {
            notes.append(.text("UiAutomator2 never returns the hierarchy root element, so it is left out"))
        }
        if checksDivergence, let fileTags = fileShapeTags(prepared, compiled),
            let divergence = divergence(fileTags: fileTags, deviceMatches: matches, needs: needs)
        {
            notes.append(.pageSourceDivergence(divergence))
        }
        if matches.isEmpty, let note = foreignPlatformNote(prepared) { notes.append(note) }
        notes += prepared.textNotes.afterEvaluation
        if fileMatchesNothing { prepared.lastNotes = (matches.count, droppedRoot, notes) }
        return notes
    }

    /// The note for an XPath that finds nothing and names what only the
    /// other platform's page sources have.
    private func foreignPlatformNote(_ prepared: PreparedXPath) -> LocatorNote? {
        prepared.foreignNames?.note(on: tree, present: namesInTree).map(LocatorNote.text)
    }

    /// Evaluates on the device document and maps the result to elements. On
    /// Android the `hierarchy` root is dropped, as UiAutomator2 has no
    /// accessibility node for it. `prepared` is passed whole: its parts are
    /// read only on failure, and copying them costs more than a short path.
    /// `deadline`: what is left of the find's time limit after preparing
    /// the XPath; `nil` for the whole limit.
    private func deviceMatches(
        _ compiled: XPathExpression, _ prepared: PreparedXPath, until deadline: EvaluationBudget.Deadline?
    ) throws(LocatorError) -> (matches: [ElementID], droppedRoot: Bool) {
        let device = try deviceEvaluator(covering: prepared.needs.attributes)
        let other: XPathValue?
        // The kept buffer is taken out for the call: passed `inout` to another
        // module, the stored property took a dynamic exclusivity check,
        // about 150 instructions a call (the runtime's thread-local set).
        var tags: [Int] = []
        swap(&tags, &scratchTags)
        defer { swap(&tags, &scratchTags) }
        do {
            other = try device.evaluateElements(
                compiled, from: Self.driverContextNode(for: tree.platform), onThread: prepared.needs.mayRunAway,
                until: deadline, into: &tags)
        } catch {
            throw failure(error, edit: prepared.edit, syntax: prepared.syntax)
        }
        var matches: [ElementID]
        if let other {
            matches = try elements(of: other, expression: prepared.edit.original)
        } else {
            let (ids, orderedElements) = Self.elementIDs(ofTags: tags)
            matches = ids
            if !orderedElements {
                guard tags.allSatisfy({ $0 >= 0 }) else {
                    throw .nonElementResult(
                        expression: prepared.edit.original, selection: Self.describe(.element), platform: tree.platform)
                }
                // libxml2 returns node sets in document order; the tags are
                // document-order indexes, so sorting only guards that promise.
                matches.sort()
            }
            // A buffer for a screenful of matches is kept; one for `//*` on
            // a huge page is not.
            if tags.capacity > 1 << 16 { tags = [] }
        }
        if tree.hasAndroidHierarchyRoot, matches.first == ElementID(0) {
            matches.removeFirst()
            return (matches, true)
        }
        return (matches, false)
    }

    /// `tags` as element IDs, with whether they ascend from 0: then they
    /// are in document order and each names an element of the tree. Two
    /// tight loops over the tags; the check, the conversion and the order
    /// taken one by one (`allSatisfy`, `map`, a `zip`) cost half as much
    /// again, 1.2% of evaluating `//*[@name]` on 10,000 elements.
    private static func elementIDs(ofTags tags: [Int]) -> (ids: [ElementID], orderedElements: Bool) {
        var drops = 0
        var previous = 0
        var ids: [ElementID] = []
        ids.reserveCapacity(tags.count)
        tags.withUnsafeBufferPointer { tags in
            for tag in tags {
                drops &+= tag < previous ? 1 : 0
                previous = tag
            }
            for tag in tags { ids.append(ElementID(tag)) }
        }
        return (ids, drops == 0)
    }

    /// The element IDs of a node set, in document order; anything else is an
    /// error, because the drivers only ever return elements.
    private func elements(of value: XPathValue, expression: String) throws(LocatorError) -> [ElementID] {
        let platform = tree.platform
        switch value {
        case .nodes(let nodes):
            var ids: [ElementID] = []
            ids.reserveCapacity(nodes.count)
            for node in nodes {
                guard node.kind == .element, let tag = node.tag, tag >= 0 else {
                    throw .nonElementResult(expression: expression, selection: Self.describe(node.kind), platform: platform)
                }
                ids.append(ElementID(tag))
            }
            // libxml2 returns node sets in document order; the tags are
            // document-order indexes, so sorting only guards that promise.
            if !ids.isSorted() { ids.sort() }
            return ids
        case .boolean(let flag):
            throw .nonElementResult(expression: expression, selection: "a boolean (\(flag)), not elements", platform: platform)
        case .number(let number):
            let text = number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
            throw .nonElementResult(expression: expression, selection: "a number (\(text)), not elements", platform: platform)
        case .string(let string):
            throw .nonElementResult(
                expression: expression, selection: "a string (\(XPathLiteral.quoted(String(string.prefix(60))))), not elements",
                platform: platform
            )
        }
    }

    private static func describe(_ kind: XPathNode.Kind) -> String {
        switch kind {
        case .attribute(let name): "attribute nodes (@\(name))"
        case .text: "text nodes"
        case .document: "the document node"
        case .element: "an element outside the tree"
        case .other: "nodes that are not elements"
        }
    }

    func failure(_ error: XMLError, edit: XPathSourceEdit, syntax: XPathSyntax) -> LocatorError {
        let expression = edit.original
        switch error {
        case .xpathWorkLimitExceeded:
            return .workLimitExceeded(expression: expression, limit: limits.operationLimit)
        case .xpathEvaluation(_, let offset, let message, let code):
            // 1209: unregistered function; 1219: undefined namespace prefix
            // (`fn:matches`).
            if code == 1209 || code == 1219 {
                let driverOnly = XPathFunctionCatalog.driverOnly(on: tree.platform)
                if let call = syntax.functions.first(where: { driverOnly.contains(String($0.localName)) }) {
                    return .unsupportedXPathFunction(
                        expression: expression, function: String(call.localName), offset: call.offset, platform: tree.platform
                    )
                }
                if code == 1209,
                    let call = syntax.functions.first(where: { !XPathFunctionCatalog.xpath1.contains($0.name) })
                {
                    return .xpathEvaluationFailed(
                        expression: expression, offset: call.offset, message: "unknown function \(call.name)()"
                    )
                }
            }
            return .xpathEvaluationFailed(expression: expression, offset: edit.originalOffset(offset), message: message)
        case .xpathSyntax(_, let offset, let message, _):
            return .invalidXPath(expression: expression, offset: edit.originalOffset(offset), message: message)
        case .xpathRegularExpression(_, let function, let argument, let message):
            return .xpathEvaluationFailed(
                expression: expression, offset: Self.offset(of: argument, passedTo: function, in: syntax),
                message: "\(function)() refused it: \(message)")
        default:
            return .outOfMemory
        }
    }

    /// Where a refused regular-expression argument is written: the first
    /// literal holding it after a call of `function`, else that call, else
    /// the start (an argument computed at run time, a call libxml2 reached
    /// through a variable).
    private static func offset(of argument: String, passedTo function: String, in syntax: XPathSyntax) -> Int {
        // Calls are in order, so a literal after any call is after the first
        // (asking every call for every literal was quadratic).
        guard let first = syntax.functions.first(where: { $0.localName == function }) else { return 0 }
        let literal = syntax.literals.first { literal in literal.offset > first.offset && literal.value == argument }
        return literal?.offset ?? first.offset
    }

    /// What the expression selects on the page-source file's document, as
    /// tags (-1 for the wrapper); `nil` when that is not a set of elements.
    /// An XPath known to select nothing there is not evaluated
    /// (``LocatorEngine/selectsNothingOnFileShape(_:)``), and one evaluated
    /// there before is not evaluated again (``PreparedXPath/fileShape``).
    private func fileShapeTags(_ prepared: PreparedXPath, _ compiled: XPathExpression) -> [Int]? {
        let needs = prepared.needs
        if selectsNothingOnFileShape(needs) { return [] }
        let answer: PreparedXPath.FileShapeAnswer
        if let known = prepared.fileShape {
            answer = known
        } else {
            // `try?`: only the note on the file's shape depends on this second
            // evaluation; the device's matches were already found without error.
            if let value = try? evaluateOnFileShape(compiled, prepared), case .nodes(let nodes) = value,
                nodes.allSatisfy({ $0.kind == .element })
            {
                answer = .elements(nodes.map { $0.tag ?? -1 })
            } else {
                answer = .unknown
            }
            prepared.fileShape = answer
        }
        switch answer {
        case .elements(let tags): return tags
        case .unknown: return nil
        }
    }

    /// When the page-source file's document matches other elements than the
    /// device's, why.
    private func divergence(fileTags: [Int], deviceMatches: [ElementID], needs: XPathDocumentNeeds)
        -> PageSourceDivergence?
    {
        guard fileTags.count != deviceMatches.count || !zip(fileTags, deviceMatches).allSatisfy({ $0 == $1.index })
        else { return nil }
        let wrapper = tree.wrapper
        let withoutPageSourceOnly = tree.platform == .ios && (needs.seesPageSourceOnlyAttributes || wrapper == nil)
            && XPathQueryDocument.hasPageSourceOnlyAttributes(tree)
        return PageSourceDivergence(
            platform: tree.platform, wrapper: wrapper, withoutPageSourceOnlyAttributes: withoutPageSourceOnly,
            fileCount: fileTags.count, deviceCount: deviceMatches.count)
    }
}

extension Array where Element: Comparable {
    fileprivate func isSorted() -> Bool {
        zip(self, dropFirst()).allSatisfy { $0 <= $1 }
    }
}
