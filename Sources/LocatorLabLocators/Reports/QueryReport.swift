import Foundation
import LocatorLabModel
import LocatorLabReporting

/// What `locatorlab query` reports: the locator, where it was evaluated, and
/// every element it found, in document order.
public struct QueryReport: Sendable, Equatable, Encodable {
    /// Version of the JSON form; raised when a field changes meaning.
    public static let currentSchemaVersion = 1

    public var schemaVersion = QueryReport.currentSchemaVersion
    public var pageSource: String
    public var platform: Platform
    public var locator: Locator
    public var matches: [QueryMatch]
    public var notes: [String]

    /// The number of matches: 0 means the locator is broken on this screen,
    /// more than 1 that it is ambiguous.
    public var count: Int { matches.count }

    public init(pageSource: String, tree: ElementTree, locator: Locator, result: LocatorResult) {
        self.pageSource = pageSource
        self.platform = tree.platform
        self.locator = locator
        // Many matches: prepare every path in one pass instead of counting
        // siblings for each match.
        let paths = result.matches.count > 16 ? ElementPathTable(tree) : nil
        self.matches = result.matches.map { QueryMatch(element: $0, in: tree, paths: paths) }
        self.notes = result.notes
    }

    private enum CodingKeys: String, CodingKey {
        case schemaVersion, pageSource, platform, locator, count, matches, notes
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encode(pageSource, forKey: .pageSource)
        try container.encode(platform, forKey: .platform)
        try container.encode(locator, forKey: .locator)
        try container.encode(count, forKey: .count)
        try container.encode(matches, forKey: .matches)
        try container.encode(notes, forKey: .notes)
    }

    /// Deterministic JSON: sorted keys, two-space indentation, final newline.
    public func json() throws(ReportingError) -> [UInt8] {
        try ReportJSON.encode(self, what: "the query report")
    }

    /// A listing for a terminal: one block per match, then the notes.
    public func text() -> String {
        let noun = count == 1 ? "match" : "matches"
        var lines = ["\(count == 0 ? "no" : String(count)) \(noun) for \(locator.strategy.rawValue) \(locator.value) in \(pageSource)"]
        let nameLabel = (platform.accessibilityNameAttribute, platform.labelAttribute)
        for (position, match) in matches.enumerated() {
            lines.append("")
            lines.append("\(position + 1). \(match.type)")
            var fields: [(String, String)] = []
            if let name = match.name { fields.append((nameLabel.0, Self.quoted(name))) }
            if let label = match.label { fields.append((nameLabel.1, Self.quoted(label))) }
            if let identifier = match.identifier, !identifier.isEmpty, identifier != match.name {
                fields.append(("identifier", Self.quoted(identifier)))
            }
            if let value = match.value { fields.append(("value", Self.quoted(value))) }
            if let resourceID = match.resourceID { fields.append(("resource-id", Self.quoted(resourceID))) }
            fields.append(("path", match.path))
            if let frame = match.frame {
                fields.append(("frame", "x=\(frame.x) y=\(frame.y) width=\(frame.width) height=\(frame.height)"))
            }
            let width = fields.map(\.0.count).max() ?? 0
            for (key, value) in fields {
                lines.append("   " + key + ":" + String(repeating: " ", count: width - key.count + 1) + value)
            }
        }
        if !notes.isEmpty { lines.append("") }
        for note in notes {
            lines.append("note: \(note)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Double-quoted with line breaks and quotes visible, so empty strings,
    /// spaces and multi-line labels read unambiguously.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
