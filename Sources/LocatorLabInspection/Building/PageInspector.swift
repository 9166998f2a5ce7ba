import LocatorLabAdvice
import LocatorLabInventory
import LocatorLabLocators
import LocatorLabModel
import LocatorLabXML

/// Builds the inspection of screens: for every element its identity, its
/// verified locators (``ElementLocators``) with their fragility findings, and the audit's
/// findings on it (``IdentifierAuditor``, over all the screens at once, as
/// `locatorlab audit` would run).
public struct PageInspector {
    public var auditOptions: AuditOptions
    /// The Android package ids are completed with (default: the most common one).
    public var appPackage: String?
    /// How many elements of one screen get the full suggestions. Each costs
    /// several evaluations over the whole screen, so a 10,000-element screen
    /// cannot have them all in reasonable time; the rest get the locators
    /// the indexes verify at once (see ``ElementLocators``).
    public var fullLocatorLimit: Int
    /// The bounds on each XPath evaluation.
    public var xpathLimits: XPathLimits
    /// How many element visits the full locators of one screen may cost in
    /// all. Ranking one element follows its suggestions through the survival
    /// trials (``LocatorRanking``), each on a mutated copy of the whole
    /// screen, so its cost grows with the screen: a screen of `n` elements
    /// gets at most `rankingBudget / n` fully ranked elements (400 on a
    /// 100-element screen, 20 on 2,000, none from 40,000), the others the
    /// quick locators. Ranking all 400 elements of a generated 400-element
    /// Android screen took 4.3 s where listing them had taken 0.5 s.
    public var rankingBudget: Int

    public static let defaultFullLocatorLimit = 400
    public static let defaultRankingBudget = 40_000

    public init(
        auditOptions: AuditOptions = AuditOptions(), appPackage: String? = nil,
        fullLocatorLimit: Int = PageInspector.defaultFullLocatorLimit, xpathLimits: XPathLimits = .default,
        rankingBudget: Int = PageInspector.defaultRankingBudget
    ) {
        self.auditOptions = auditOptions
        self.appPackage = appPackage
        self.fullLocatorLimit = fullLocatorLimit
        self.xpathLimits = xpathLimits
        self.rankingBudget = rankingBudget
    }

    /// The pages of `inputs`. `progress`, when given, hears what is being
    /// done (a million-element screen takes a while): a phase, and how many
    /// of the screen's elements are listed so far.
    public func inspect(
        _ inputs: [Screen], title: String, live: Bool = false, progress: ((Progress) -> Void)? = nil
    ) throws(InspectionError) -> InspectionDocument {
        guard !inputs.isEmpty else { throw .noPageSource }
        // The size of each screenshot, from its PNG header.
        let images = try inputs.map { input throws(InspectionError) in
            try input.screenshot.map { bytes throws(InspectionError) in try PNGImage(bytes: bytes, file: input.file) }
        }
        let auditor: IdentifierAuditor
        do {
            auditor = try IdentifierAuditor(options: auditOptions)
        } catch {
            throw .invalidAuditOptions(String(describing: error))
        }
        progress?(Progress(phase: .auditing, screen: 0, screens: inputs.count, done: 0, total: 0))
        // The audit names page sources by position: two inputs may share a name.
        let report = auditor.audit(inputs.enumerated().map { Screen(name: String($0.offset), tree: $0.element.tree) })
        // Each finding once per page, and each element the positions of its
        // own: one finding about a whole family of identifiers (an index gap
        // listing every index) copied onto each member made the page grow
        // with the square of the family.
        var findings: [String: [InspectedAuditMark]] = [:]
        var marks: [String: [Int: [Int]]] = [:]
        for finding in report.findings {
            let position = findings[finding.pageSource, default: []].count
            findings[finding.pageSource, default: []].append(InspectedAuditMark(finding))
            for element in [finding.element] + finding.relatedElements {
                marks[finding.pageSource, default: [:]][element.element.index, default: []].append(position)
            }
        }
        let pages = inputs.enumerated().map { offset, input in
            page(
                input, screenshot: images[offset], audit: findings[String(offset)] ?? [], auditMarks: marks[String(offset)] ?? [:],
                progress: progress.map { report in
                    { done, total in
                        report(Progress(phase: .listing, screen: offset, screens: inputs.count, done: done, total: total))
                    }
                })
        }
        return InspectionDocument(title: title, pages: pages, live: live)
    }

