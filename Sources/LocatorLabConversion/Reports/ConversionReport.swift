import LocatorLabLocators
import LocatorLabReporting

/// What `locatorlab convert --format json` writes: a versioned, deterministic
/// description of a run (sorted keys, files in path order, locators in
/// source order). Files without XPath locators are counted, not listed.
public struct ConversionReport: Sendable, Codable, Equatable {
    /// Raised when a field changes meaning or goes away.
    public static let currentSchemaVersion = 2

    public var schemaVersion: Int
    /// `dry-run` (nothing written) or `write`.
    public var mode: String
    public var allowLabels: Bool
    public var pageSources: [String]
    public var totals: Totals
    public var files: [File]
    public var problems: [Problem]
    /// Identifiers the app must add (``IdentifierRequest``); what
    /// `codegen --requests` reads.
    public var identifierRequests: [Request]

    public struct Totals: Sendable, Codable, Equatable {
        /// Test sources read.
        public var filesScanned: Int
        /// Files listed (with at least one XPath locator).
        public var filesWithXPath: Int
        /// Files the conversion changes (dry run) or changed (write).
        public var filesChanged: Int
        /// Changed files that could not be written (write); they are also
        /// in `problems`.
        public var filesNotWritten: Int
        public var locators: Int
        /// Locators per outcome; every outcome is present.
        public var outcomes: [String: Int]
        /// Locators by how their XPath was known (literal, constant,
        /// variable, helper, dynamic); every source is present.
        public var valueSources: [String: Int]
        /// XPath locators left in the sources after the run.
        public var remainingXPath: Int
        public var problems: Int
    }

    public struct File: Sendable, Codable, Equatable {
        public var path: String
        public var language: String
        public var encoding: String
        public var changed: Bool
        public var addedImports: [String]
        public var locators: [Locator]
        /// The unified diff, in a dry run of a changed file.
        public var diff: String?
    }

    public struct Locator: Sendable, Codable, Equatable {
        public var line: Int
        public var column: Int
        public var endLine: Int
        public var endColumn: Int
        public var form: String
        public var call: String
        /// What the locator is, for every language: its strategy (`xpath`,
        /// or `xcuitest` for a Swift suite's query) and its expression.
        public var locator: WrittenLocator
        /// The XPath; absent when built at run time, and for an XCUITest
        /// query (which is in ``locator``).
        public var xpath: String?
        /// The XPath argument as written.
        public var argument: String
        public var findsSeveral: Bool
        public var outcome: String
        public var reason: String
        public var accessibilityId: String?
        /// The strategy the XPath became, as sent over the wire
        /// (`accessibility id`, `id`, `-ios class chain` …; converted only).
        public var strategy: String?
        /// The value given to that strategy (converted only).
        public var value: String?
        /// The rewritten call (converted only).
        public var replacement: String?
        /// What the conversion was proven on (converted only):
        /// `same-elements`, or `same-first-element` for a singular find.
        public var proof: String?
        /// How the XPath was known: literal, constant, variable, helper or dynamic.
        public var valueSource: String
        /// The declaration the XPath came from, when it is a name.
        public var constant: Constant?
        /// A dynamic locator's recorded instances (`convert --recording`);
        /// absent without a recording.
        public var instances: [RecordedInstance]?
    }

    /// A locator as the test wrote it: `{"strategy": "xcuitest", "value":
    /// "app.buttons[\"Done\"]"}`; `value` is absent when it is built at
    /// run time.
    public struct WrittenLocator: Sendable, Codable, Equatable {
        public var strategy: String
        public var value: String?
    }

    public struct Constant: Sendable, Codable, Equatable {
        public var name: String
        public var path: String
        public var line: Int
        public var column: Int
    }

    public struct Request: Sendable, Codable, Equatable {
        public var element: RequestedElement
        /// The identifier proposed for the element.
        public var proposed: String
        /// The label the proposal's last segment is built from, when it is
        /// (in the page source's language, not necessarily the code's).
        public var proposedFromLabel: String?
        public var locators: [RequestingLocator]
        /// When a Swift UI test asks: the line that adds the identifier
        /// (SwiftUI and UIKit).
        public var swiftCode: SwiftIdentifierCode?
    }

