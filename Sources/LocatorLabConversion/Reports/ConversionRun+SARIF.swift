import LocatorLabModel
import LocatorLabReporting

/// SARIF 2.1.0 for code scanning: one result per XPath locator (or XCUITest
/// query) still in the sources after the run, at the XPath argument (the
/// query's chain), with a rule per kind and outcome and the replacement as a
/// fix where the locator converts. Columns count Unicode code points
/// (`columnKind`). An XCUITest query that already selects by an identifier
/// is no result, as an accessibility-id locator of the other languages is
/// none.
extension ConversionRun {
    /// The rule id for an outcome of an XPath (`xpath-…`) or an XCUITest
    /// query (`xcuitest-query-…`).
    public static func sarifRuleID(for outcome: ConversionOutcome, kind: ConvertedLocatorKind = .xpath) -> String {
        let prefix = kind == .xpath ? "xpath" : "xcuitest-query"
        return switch outcome {
        case .converted: "\(prefix)-convertible"
        case .invalidXPath: "\(prefix)-invalid"
        default: "\(prefix)-\(outcome.rawValue)"
        }
    }

    /// The outcomes a result can have: all but already-identifier.
    private static let reportedOutcomes = ConversionOutcome.allCases.filter { $0 != .alreadyIdentifier }

    /// The rule id of an identifier the app must add (``IdentifierRequest``).
    public static let identifierRequestRuleID = "element-without-identifier"

