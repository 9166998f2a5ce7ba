import LocatorLabAnalysis
import LocatorLabInventory
import LocatorLabLocators
import LocatorLabModel

/// Builds the inspection of screens: for every element its identity, its
/// verified locators (``LocatorSuggester``, then the absolute path from
/// ``ElementPathTable``) with their fragility findings, and the audit's
/// findings on it (``IdentifierAuditor``, over all the screens at once, as
/// `locatorlab audit` would run).
public struct PageInspector {
    public var auditOptions: AuditOptions
    /// The Android package ids are completed with (default: the most common one).
    public var appPackage: String?

    public init(auditOptions: AuditOptions = AuditOptions(), appPackage: String? = nil) {
        self.auditOptions = auditOptions
        self.appPackage = appPackage
    }

    public func inspect(_ inputs: [InspectionInput], title: String, live: Bool = false) throws(InspectionError)
        -> InspectionDocument
    {
        guard !inputs.isEmpty else { throw .noPageSource }
        let auditor: IdentifierAuditor
        do {
            auditor = try IdentifierAuditor(options: auditOptions)
        } catch {
            throw .invalidAuditOptions(String(describing: error))
        }
        // The audit names page sources by position: two inputs may share a name.
        let report = auditor.audit(inputs.enumerated().map { InventoryPageSource(name: String($0.offset), tree: $0.element.tree) })
        var marks: [String: [Int: [InspectedAuditMark]]] = [:]
        for finding in report.findings {
            let mark = InspectedAuditMark(
                rule: finding.rule, severity: finding.severity, message: finding.message, suggestion: finding.suggestion)
            for element in [finding.element] + finding.relatedElements {
                marks[finding.pageSource, default: [:]][element.element.index, default: []].append(mark)
            }
        }
        let pages = inputs.enumerated().map { offset, input in
            page(input, auditMarks: marks[String(offset)] ?? [:])
        }
        return InspectionDocument(title: title, pages: pages, live: live)
    }

    private func page(_ input: InspectionInput, auditMarks: [Int: [InspectedAuditMark]]) -> InspectionPage {
        let tree = input.tree
        let engine = LocatorEngine(tree: tree, appPackage: appPackage)
        let suggester = LocatorSuggester(engine: engine)
        let paths = ElementPathTable(tree)
        var elements: [InspectedElement] = []
        elements.reserveCapacity(tree.count)
        for id in tree.ids {
            let element = tree[id]
            let identity = ElementIdentity(of: element, platform: tree.platform)
            let generated = [identity.accessibilityIdentifier, identity.resourceID?.rawValue].contains { value in
                value.map(GeneratedIdentifier.looksGenerated) ?? false
            }
            let verdict = IdentifierVerdict(of: identity, generated: generated)
            var locators = suggester.suggestions(for: id, original: nil).suggestions.map { suggestion in
                inspected(suggestion, identity: identity, elementVerdict: verdict)
            }
            let path = paths.path(of: id).expression
            if !locators.contains(where: { $0.strategy == LocatorStrategy.xpath.rawValue && $0.value == path }) {
                locators.append(
                    InspectedLocator(
                        rank: locators.count + 1, kind: "absolute-path", locator: .xpath(path), verdict: .none,
                        findings: FragilityRule.findings(in: path),
                        notes: ["the whole path from the root: it breaks when any ancestor or earlier sibling changes"]))
            }
            let frame = element.frame
            elements.append(
                InspectedElement(
                    parent: tree.parent(of: id)?.index, depth: tree.depth(of: id), subtreeEnd: tree.subtreeEnd(of: id),
                    type: element.type, identifier: identity.accessibilityIdentifier,
                    resourceID: identity.resourceID?.rawValue, labelDerivedName: identity.labelDerivedName,
                    label: tree.platform == .ios ? element.label : element.text,
                    value: tree.platform == .ios ? element.value : nil,
                    attributes: element.attributes.map { [$0.name, $0.value] },
                    frame: frame.map { [$0.x, $0.y, $0.width, $0.height] },
                    verdict: verdict, locators: locators, audit: auditMarks[id.index] ?? []))
        }
        let screenFrame = tree.ids.lazy.compactMap { tree.frame(of: $0) }.first { $0.width > 0 && $0.height > 0 }
        var notes: [String] = []
        let screenshot = input.screenshot.map { image -> InspectedScreenshot in
            guard let screenFrame else {
                notes.append("the page source has no frames: the screenshot is shown without element outlines")
                return InspectedScreenshot(dataURL: image.dataURL, width: image.width, height: image.height, scale: 1)
            }
            let scale = Double(image.width) / Double(screenFrame.width)
            let expectedHeight = Double(screenFrame.height) * scale
            if abs(expectedHeight - Double(image.height)) > max(2, expectedHeight * 0.02) {
                notes.append(
                    "the screenshot is \(image.width)×\(image.height) pixels but the screen is "
                        + "\(screenFrame.width)×\(screenFrame.height): outlines may not line up (another screen or orientation?)")
            }
            return InspectedScreenshot(
                dataURL: image.dataURL, width: image.width, height: image.height, scale: (scale * 1000).rounded() / 1000)
        }
        return InspectionPage(
            name: input.name, platform: tree.platform,
            screen: screenFrame.map { [$0.x, $0.y, $0.width, $0.height] }, screenshot: screenshot, elements: elements,
            notes: notes)
    }

    /// A suggestion with its full fragility findings and the verdict on the
    /// identifier it relies on.
    private func inspected(_ suggestion: LocatorSuggestion, identity: ElementIdentity, elementVerdict: IdentifierVerdict)
        -> InspectedLocator
    {
        let value = suggestion.locator.value
        let usesOwnIdentifier = [identity.accessibilityIdentifier, identity.resourceID?.rawValue].contains { own in
            own.map { !$0.isEmpty && value.contains($0) } ?? false
        }
        let verdict: IdentifierVerdict
        switch suggestion.kind {
        case .accessibilityID: verdict = suggestion.nameFromLabel ? .labelDerived : .identifier
        case .androidID: verdict = .resourceID
        default:
            if suggestion.nameFromLabel {
                verdict = .labelDerived
            } else {
                verdict = usesOwnIdentifier ? elementVerdict : .none
            }
        }
        var notes = suggestion.notes
        if suggestion.kind == .anchoredXPath && !usesOwnIdentifier {
            notes.append("anchored on an ancestor's identifier")
        }
        let findings = suggestion.locator.strategy == .xpath ? FragilityRule.findings(in: value) : []
        return InspectedLocator(
            rank: suggestion.rank, kind: suggestion.kind.rawValue, locator: suggestion.locator, verdict: verdict,
            findings: findings, notes: notes)
    }
}