    public struct RequestedElement: Sendable, Codable, Equatable {
        public var pageSource: String
        public var type: String
        /// iOS label (else value); Android content-desc (else text, hint).
        public var shown: String?
        /// The element's absolute path in the page source.
        public var path: String
        /// Its position in document order (0 is the root).
        public var elementIndex: Int
    }

    public struct RequestingLocator: Sendable, Codable, Equatable {
        public var path: String
        public var line: Int
        public var column: Int
        /// The locator (strategy and expression), for every language.
        public var locator: WrittenLocator
        /// The XPath; absent for an XCUITest query.
        public var xpath: String?
        public var outcome: String
    }

    public struct Problem: Sendable, Codable, Equatable {
        public var path: String
        public var line: Int?
        public var column: Int?
        public var message: String
    }

    public init(_ run: ConversionRun) {
        schemaVersion = Self.currentSchemaVersion
        mode = run.wrote ? "write" : "dry-run"
        allowLabels = run.allowsLabels
        pageSources = run.pageSources
        let listed = run.files.filter { !$0.locators.isEmpty || $0.isChanged }
        files = listed.map { file in
            File(
                path: file.file, language: file.language.rawValue, encoding: file.encoding.rawValue,
                changed: file.isChanged,
                addedImports: file.addedImports,
                locators: file.locators.map { conversion in
                    let locator = conversion.locator
                    let kind = ConvertedLocatorKind(locator)
                    return Locator(
                        line: locator.position.line, column: locator.position.column, endLine: locator.endPosition.line,
                        endColumn: locator.endPosition.column, form: locator.form.rawValue, call: locator.call,
                        locator: WrittenLocator(strategy: kind.strategy.displayName, value: locator.expression),
                        xpath: kind == .xpath ? locator.expression : nil, argument: locator.argumentText, findsSeveral: locator.findsSeveral,
                        outcome: conversion.outcome.rawValue, reason: conversion.reason,
                        accessibilityId: conversion.accessibilityID,
                        strategy: conversion.replacement?.strategy.displayName, value: conversion.replacement?.value,
                        replacement: conversion.replacementText, proof: conversion.proof?.rawValue, valueSource: locator.valueSource.rawValue,
                        constant: locator.constant.map {
                            Constant(name: $0.name, path: $0.file, line: $0.position.line, column: $0.position.column)
                        }, instances: conversion.instances.isEmpty ? nil : conversion.instances)
                },
                diff: !run.wrote && file.isChanged ? file.unifiedDiff() : nil)
        }
        identifierRequests = run.identifierRequests.map { request in
            Request(
                element: RequestedElement(
                    pageSource: request.element.pageSource, type: request.element.type, shown: request.element.shown,
                    path: request.element.path.expression, elementIndex: request.element.path.element.index),
                proposed: request.proposed, proposedFromLabel: request.proposalLabel,
                locators: request.locators.map {
                    RequestingLocator(
                        path: $0.file, line: $0.line, column: $0.column,
                        locator: WrittenLocator(
                            strategy: ($0.isSwiftQuery ? LocatorStrategy.xcuitest : .xpath).displayName, value: $0.xpath),
                        xpath: $0.isSwiftQuery ? nil : $0.xpath, outcome: $0.outcome.rawValue)
                }, swiftCode: request.swiftCode)
        }
        problems = run.problems.map {
            Problem(path: $0.file, line: $0.position?.line, column: $0.position?.column, message: $0.message)
        }
        totals = Totals(
            filesScanned: run.files.count, filesWithXPath: run.files.filter { !$0.locators.isEmpty }.count,
            filesChanged: run.changedFiles.count, filesNotWritten: run.unwrittenFiles.count, locators: run.locators.count,
            outcomes: Dictionary(uniqueKeysWithValues: run.totals.map { ($0.key.rawValue, $0.value) }),
            valueSources: Dictionary(uniqueKeysWithValues: run.valueSources.map { ($0.key.rawValue, $0.value) }),
            remainingXPath: run.remainingXPathLocators.count, problems: run.problems.count)
    }

    /// Deterministic JSON with a final newline.
    public func json() throws(ReportingError) -> [UInt8] {
        try ReportJSON.encode(self, what: "the conversion report")
    }
}
