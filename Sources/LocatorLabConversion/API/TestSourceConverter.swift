import LocatorLabLocators
import LocatorLabModel
import LocatorLabTestSources

/// Converts the XPath locators of test sources, in memory: scan (names
/// resolved through every source's declarations), resolve each constant
/// XPath on the page sources, plan the edits and imports as data (a
/// constant's declaration edited together with all its uses, or not at
/// all), then apply them. Nothing here touches the disk.
public struct TestSourceConverter {
    public let resolver: AccessibilityIDResolver
    /// Project helpers taking an XPath (`--xpath-helper`).
    public let helpers: [XPathHelper]
    /// The client generation to write for a language, whatever its files
    /// show (`--client-version java=7`); other languages' generations are
    /// detected per file (``ClientGeneration/detect(language:identifiers:)``).
    public let clientGenerations: [ClientLanguage: ClientGeneration]
    /// The XPaths a recorded run sent (`convert --recording`): the values
    /// dynamic locators are proven by (``DynamicLocatorPlanner``).
    public let recordedValues: [RecordedXPathValue]

    public init(
        resolver: AccessibilityIDResolver, helpers: [XPathHelper] = [],
        clientGenerations: [ClientLanguage: ClientGeneration] = [:], recordedValues: [RecordedXPathValue] = []
    ) {
        self.resolver = resolver
        self.helpers = helpers
        self.clientGenerations = clientGenerations
        self.recordedValues = recordedValues
    }

    /// The generation `source` is written against: the override, else what
    /// its names show.
    func generation(of source: LexedSource) -> ClientGeneration? {
        let client = source.language.client
        if let chosen = clientGenerations[client] { return chosen }
        var identifiers: Set<String> = []
        for index in 0..<source.stream.count where source.stream[index].kind == .identifier {
            identifiers.insert(source.stream.text(index))
        }
        return ClientGeneration.detect(language: client, identifiers: identifiers)
    }

    /// Converts `bytes`, the contents of `file` (which only labels results).
    /// Names resolve through the declarations of this file only; a run over
    /// several files uses ``convert(_:)``.
    ///
    /// - Throws: ``ConversionError`` when the text cannot be decoded or
    ///   lexed, or when planned edits overlap.
    public func convert(_ bytes: [UInt8], file: String, language: SourceLanguage) throws(ConversionError)
        -> FileConversion
    {
        let source: LexedSource
        do { source = try LexedSource.lex(bytes, file: file, language: language) } catch { throw ConversionError(error) }
        return try convert([source])[0].get()
    }

    /// Converts sources together: every declaration of every source is in
    /// one ``ConstantTable`` first, so a locator may name a constant of
    /// another file, and a rewrite through a constant edits its declaration
    /// wherever it is. One result per source, in order.
    func convert(_ sources: [LexedSource]) -> [Result<FileConversion, ConversionError>] {
        convert(sources, taking: { _ in Set(sources.indices) }).map { $0! }
    }

    /// Converts the sources `taking` chooses from the scan of all of them
    /// (each file's locators), every name resolved through all of them as
    /// in ``convert(_:)``: a shard's share (``ConversionShardPlan``). The
    /// result of a source not taken is `nil`. `taking` must take each file
    /// with the files declaring the constants its locators are written
    /// through, or none of them (``ties(_:)``).
    func convert(_ sources: [LexedSource], taking: ([[FoundLocator]]) -> Set<Int>)
        -> [Result<FileConversion, ConversionError>?]
    {
        let (found, table) = XPathLocatorScanner.scan(sources, helpers: helpers)
        let taken = taking(found)

        // 1. Resolve each locator and plan its call's edits.
        var plans: [[LocatorPlan]] = []
        for (index, locators) in found.enumerated() {
            guard taken.contains(index) else {
                plans.append([])
                continue
            }
            let generation = locators.isEmpty ? nil : generation(of: sources[index])
            plans.append(locators.map { plan($0, in: sources[index], generation: generation) })
        }

        // 2. Rewrites through a constant: all uses together, or none.
        var declarationEdits: [[SourceEdit]] = Array(repeating: [], count: sources.count)
        var groups: [ConstantDeclaration: [(file: Int, locator: Int)]] = [:]
        for (file, filePlans) in plans.enumerated() {
            for (position, plan) in filePlans.enumerated() {
                if let declaration = plan.locator.constant?.declaration { groups[declaration, default: []].append((file, position)) }
            }
        }
        for (declaration, members) in groups.sorted(by: { Self.precedes($0.key, $1.key) }) {
            let converting = members.filter { plans[$0.file][$0.locator].rewrite != nil }
            guard !converting.isEmpty else { continue }
            if let refusal = sharedUse(of: declaration, members: members, plans: plans, table: table, sources: sources) {
                for member in converting {
                    plans[member.file][member.locator].refuse(.sharedConstant, reason: refusal)
                }
                continue
            }
            let first = plans[converting[0].file][converting[0].locator]
            guard let value = first.rewrite?.constantValue else { continue }
            let declaring = sources[declaration.fileIndex]
            let edit = SourceEdit(
                range: declaration.valueRange,
                replacement: LiteralWriter.literal(value, language: declaring.language, like: declaration.literalStyle))
            declarationEdits[declaration.fileIndex].append(edit)
            let lines = LineIndex(declaring.utf8)
            let replacement = TextReplacement(
                start: lines.position(of: edit.range.lowerBound), end: lines.position(of: edit.range.upperBound),
                insertedText: edit.replacement)
            for member in converting { plans[member.file][member.locator].declarationReplacement = replacement }
        }

        // 3. Apply, file by file.
        return sources.indices.map { index in
            guard taken.contains(index) else { return nil }
            return Result { () throws(ConversionError) -> FileConversion in
                try apply(plans[index], declarationEdits: declarationEdits[index], to: sources[index])
            }
        }
    }

