import LocatorLabReporting

extension ConversionRun {
    /// A pull-request comment: totals, one table per file, and the diff of the
    /// changes in a collapsed section.
    public func markdown() -> String {
        let heading =
            switch locatorKind {
            case .xpath: "XPath locators to accessibility ids"
            case .xcuitestQuery: "XCUITest queries to identifier queries"
            case nil: "XPath locators and XCUITest queries to identifiers"
            }
        var output = Markdown.heading("LocatorLab: \(heading)", level: 2) + "\n"
        let totals = self.totals
        let locators = self.locators.count
        let converted = totals[.converted, default: 0]
        output +=
            "**\(converted) of \(locators)** \(locatorNoun(locators)) "
            + "\(wrote ? "converted" : "can be converted"), proven equivalent on \(pageSources.count) page "
            + "\(pageSources.count == 1 ? "source" : "sources"); \(changedFiles.count) "
            + "\(changedFiles.count == 1 ? "file" : "files") \(wrote ? "changed" : "to change").\n\n"
        let unwritten = unwrittenFiles
        if !unwritten.isEmpty {
            output +=
                "**Could not write \(unwritten.count) \(unwritten.count == 1 ? "file" : "files"):** "
                + unwritten.map(Markdown.code).joined(separator: ", ") + "\n\n"
        }

        var summary = MarkdownTable(columns: [TableColumn("Outcome"), TableColumn("Locators", alignment: .right)])
        for outcome in ConversionOutcome.allCases {
            summary.addRow([TableCell(outcome.rawValue), TableCell(String(totals[outcome, default: 0]))])
        }
        output += summary.render() + "\n"
        output += valueSourceLine() + ".\n\n"

        for file in files where !file.locators.isEmpty {
            output += Markdown.heading(file.file, level: 3) + "\n"
            var table = MarkdownTable(columns: [
                TableColumn("Line", alignment: .right), TableColumn("Outcome"),
                TableColumn(file.locators.contains { ConvertedLocatorKind($0.locator) == .xcuitestQuery } ? "XCUITest query" : "XPath"),
                TableColumn("Result"), TableColumn("Proof"),
            ])
            for conversion in file.locators {
                let locator = conversion.locator
                let result = conversion.replacementText.map { TableCell.code($0) } ?? TableCell(conversion.reason)
                table.addRow([
                    TableCell(String(locator.position.line)),
                    TableCell(
                        conversion.outcome.rawValue, emphasis: conversion.outcome == .converted ? .strong : .none),
                    TableCell.code(locator.expression ?? locator.argumentText), result,
                    TableCell(conversion.proof?.rawValue ?? ""),
                ])
            }
            output += table.render()
            let reasons = file.locators.filter { $0.outcome != .converted }
            if !reasons.isEmpty {
                output +=
                    "\n"
                    + Markdown.details(
                        summary: "Why \(reasons.count) \(reasons.count == 1 ? "locator stays" : "locators stay")",
                        Markdown.bulletList(
                            reasons.map {
                                "line \($0.locator.position.line): " + Markdown.escape($0.reason)
                            }))
            }
            // A call that builds its XPath at run time: what the recording
            // saw it send, and what each value proves.
            for conversion in file.locators where !conversion.instances.isEmpty {
                let count = conversion.instances.count
                output +=
                    "\n"
                    + Markdown.details(
                        summary: "Line \(conversion.locator.position.line): \(count) recorded "
                            + (count == 1 ? "value" : "values"),
                        Markdown.bulletList(
                            conversion.instances.map { instance in
                                Markdown.code(instance.value) + " "
                                    + (instance.identifier.map { "→ " + Markdown.code($0) }
                                        ?? Markdown.escape(instance.outcome.rawValue + ": " + instance.reason))
                                    + " (" + Markdown.escape(instance.screens.joined(separator: ", ")) + ")"
                            }))
            }
            if !wrote, file.isChanged {
                output +=
                    "\n" + Markdown.details(summary: "Diff", Markdown.codeBlock(file.unifiedDiff(), language: "diff"))
            }
            output += "\n"
        }
        if !identifierRequests.isEmpty {
            output += Markdown.heading("Identifiers to add", level: 3) + "\n"
            output +=
                "No identifier can replace these \(locatorPluralName), because the elements they find have none. "
                + "Proposed identifiers follow the ones around each element; a proposal built from a label is "
                + "in the page source's language.\n\n"
            var table = MarkdownTable(columns: [
                TableColumn("Element"), TableColumn("Page source"), TableColumn("Proposed"),
                TableColumn("Built from label"), TableColumn("Locators"),
            ])
            for request in identifierRequests {
                table.addRow([
                    TableCell(request.elementDescription), TableCell.code(request.element.pageSource),
                    TableCell.code(request.proposed), TableCell(request.proposalLabel ?? ""),
                    TableCell(request.locators.map(\.place).joined(separator: ", ")),
                ])
            }
            output += table.render() + "\n"
        }
        if !problems.isEmpty {
            output += Markdown.heading("Files skipped", level: 3) + "\n"
            output += Markdown.bulletList(
                problems.map { Markdown.code($0.file) + ": " + Markdown.escape($0.description) })
        }
        return output
    }
}