    public func sarif(toolVersion: String? = nil) -> SARIFLog {
        var rules = locatorKinds.flatMap { kind in
            Self.reportedOutcomes.map { outcome in
                kind == .xpath
                    ? SARIFReportingDescriptor(
                        id: Self.sarifRuleID(for: outcome), name: ruleName(for: outcome),
                        shortDescription: shortDescription(for: outcome),
                        fullDescription: fullDescription(for: outcome), level: level(for: outcome))
                    : SARIFReportingDescriptor(
                        id: Self.sarifRuleID(for: outcome, kind: kind), name: Self.queryRuleName(for: outcome),
                        shortDescription: Self.queryShortDescription(for: outcome),
                        fullDescription: Self.queryFullDescription(for: outcome), level: level(for: outcome))
            }
        }
        if !identifierRequests.isEmpty {
            let locators = locatorKind.map { $0 == .xpath ? "XPath locators" : "XCUITest queries" } ?? "locators"
            rules.append(
                SARIFReportingDescriptor(
                    id: Self.identifierRequestRuleID, name: "ElementWithoutIdentifier",
                    shortDescription: "An element \(locators) find has no identifier",
                    fullDescription:
                        "No identifier can replace the \(locators) that find this element, because it has none "
                        + "(iOS: no name, or a name taken from its label; Android: no resource-id and no content-desc "
                        + "that is an identifier). The app should give it the proposed identifier, which follows the "
                        + "identifiers around it.",
                    level: .note))
        }
        var results: [SARIFResult] = []
        for request in identifierRequests {
            results.append(
                SARIFResult(
                    ruleId: Self.identifierRequestRuleID, level: .note, message: request.message,
                    locations: request.locators.map { SARIFLocation(uri: uri($0.file), line: $0.line, column: $0.column) },
                    fixes: [], properties: ["proposed": request.proposed]))
        }
        for file in files {
            let remaining =
                wrote && file.isChanged ? file.locators.filter { $0.outcome != .converted } : file.locators
            for conversion in remaining where conversion.outcome != .alreadyIdentifier {
                let locator = conversion.locator
                let kind = ConvertedLocatorKind(locator)
                let uri = self.uri(file.file)
                var message =
                    conversion.outcome == .converted
                    ? "\(kind.name) \(quoted(locator.expression ?? locator.argumentText)) can be replaced by "
                        + "\(conversion.replacement?.strategy.displayName ?? "accessibility id") "
                        + "\(quoted(conversion.replacement?.value ?? conversion.accessibilityID ?? "")): \(conversion.reason)"
                    : "\(kind.name) \(quoted(locator.expression ?? locator.argumentText)) stays (\(conversion.outcome.rawValue)): "
                        + conversion.reason
                if wrote, conversion.outcome == .converted { message += "; the file could not be written" }
                var fixes: [SARIFFix] = []
                if conversion.outcome == .converted, !conversion.replacements.isEmpty {
                    let replacements = conversion.replacements.compactMap { replacement -> SARIFFix.Replacement? in
                        guard
                            let region = SARIFRegion(
                                startLine: replacement.start.line, startColumn: replacement.start.column,
                                endLine: replacement.end.line, endColumn: replacement.end.column)
                        else { return nil }
                        return SARIFFix.Replacement(deletedRegion: region, insertedText: replacement.insertedText)
                    }
                    var description =
                        "Use \(conversion.replacement?.strategy.displayName ?? "accessibility id") "
                        + quoted(conversion.replacement?.value ?? conversion.accessibilityID ?? "")
                    if !file.addedImports.isEmpty {
                        description += " (the file also needs \(file.addedImports.joined(separator: "; ")))"
                    }
                    var changes = [
                        SARIFFix.ArtifactChange(artifactLocation: SARIFArtifactLocation(uri: uri), replacements: replacements)
                    ]
                    // Through a constant, the fix includes its declaration.
                    if let declaration = conversion.declarationReplacement, let constant = locator.constant,
                        let region = SARIFRegion(
                            startLine: declaration.start.line, startColumn: declaration.start.column,
                            endLine: declaration.end.line, endColumn: declaration.end.column)
                    {
                        let edit = SARIFFix.Replacement(deletedRegion: region, insertedText: declaration.insertedText)
                        description += " and set constant \(quoted(constant.name)) to \(declaration.insertedText)"
                        if constant.file == file.file {
                            changes[0].replacements.append(edit)
                            changes[0].replacements.sort {
                                ($0.deletedRegion.startLine, $0.deletedRegion.startColumn ?? 0)
                                    < ($1.deletedRegion.startLine, $1.deletedRegion.startColumn ?? 0)
                            }
                        } else {
                            changes.append(
                                SARIFFix.ArtifactChange(
                                    artifactLocation: SARIFArtifactLocation(uri: self.uri(constant.file)),
                                    replacements: [edit]))
                        }
                    }
                    fixes.append(SARIFFix(description: description, artifactChanges: changes))
                }
                results.append(
                    SARIFResult(
                        ruleId: Self.sarifRuleID(for: conversion.outcome, kind: kind), level: level(for: conversion.outcome),
                        message: message,
                        locations: [
                            SARIFLocation(
                                uri: uri, line: locator.position.line, column: locator.position.column,
                                endLine: locator.endPosition.line, endColumn: locator.endPosition.column)
                        ],
                        fixes: fixes, properties: Self.sarifProperties(of: conversion)))
            }
        }
        return SARIFLog(
            tool: SARIFToolComponent(name: "locatorlab", version: toolVersion, informationUri: nil, rules: rules),
            results: results,
            columnKind: .unicodeCodePoints)
    }

    /// Deterministic SARIF JSON.
    public func sarifJSON(toolVersion: String? = nil) throws(ReportingError) -> [UInt8] {
        try sarif(toolVersion: toolVersion).json()
    }

    /// A relative path with `/`, as code scanning wants it.
    private func uri(_ path: String) -> String {
        var uri = path
        while uri.hasPrefix("./") { uri.removeFirst(2) }
        return uri.split(separator: "/", omittingEmptySubsequences: false).map { component in
            component.addingPercentEncodingForURI()
        }.joined(separator: "/")
    }

    private func quoted(_ text: String) -> String {
        "'\(text.count > 200 ? String(text.prefix(199)) + "…" : text)'"
    }

    private func level(for outcome: ConversionOutcome) -> Severity {
        switch outcome {
        case .converted, .noMatch: .warning
        case .invalidXPath: .error
        case .alreadyIdentifier: .note
        case .ambiguous, .notEquivalent, .labelOnly, .unstableIdentifier, .sharedConstant, .noReplacement, .dynamic: .note
        }
    }

