import LocatorLabModel

/// One inspected screen: its elements, the screen rectangle they are drawn
/// in, its screenshot and what the page notes about them.
public struct InspectionPage: Sendable {
    public var name: String
    public var platform: Platform
    /// `[x, y, width, height]`: the first non-empty frame in document order
    /// (the application, or Android's top view), `nil` without frames.
    public var screen: [Int]?
    public var screenshot: InspectedScreenshot?
    /// The audit's findings on the screen, each once; elements list the
    /// positions of theirs (``InspectedElement/audit``).
    public var audit: [InspectedAuditMark]
    /// Problems with the screen itself (a screenshot of another shape).
    public var notes: [String]
    /// The page source: the page shows its attributes and strings as they are.
    public var tree: ElementTree { columns.tree }
    let columns: ElementColumns

    /// Every element as the page shows it, each built when read.
    public var elements: InspectedElements { InspectedElements(page: self) }

    /// The audit's findings on `element`.
    public func marks(of element: InspectedElement) -> [InspectedAuditMark] {
        element.audit.map { audit[$0] }
    }
}

/// The elements of an ``InspectionPage`` in document order, each made from
/// the page's columns when read.
public struct InspectedElements: RandomAccessCollection, Sendable {
    let page: InspectionPage

    public var startIndex: Int { 0 }
    public var endIndex: Int { page.columns.count }

    public subscript(index: Int) -> InspectedElement {
        let columns = page.columns
        let tree = columns.tree
        let id = ElementID(index)
        let ranked = columns.ranked[index]
        return InspectedElement(
            parent: tree.parent(of: id)?.index, depth: tree.depth(of: id), subtreeEnd: tree.subtreeEnd(of: id),
            type: tree.type(of: id), step: columns.paths.step(of: id),
            identifier: columns.string(columns.identifiers[index]),
            resourceID: columns.string(columns.resourceIDs[index]),
            labelDerivedName: columns.string(columns.labelDerivedNames[index]),
            label: columns.string(columns.labels[index]), value: columns.string(columns.values[index]),
            attributes: tree.attributes(of: id).map { [$0.name, $0.value] },
            frame: tree.frame(of: id).map { [$0.x, $0.y, $0.width, $0.height] }, verdict: columns.verdicts[index],
            locators: ranked ?? columns.quick(index).locators, locatorsComplete: ranked != nil,
            audit: columns.auditMarks[index] ?? [])
    }
}

/// A screenshot as the page embeds it, with the factor from page-source
/// units (iOS points, Android pixels) to its pixels.
public struct InspectedScreenshot: Sendable, Hashable, Encodable {
    /// A `data:image/png;base64,…` URL.
    public var dataURL: String
    public var width: Int
    public var height: Int
    /// Screenshot pixels per page-source unit (3 for a 3× iPhone, 1 on Android).
    public var scale: Double
}