    /// The pairs of files (indices in `found`) whose conversions are decided
    /// together: a locator's file and the file declaring the constant it is
    /// written through, whose declaration is rewritten with all its
    /// locators or not at all.
    static func ties(_ found: [[FoundLocator]]) -> [(Int, Int)] {
        found.enumerated().flatMap { file, locators in
            locators.compactMap { locator in locator.constant.map { (file, $0.declaration.fileIndex) } }
        }
    }

    /// Why the constant cannot be rewritten, or `nil` when it can: each use
    /// of its name is the argument of a locator through it, and all of them
    /// convert to the same locator.
    private func sharedUse(
        of declaration: ConstantDeclaration, members: [(file: Int, locator: Int)], plans: [[LocatorPlan]],
        table: ConstantTable, sources: [LexedSource]
    ) -> String? {
        let name = "'\(declaration.name)'"
        for member in members {
            let plan = plans[member.file][member.locator]
            guard plan.rewrite != nil else {
                let line = plan.locator.position.line
                return "the XPath comes from constant \(name), which the locator on line \(line) of "
                    + "\(plan.locator.file) also uses and which does not convert (\(plan.outcome.rawValue)); it is left alone"
            }
        }
        let values = Set(members.map { plans[$0.file][$0.locator].rewrite?.constantValue })
        let replacements = Set(members.map { plans[$0.file][$0.locator].replacement })
        if values.count > 1 || replacements.count > 1 {
            return "the XPath comes from constant \(name), whose locators would convert to different locators; "
                + "it is left alone"
        }
        for use in table.uses(of: declaration) {
            let usedByLocator = members.contains { member in
                member.file == use.fileIndex && plans[member.file][member.locator].locator.argumentRange.contains(use.range.lowerBound)
            }
            guard !usedByLocator else { continue }
            let source = sources[use.fileIndex]
            let line = LineIndex(source.utf8).position(of: use.range.lowerBound).line
            return "the XPath comes from constant \(name), which is also used on line \(line) of \(source.file) "
                + "other than as a locator; it is left alone"
        }
        return nil
    }

    /// Resolves one locator and plans its call's edits.
    private func plan(_ locator: FoundLocator, in source: LexedSource, generation: ClientGeneration?) -> LocatorPlan {
        let utf8 = source.utf8
        if !recordedValues.isEmpty, let template = DynamicTemplate.read(locator, stream: source.stream) {
            return DynamicLocatorPlanner(resolver: resolver, values: recordedValues)
                .plan(locator, template: template, bytes: utf8, generation: generation)
        }
        if let query = locator.xcuiQuery {
            guard let expression = locator.expression else {
                return LocatorPlan(
                    locator: locator, outcome: .dynamic,
                    reason: "the query is only known at run time (\(locator.dynamicDetail ?? "it is built at run time")); "
                        + "it is left alone")
            }
            return XCUIQueryPlanner(resolver: resolver).plan(locator, query: query, expression: expression)
        }
        guard let expression = locator.expression else {
            let detail = locator.dynamicDetail ?? "is built at run time"
            return LocatorPlan(
                locator: locator, outcome: .dynamic,
                reason: "the XPath \(detail), so it is only known at run time; it is left alone")
        }
        let resolution = resolver.resolve(expression, findsOne: locator.findsOne)
        guard resolution.outcome == .converted, let replacement = resolution.replacement else {
            return LocatorPlan(
                locator: locator, outcome: resolution.outcome, reason: resolution.reason,
                accessibilityID: resolution.accessibilityID)
        }
        let rewrite = LocatorRewriter.rewrite(
            locator, to: replacement, platforms: resolution.platforms, bytes: utf8, generation: generation)
        if rewrite.edits.isEmpty {
            let reason: String
            if let helper = locator.helper, !helper.isBuiltIn {
                reason =
                    replacement.strategy == .accessibilityID
                    ? "\(resolution.reason), but helper '\(helper.name)' has no replacement; "
                        + "name one with --xpath-helper \(helper.name)=REPLACEMENT"
                    : "\(resolution.reason), but helper '\(helper.name)' only has a replacement taking an accessibility id"
            } else {
                reason = "\(resolution.reason), but \(locator.call) has no form taking \(replacement.strategy.displayName) "
                    + "in this client library; it is left alone"
            }
            return LocatorPlan(
                locator: locator, outcome: .noReplacement, reason: reason, accessibilityID: resolution.accessibilityID)
        }
        var reason = resolution.reason
        if let constant = locator.constant {
            reason += "; rewritten through \(constant.isConstant ? "constant" : "variable") '\(constant.name)' "
                + "(\(constant.file):\(constant.position.line))"
        }
        return LocatorPlan(
            locator: locator, outcome: .converted, reason: reason, accessibilityID: resolution.accessibilityID,
            replacement: replacement, proof: resolution.proof, rewrite: rewrite)
    }