    private func ruleName(for outcome: ConversionOutcome) -> String {
        switch outcome {
        case .converted: "ConvertibleXPathLocator"
        case .alreadyIdentifier: "IdentifierLocator"
        case .noMatch: "XPathLocatorMatchesNothing"
        case .ambiguous: "XPathLocatorWithoutSharedAccessibilityID"
        case .notEquivalent: "XPathLocatorNotEquivalentToAccessibilityID"
        case .labelOnly: "XPathLocatorMatchesByLabel"
        case .unstableIdentifier: "XPathLocatorWithUnstableIdentifier"
        case .sharedConstant: "XPathLocatorInSharedConstant"
        case .noReplacement: "XPathHelperWithoutReplacement"
        case .dynamic: "DynamicXPathLocator"
        case .invalidXPath: "InvalidXPathLocator"
        }
    }

    private func shortDescription(for outcome: ConversionOutcome) -> String {
        switch outcome {
        case .converted: "XPath locator that an accessibility id replaces"
        case .alreadyIdentifier: "Locator that already selects by identifier"
        case .noMatch: "XPath locator that matches nothing on the page sources"
        case .ambiguous: "XPath locator whose elements share no accessibility id"
        case .notEquivalent: "XPath locator that the accessibility id would not reproduce"
        case .labelOnly: "XPath locator whose accessibility name is a label"
        case .unstableIdentifier: "XPath locator whose identifier looks generated or carries state"
        case .sharedConstant: "XPath locator in a constant also used elsewhere"
        case .noReplacement: "XPath locator in a project helper without a replacement"
        case .dynamic: "XPath locator built at run time"
        case .invalidXPath: "Invalid XPath locator"
        }
    }

    private func fullDescription(for outcome: ConversionOutcome) -> String {
        switch outcome {
        case .converted:
            "On every page source the XPath finds exactly the elements one accessibility id finds; the id is faster and "
                + "survives layout changes. `locatorlab convert --write` applies the fix."
        case .alreadyIdentifier:
            "The locator already selects by an identifier; there is nothing to convert."
        case .noMatch:
            "The XPath matches nothing on any page source given, so no replacement can be proven; it may be stale."
        case .ambiguous:
            "The matched elements have different accessibility names, or none, so no single accessibility id finds them."
        case .notEquivalent:
            "The accessibility id the elements share would also find other elements (or miss some) on a page source."
        case .labelOnly:
            "The iOS name comes from the element's label, visible and often localized text, not an accessibility "
                + "identifier. Add an identifier in the app, or convert with --allow-labels."
        case .unstableIdentifier:
            "The identifier that would replace the XPath looks generated (GUID, long number, hash) or carries state "
                + "(?isSelected=true, selected, a count, a time), so it would not find the element in another build or "
                + "state. Give the element a stable identifier in the app."
        case .sharedConstant:
            "The XPath sits in a constant that is also used elsewhere (logged, concatenated, compared, or by locators "
                + "that do not all convert to the same id), so rewriting the constant would change those uses too."
        case .noReplacement:
            "The XPath is equivalent to an identifier, but it is passed to a project helper given without a "
                + "replacement; name one with --xpath-helper NAME=REPLACEMENT."
        case .dynamic:
            "The XPath is built at run time (interpolation, concatenation with variables, format calls), so it is left alone."
        case .invalidXPath:
            "The XPath does not compile, or it cannot be evaluated as an element locator."
        }
    }

    // The rules of XCUITest queries: the same outcomes, in XCTest's words.

