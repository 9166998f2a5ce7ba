import LocatorLabAdvice
import LocatorLabReporting

extension RecordedRunReport {
    /// The report for a terminal: a summary, then one block per distinct
    /// locator (status, findings, each screen, each use with the device's
    /// answer beside LocatorLab's, the evidence of a disagreement, the
    /// replacement), then the rules that fired. Colour only when asked.
    public func text(colour: Bool = false) -> String {
        let paint = TerminalPaint(enabled: colour)
        var out: [String] = [paint.bold(title), runDescription, ""]
        out.append(paint.bold("SUMMARY"))
        let width = headlines.map(\.label.count).max() ?? 0
        for line in headlines {
            out.append("  " + line.label.padding(to: width) + "  " + line.text)
        }
        for note in notes {
            out.append(paint.dim("  note: " + TerminalText.sanitized(note)))
        }
        for locator in locators {
            out.append("")
            out += block(for: locator, paint: paint)
        }
        if !rules.isEmpty {
            out.append("")
            out.append(paint.bold("RULES"))
            for rule in rules {
                out.append("  \(rule.id) (\(rule.severity.fragilityGrade)): \(rule.rationale)")
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    private func block(for locator: RecordedLocatorReport, paint: TerminalPaint) -> [String] {
        var lines = [
            paint.bold("[\(locator.number)] ") + TerminalText.sanitized(Self.heading(locator)) + "  "
                + Self.painted(Self.statusText(locator), Self.emphasis(locator), paint)
        ]
        if let reason = locator.notEvaluated { lines.append("    " + reason) }
        if let invalid = locator.invalid {
            lines.append("    invalid at offset \(invalid.offset): \(TerminalText.sanitized(invalid.message))")
        }
        for finding in locator.findings {
            lines.append(
                "    finding \(finding.rule) (\(finding.severity.fragilityGrade)): \(TerminalText.sanitized(finding.message))")
        }
        for result in locator.screens {
            var line = "    \(result.screen) \(TerminalText.sanitized(result.pageSource)): "
                + TerminalText.sanitized(Self.resultText(result))
            if let estimate = Self.estimateText(result) { line += paint.dim("; " + estimate) }
            lines.append(line)
            lines += result.notes.map { "      note: " + TerminalText.sanitized($0) }
        }
        for uses in Self.repeatedUses(locator.uses) {
            let use = uses[0]
            let text = uses.count == 1 ? Self.useText(use) : Self.repeatedUseText(uses)
            lines.append("    " + text + "  " + Self.painted(Self.agreementText(use), Self.emphasis(use.agreement), paint))
            if use.agreement != .agrees {
                lines += use.evidence.map { "      - " + TerminalText.sanitized($0) }
            }
        }
        if locator.notEvaluated == nil && locator.invalid == nil {
            lines.append("    replacement: " + TerminalText.sanitized(Self.replacementText(locator)))
        }
        return lines
    }

    private static func painted(_ text: String, _ emphasis: CellEmphasis, _ paint: TerminalPaint) -> String {
        switch emphasis {
        case .good: paint.green(text)
        case .bad: paint.red(text)
        case .warning: paint.yellow(text)
        case .muted: paint.dim(text)
        default: text
        }
    }
}