    /// Applies the planned edits of one file.
    private func apply(_ plans: [LocatorPlan], declarationEdits: [SourceEdit], to source: LexedSource)
        throws(ConversionError) -> FileConversion
    {
        let utf8 = source.utf8
        let lines = LineIndex(utf8)
        var conversions: [LocatorConversion] = []
        conversions.reserveCapacity(plans.count)
        var edits = declarationEdits
        var imports: Set<RequiredImport> = []
        for plan in plans {
            guard let rewrite = plan.rewrite else {
                var conversion = LocatorConversion(
                    locator: plan.locator, outcome: plan.outcome, reason: plan.reason,
                    accessibilityID: plan.accessibilityID)
                conversion.instances = plan.instances
                conversions.append(conversion)
                continue
            }
            let ordered = rewrite.edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
            let replacements = ordered.map {
                TextReplacement(
                    start: lines.position(of: $0.range.lowerBound), end: lines.position(of: $0.range.upperBound),
                    insertedText: $0.replacement)
            }
            edits += rewrite.edits
            imports.formUnion(rewrite.imports)
            var conversion = LocatorConversion(
                locator: plan.locator, outcome: .converted, reason: plan.reason,
                accessibilityID: plan.accessibilityID, replacement: plan.replacement, replacements: replacements,
                replacementText: plan.replacementText ?? Self.rewrittenSpan(of: ordered, in: utf8))
            conversion.declarationReplacement = plan.declarationReplacement
            conversion.proof = plan.proof
            conversion.instances = plan.instances
            conversions.append(conversion)
        }

        let planner = ImportPlanner(
            stream: source.stream, language: source.language, lineEnding: TestSourceEncoding.lineEnding(of: utf8))
        let (importEdits, added) = planner.plan(imports)
        edits += importEdits
        let rewritten: [UInt8]
        do {
            rewritten = try SourceEditPlan.apply(edits, to: utf8)
        } catch {
            throw .overlappingEdits(file: source.file, position: lines.position(of: error.offset))
        }
        return FileConversion(
            file: source.file, language: source.language, encoding: source.encoding, locators: conversions,
            addedImports: added, original: source.original,
            converted: rewritten == utf8 ? source.original : source.encoding.encode(rewritten))
    }

    private static func precedes(_ left: ConstantDeclaration, _ right: ConstantDeclaration) -> Bool {
        (left.fileIndex, left.nameRange.lowerBound) < (right.fileIndex, right.nameRange.lowerBound)
    }

    /// The text from the first to the last edit of one locator, with its
    /// edits applied (and the call's closing parenthesis when the new text
    /// opens one), on one line: the rewritten call as it will read.
    private static func rewrittenSpan(of edits: [SourceEdit], in utf8: [UInt8]) -> String? {
        guard let lower = edits.map(\.range.lowerBound).min(), let upper = edits.map(\.range.upperBound).max() else {
            return nil
        }
        let shifted = edits.map {
            SourceEdit(
                range: ($0.range.lowerBound - lower)..<($0.range.upperBound - lower), replacement: $0.replacement)
        }
        guard var span = try? SourceEditPlan.apply(shifted, to: Array(utf8[lower..<upper])) else { return nil }
        let unclosed = span.filter { $0 == UInt8(ascii: "(") }.count - span.filter { $0 == UInt8(ascii: ")") }.count
        if unclosed > 0, upper < utf8.count, utf8[upper] == UInt8(ascii: ")") { span.append(UInt8(ascii: ")")) }
        // A call spread over lines reads as one.
        var text = ""
        var skippingIndentation = false
        for scalar in String(decoding: span, as: UTF8.self).unicodeScalars {
            if scalar == "\n" || scalar == "\r" {
                skippingIndentation = true
                continue
            }
            if skippingIndentation, scalar == " " || scalar == "\t" { continue }
            skippingIndentation = false
            text.unicodeScalars.append(scalar)
        }
        return text
    }
}