    private static func queryRuleName(for outcome: ConversionOutcome) -> String {
        switch outcome {
        case .converted: "ConvertibleXCUITestQuery"
        case .alreadyIdentifier: "XCUITestIdentifierQuery"
        case .noMatch: "XCUITestQueryMatchesNothing"
        case .ambiguous: "XCUITestQueryWithMultipleMatches"
        case .notEquivalent: "XCUITestQueryNotEquivalentToIdentifierQuery"
        case .labelOnly: "XCUITestQueryOnElementWithoutIdentifier"
        case .unstableIdentifier: "XCUITestQueryWithUnstableIdentifier"
        case .sharedConstant: "XCUITestQueryInSharedConstant"
        case .noReplacement: "XCUITestQueryWithoutReplacement"
        case .dynamic: "DynamicXCUITestQuery"
        case .invalidXPath: "InvalidXCUITestQuery"
        }
    }

    private static func queryShortDescription(for outcome: ConversionOutcome) -> String {
        switch outcome {
        case .converted: "XCUITest query that an identifier query replaces"
        case .alreadyIdentifier: "XCUITest query that already selects by identifier"
        case .noMatch: "XCUITest query that matches nothing on the page sources"
        case .ambiguous: "XCUITest query that fails with \"Multiple matching elements found\""
        case .notEquivalent: "XCUITest query that the identifier query would not reproduce"
        case .labelOnly: "XCUITest query whose element has no identifier"
        case .unstableIdentifier: "XCUITest query whose identifier looks generated or carries state"
        case .sharedConstant: "XCUITest query in a constant also used elsewhere"
        case .noReplacement: "XCUITest query by element type alone, or built by a helper"
        case .dynamic: "XCUITest query built at run time"
        case .invalidXPath: "XCUITest query that cannot be evaluated"
        }
    }

    private static func queryFullDescription(for outcome: ConversionOutcome) -> String {
        switch outcome {
        case .converted:
            "On every page source the query resolves, with XCTest's resolution, to what an identifier query of the "
                + "same element type resolves to; the identifier survives translation and layout changes. "
                + "`locatorlab convert --write` applies the fix."
        case .alreadyIdentifier:
            "The query already selects by its element's identifier; there is nothing to convert."
        case .noMatch:
            "The query matches nothing on any page source given (or its index is out of range), so no replacement "
                + "can be proven; it may be stale."
        case .ambiguous:
            "The query resolves to several elements on a page source, where XCTest fails the test with \"Multiple "
                + "matching elements found\"."
        case .notEquivalent:
            "The identifier query of the element would not resolve to the same element (or the same elements in "
                + "the same order) on every page source."
        case .labelOnly:
            "The element has no accessibility identifier, so the query selects it by label, value or position. "
                + "Add the identifier the report proposes in the app."
        case .unstableIdentifier:
            "The identifier that would replace the query looks generated (GUID, long number, hash) or carries state, "
                + "so it would not find the element in another build or state."
        case .sharedConstant:
            "The query sits in a constant that is also used elsewhere, so rewriting it would change those uses too."
        case .noReplacement:
            "The query selects by element type alone, which an identifier would not make sturdier, or it is built "
                + "by a helper whose other calls may need another element; it is left alone."
        case .dynamic:
            "The query is built at run time (an interpolated key, a parameter, an element known only at run time), "
                + "so it is left alone."
        case .invalidXPath:
            "The query cannot be evaluated as an XCUITest query on a page source."
        }
    }

    /// A result's properties: the proof of a rewrite, and how many values a
    /// recording saw a call build (`convert --recording`).
    static func sarifProperties(of conversion: LocatorConversion) -> [String: String]? {
        var properties: [String: String] = [:]
        properties["proof"] = conversion.proof?.rawValue
        if !conversion.instances.isEmpty { properties["recordedInstances"] = String(conversion.instances.count) }
        return properties.isEmpty ? nil : properties
    }
}

extension Substring {
    /// Percent-encodes what a URI path segment cannot hold (RFC 3986).
    fileprivate func addingPercentEncodingForURI() -> String {
        var result = ""
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "@"),
                UInt8(ascii: "+"),
                UInt8(ascii: "="), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "!"), UInt8(ascii: "$"),
                UInt8(ascii: "&"),
                UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: ";"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return result
    }
}
