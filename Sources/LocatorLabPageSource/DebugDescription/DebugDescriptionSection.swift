/// The sections XCTest prints in an element's debugDescription, each
/// introduced by a header line.
enum DebugDescriptionSection: CaseIterable, Sendable {
    /// `Attributes: Button, 0x…, …`: the described element itself, on one line.
    case attributes
    /// `Element subtree:`: the element and its descendants, one per line,
    /// nested by indentation. The only section that becomes the tree.
    case elementSubtree
    /// `Path to element:`: the ancestors from the application down.
    case pathToElement
    /// `Query chain:`: how the element was found (`Find: Application 'bundle.id'`).
    case queryChain

    var header: String {
        switch self {
        case .attributes: "Attributes:"
        case .elementSubtree: "Element subtree:"
        case .pathToElement: "Path to element:"
        case .queryChain: "Query chain:"
        }
    }

    private static let headerBytes: [(section: DebugDescriptionSection, bytes: [UInt8])] = allCases.map {
        ($0, Array($0.header.utf8))
    }

    /// The section a line (from its first non-blank character) introduces, if any.
    static func introduced(by bytes: [UInt8], from start: Int, to end: Int) -> DebugDescriptionSection? {
        for (section, header) in headerBytes
        where end - start >= header.count && bytes[start..<(start + header.count)].elementsEqual(header) {
            return section
        }
        return nil
    }
}
