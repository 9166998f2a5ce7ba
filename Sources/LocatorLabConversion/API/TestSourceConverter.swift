import LocatorLabLocators
import LocatorLabModel

/// Converts the XPath locators of one test source, in memory: scan, resolve
/// each constant XPath on the page sources, plan the edits and imports as
/// data, then apply them. Nothing here touches the disk.
public struct TestSourceConverter {
    public let resolver: AccessibilityIDResolver

    public init(resolver: AccessibilityIDResolver) {
        self.resolver = resolver
    }

    /// Converts `bytes`, the contents of `file` (which only labels results).
    ///
    /// - Throws: ``ConversionError`` when the text cannot be decoded or
    ///   lexed, or when planned edits overlap.
    public func convert(_ bytes: [UInt8], file: String, language: SourceLanguage) throws(ConversionError)
        -> FileConversion
    {
        let (utf8, encoding) = try TestSourceEncoding.decode(bytes, file: file)
        let (found, stream) = try XPathLocatorScanner.scanTokens(utf8: utf8, language: language, file: file)
        let lines = LineIndex(utf8)
        var conversions: [LocatorConversion] = []
        conversions.reserveCapacity(found.count)
        var edits: [SourceEdit] = []
        var imports: Set<RequiredImport> = []

        for locator in found {
            guard let expression = locator.expression else {
                let detail = locator.dynamicDetail ?? "is built at run time"
                conversions.append(
                    LocatorConversion(
                        locator: locator, outcome: .dynamic,
                        reason: "the XPath \(detail), so it is only known at run time; it is left alone"))
                continue
            }
            let resolution = resolver.resolve(expression)
            guard resolution.outcome == .converted, let replacement = resolution.replacement else {
                conversions.append(
                    LocatorConversion(
                        locator: locator, outcome: resolution.outcome, reason: resolution.reason,
                        accessibilityID: resolution.accessibilityID))
                continue
            }
            let rewrite = LocatorRewriter.rewrite(locator, to: replacement, platforms: resolution.platforms, bytes: utf8)
            let ordered = rewrite.edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
            let replacements = ordered.map {
                TextReplacement(
                    start: lines.position(of: $0.range.lowerBound), end: lines.position(of: $0.range.upperBound),
                    insertedText: $0.replacement)
            }
            edits += rewrite.edits
            imports.formUnion(rewrite.imports)
            conversions.append(
                LocatorConversion(
                    locator: locator, outcome: .converted, reason: resolution.reason,
                    accessibilityID: resolution.accessibilityID, replacement: replacement, replacements: replacements,
                    replacementText: Self.rewrittenSpan(of: ordered, in: utf8)))
        }

        let planner = ImportPlanner(
            stream: stream, language: language, lineEnding: TestSourceEncoding.lineEnding(of: utf8))
        let (importEdits, added) = planner.plan(imports)
        edits += importEdits
        let rewritten: [UInt8]
        do {
            rewritten = try SourceEditPlan.apply(edits, to: utf8)
        } catch {
            throw .overlappingEdits(file: file, position: lines.position(of: error.offset))
        }
        return FileConversion(
            file: file, language: language, encoding: encoding, locators: conversions, addedImports: added,
            original: bytes,
            converted: rewritten == utf8 ? bytes : encoding.encode(rewritten))
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