    private func page(
        _ input: Screen, screenshot: PNGImage?, audit: [InspectedAuditMark], auditMarks: [Int: [Int]],
        progress: ((Int, Int) -> Void)?
    ) -> InspectionPage {
        let tree = input.tree
        let locators = ElementLocators(engine: LocatorEngine(tree: tree, appPackage: appPackage, limits: xpathLimits))
        let fully = fullyLocated(in: tree)
        var columns = ElementColumns(tree: tree, paths: locators.pathTable)
        columns.auditMarks = auditMarks
        // The verdict of each distinct identity once: list rows repeat their
        // identifiers, and grading one scans its characters.
        var verdicts: [ElementIdentity: IdentifierVerdict] = [:]
        for id in tree.ids {
            // Ranked elements take a while each; the others, a while in bulk.
            if let progress, fully.contains(id) || id.index % 4096 == 0 { progress(id.index, tree.count) }
            let element = tree[id]
            let identity = ElementIdentity(of: element, platform: tree.platform)
            let verdict = verdicts[identity] ?? {
                let made = IdentifierVerdict(IdentityVerdict(identity))
                // Bounded: on a screen of distinct identities it would only grow.
                if verdicts.count >= 1 << 16 { verdicts.removeAll(keepingCapacity: true) }
                verdicts[identity] = made
                return made
            }()
            columns.append(
                identity: identity, verdict: verdict, label: element.visibleText(on: tree.platform),
                value: tree.platform == .ios ? element.value : nil,
                quick: locators.quickLocators(for: id, element: element, identity: identity))
            if fully.contains(id) { columns.ranked[id.index] = locators.full(for: id) }
        }
        let screenFrame = tree.ids.lazy.compactMap { tree.frame(of: $0) }.first { $0.width > 0 && $0.height > 0 }
        var notes: [String] = []
        if fully.count < tree.count {
            notes.append(
                "\(tree.count) elements: the full ranked locators are listed for \(fully.count) of them "
                    + "(interactive elements first); the others list their accessibility id, id and absolute path "
                    + "(locatorlab inspect --serve works out any element's on demand)")
        }
        let inspected = screenshot.map { image -> InspectedScreenshot in
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
            screen: screenFrame.map { [$0.x, $0.y, $0.width, $0.height] }, screenshot: inspected, audit: audit,
            notes: notes, columns: columns)
    }

    /// The elements that get the full suggestions: all of them on a screen
    /// of up to ``fullLocatorLimit`` elements that the ``rankingBudget``
    /// covers; otherwise as many as both allow, interactive elements first,
    /// then identified ones, in document order.
    private func fullyLocated(in tree: ElementTree) -> Set<ElementID> {
        let limit = min(fullLocatorLimit, rankingBudget / max(1, tree.count))
        guard tree.count > limit else { return Set(tree.ids) }
        guard limit > 0 else { return [] }
        let ranked = tree.ids.map { id -> (rank: Int, id: ElementID) in
            let element = tree[id]
            if InteractiveRole(of: element, platform: tree.platform) != nil { return (0, id) }
            return (ElementIdentity(of: element, platform: tree.platform).isIdentified ? 1 : 2, id)
        }
        return Set(ranked.sorted { ($0.rank, $0.id.index) < ($1.rank, $1.id.index) }.prefix(limit).map(\.id))
    }
}

extension PageInspector {
    /// What ``PageInspector/inspect(_:title:live:progress:)`` is doing.
    public struct Progress: Sendable, Hashable {
        public enum Phase: Sendable, Hashable {
            /// Auditing the identifiers of every screen.
            case auditing
            /// Listing the elements of one screen and their locators.
            case listing
        }

        public var phase: Phase
        /// The screen being listed (0-based), and how many there are.
        public var screen: Int
        public var screens: Int
        /// Elements of the screen listed so far, of ``total``.
        public var done: Int
        public var total: Int
    }
}
