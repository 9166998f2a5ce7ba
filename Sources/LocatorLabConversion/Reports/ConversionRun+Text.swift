import LocatorLabReporting
import LocatorLabTestSources

extension ConversionRun {
    /// The terminal report of a run: per file, each locator with its outcome,
    /// the XPath, the replacement or the reason; then problems and totals.
    /// In a dry run the unified diffs come first.
    public func text(colour: Bool = false) -> String {
        var output = ""
        if !wrote {
            for file in changedFiles {
                output += file.unifiedDiff()
            }
            if !changedFiles.isEmpty { output += "\n" }
        }
        // The outcome column fits the longest outcome of the run and a
        // space (`already-identifier`, `unstable-identifier` are 18 and 19
        // characters), so the calls after it and the lines below line up.
        let outcomeWidth = max(15, locators.map { $0.outcome.rawValue.count + 1 }.max() ?? 0)
        for file in files where !file.locators.isEmpty {
            output += style(sanitized(file.file), .bold, colour) + "\n"
            let width = file.locators.map { "\($0.locator.position)".count }.max() ?? 0
            for conversion in file.locators {
                let locator = conversion.locator
                let position = "\(locator.position)"
                let padding = String(repeating: " ", count: width - position.count)
                let outcome = conversion.outcome.rawValue
                let outcomePadding = String(repeating: " ", count: outcomeWidth - outcome.count)
                let shown = locator.expression ?? locator.argumentText
                output +=
                    "  \(padding)\(position)  \(style(outcome, emphasis(for: conversion.outcome), colour))\(outcomePadding)"
                output += "\(sanitized(locator.call)) \(sanitized(shortened(shown)))\n"
                let indent = String(repeating: " ", count: 2 + width + 2 + outcomeWidth)
                if let replacement = conversion.replacementText {
                    output += indent + "→ " + sanitized(replacement)
                    if let proof = conversion.proof { output += style("  (proof: \(proof.phrase))", .dim, colour) }
                    output += "\n"
                }
                output += indent + style(sanitized(conversion.reason), .dim, colour) + "\n"
                for instance in conversion.instances {
                    let proves = instance.identifier.map { "→ \($0)" } ?? instance.outcome.rawValue
                    output += indent + "  recorded " + sanitized(instance.value) + "  " + sanitized(proves)
                        + style(" (" + sanitized(instance.screens.joined(separator: ", ")) + ")", .dim, colour) + "\n"
                }
            }
            if !file.addedImports.isEmpty {
                output += "  adds " + file.addedImports.map(sanitized).joined(separator: "; ") + "\n"
            }
            output += "\n"
        }
        if !identifierRequests.isEmpty {
            let count = identifierRequests.count
            output +=
                style("identifiers to add (\(count))", .bold, colour)
                + style(": no identifier can replace the \(locatorPluralName) below, because their elements have none", .dim, colour)
                + "\n"
            for request in identifierRequests {
                output += "  " + sanitized(request.elementDescription) + " on " + sanitized(request.element.pageSource)
                output += style("  " + sanitized(request.element.path.expression), .dim, colour) + "\n"
                output += "    " + sanitized(request.proposalText) + "\n"
                if let code = request.swiftCode {
                    output += "    add it in SwiftUI: " + sanitized(code.swiftUI) + "\n"
                    output += "    or in UIKit:       " + sanitized(code.uiKit) + "\n"
                }
                output += "    for " + request.locators.map { sanitized($0.place) }.joined(separator: ", ") + "\n"
            }
            output += "\n"
        }
        if !problems.isEmpty {
            output += style("problems (files skipped)", .bold, colour) + "\n"
            for problem in problems {
                output += "  " + sanitized(problem.description) + "\n"
            }
            output += "\n"
        }
        output += summary()
        var table = TextTable(columns: [TableColumn("OUTCOME"), TableColumn("LOCATORS", alignment: .right)])
        let totals = self.totals
        for outcome in ConversionOutcome.allCases {
            table.addRow([
                TableCell(
                    outcome.rawValue, emphasis: totals[outcome, default: 0] > 0 ? tableEmphasis(outcome) : .muted),
                TableCell(String(totals[outcome, default: 0])),
            ])
        }
        output += table.render(colour: colour)
        output += "\n" + valueSourceLine() + "\n"
        if wrote {
            let changed = changedFiles.count
            output += "\nwrote \(changed) \(changed == 1 ? "file" : "files")\n"
            let unwritten = unwrittenFiles
            if !unwritten.isEmpty {
                output += style(
                    "could not write \(unwritten.count) \(unwritten.count == 1 ? "file" : "files"): "
                        + unwritten.map(sanitized).joined(separator: ", "), .red, colour) + "\n"
            }
        } else {
            output += "\ndry run: nothing was written; --write applies the changes above\n"
        }
        return output
    }

    /// `XPath known as: literal 12, constant 3, …`: how much of the suite
    /// the converter reaches (`XCUITest query known as: …` for a Swift suite).
    func valueSourceLine() -> String {
        let counts = valueSources
        return "\(locatorKind?.name ?? "Locator") known as: "
            + LocatorValueSource.allCases.map { "\($0.rawValue) \(counts[$0, default: 0])" }.joined(separator: ", ")
    }

    /// "XPaths", "XCUITest queries", or "locators" for a run with both.
    var locatorPluralName: String { locatorKind?.pluralName ?? "locators" }

    private func summary() -> String {
        let locators = self.locators.count
        let withXPath = files.filter { !$0.locators.isEmpty }.count
        let changed = changedFiles.count
        let sources = pageSources.count
        return "\(locators) \(locatorNoun(locators)) in \(withXPath) of \(files.count) test "
            + "\(files.count == 1 ? "source" : "sources"); \(changed) \(changed == 1 ? "file" : "files") "
            + "\(wrote ? "changed" : "to change"); proven on \(sources) page \(sources == 1 ? "source" : "sources")\n\n"
    }

    private enum Style {
        case bold, dim, green, red, yellow
        var code: String {
            switch self {
            case .bold: "\u{1B}[1m"
            case .dim: "\u{1B}[2m"
            case .green: "\u{1B}[32m"
            case .red: "\u{1B}[31m"
            case .yellow: "\u{1B}[33m"
            }
        }
    }

    private func style(_ text: String, _ style: Style?, _ colour: Bool) -> String {
        guard colour, let style, !text.isEmpty else { return text }
        return style.code + text + "\u{1B}[0m"
    }

    private func emphasis(for outcome: ConversionOutcome) -> Style? {
        switch outcome {
        case .converted: .green
        case .invalidXPath: .red
        case .dynamic, .alreadyIdentifier: nil
        default: .yellow
        }
    }

    private func tableEmphasis(_ outcome: ConversionOutcome) -> CellEmphasis {
        switch outcome {
        case .converted: .good
        case .invalidXPath: .bad
        case .dynamic, .alreadyIdentifier: .none
        default: .warning
        }
    }

    private func shortened(_ text: String) -> String {
        let flat = text.split(whereSeparator: \.isNewline).map { $0.trimmingPrefix(while: \.isWhitespace) }.joined(
            separator: " ")
        return flat.count > 160 ? String(flat.prefix(159)) + "…" : flat
    }

    /// Control characters from test files shown escaped, so a source cannot
    /// drive the terminal.
    private func sanitized(_ text: String) -> String {
        TerminalText.sanitized(text)
    }
}
