import Foundation
import LocatorLabFiles
import LocatorLabLocators
import LocatorLabReporting
import LocatorLabTestSources

/// A conversion split across CI jobs (`convert --shard I/N`, report only):
/// every shard reads and lexes every test source and every page source, so
/// names resolve across all files as in one run, and converts the locators
/// of its own groups of tied files (``ConversionShardPlan``). A part holds
/// what the reports read of those files, so that ``merged(_:)`` rebuilds the
/// run one machine makes and its renderers write the same bytes.
extension ConversionRun {
    /// What one shard writes. Unlike the JSON report (`--format json`), it
    /// keeps what only the value holds: a changed file's bytes before and
    /// after (the diffs), every edit of a fix (SARIF), the files without
    /// locators (the totals), and the identifier requests before their
    /// proposals are numbered (``AskedIdentifier``).
    public struct Part: Sendable, Codable {
        /// A test source this shard converted (its index among the run's
        /// test sources, in the order the run reads them).
        struct File: Sendable, Codable {
            var source: Int
            var path: String
            var language: SourceLanguage
            var encoding: TestSourceEncoding
            var addedImports: [String]
            /// The bytes before and after, for a changed file only (an
            /// unchanged one needs neither: no diff is shown for it).
            var original: Data?
            var converted: Data?
            var locators: [Locator]
        }

        /// A locator and how it ended: what ``LocatorConversion`` and its
        /// ``FoundLocator`` hold that a report shows.
        struct Locator: Sendable, Codable {
            var form: LocatorCallForm
            var call: String
            var expression: String?
            var argumentText: String
            var position: SourcePosition
            var endPosition: SourcePosition
            var findsSeveral: Bool
            var findsOne: Bool
            var dynamicDetail: String?
            var valueSource: LocatorValueSource
            var constant: Constant?
            var helper: XPathHelper?
            var outcome: ConversionOutcome
            var reason: String
            var accessibilityID: String?
            var replacement: LocatorLabLocators.Locator?
            var replacements: [TextReplacement]
            var replacementText: String?
            var declarationReplacement: TextReplacement?
            var proof: EquivalenceProof?
            var instances: [RecordedInstance]
        }

        struct Constant: Sendable, Codable {
            var name: String
            var file: String
            var position: SourcePosition
            var isConstant: Bool
        }

        /// A problem with where it stands in the run's list: `[0, n]` for
        /// the n-th of the problems found before reading (folders, write
        /// journals; in shard 1's part only), `[1, source]` for a file that
        /// could not be read or lexed, `[2, source]` for one that could not
        /// be converted.
        struct Problem: Sendable, Codable {
            var order: [Int]
            var error: ConversionError
        }

        var pageSources: [String]
        var allowsLabels: Bool
        /// How many test sources the run found (every shard finds them all).
        var testSources: Int
        /// The indices of the test sources this shard took, read or not.
        var sources: [Int]
        var files: [File]
        var problems: [Problem]
        var asked: [AskedIdentifier]
    }

    /// The run of every shard from their parts, in any order: the files in
    /// the run's order, the problems in the run's order, the identifier
    /// requests of the same element merged and every page's proposals
    /// numbered together. Throws when the parts do not fit together: other
    /// page sources, options or test sources, or test sources taken by no
    /// shard or by two.
    public static func merged(_ parts: [Part]) throws(ShardMergeError) -> ConversionRun {
        guard let first = parts.first else { throw .mismatch(file: "", reason: "no part given") }
        for (position, part) in parts.enumerated() {
            guard part.pageSources == first.pageSources, part.allowsLabels == first.allowsLabels,
                part.testSources == first.testSources
            else {
                throw .mismatch(file: "", reason: "part \(position + 1) converted other test sources or page sources, or with other options")
            }
        }
        let taken = parts.flatMap(\.sources).sorted()
        guard taken == Array(0..<first.testSources) else {
            throw .mismatch(
                file: "", reason: "the parts do not take each of the \(first.testSources) test sources once")
        }
        let files = parts.flatMap(\.files).sorted { $0.source < $1.source }.map { $0.conversion }
        let problems = parts.flatMap(\.problems).enumerated().sorted {
            ($0.element.order.lexicographicallyPrecedes($1.element.order))
                || ($0.element.order == $1.element.order && $0.offset < $1.offset)
        }.map(\.element.error)
        return ConversionRun(
            pageSources: first.pageSources, files: files, problems: problems, wrote: false,
            allowsLabels: first.allowsLabels,
            identifierRequests: IdentifierRequestPlanner.requests(parts.flatMap(\.asked)))
    }
}

extension ConversionRun.Part.File {
    init(_ file: FileConversion, source: Int) {
        self.source = source
        path = file.file
        language = file.language
        encoding = file.encoding
        addedImports = file.addedImports
        original = file.isChanged ? Data(file.original) : nil
        converted = file.isChanged ? Data(file.converted) : nil
        locators = file.locators.map(ConversionRun.Part.Locator.init)
    }

    var conversion: FileConversion {
        FileConversion(
            file: path, language: language, encoding: encoding,
            locators: locators.map { $0.conversion(in: path, language: language) }, addedImports: addedImports,
            original: original.map { Array($0) } ?? [], converted: converted.map { Array($0) } ?? [])
    }
}

extension ConversionRun.Part.Locator {
    init(_ conversion: LocatorConversion) {
        let locator = conversion.locator
        form = locator.form
        call = locator.call
        expression = locator.expression
        argumentText = locator.argumentText
        position = locator.position
        endPosition = locator.endPosition
        findsSeveral = locator.findsSeveral
        findsOne = locator.findsOne
        dynamicDetail = locator.dynamicDetail
        valueSource = locator.valueSource
        constant = locator.constant.map {
            ConversionRun.Part.Constant(name: $0.name, file: $0.file, position: $0.position, isConstant: $0.isConstant)
        }
        helper = locator.helper
        outcome = conversion.outcome
        reason = conversion.reason
        accessibilityID = conversion.accessibilityID
        replacement = conversion.replacement
        replacements = conversion.replacements
        replacementText = conversion.replacementText
        declarationReplacement = conversion.declarationReplacement
        proof = conversion.proof
        instances = conversion.instances
    }

    func conversion(in file: String, language: SourceLanguage) -> LocatorConversion {
        let locator = FoundLocator(
            reportedIn: file, language: language, form: form, call: call, expression: expression,
            argumentText: argumentText, position: position, endPosition: endPosition, findsSeveral: findsSeveral,
            findsOne: findsOne, dynamicDetail: dynamicDetail, valueSource: valueSource,
            constant: constant.map {
                ConstantReference(reportedAs: $0.name, in: $0.file, at: $0.position, isConstant: $0.isConstant)
            }, helper: helper)
        var conversion = LocatorConversion(
            locator: locator, outcome: outcome, reason: reason, accessibilityID: accessibilityID,
            replacements: replacements, replacementText: replacementText)
        conversion.replacement = replacement
        conversion.declarationReplacement = declarationReplacement
        conversion.proof = proof
        conversion.instances = instances
        return conversion
    }
}
