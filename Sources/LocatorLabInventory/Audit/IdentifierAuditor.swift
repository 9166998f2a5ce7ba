import LocatorLabModel

/// Audits the identifiers of page sources: coverage of interactive
/// elements, missing identifiers with suggestions, duplicates by kind,
/// label-derived names, generated-looking identifiers, identifiers off the
/// convention and gaps in indexed identifiers (see ``AuditRule``).
///
///     let auditor = try IdentifierAuditor(options: AuditOptions(convention: "[A-Z][A-Za-z]*(\\.[A-Za-z0-9_]+)*"))
///     let report = auditor.audit([Screen(name: "home.xml", tree: tree)])
public struct IdentifierAuditor {
    public let options: AuditOptions
    private let convention: IdentifierConvention?

    /// Compiles the convention; throws when it is not a valid regular
    /// expression or the minimum coverage is not between 0 and 100.
    public init(options: AuditOptions = AuditOptions()) throws(InventoryError) {
        if let minimum = options.minimumCoverage, !(0...100).contains(minimum) {
            throw .invalidMinimumCoverage(minimum)
        }
        self.options = options
        self.convention = try options.convention.map { pattern throws(InventoryError) in
            try IdentifierConvention(pattern)
        }
    }

    public func audit(_ pageSources: [Screen]) -> AuditReport {
        var findings: [AuditFinding] = []
        var overall = CoverageCount()
        var perSource: [PageSourceCoverage] = []
        var branches: [String: CoverageCount] = [:]
        for source in pageSources {
            let analysis = PageSourceAnalysis(source)
            let coverage = audit(analysis, findings: &findings, branches: &branches)
            overall = overall + coverage
            perSource.append(PageSourceCoverage(pageSource: source.name, coverage: coverage))
        }
        let branchList = branches.map { BranchCoverage(branch: $0.key, coverage: $0.value) }.sorted {
            $0.branch < $1.branch
        }
        return AuditReport(
            pageSources: pageSources.map(\.name), options: options,
            coverage: AuditCoverage(overall: overall, pageSources: perSource, branches: branchList), findings: findings)
    }

    private func audit(
        _ analysis: PageSourceAnalysis, findings: inout [AuditFinding], branches: inout [String: CoverageCount]
    ) -> CoverageCount {
        var coverage = CoverageCount()
        var unidentified: [(element: ElementID, role: InteractiveRole)] = []
        // The patterns of each branch once: the rows of a list share theirs,
        // and parsing them again per element was 2% of `inspect` on a
        // generated 100k-element screen.
        var patterns: [[Substring]: [String]] = [:]
        for id in analysis.tree.ids {
            guard let role = analysis.roles[id.index] else { continue }
            let identity = analysis.identities[id.index]
            coverage.add(identified: identity.isIdentified)
            let branch = analysis.branch(of: id)
            let branchPatterns = patterns[branch] ?? {
                let made = Self.branchPatterns(branch)
                patterns[branch] = made
                return made
            }()
            for branch in branchPatterns {
                branches[branch, default: CoverageCount()].add(identified: identity.isIdentified)
            }
            guard !identity.isIdentified else { continue }
            unidentified.append((id, role))
            if let name = identity.labelDerivedName {
                findings.append(
                    AuditFinding(
                        rule: .labelDerivedName,
                        message:
                            "\(analysis.describe(id)) is found by its label '\(PageSourceAnalysis.shortened(name))', "
                            + "which changes with the app's language",
                        pageSource: analysis.name, element: analysis.path(id), identifier: name))
            }
        }
        findings += missingFindings(unidentified, in: analysis)
        findings += analysis.duplicateFindings()
        findings += analysis.generatedIdentifierFindings()
        if let convention { findings += analysis.conventionFindings(convention) }
        findings += analysis.indexGapFindings()
        return coverage
    }

    /// One finding per interactive element without an identifier, with a
    /// suggestion `branch.Leaf` that is unique on the page
    /// (``IdentifierProposer``, which `convert`'s identifier requests share).
    private func missingFindings(
        _ elements: [(element: ElementID, role: InteractiveRole)], in analysis: PageSourceAnalysis
    ) -> [AuditFinding] {
        let proposals = IdentifierProposer(analysis).proposals(elements.map { ($0.element, $0.role) })
        return zip(elements, proposals).map { entry, proposal in
            var message = "\(proposal.description) has no identifier; suggested: \(proposal.identifier)"
            if let label = proposal.label {
                message += " (built from its label '\(PageSourceAnalysis.shortened(label))', in the page source's language)"
            } else if let text = IdentifierSuggestion.unusableText(for: entry.element, in: analysis.tree, role: entry.role) {
                // Its text is in another script than Latin, or only numbers:
                // said, so the element is known by more than its type.
                message += " (from its role: '\(PageSourceAnalysis.shortened(text))' has no Latin word to name it by)"
            }
            return AuditFinding(
                rule: .missingIdentifier, message: message, pageSource: analysis.name, element: proposal.path,
                suggestion: proposal.identifier, suggestionLabel: proposal.label)
        }
    }

    /// How many levels of a branch get their own coverage line; deeper
    /// levels count in their ancestor at this depth. It keeps the table
    /// (and memory) bounded when a page source holds absurdly deep identifiers.
    static let maximumBranchDepth = 32

    /// `Shop.ProductList.Card_0` → `Shop`, `Shop.ProductList`,
    /// `Shop.ProductList.Card_{i}`; `[]` → the empty branch.
    static func branchPatterns(_ segments: [Substring]) -> [String] {
        guard !segments.isEmpty else { return [""] }
        let template = IdentifierTemplate.parse(segments.prefix(maximumBranchDepth).joined(separator: ".")).template
        var result: [String] = []
        var prefix = ""
        for segment in template.segments {
            let text = IdentifierTemplate(segments: [segment]).pattern()
            prefix = prefix.isEmpty ? text : prefix + "." + text
            result.append(prefix)
        }
        return result
    }
}

/// What `locatorlab audit` checks beyond its fixed rules.
public struct AuditOptions: Sendable, Hashable {
    /// A regular expression every accessibility identifier must match as a
    /// whole (Swift `Regex` syntax); `nil` skips the convention check.
    public var convention: String?
    /// The coverage below which the audit fails, in percent (0–100).
    public var minimumCoverage: Double?

    public init(convention: String? = nil, minimumCoverage: Double? = nil) {
        self.convention = convention
        self.minimumCoverage = minimumCoverage
    }
}
