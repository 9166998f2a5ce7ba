import LocatorLabLocators
import LocatorLabModel
import LocatorLabReporting

/// An audit split across CI jobs by page sources (`audit --shard I/N`): each
/// page source is audited alone (its coverage, its findings; duplicates are
/// found within a page source), so a shard's report is the audit of its
/// page sources, and merging adds the counts up.
extension AuditReport {
    /// The report as a shard writes it. The JSON format leaves out what only
    /// the value holds (the element IDs of related elements, the label a
    /// suggestion is built from); this form keeps all of it, so the merged
    /// report is the very value the whole run would have made.
    public struct Part: Sendable, Codable {
        public struct Path: Sendable, Codable {
            var element: Int
            var expression: String
        }

        public struct Finding: Sendable, Codable {
            var rule: AuditRule
            var severity: Severity
            var message: String
            var pageSource: String
            var element: Path
            var identifier: String?
            var suggestion: String?
            var suggestionLabel: String?
            var relatedElements: [Path]
        }

        public struct Counted: Sendable, Codable {
            var name: String
            var interactive: Int
            var identified: Int
        }

        var pageSources: [String]
        var convention: String?
        var minimumCoverage: Double?
        var overall: Counted
        var coverage: [Counted]
        var branches: [Counted]
        var findings: [Finding]
    }

    public var part: Part {
        func path(_ path: ElementPath) -> Part.Path { Part.Path(element: path.element.index, expression: path.expression) }
        func counted(_ name: String, _ count: CoverageCount) -> Part.Counted {
            Part.Counted(name: name, interactive: count.interactive, identified: count.identified)
        }
        return Part(
            pageSources: pageSources, convention: options.convention, minimumCoverage: options.minimumCoverage,
            overall: counted("", coverage.overall),
            coverage: coverage.pageSources.map { counted($0.pageSource, $0.coverage) },
            branches: coverage.branches.map { counted($0.branch, $0.coverage) },
            findings: findings.map {
                Part.Finding(
                    rule: $0.rule, severity: $0.severity, message: $0.message, pageSource: $0.pageSource,
                    element: path($0.element), identifier: $0.identifier, suggestion: $0.suggestion,
                    suggestionLabel: $0.suggestionLabel, relatedElements: $0.relatedElements.map(path))
            })
    }

    public init(part: Part) {
        func path(_ path: Part.Path) -> ElementPath {
            ElementPath(recorded: ElementID(path.element), expression: path.expression)
        }
        func count(_ counted: Part.Counted) -> CoverageCount {
            CoverageCount(interactive: counted.interactive, identified: counted.identified)
        }
        self.init(
            pageSources: part.pageSources,
            options: AuditOptions(convention: part.convention, minimumCoverage: part.minimumCoverage),
            coverage: AuditCoverage(
                overall: count(part.overall),
                pageSources: part.coverage.map { PageSourceCoverage(pageSource: $0.name, coverage: count($0)) },
                branches: part.branches.map { BranchCoverage(branch: $0.name, coverage: count($0)) }),
            findings: part.findings.map {
                AuditFinding(
                    rule: $0.rule, severity: $0.severity, message: $0.message, pageSource: $0.pageSource,
                    element: path($0.element), identifier: $0.identifier, suggestion: $0.suggestion,
                    suggestionLabel: $0.suggestionLabel, relatedElements: $0.relatedElements.map(path))
            })
    }

    /// The audit of every page source from the audits of the shards, given
    /// in shard order: page sources and their coverage concatenated, the
    /// overall and per-branch counts added up (branches sorted as the
    /// auditor sorts them), the findings sorted again. Throws when the
    /// parts ran with other options.
    public static func merged(_ parts: [AuditReport]) throws(ShardMergeError) -> AuditReport {
        guard let first = parts.first else { throw .mismatch(file: "", reason: "no part given") }
        var overall = CoverageCount()
        var branches: [String: CoverageCount] = [:]
        for (position, part) in parts.enumerated() {
            guard part.options == first.options else {
                throw .mismatch(file: "", reason: "part \(position + 1) audited with other options")
            }
            overall = overall + part.coverage.overall
            for branch in part.coverage.branches {
                branches[branch.branch] = (branches[branch.branch] ?? CoverageCount()) + branch.coverage
            }
        }
        return AuditReport(
            pageSources: parts.flatMap(\.pageSources), options: first.options,
            coverage: AuditCoverage(
                overall: overall, pageSources: parts.flatMap(\.coverage.pageSources),
                branches: branches.map { BranchCoverage(branch: $0.key, coverage: $0.value) }.sorted {
                    $0.branch < $1.branch
                }),
            findings: parts.flatMap(\.findings))
    }
}
